import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { LOGIN_MISS_THRESHOLD } from '../../../shared/validation';
import { login } from '../../../providers/auth';
import { accountApi } from '../api';
import { rules } from '../rules';
import { useCaptcha } from '../useCaptcha';
import { ImageCodeField } from './PhoneSmsFields';
import { useAuthToast } from './useAuthToast';

interface Values {
  username: string;
  password: string;
  code?: string;
}

interface Props {
  /** `pwd`: personal account or phone; `org`: institution account (orgLoginByPwd). */
  variant?: 'pwd' | 'org';
  onSuccess: (msg: string) => void;
  /** Extra buttons under the submit button (the institution's IP login). */
  extra?: ReactNode;
}

/**
 * Password login (spec §2/§8): the image code appears once the account's miss count
 * (pwdErrCount) reaches 3; a failure shows the server msg, renews the image code and re-queries the count.
 */
export function PwdLoginForm({ variant = 'pwd', onSuccess, extra }: Props) {
  const [form] = Form.useForm<Values>();
  const toast = useAuthToast();
  const [needCode, setNeedCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha(needCode);

  const queryMisses = async (username: string | undefined) => {
    const name = (username ?? '').trim();
    if (!name) return;
    try {
      setNeedCode((await accountApi.pwdErrCount(name)) >= LOGIN_MISS_THRESHOLD);
    } catch {
      /* the count is a hint; a failed query changes nothing */
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const username = values.username.trim();
      const result = await login({
        type: variant,
        username,
        password: values.password,
        ...(needCode ? { code: (values.code ?? '').trim(), uuid: captcha.uuid } : {}),
      });
      if (result.success) {
        onSuccess(result.msg ?? '');
        return;
      }
      toast.error(result.msg);
      form.setFieldValue('code', '');
      if (needCode) await captcha.refresh();
      await queryMisses(username);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="off" data-testid={`${variant}-login-form`}>
      <Form.Item name="username" rules={variant === 'org' ? rules.orgUsername : rules.account}>
        <Input
          placeholder={variant === 'org' ? '请输入机构账号' : '请输入用户名/手机号'}
          maxLength={variant === 'org' ? 24 : 32}
          aria-label={variant === 'org' ? '机构账号' : '用户名/手机号'}
          onBlur={(e) => void queryMisses(e.target.value)}
        />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password placeholder="请输入密码" maxLength={64} aria-label="密码" />
      </Form.Item>
      {needCode && <ImageCodeField captcha={captcha} required rules={rules.imageCode} />}
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        登录
      </Button>
      {extra}
    </Form>
  );
}
