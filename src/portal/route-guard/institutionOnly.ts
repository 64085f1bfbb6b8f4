/**
 * Spec §2/§6: some navigation items are open to partner institutions only. The spec does not
 * list them; these are the decision (the old gazetteers and land records of 地方志), kept here
 * rather than in src/shared/areas.ts. Matched on pathname plus the `type` query.
 */
export const INSTITUTION_ONLY_PATHS: readonly string[] = ['/resnav/oldLocalHistory', '/resnav/landBook'];

export const INSTITUTION_ONLY_MSG = '该资源仅面向合作机构开放!';
export const INSTITUTION_ONLY_TITLE = '系統提示';

/** Whether a path (with or without query) is institution-only. */
export function institutionOnly(path: string): boolean {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return INSTITUTION_ONLY_PATHS.includes(pathname);
}

export interface RouteCheckFacts {
  signedIn: boolean;
  /** An institution account, institution staff, or a session opened by the institution's IP. */
  institution: boolean;
}

/**
 * The route authorization check (spec §6): 200 allows, 500 = signed in but not an institution
 * (notice), anything else (401) = signed out (login dialog).
 */
export function checkRoute(path: string, facts: RouteCheckFacts): 200 | 401 | 500 {
  if (!institutionOnly(path)) return 200;
  if (!facts.signedIn) return 401;
  return facts.institution ? 200 : 500;
}
