import { Link } from 'react-router';
import styles from './UserArea.module.css';

/** Signed-out header links of spec §2: login/register and institution login. */
export function UserArea() {
  return (
    <div className={styles.area} data-testid="user-area">
      <Link to="/login">登录/注册</Link>
      <span className={styles.sep} aria-hidden="true">|</span>
      <Link to="/login?isJg=1">机构登录</Link>
    </div>
  );
}
