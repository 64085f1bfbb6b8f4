import { useState } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal } from 'antd';
import { call } from '../providers/http';
import { STAFF_CALLS, staffPasswordInput } from '../resources/staff';
import { formFieldsOf } from '../ui/formRules';
import { validatedValues } from '../ui/validatedValues';
import { FieldControl, formItemPropsOf } from './FieldControl';

const fields = formFieldsOf({ fields: { password: { label: '新密码', kind: 'text' } }, input: staffPasswordInput });

/**
 * 员工管理 → 编辑 → 重置密码: the institution types the new password (registration rules) and
 * tells the staff member; the server ends their sessions (docs/decisions/staff-password-reset.md).
 */
export function StaffPasswordReset({ id }: { id?: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  if (!id) return null;
  const submit = async () => {
    const values = await validatedValues(form);
    if (!values) return;
    setBusy(true);
    try {
      const env = await call('put', STAFF_CALLS.resetPassword.path, { body: { id: Number(id), password: values.password } });
      message.success(env.msg || '密码已重置');
      setOpen(false);
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <Button icon={<KeyOutlined />} onClick={() => (form.resetFields(), setOpen(true))}>
        重置密码
      </Button>
      <Modal open={open} title="重置密码" okText="重置" cancelText="取消" onOk={submit} confirmLoading={busy} onCancel={() => setOpen(false)} destroyOnHidden>
        <p>新密码保存后，该员工的登录状态会失效，需用新密码重新登录。请把新密码告知本人。</p>
        <Form form={form} layout="vertical">
          {fields.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} rules={f.rules} {...formItemPropsOf(f)}>
              <FieldControl field={f} mode="create" />
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </div>
  );
}
