import { useState } from 'react';
import { Button, Form } from 'antd';
import { login } from '../../../providers/auth';
import { accountApi } from '../api';
import { useCaptcha } from '../useCaptcha';
import { PhoneSmsFields } from './PhoneSmsFields';
import { useAuthToast } from './useAuthToast';

interface Values {
  phone: string;
  code: string;
  smsCode: string;
}

/** SMS login (spec §2): phone, 4-character image code (needed to send the SMS), SMS code. */
export function SmsLoginForm({ onSuccess }: { onSuccess: (msg: string) => void }) {
  const [form] = Form.useForm<Values>();
  const toast = useAuthToast();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const result = await login({ type: 'sms', phone: values.phone.trim(), smsCode: values.smsCode.trim() });
      if (result.success) onSuccess(result.msg ?? '');
      else {
        toast.error(result.msg);
        // The image code is single use: a resend needs a new one.
        form.setFieldValue('code', '');
        void captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="off" data-testid="sms-login-form">
      <PhoneSmsFields
        phone={{ placeholder: '请输入手机号', ariaLabel: '手机号' }}
        imageCode={{ captcha, required: true }}
        send={(target) => accountApi.loginSms(target)}
      />
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        登录
      </Button>
    </Form>
  );
}
