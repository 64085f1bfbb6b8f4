import { noteUsage } from '../../access/usageEvents';
import { searchRequest, suggestRequest } from '../../search/request';
import { mount, type Module } from '../../http/routes';
import { ok } from '../../http/envelope';
import { runSearch } from '../../search/query';
import { advancedRequest, runAdvanced } from '../../search/advanced';
import { suggestFrom, suggestTerms } from '../../search/suggest';
import { citationRecords, parseDocRefs } from '../../search/citations';
import type { SearchResponse } from '../../../src/shared/search';
import type { Db } from '../../db/client';
import { citedCountsOf } from '../journal/articleCards';

/** The page's rows with their 被引 (issue 34: counts on every list and card), one probe a page. */
async function withCitedCounts(db: Db, result: SearchResponse): Promise<SearchResponse> {
  const counts = await citedCountsOf(db, result.rows.map((r) => ({ type: r.docType, id: r.docId })));
  if (counts.size === 0) return result;
  return { ...result, rows: result.rows.map((r) => (counts.has(`${r.docType}-${r.docId}`) ? { ...r, citedCount: counts.get(`${r.docType}-${r.docId}`) } : r)) };
}

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
      const result = await withCitedCounts(db, await runSearch(db, request));
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
      const result = await withCitedCounts(db, await runAdvanced(db, request));
      if (request.pageNum === 1) {
        noteUsage(req, { event: 'search', dataType: 'Platform', database: request.type ?? 'all', searchKind: request.type ? 'regular' : 'automated' });
      }
      return result;
    },
    { config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: '1 minute' } } },
  );

  // Issue 34: the selection's citation records (批量导出引文) with what the detail page's 引用 has:
  // volume/issue, pages, DOI… (server/search/citations.ts); the portal formats them in each style.
  mount(
    app,
    db,
    'GET',
    '/es/citations',
    async ({ params }) => {
      const refs = parseDocRefs(params.ids);
      return ok(await citationRecords(db, refs), '查询成功');
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
