/**
 * The one axios instance behind `call`/`callPage` (./http). A module of its own so that axios (~18 kB
 * gzip) is loaded with the first request instead of being on the portal's first-load path: a
 * server-rendered page makes no request before it is hydrated. The server render and the tests
 * import it directly to set its adapter or base address.
 */
import axios from 'axios';
import { getAuthToken } from '../shared/storage';
import { shouldEndSessionOn401 } from '../shared/unauthorized';
import { REQUEST_TIMEOUT_MS, sessionEvents } from './httpEvents';

export const http = axios.create({ timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });

http.interceptors.request.use((config) => {
  const token = getAuthToken();
  if (token) config.headers.set('Authorization', token);
  return config;
});

http.interceptors.response.use((response) => {
  const code = (response.data as { code?: unknown } | undefined)?.code ?? response.status;
  if (code === 401) {
    const requestPath = response.config.url ?? '';
    if (shouldEndSessionOn401(window.location.pathname, requestPath)) sessionEvents.onUnauthorized();
  }
  return response;
});
