import { call } from '../../providers/http';
import type { CitableWork } from '../../shared/citation';
import type { SearchResponse, SearchRow, SearchSuggestions } from '../../shared/search';
import { toRequest, type SearchState } from './searchParams';

/** `POST /es/list`; a refused search throws EnvelopeError with the server's Chinese message. */
export async function fetchSearch(state: SearchState, signal?: AbortSignal): Promise<SearchResponse> {
  const body = await call<never>('POST', '/es/list', { body: toRequest(state), signal });
  return body as unknown as SearchResponse;
}

/** `GET /es/suggest`: titles, authors and sources for what the reader has typed so far. */
export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const body = await call<SearchSuggestions>('GET', '/es/suggest', { query: { q }, signal });
  return body.data ?? { title: [], author: [], source: [] };
}

/** `POST /es/advanced`: 高级检索, 专业检索 and 作者发文检索 as one expression; a bad one throws with the server's message. */
export async function fetchAdvanced(body: Record<string, unknown>, signal?: AbortSignal): Promise<SearchResponse> {
  return (await call<never>('POST', '/es/advanced', { body, signal })) as unknown as SearchResponse;
}

export interface CollectManyAnswer {
  msg: string;
  added: number;
  already: number;
  missing: number;
}

/** `POST /collect/addCollects`: the selection collected in one call (a signed-out reader gets the sign-in prompt). */
export async function collectMany(items: Array<{ type: number; itemId: number }>): Promise<CollectManyAnswer> {
  const body = await call<{ added: unknown[]; already: unknown[]; missing: unknown[] }>('POST', '/collect/addCollects', { body: { items } });
  return { msg: body.msg, added: body.data?.added.length ?? 0, already: body.data?.already.length ?? 0, missing: body.data?.missing.length ?? 0 };
}

/**
 * `GET /es/citations`: the selected results' citation records, built on the server with what their
 * detail pages cite (issue, pages, DOI…); the types without a citation kind, and items gone since,
 * are left out. Each record's `url` is the detail page's path.
 */
export async function fetchCitations(rows: Array<Pick<SearchRow, 'docType' | 'docId'>>): Promise<CitableWork[]> {
  const body = await call<CitableWork[]>('GET', '/es/citations', { query: { ids: rows.map((r) => `${r.docType}-${r.docId}`).join(',') } });
  return body.data ?? [];
}
