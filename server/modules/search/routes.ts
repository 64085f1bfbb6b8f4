import { noteUsage } from '../../access/usageEvents';
import { searchRequest } from '../../search/request';
import { mount, type Module } from '../../http/routes';
import { runSearch } from '../../search/query';

/** Searches per minute per client address (a reader pages and filters; a scraper is slowed). */
export const SEARCH_RATE_LIMIT = 120;

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
};
