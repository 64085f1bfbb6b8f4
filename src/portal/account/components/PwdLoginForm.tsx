import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { LOGIN_MISS_THRESHOLD } from '../../../shared/validation';
import { login } from '../../../providers/auth';
import { accountApi } from '../api';
import { rules } from '../rules';
import { useCaptcha } from '../useCaptcha';
import { CaptchaImage } from './CaptchaImage';
import { useAuthToast } from './useAuthToast';
import styles from './forms.module.css';

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
  const { captcha, uuid, error, refresh } = useCaptcha(needCode);

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
        ...(needCode ? { code: (values.code ?? '').trim(), uuid } : {}),
      });
      if (result.success) {
        onSuccess(result.msg ?? '');
        return;
      }
      toast.error(result.msg);
      form.setFieldValue('code', '');
      if (needCode) await refresh();
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
      {needCode && (
        <Form.Item required>
          <div className={styles.row}>
            <Form.Item name="code" noStyle rules={rules.imageCode}>
              <Input placeholder="请输入图形验证码" maxLength={4} aria-label="图形验证码" />
            </Form.Item>
            <CaptchaImage captcha={captcha} error={error} onRefresh={() => void refresh()} />
          </div>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
        登录
      </Button>
      {extra}
    </Form>
  );
}
