import { useEffect } from 'react';
import { useFeedback } from '../feedback';
import { useLocation, useNavigate } from 'react-router';
import { INSTITUTION_ONLY_MSG, INSTITUTION_ONLY_TITLE, institutionOnly, type RouteCheckCode } from '../../access/protectedRoutes';
import { openLogin, sessionStore } from '../../session/store';
import { ipFlags } from '../../session/ipLogin';
import { useSession } from '../../session/useSession';
import { routeChecker } from './routeCheck';

/** A signed-out visitor whose automatic IP login has not run yet: wait for it before deciding. */
const IP_LOGIN_WAIT_MS = 3000;
const ipLoginPending = () => !sessionStore.get().auth && !ipFlags.tried() && !ipFlags.optedOut() && !ipFlags.notPermitted();

/**
 * Spec §6 route authorization check before navigation, decided by the server
 * (GET /common/route/check): a click on a link to a protected path (src/access/protectedRoutes.ts)
 * waits for the answer — 200 navigates, 500 shows the notice 该资源仅面向合作机构开放! (title
 * 系統提示), anything else opens the login dialog. A direct visit is checked the same way and, when
 * refused, sent home.
 */
export function RouteGuard() {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const deny = (code: RouteCheckCode) => {
      if (code === 500) notification.warning({ message: INSTITUTION_ONLY_TITLE, description: INSTITUTION_ONLY_MSG });
      else openLogin();
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!a || (a.getAttribute('target') ?? '_self') !== '_self') return;
      const href = a.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//') || !institutionOnly(href)) return;
      e.preventDefault();
      e.stopPropagation();
      void routeChecker.ask(href).then((code) => (code === 200 ? navigate(href) : deny(code)));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, notification]);

  const path = location.pathname + location.search;
  const { auth } = useSession();
  useEffect(() => {
    if (!institutionOnly(path)) return;
    let stale = false;
    const run = () =>
      void routeChecker.ask(path).then((code) => {
        if (stale || code === 200) return;
        navigate('/', { replace: true });
        if (code === 500) notification.warning({ message: INSTITUTION_ONLY_TITLE, description: INSTITUTION_ONLY_MSG });
        else openLogin();
      });
    // The automatic IP login may still sign the visitor in: a new `auth` re-runs this effect; if
    // none comes, decide after a moment.
    const timer = ipLoginPending() ? setTimeout(run, IP_LOGIN_WAIT_MS) : (run(), undefined);
    return () => {
      stale = true;
      if (timer) clearTimeout(timer);
    };
  }, [path, auth, navigate, notification]);

  return null;
}
