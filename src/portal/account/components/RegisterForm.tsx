import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { USERNAME_INPUT_MAX } from '../../../shared/validation';
import { login } from '../../../providers/auth';
import { accountApi } from '../api';
import { rules } from '../rules';
import { PhoneSmsFields } from './PhoneSmsFields';
import { useAuthToast } from './useAuthToast';

interface Values {
  username: string;
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

/** Registration (spec §3 payload, §5 rules): success signs the new member in. */
export function RegisterForm({ onSuccess }: { onSuccess: (msg: string) => void }) {
  const [form] = Form.useForm<Values>();
  const toast = useAuthToast();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const result = await login({
        type: 'register',
        username: values.username.trim(),
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      if (result.success) onSuccess(result.msg || '注册成功');
      else toast.error(result.msg);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="off" data-testid="register-form">
      <Form.Item name="username" rules={rules.username}>
        <Input placeholder="请输入用户名（字母、数字、下划线）" maxLength={USERNAME_INPUT_MAX} aria-label="用户名" />
      </Form.Item>
      <PhoneSmsFields phone={{ placeholder: '请输入手机号', ariaLabel: '手机号' }} send={({ phone }) => accountApi.registerSms(phone)} />
      <Form.Item name="password" rules={rules.newPassword}>
        <Input.Password placeholder="请输入密码（8到18位，含小写字母和数字）" maxLength={32} aria-label="密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" dependencies={['password']} rules={rules.confirm('password')}>
        <Input.Password placeholder="请再次输入密码" maxLength={32} aria-label="确认密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        注册
      </Button>
    </Form>
  );
}
