import { useEffect } from 'react';
import { App } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { accessStore } from '../../providers/access';
import { openLogin, sessionStore } from '../session/store';
import { checkRoute, INSTITUTION_ONLY_MSG, INSTITUTION_ONLY_TITLE, type RouteCheckFacts } from './institutionOnly';

export function routeFacts(): RouteCheckFacts {
  const s = sessionStore.get();
  const info = s.userInfo;
  return {
    signedIn: Boolean(s.auth),
    institution: Boolean(info && (info.partyType === 2 || info.organization?.wenkuSecurityGroup || accessStore.member?.orgPartyId || s.loginType === 'ip')),
  };
}

/**
 * Runs the route check before navigating to protected content: clicks on links to
 * institution-only paths are stopped (notice or login dialog), and a direct visit is sent home.
 */
export function RouteGuard() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const deny = (code: 401 | 500) => {
      if (code === 500) notification.warning({ message: INSTITUTION_ONLY_TITLE, description: INSTITUTION_ONLY_MSG });
      else openLogin();
    };
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!a) return;
      const href = a.getAttribute('href') ?? '';
      if (!href.startsWith('/')) return;
      const code = checkRoute(href, routeFacts());
      if (code === 200) return;
      e.preventDefault();
      e.stopPropagation();
      deny(code);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [notification]);

  useEffect(() => {
    const s = sessionStore.get();
    if (s.auth && !s.userInfo) return; // member info still loading
    const code = checkRoute(location.pathname + location.search, routeFacts());
    if (code === 200) return;
    navigate('/', { replace: true });
    if (code === 500) notification.warning({ message: INSTITUTION_ONLY_TITLE, description: INSTITUTION_ONLY_MSG });
    else openLogin();
  }, [location.pathname, location.search, navigate, notification]);

  return null;
}
