import { useState } from 'react';
import { App, Button, Form, Steps } from 'antd';
import { loadMemberInfo } from '../../../providers/auth';
import { useSession } from '../../../session/useSession';
import { accountApi } from '../api';
import { PhoneSmsFields, SmsCodeField, useSendSms } from '../components/PhoneSmsFields';
import styles from './UserCenter.module.css';

/** 更换手机号: an SMS to the current phone gives a ticket; an SMS to the new phone changes it. */
export function PhoneForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const { userPhone } = useSession();
  const [ticket, setTicket] = useState<string | null>(null);
  return (
    <div className={styles.form} data-testid="phone-form">
      <Steps size="small" current={ticket ? 1 : 0} items={[{ title: '验证当前手机' }, { title: '绑定新手机' }]} style={{ marginBottom: 24 }} />
      <div className={styles.phoneNow}>
        当前手机号<strong>{userPhone || '未绑定'}</strong>
      </div>
      {ticket ? (
        <NewPhoneStep ticket={ticket} onBack={() => setTicket(null)} onChanged={onChanged} />
      ) : (
        <OldPhoneStep canSend={!!userPhone} onVerified={setTicket} />
      )}
    </div>
  );
}

function OldPhoneStep({ canSend, onVerified }: { canSend: boolean; onVerified: (ticket: string) => void }) {
  const { message } = App.useApp();
  const sendSms = useSendSms();
  const [busy, setBusy] = useState(false);
  const verify = async (values: { smsCode: string }) => {
    setBusy(true);
    try {
      onVerified(await accountApi.checkOldPhoneSms(values.smsCode.trim()));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={verify} autoComplete="off">
      <SmsCodeField
        text={{ label: '短信验证码', placeholder: '请输入当前手机收到的验证码', ariaLabel: '当前手机验证码' }}
        canSend={canSend}
        onSend={() => sendSms(accountApi.getOldPhoneSms)}
      />
      <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
        下一步
      </Button>
    </Form>
  );
}

interface NewPhoneProps {
  ticket: string;
  onBack: () => void;
  onChanged: () => Promise<void>;
}

function NewPhoneStep({ ticket, onBack, onChanged }: NewPhoneProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string; smsCode: string }>();
  const [busy, setBusy] = useState(false);

  const change = async (values: { phone: string; smsCode: string }) => {
    setBusy(true);
    try {
      const env = await accountApi.checkNewPhoneSms({ phone: values.phone.trim(), smsCode: values.smsCode.trim(), ticket });
      void message.success({ content: env.msg || '手机号已更换', duration: 0.8 });
      await loadMemberInfo();
      await onChanged();
      onBack();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={change} autoComplete="off">
      <PhoneSmsFields
        phone={{ label: '新手机号', placeholder: '请输入新手机号' }}
        sms={{ label: '短信验证码', placeholder: '请输入新手机收到的验证码', ariaLabel: '新手机验证码' }}
        send={({ phone }) => accountApi.getNewPhoneSms(phone)}
      />
      <Button type="primary" htmlType="submit" loading={busy} disabled={busy}>
        确认更换
      </Button>
      <Button type="link" onClick={onBack}>
        返回上一步
      </Button>
    </Form>
  );
}
