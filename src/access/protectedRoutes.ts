import { INSTITUTION_ONLY_CONTENT, institutionContentAccess, type ReaderFacts } from './policy';

/**
 * Spec §2/§6: routes that are open to partner institutions only, from the one rule in policy.ts.
 * The server's route check (`GET /common/route/check`) answers from it, and the portal's route
 * guard asks the server only about the paths listed here.
 * Matched on the pathname (a query such as `?type=2` does not matter).
 */
export const INSTITUTION_ONLY_ROUTES: readonly string[] = INSTITUTION_ONLY_CONTENT.routes;

export const INSTITUTION_ONLY_MSG = '该资源仅面向合作机构开放!';
/** Spec §8 writes the title with the traditional 統: kept as written. */
export const INSTITUTION_ONLY_TITLE = '系統提示';

/** The route check call (a public call: `/show` is added to the base). */
export const ROUTE_CHECK_PATH = '/common/route/check';

/** The pathname of a path with or without query / hash, without a trailing slash. */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return pathname === '' ? '/' : pathname;
}

/** Whether a path (with or without query) is institution-only. */
export function institutionOnly(path: string): boolean {
  return INSTITUTION_ONLY_ROUTES.includes(pathnameOf(path));
}

export type RouteCheckFacts = ReaderFacts;

export type RouteCheckCode = 200 | 401 | 500;

/**
 * The route authorization check (spec §6): 200 allows; an institution-only route answers 401
 * signed out (the login dialog) and 500 to a member who is not an institution's (the notice).
 */
export function checkRoute(path: string, facts: RouteCheckFacts): RouteCheckCode {
  if (!institutionOnly(path)) return 200;
  const access = institutionContentAccess(facts);
  return access === 'open' ? 200 : access === 'signIn' ? 401 : 500;
}
