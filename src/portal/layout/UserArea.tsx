import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useInvalidateAuthStore } from '@refinedev/core';
import { isDesktop } from '../../shared/device';
import { closeLogin } from '../session/store';
import { useAutoLogin } from '../session/useAutoLogin';
import { loginPath, useOpenLogin } from '../session/useOpenLogin';
import { useSession } from '../session/useSession';
import { UserMenu } from './UserMenu';
import styles from './UserArea.module.css';

// The dialog and its forms are their own chunk, fetched the first time someone opens it.
const LoginDialog = lazy(() => import('../account/components/LoginDialog'));

/**
 * Header account area (spec §2). Signed out: 登录/注册 (dialog; /login on non-desktop devices) and
 * 机构登录. Signed in: 充值 and the avatar menu. Also runs the automatic login of spec §4.
 */
export function UserArea() {
  const { auth, logregState, device } = useSession();
  const openLogin = useOpenLogin();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const invalidateAuth = useInvalidateAuthStore();
  useAutoLogin();

  // Refine's cached check/identity/permissions follow our sign-in state (the hook's function is
  // new on every render, so only `auth` triggers it).
  useEffect(() => {
    void invalidateAuth();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth]);

  // Someone asked for the dialog on a phone or tablet: use the page instead.
  useEffect(() => {
    if (logregState && !isDesktop(device)) {
      closeLogin();
      navigate(loginPath(pathname + search));
    }
  }, [logregState, device, navigate, pathname, search]);

  return (
    <div className={styles.area} data-testid="user-area">
      {auth ? (
        <>
          <Link to="/recharge" className={styles.recharge}>
            充值
          </Link>
          <UserMenu />
        </>
      ) : (
        <>
          <Link
            to={loginPath(pathname + search)}
            onClick={(e) => {
              e.preventDefault();
              openLogin();
            }}
          >
            登录/注册
          </Link>
          <span className={styles.sep} aria-hidden="true">
            |
          </span>
          <Link to="/login?isJg=1">机构登录</Link>
        </>
      )}
      {logregState && isDesktop(device) && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </div>
  );
}
