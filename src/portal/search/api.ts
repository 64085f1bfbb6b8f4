import { call } from '../../providers/http';
import type { SearchResponse } from '../../shared/search';
import { toRequest, type SearchState } from './searchParams';

/** `POST /es/list`; a refused search throws EnvelopeError with the server's Chinese message. */
export async function fetchSearch(state: SearchState, signal?: AbortSignal): Promise<SearchResponse> {
  const body = await call<never>('POST', '/es/list', { body: toRequest(state), signal });
  return body as unknown as SearchResponse;
}
