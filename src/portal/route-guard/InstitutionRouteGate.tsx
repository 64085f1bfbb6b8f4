import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INSTITUTION_ONLY_MSG, INSTITUTION_ONLY_TITLE, institutionOnly } from '../../access/protectedRoutes';
import { sessionStore, openLogin } from '../../session/store';
import { ipFlags } from '../../session/ipLogin';
import { useSession } from '../../session/useSession';
import { useFeedback } from '../feedback';
import { PageLoading } from '../layout/PageLoading';
import { autoLoginSettled, isAutoLoginSettled } from '../session/useAutoLogin';
import { routeChecker, routeClearance } from './routeCheck';

/** The longest wait for the automatic IP login before a signed-out visitor's check is asked. */
const IP_LOGIN_WAIT_MS = 3000;
/**
 * A signed-out visitor whose automatic login of this page load has not ended. (Not `ipFlags.tried()`:
 * that is set as the IP login starts, and the header's effect starts it before this gate's runs.)
 */
const ipLoginPending = () => !sessionStore.get().auth && !isAutoLoginSettled() && !ipFlags.optedOut() && !ipFlags.notPermitted();

/**
 * Spec §6 for a direct visit (an address typed, bookmarked or opened in a new tab) of an
 * institution-only route (src/access/protectedRoutes.ts): the page is shown only once the server's
 * route check allows it. Until then a loading placeholder stands in, so the page makes none of its
 * calls — a signed-out visitor's list call answered 401, and spec §8's "401 → home" left the
 * visitor on / without the login dialog (issue 30). Refused: home, and the login dialog (401) or
 * the notice 该资源仅面向合作机构开放! (500). A page reached through a link the guard already
 * cleared (RouteGuard) shows at once.
 */
export function InstitutionRouteGate({ children }: { children: ReactNode }) {
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const path = location.pathname + location.search;
  const { auth } = useSession();
  const guarded = institutionOnly(path);
  // What was allowed: the path for this session (signing in or out asks again).
  const key = `${auth ?? ''} ${path}`;
  const [allowed, setAllowed] = useState<string | null>(null);

  useEffect(() => {
    if (!guarded) return;
    if (routeClearance.take(path)) {
      setAllowed(key);
      return;
    }
    let stale = false;
    const decide = () =>
      void routeChecker.ask(path).then((code) => {
        if (stale) return;
        if (code === 200) return setAllowed(key);
        navigate('/', { replace: true });
        if (code === 500) notification.warning({ message: INSTITUTION_ONLY_TITLE, description: INSTITUTION_ONLY_MSG });
        else openLogin();
      });
    // The automatic IP login may still sign the visitor in (a new `auth` asks again): wait for it to
    // end, at most IP_LOGIN_WAIT_MS.
    if (ipLoginPending()) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      void Promise.race([autoLoginSettled, new Promise<void>((resolve) => (timer = setTimeout(resolve, IP_LOGIN_WAIT_MS)))]).then(() => {
        clearTimeout(timer);
        decide();
      });
    } else decide();
    return () => {
      stale = true;
    };
  }, [guarded, key, path, navigate, notification]);

  if (guarded && allowed !== key) return <PageLoading />;
  return children;
}
