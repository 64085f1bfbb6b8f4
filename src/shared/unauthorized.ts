/**
 * Spec §8: a 401 answer clears the session and returns to `/` — except on `/login` and for
 * requests whose path contains one of these items (calls that legitimately probe the session).
 */
export const UNAUTHORIZED_EXEMPT_ITEMS = [
  '/collect/getCollectStatus',
  '/order/getPayStatus',
  '/order/getFullIssuePayStatus',
  '/collect/isCollect',
  '/articles/download/info',
  '/platform/login/getInfo',
  '/file/exist',
] as const;

export function isExemptFrom401(requestPath: string): boolean {
  return UNAUTHORIZED_EXEMPT_ITEMS.some((item) => requestPath.includes(item));
}

/** Whether a 401 answer should end the session: not on /login and not for exempt requests. */
export function shouldEndSessionOn401(currentPathname: string, requestPath: string): boolean {
  if (currentPathname === '/login' || currentPathname.startsWith('/login/')) return false;
  return !isExemptFrom401(requestPath);
}
