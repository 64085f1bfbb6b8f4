import { useEffect } from 'react';
import { useFeedback } from '../feedback';
import { useNavigate } from 'react-router';
import { INSTITUTION_ONLY_MSG, INSTITUTION_ONLY_TITLE, institutionOnly, type RouteCheckCode } from '../../access/protectedRoutes';
import { openLogin } from '../../session/store';
import { routeChecker, routeClearance } from './routeCheck';

/**
 * Spec §6 route authorization check before navigation, decided by the server
 * (GET /common/route/check): a click on a link to a protected path (src/access/protectedRoutes.ts)
 * waits for the answer — 200 navigates, 500 shows the notice 该资源仅面向合作机构开放! (title
 * 系統提示), anything else opens the login dialog. A direct visit is checked by the page's gate
 * (InstitutionRouteGate, in the portal layout), which shows the page only when allowed.
 */
export function RouteGuard() {
  const { notification } = useFeedback();
  const navigate = useNavigate();

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
      void routeChecker.ask(href).then((code) => {
        if (code !== 200) return deny(code);
        routeClearance.grant(href);
        navigate(href);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate, notification]);

  return null;
}
