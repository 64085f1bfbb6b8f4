import { call } from '../../providers/http';
import type { SearchResponse, SearchSuggestions } from '../../shared/search';
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
