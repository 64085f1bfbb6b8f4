import { useState } from 'react';
import { App, Button, Form } from 'antd';
import type { Envelope } from '../shared/envelope';
import { FieldControl, formItemPropsOf } from './FieldControl';
import type { FormField } from '../ui/formRules';
import { showServerError } from './serverErrors';

interface CallFormProps<T> {
  fields: FormField[];
  /** The record shown; undefined while it loads. */
  initialValues: Record<string, unknown> | undefined;
  submit: (values: Record<string, unknown>) => Promise<Envelope<T>>;
  onSaved?: (data: T | undefined) => void;
  submitText?: string;
  testId?: string;
}

/**
 * A form for one of the admin's single-record calls (机构信息, 法人信息, 机构认证, 银行账户): the
 * declared fields and their zod checks, the server's success message as a toast, and a refusal
 * at the field it names or as a notification.
 */
export function CallForm<T>({ fields, initialValues, submit, onSaved, submitText = '保存', testId }: CallFormProps<T>) {
  const [form] = Form.useForm();
  const { message, notification } = App.useApp();
  const [saving, setSaving] = useState(false);
  const onFinish = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const env = await submit(values);
      void message.success({ content: env.msg || '保存成功', duration: 1 });
      onSaved?.(env.data);
    } catch (e) {
      showServerError(form, fields, e, (text) => notification.error({ message: '保存失败', description: text }));
    } finally {
      setSaving(false);
    }
  };
  if (!initialValues) return null;
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} style={{ maxWidth: 560 }} data-testid={testId}>
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} required={f.required} rules={f.rules} {...formItemPropsOf(f)}>
          <FieldControl field={f} mode="edit" />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving}>
        {submitText}
      </Button>
    </Form>
  );
}
