import { noteUsage } from '../../access/usageEvents';
import { searchRequest, suggestRequest } from '../../search/request';
import { mount, type Module } from '../../http/routes';
import { ok } from '../../http/envelope';
import { runSearch } from '../../search/query';
import { advancedRequest, runAdvanced } from '../../search/advanced';
import { suggestFrom, suggestTerms } from '../../search/suggest';

/** Searches per minute per client address (a reader pages and filters; a scraper is slowed). */
export const SEARCH_RATE_LIMIT = 120;
/**
 * Suggestion requests per minute per client address: the box asks once a pause in typing (the
 * portal waits 150 ms), so a reader typing a few searches a minute stays far below it.
 */
export const SUGGEST_RATE_LIMIT = 300;

/**
 * Spec §7 `POST /es/list` (served at `/api/show/es/list`): one search across the whole library
 * with field search, search within results, facets, sorts and paging. The per-route rate limit
 * applies when app.ts registers @fastify/rate-limit (rateLimitMax > 0).
 */
export const searchModule: Module = (app, db) => {
  mount(
    app,
    db,
    'POST',
    '/es/list',
    async ({ params, req }) => {
      const request = searchRequest.parse(params);
      const result = await runSearch(db, request);
      // COUNTER: a new search (not the next page of one) — in the area chosen, or the whole library.
      if (request.pageNum === 1) {
        noteUsage(req, { event: 'search', dataType: 'Platform', database: request.type ?? 'all', searchKind: request.type ? 'regular' : 'automated' });
      }
      return result;
    },
    {
      config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: '1 minute' } },
    },
  );

  // Issue 34 item 3: 高级检索, 专业检索 and 作者发文检索, all sent as one CNKI expression
  // (docs/api-reader.md § 专业检索). Counted as a search like the plain one, by the same rule.
  mount(
    app,
    db,
    'POST',
    '/es/advanced',
    async ({ params, req }) => {
      const request = advancedRequest.parse(params);
      const result = await runAdvanced(db, request);
      if (request.pageNum === 1) {
        noteUsage(req, { event: 'search', dataType: 'Platform', database: request.type ?? 'all', searchKind: request.type ? 'regular' : 'automated' });
      }
      return result;
    },
    { config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: '1 minute' } } },
  );

  // Issue 34: suggestions while typing (titles, authors, sources; pinyin and initials too), from
  // memory (server/search/suggest.ts). Not a search: no COUNTER event.
  mount(
    app,
    db,
    'GET',
    '/es/suggest',
    async ({ params }) => {
      const { q } = suggestRequest.parse(params);
      return ok(suggestFrom(await suggestTerms(db), q), '查询成功');
    },
    { config: { rateLimit: { max: SUGGEST_RATE_LIMIT, timeWindow: '1 minute' } } },
  );
};
