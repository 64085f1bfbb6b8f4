import { useState } from 'react';
import { Button } from 'antd';
import { useCountdown } from '../useCountdown';

interface Props {
  /** Whether the form allows sending now (spec §5 canSendSms). */
  canSend: boolean;
  /** Sends the SMS; resolve true when the server accepted it (then the 60 s wait starts). */
  onSend: () => Promise<boolean>;
}

/** Spec §4: disabled 60 s after sending, counting down, then reads 重新发送. */
export function SmsButton({ canSend, onSend }: Props) {
  const { left, running, started, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    try {
      if (await onSend()) start();
    } finally {
      setSending(false);
    }
  };
  const label = running ? `${left}秒后重新获取` : started ? '重新发送' : '获取验证码';
  return (
    <Button data-testid="sms-button" disabled={!canSend || running || sending} loading={sending} onClick={click} style={{ width: 150, paddingInline: 8 }}>
      {label}
    </Button>
  );
}
