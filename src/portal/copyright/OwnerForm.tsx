import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { call } from '../../providers/http';
import { COPYRIGHT_CALLS, OWNER_TYPES } from '../../resources/copyright';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../../shared/idNumbers';
import { requiredTextRules } from '../../ui/textRules';
import { validatedValues } from '../../ui/validatedValues';

export interface OwnerRow {
  id: number;
  ownerType: 1 | 2;
  ownerTypeLabel: string;
  idType: string;
  name: string;
  /** Always masked by the server. */
  idNumber: string;
  address: string;
  createTime: string;
}

/**
 * 添加 / 编辑著作权人. The number is checked here with the same check-character functions the
 * server uses; when editing, the masked number may be left as it is (the server keeps the stored one).
 */
export function OwnerFormModal({ editing, onClose, onSaved }: { editing: OwnerRow | 'new' | null; onClose: () => void; onSaved: (owner: OwnerRow) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const ownerType = Form.useWatch('ownerType', form) as 1 | 2 | undefined;
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? { ownerType: 1 } : editing);
  }, [editing, form]);
  const save = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setSaving(true);
    try {
      const res =
        editing === 'new'
          ? await call<OwnerRow>('post', COPYRIGHT_CALLS.addOwner.path, { body: values })
          : await call<OwnerRow>('put', COPYRIGHT_CALLS.updateOwner.path, { body: { ...values, id: (editing as OwnerRow).id } });
      message.success(res.msg);
      onSaved(res.data!);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const unchangedMasked = (v: string) => editing !== 'new' && editing !== null && v === editing.idNumber && v.includes('*');
  return (
    <Modal open={editing !== null} title={editing === 'new' ? '添加著作权人' : '编辑著作权人'} onCancel={onClose} onOk={() => void save()} okText="保存" cancelText="取消" confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" data-testid="owner-form">
        <Form.Item name="ownerType" label="著作权人类型" rules={[{ required: true, message: '请选择著作权人类型' }]}>
          <Radio.Group options={Object.entries(OWNER_TYPES).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
        <Form.Item name="name" label={ownerType === 2 ? '单位名称' : '姓名'} rules={requiredTextRules('著作权人名称', 100, '请输入著作权人名称')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={ownerType === 2 ? '统一社会信用代码' : '居民身份证号码'}
          rules={[
            { required: true, whitespace: true, message: '请输入证件号码' },
            {
              validator: async (_, raw: string | undefined) => {
                const v = (raw ?? '').trim().toUpperCase();
                if (!v || unchangedMasked(v)) return;
                if (ownerType === 2 ? !isUnifiedSocialCreditCode(v) : !isResidentIdNumber(v)) throw new Error(ownerType === 2 ? '请输入正确的统一社会信用代码' : '请输入正确的居民身份证号码');
              },
            },
          ]}
        >
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="address" label="地址" rules={[{ max: 200, message: '地址不能超过200个字' }]}>
          <Input maxLength={200} placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
