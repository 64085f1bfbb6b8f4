import { ROUTE_CHECK_PATH, type RouteCheckCode } from '../../access/protectedRoutes';
import { API_BASE } from '../../providers/http';
import { apiUrl } from '../../shared/apiPath';
import { getAuthToken } from '../../shared/storage';

/**
 * Asks the server's route check (GET `/common/route/check?path=`) whether the caller may open a
 * path: 200 allows, 500 is the institution-only notice, anything else (401) the login dialog.
 * A plain fetch, not the shared http client: a 401 here means "sign in first", never "your
 * session ended" (spec §8 would otherwise clear the session and reload the home page).
 */
export async function askRouteCheck(path: string): Promise<RouteCheckCode> {
  const token = getAuthToken();
  try {
    const res = await fetch(`${apiUrl(ROUTE_CHECK_PATH, API_BASE)}?path=${encodeURIComponent(path)}`, {
      headers: token ? { Authorization: token } : {},
      credentials: 'same-origin',
    });
    const code = ((await res.json()) as { code?: unknown }).code;
    return code === 200 ? 200 : code === 500 ? 500 : 401;
  } catch {
    return 401;
  }
}

/** Replaceable in tests. */
export const routeChecker = { ask: askRouteCheck };

/**
 * Paths a click was just allowed to open (RouteGuard asked the server before navigating): the
 * gate (InstitutionRouteGate) shows such a page at once instead of asking a second time. Taken once.
 */
const cleared = new Set<string>();
export const routeClearance = {
  grant: (path: string) => void cleared.add(path),
  take: (path: string) => cleared.delete(path),
};
