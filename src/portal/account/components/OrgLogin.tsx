import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { login } from '../../../providers/auth';
import { CODE_IP_NOT_PERMITTED, MSG_IP_NOT_PERMITTED } from '../../../session/ipLogin';
import { CarsiLogin } from './CarsiLogin';
import { PwdLoginForm } from './PwdLoginForm';
import { useAuthToast } from './useAuthToast';
import styles from './forms.module.css';

/** Institution login (spec §2): account + password, the IP-login button, and 选择您的学校 (CARSI, issue 33). */
export function OrgLogin({ onSuccess, returnTo = '/' }: { onSuccess: (msg: string) => void; returnTo?: string }) {
  const toast = useAuthToast();
  const [busy, setBusy] = useState(false);

  const ipLogin = async () => {
    setBusy(true);
    try {
      const result = await login({ type: 'ip' });
      if (result.success) onSuccess(result.msg ?? '');
      // Spec §8: 1101404 marks IP login not permitted; other failures show the msg as a warning.
      else if (result.error?.code === CODE_IP_NOT_PERMITTED) toast.warning(MSG_IP_NOT_PERMITTED);
      else toast.warning(result.msg || '机构IP登录失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PwdLoginForm
      variant="org"
      onSuccess={onSuccess}
      extra={
        <>
          <Button block style={{ marginTop: 12 }} loading={busy} disabled={busy} onClick={ipLogin} data-testid="ip-login">
            IP登录
          </Button>
          <CarsiLogin returnTo={returnTo} />
          <div className={styles.links}>
            <Link to="/">返回首页</Link>
            <Link to="/forgetPassword">忘记密码</Link>
          </div>
        </>
      }
    />
  );
}
