import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isDesktop } from '../shared/device';
import { openLogin, sessionStore } from './store';

/** The /login address that comes back to `pathname+search` after signing in. */
export function loginPath(current: string, tab?: 'register'): string {
  const params = new URLSearchParams();
  if (tab === 'register') params.set('tab', 'register');
  if (current && current !== '/' && !current.startsWith('/login')) params.set('redirect', current);
  const q = params.toString();
  return q ? `/login?${q}` : '/login';
}

/** Spec §2: open the login dialog on desktops; on other devices go to the /login page. */
export function useOpenLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (tab: 'login' | 'register' = 'login') => {
      if (isDesktop(sessionStore.get().device)) openLogin(tab);
      else navigate(loginPath(pathname + search, tab === 'register' ? 'register' : undefined));
    },
    [navigate, pathname, search],
  );
}
