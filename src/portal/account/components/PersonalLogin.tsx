import { useState } from 'react';
import { Link } from 'react-router';
import { PwdLoginForm } from './PwdLoginForm';
import { SmsLoginForm } from './SmsLoginForm';
import styles from './forms.module.css';

interface Props {
  onSuccess: (msg: string) => void;
  /** Called when a link leaves the current screen (the dialog closes itself). */
  onLeave?: () => void;
  /** The dialog links to the institution login page; the /login page has a tab instead. */
  showOrgLink?: boolean;
}

/** Personal login (spec §2): SMS or password, with the links back home, switch and forgot password. */
export function PersonalLogin({ onSuccess, onLeave, showOrgLink = false }: Props) {
  const [mode, setMode] = useState<'sms' | 'pwd'>('sms');
  return (
    <div>
      {mode === 'sms' ? <SmsLoginForm onSuccess={onSuccess} /> : <PwdLoginForm onSuccess={onSuccess} />}
      <div className={styles.links}>
        <Link to="/" onClick={onLeave}>
          返回首页
        </Link>
        <span className={styles.linkGroup}>
          <button type="button" className={styles.linkButton} onClick={() => setMode(mode === 'sms' ? 'pwd' : 'sms')}>
            {mode === 'sms' ? '密码登录' : '短信登录'}
          </button>
          <Link to="/forgetPassword" onClick={onLeave}>
            忘记密码
          </Link>
          {showOrgLink && (
            <Link to="/login?isJg=1" onClick={onLeave}>
              机构登录
            </Link>
          )}
        </span>
      </div>
    </div>
  );
}
