import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isDesktop } from '../../shared/device';
import { closeLogin } from '../../session/store';
import { useAutoLogin } from '../session/useAutoLogin';
import { loginPath, useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import styles from './UserArea.module.css';

// The dialog and its forms are their own chunk, fetched the first time someone opens it.
const LoginDialog = lazy(() => import('../account/components/LoginDialog'));
// Signed-in only (antd Dropdown/Avatar): not in the first load of a signed-out visitor.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * Header account area (spec §2). Signed out: 登录/注册 (dialog; /login on non-desktop devices) and
 * 机构登录. Signed in: 充值 and the avatar menu. Also runs the automatic login of spec §4.
 */
export function UserArea() {
  const { auth, logregState, device } = useSession();
  const openLogin = useOpenLogin();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useAutoLogin();

  // The admin's (Refine's) cached check/identity/permissions, kept under `['auth', …]` in the shared
  // client, follow our sign-in state — what Refine's useInvalidateAuthStore does, without Refine.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [auth, queryClient]);

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
          <Suspense fallback={null}>
            <UserMenu />
          </Suspense>
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
