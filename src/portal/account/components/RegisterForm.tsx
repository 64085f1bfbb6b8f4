import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { canSendSms, USERNAME_INPUT_MAX } from '../../../shared/validation';
import { login } from '../../../providers/auth';
import { accountApi } from '../api';
import { fieldsValid, rules } from '../rules';
import { SmsButton } from './SmsButton';
import { useAuthToast } from './useAuthToast';
import styles from './forms.module.css';

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
  const phone = Form.useWatch('phone', form) ?? '';

  const send = async () => {
    if (!(await fieldsValid(form, ['phone']))) return false;
    try {
      const env = await accountApi.registerSms(form.getFieldValue('phone'));
      toast.success(env.msg, '验证码已发送');
      return true;
    } catch (e) {
      toast.error((e as Error).message);
      return false;
    }
  };

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
      <Form.Item name="phone" rules={rules.phone}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" aria-label="手机号" />
      </Form.Item>
      <Form.Item required>
        <div className={styles.row}>
          <Form.Item name="smsCode" noStyle rules={rules.smsCode}>
            <Input placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" aria-label="短信验证码" />
          </Form.Item>
          <SmsButton canSend={canSendSms(phone, undefined, 'register')} onSend={send} />
        </div>
      </Form.Item>
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
