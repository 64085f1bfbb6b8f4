import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiUrl } from '../../src/shared/apiPath';
import { resourceList } from '../../src/resources';
import { toFastifyPattern } from './routes';

const counters = new WeakMap<FastifyInstance, { count: number }>();

/**
 * The routes that answer with data and change none, whatever their method: every declared list
 * and detail call (the spec fetches several lists by POST: /es/getArticlesList, /es/getJournalList,
 * an area's activityList…) and the search. Counting them as writes made every cache of public
 * pages stale at once: the server render's own POST list calls, and any visitor's search, threw
 * away every rendered page, so the home page was rendered afresh on every request.
 */
/**
 * The declared public reads as Fastify registers them (`POST /api/show/es/getArticlesList`): every
 * resource's `list` (and `one`, when asked) and the search. Shared with the list cache
 * (publicListCache.ts), which keeps the lists and the search.
 */
export function declaredReads(kinds: ReadonlyArray<'list' | 'one'>): Array<{ method: string; url: string }> {
  return [
    ...resourceList.flatMap((r) => kinds.map((k) => r.calls[k])).flatMap((call) => (call ? [{ method: call.method.toUpperCase(), url: apiUrl(toFastifyPattern(call.path)) }] : [])),
    { method: 'POST', url: apiUrl('/es/list') },
    { method: 'POST', url: apiUrl('/es/advanced') },
  ];
}

let readRoutes: Set<string> | undefined;
function isReadRoute(pattern: string | undefined): boolean {
  if (!pattern) return false;
  readRoutes ??= new Set(declaredReads(['list', 'one']).map((r) => r.url));
  return readRoutes.has(pattern);
}

/**
 * Whether a request may have changed what public pages show. Sign-in, sign-out and SMS calls
 * (everything under /api/auth/) write sessions, never content; a route can also declare itself
 * neutral with `config: { pageNeutral: true }`.
 */
export function changesPublicPages(req: FastifyRequest, statusCode: number): boolean {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || statusCode >= 400) return false;
  const route = req.routeOptions;
  if ((route.config as { pageNeutral?: boolean } | undefined)?.pageNeutral) return false;
  if (req.url.startsWith('/api/auth/') || req.url.startsWith('/api/dev/')) return false;
  return !isReadRoute(route.url);
}

/**
 * How many writes (a POST, PUT, PATCH or DELETE answered below 400 that may change public pages:
 * see changesPublicPages) this process has served, for caches of public pages: a page cached at
 * one count is stale at another. A write through another process behind the same proxy is not
 * seen; the caches' time limits bound that.
 */
export function writeCount(app: FastifyInstance): () => number {
  let counter = counters.get(app);
  if (!counter) {
    const state = { count: 0 };
    counter = state;
    counters.set(app, state);
    app.addHook('onResponse', async (req, reply) => {
      if (changesPublicPages(req, reply.statusCode)) state.count++;
    });
  }
  const read = counter;
  return () => read.count;
}
