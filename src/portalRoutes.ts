import { createRoutesFromElements, matchRoutes } from 'react-router';
import { appRouteTable } from './App';

/** The route table as react-router's route objects, matched the way the browser's router matches. */
const ROUTES = createRoutesFromElements(appRouteTable);

/**
 * The answers so far, by path. matchRoutes flattens and ranks the whole table on every call (some
 * 0.7 ms here, and the server asks for every page it serves: a fifth of its CPU under 200
 * connections of mixed reads); the paths readers ask for repeat. Bounded: unknown paths are endless.
 */
const seen = new Map<string, boolean>();
const SEEN_MAX = 5000;

/**
 * Whether the portal has a page at a URL path (query and hash ignored): react-router's own match
 * over the route table, where only the catch-all `*` (the not-found page) does not count. The
 * server asks this through the built server render (src/entry-server.tsx) and answers 404 for
 * anything else, so an unknown address is no soft 404 and a new route needs no second list.
 */
export function isPortalRoute(urlPath: string): boolean {
  const pathname = urlPath.split(/[?#]/)[0] || '/';
  let known = seen.get(pathname);
  if (known === undefined) {
    const matches = matchRoutes(ROUTES, pathname);
    known = matches !== null && matches[matches.length - 1]!.route.path !== '*';
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(pathname, known);
  }
  return known;
}

/** Every page's full path pattern in the route table (`:param`, `*`), the catch-all excepted: tests derive their addresses from it. */
export function portalRoutePatterns(): string[] {
  const out: string[] = [];
  const walk = (routes: typeof ROUTES, base: string) => {
    for (const route of routes) {
      const full = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      if (route.path === '*') continue;
      if (route.index || (route.path !== undefined && !route.children)) out.push(full || '/');
      if (route.children) walk(route.children, full);
    }
  };
  walk(ROUTES, '/');
  return [...new Set(out)];
}
