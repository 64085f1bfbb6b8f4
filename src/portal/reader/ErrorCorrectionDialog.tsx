import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { ERROR_TYPES, sendErrorCorrection } from './api';
import { requiredTextRules } from '../../ui/textRules';

interface Values {
  errorType: string;
  content: string;
  contact?: string;
}

const CONTENT_MAX = 1000;

/** The 纠错 dialog (its own chunk, loaded when a reader first presses 纠错). */
export default function ErrorCorrectionDialog({ type, itemId, title, onClose }: { type: number; itemId: number; title?: string; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const res = await sendErrorCorrection({ type, itemId, errorType: values.errorType, content: values.content.trim(), contact: values.contact?.trim() || undefined });
      void message.success(res.msg || '感谢您的纠错，我们会尽快核实处理');
      onClose();
    } catch (e) {
      void message.error((e as Error).message || '提交失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title ? `纠错：${title}` : '纠错'} okText="提交" cancelText="取消" confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} width={520}>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="error-correction-form" preserve={false}>
        <Form.Item name="errorType" label="错误类型" rules={[{ required: true, message: '请选择错误类型' }]}>
          <Select placeholder="请选择错误类型" options={ERROR_TYPES.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item name="content" label="错误描述" rules={requiredTextRules('错误描述', CONTENT_MAX, '请填写错误描述')}>
          <Input.TextArea rows={5} maxLength={CONTENT_MAX} showCount placeholder="请描述错误所在的位置和正确的内容" />
        </Form.Item>
        <Form.Item name="contact" label="联系方式（选填）" rules={[{ max: 100, message: '联系方式不能超过100个字' }]}>
          <Input placeholder="手机号或邮箱，便于我们反馈处理结果" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
