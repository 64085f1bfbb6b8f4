import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Form, Input, Result, Steps } from 'antd';
import { accountApi } from '../api';
import { PhoneSmsFields } from '../components/PhoneSmsFields';
import { useAuthToast } from '../components/useAuthToast';
import { rules } from '../rules';
import { useCaptcha } from '../useCaptcha';
import formStyles from '../components/forms.module.css';
import styles from './ForgetPasswordPage.module.css';

/** /forgetPassword: phone + image code → SMS → verify (ticket) → new password → done. */
export default function ForgetPasswordPage() {
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<{ phone: string; ticket: string } | null>(null);
  return (
    <div className={`wk-container ${styles.page}`} data-testid="forget-password-page">
      <Card title="找回密码" className={styles.card}>
        <Steps current={step} className={styles.steps} items={[{ title: '验证手机号' }, { title: '设置新密码' }, { title: '完成' }]} />
        <div className={styles.body}>
          {step === 0 && (
            <VerifyPhone
              onVerified={(v) => {
                setVerified(v);
                setStep(1);
              }}
            />
          )}
          {step === 1 && verified && <NewPassword {...verified} onDone={() => setStep(2)} onRestart={() => setStep(0)} />}
          {step === 2 && (
            <Result
              status="success"
              title="密码已重置"
              subTitle="请使用新密码登录。"
              extra={
                <Link to="/login">
                  <Button type="primary">去登录</Button>
                </Link>
              }
            />
          )}
        </div>
      </Card>
    </div>
  );
}

function VerifyPhone({ onVerified }: { onVerified: (v: { phone: string; ticket: string }) => void }) {
  const [form] = Form.useForm<{ phone: string; code: string; smsCode: string }>();
  const toast = useAuthToast();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { phone: string; smsCode: string }) => {
    setBusy(true);
    try {
      const ticket = await accountApi.checkForgetPasswordSms({ phone: values.phone.trim(), smsCode: values.smsCode.trim() });
      onVerified({ phone: values.phone.trim(), ticket });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" layout="vertical" autoComplete="off" requiredMark={false}>
      <PhoneSmsFields
        phone={{ label: '手机号', placeholder: '请输入注册时的手机号' }}
        imageCode={{ captcha, label: '图形验证码' }}
        sms={{ label: '短信验证码', placeholder: '请输入短信验证码', ariaLabel: '短信验证码' }}
        send={(target) => accountApi.forgetPasswordSms(target)}
      />
      <Button type="primary" htmlType="submit" block loading={busy} disabled={busy}>
        下一步
      </Button>
    </Form>
  );
}

interface NewPasswordProps {
  phone: string;
  ticket: string;
  onDone: () => void;
  onRestart: () => void;
}

function NewPassword({ phone, ticket, onDone, onRestart }: NewPasswordProps) {
  const toast = useAuthToast();
  const [busy, setBusy] = useState(false);
  const submit = async (values: { password: string; confirmPassword: string }) => {
    setBusy(true);
    try {
      const env = await accountApi.findPasswordByPhone({ phone, ticket, ...values });
      toast.success(env.msg, '密码已重置');
      onDone();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onFinish={submit} size="large" layout="vertical" autoComplete="off" requiredMark={false}>
      <Form.Item label="新密码" name="password" rules={rules.newPassword}>
        <Input.Password placeholder="8到18位，含小写字母和数字" maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认新密码" name="confirmPassword" dependencies={['password']} rules={rules.confirm('password')}>
        <Input.Password placeholder="请再次输入密码" maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} disabled={busy}>
        确认修改
      </Button>
      <div className={formStyles.links}>
        <button type="button" className={formStyles.linkButton} onClick={onRestart}>
          重新验证手机号
        </button>
        <Link to="/login">返回登录</Link>
      </div>
    </Form>
  );
}
