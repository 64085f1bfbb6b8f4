import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { canSendSms, zImageCode } from '../../../shared/validation';
import { login } from '../../../providers/auth';
import { accountApi } from '../api';
import { fieldsValid, rules, zodCheck } from '../rules';
import { useCaptcha } from '../useCaptcha';
import { CaptchaImage } from './CaptchaImage';
import { SmsButton } from './SmsButton';
import { useAuthToast } from './useAuthToast';
import styles from './forms.module.css';

interface Values {
  phone: string;
  code: string;
  smsCode: string;
}

/** SMS login (spec §2): phone, 4-character image code (needed to send the SMS), SMS code. */
export function SmsLoginForm({ onSuccess }: { onSuccess: (msg: string) => void }) {
  const [form] = Form.useForm<Values>();
  const toast = useAuthToast();
  const { captcha, uuid, error, refresh } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const phone = Form.useWatch('phone', form) ?? '';
  const code = Form.useWatch('code', form) ?? '';

  const resetImageCode = () => {
    form.setFieldValue('code', '');
    void refresh();
  };

  const send = async () => {
    if (!(await fieldsValid(form, ['phone', 'code']))) return false;
    try {
      const env = await accountApi.loginSms({ phone: form.getFieldValue('phone'), code: form.getFieldValue('code'), uuid });
      toast.success(env.msg, '验证码已发送');
      return true;
    } catch (e) {
      toast.error((e as Error).message);
      return false;
    } finally {
      // The image code is single use: a resend needs a new one.
      resetImageCode();
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const result = await login({ type: 'sms', phone: values.phone.trim(), smsCode: values.smsCode.trim() });
      if (result.success) onSuccess(result.msg ?? '');
      else {
        toast.error(result.msg);
        resetImageCode();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="off" data-testid="sms-login-form">
      <Form.Item name="phone" rules={rules.phone}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" aria-label="手机号" />
      </Form.Item>
      <Form.Item required>
        <div className={styles.row}>
          {/* The image code only guards sending the SMS: once an SMS code is typed it is not needed. */}
          <Form.Item
            name="code"
            noStyle
            dependencies={['smsCode']}
            rules={[({ getFieldValue }) => ({ validator: (_r, v) => (getFieldValue('smsCode') ? Promise.resolve() : zodCheck(zImageCode, v)) })]}
          >
            <Input placeholder="请输入图形验证码" maxLength={4} aria-label="图形验证码" />
          </Form.Item>
          <CaptchaImage captcha={captcha} error={error} onRefresh={() => void refresh()} />
        </div>
      </Form.Item>
      <Form.Item required>
        <div className={styles.row}>
          <Form.Item name="smsCode" noStyle rules={rules.smsCode}>
            <Input placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" aria-label="短信验证码" />
          </Form.Item>
          <SmsButton canSend={canSendSms(phone, code, 'login')} onSend={send} />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        登录
      </Button>
    </Form>
  );
}
