import { useSyncExternalStore } from 'react';
import { isProductionHost } from '../../../shared/storage';
import { site } from '../../../shared/site';
import { setIpAutoLogin } from '../../../providers/autoLogin';
import { ipFlags } from '../../../session/ipLogin';
import styles from './forms.module.css';

/** Spec §2: the version label in the login box outside the production host. */
export function VersionLabel() {
  if (isProductionHost()) return null;
  return (
    <div className={styles.version} data-testid="version-label">
      {site.version}
    </div>
  );
}

const noSubscribe = () => () => {};

/**
 * Spec §4 opt-out of the automatic IP login: shown once an automatic attempt has been made in
 * this browser session (or to undo an earlier opt-out). Either way the flag is cleared and the page reloads.
 */
export function IpAutoLoginSwitch() {
  const optedOut = useSyncExternalStore(noSubscribe, ipFlags.optedOut, () => false);
  const tried = useSyncExternalStore(noSubscribe, ipFlags.tried, () => false);
  if (!optedOut && (!tried || ipFlags.notPermitted())) return null;
  return (
    <div className={styles.optOut}>
      <button type="button" className={styles.linkButton} onClick={() => void setIpAutoLogin(optedOut)} data-testid="ip-auto-switch">
        {optedOut ? '使用机构IP自动登录' : '不使用机构IP自动登录'}
      </button>
    </div>
  );
}
