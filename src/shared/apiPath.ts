/**
 * The spec's URL rule (spec §7, ARCHITECTURE "Wire protocol"): a call path that contains one of
 * these markers is served at `base + path`; every other path at `base + "/show" + path`.
 * Used by the browser's data provider AND by the server when it mounts routes, so the two
 * can never disagree.
 */
export const NO_SHOW_MARKERS = [
  '/auth/',
  '/r_m/',
  '/uc_p/wkapi/v1',
  '/uc_m/wkapi/v1',
  '/w_bc/wkapi/v1',
  '/w_rl/wkapi/v1',
  '/w_rl/wkapi/v2',
  '/w_se/wkapi/v1',
  '/w_lcm/wkapi/v1',
  '/w_abm',
] as const;

export const DEFAULT_API_BASE = '/api';

/** Whether a spec call path is served without the `/show` segment. */
export function isDirectPath(path: string): boolean {
  return NO_SHOW_MARKERS.some((marker) => path.includes(marker));
}

/**
 * The URL path for a spec call path. Paths that already start with `/show/` (the dictionary
 * call `/show/dict/data/type/{dictType}` is written that way in the spec) are not prefixed twice.
 */
export function apiUrl(path: string, base: string = DEFAULT_API_BASE): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  if (isDirectPath(p) || p.startsWith('/show/')) return `${b}${p}`;
  return `${b}/show${p}`;
}
