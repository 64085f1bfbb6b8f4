import type { AxiosInstance, AxiosRequestConfig, Method } from 'axios';
import { apiUrl, DEFAULT_API_BASE } from '../shared/apiPath';
import { EnvelopeError, parseEnvelope, parsePage, type Envelope, type PageEnvelope } from '../shared/envelope';

export { REQUEST_TIMEOUT_MS, sessionEvents } from './httpEvents';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? DEFAULT_API_BASE;

export interface CallOptions {
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  /** Upload progress of the request body, 0–100 (file uploads show it). */
  onUploadProgress?: (percent: number) => void;
}

function dropEmpty(query?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** The axios instance, loaded with the first request (./axiosInstance says why). */
export async function getHttp(): Promise<AxiosInstance> {
  return (await import('./axiosInstance')).http;
}

/**
 * One request through the instance. A request that got no answer becomes the EnvelopeError a
 * reader understands; an answer of any status is returned as it is (the envelope says what happened).
 */
export async function request<T = unknown>(config: AxiosRequestConfig): Promise<{ data: T; headers: Record<string, unknown> }> {
  const http = await getHttp();
  try {
    return await http.request<T>(config);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ECONNABORTED') throw new EnvelopeError(504, '请求超时，请检查网络后重试');
    throw new EnvelopeError(503, '网络连接失败，请检查网络后重试');
  }
}

async function send(method: Method, specPath: string, options: CallOptions): Promise<unknown> {
  const response = await request({
    method,
    url: apiUrl(specPath, API_BASE),
    params: dropEmpty(options.query),
    data: options.body,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress
      ? (e) => options.onUploadProgress!(e.total ? Math.round((e.loaded / e.total) * 100) : 0)
      : undefined,
  });
  return response.data;
}

/** Calls a spec path and returns its envelope; a non-200 `code` throws EnvelopeError with the server msg. */
export async function call<T = unknown>(method: Method, specPath: string, options: CallOptions = {}): Promise<Envelope<T>> {
  return parseEnvelope<T>(await send(method, specPath, options));
}

/** Calls a paged spec path and returns `{rows, total}`. */
export async function callPage<T = unknown>(method: Method, specPath: string, options: CallOptions = {}): Promise<PageEnvelope<T>> {
  return parsePage<T>(await send(method, specPath, options));
}

/**
 * A file answer (an article's PDF…) fetched with the session's credentials — a plain link would
 * carry none — and handed to the browser to save under `fileName`. An envelope answer (a refusal)
 * throws EnvelopeError with the server's message.
 */
export async function downloadFile(specPath: string, query: Record<string, unknown>, fileName: string): Promise<void> {
  const response = await request<Blob>({ method: 'GET', url: apiUrl(specPath, API_BASE), params: dropEmpty(query), responseType: 'blob' });
  const blob = response.data;
  if (String(response.headers['content-type'] ?? '').includes('application/json')) {
    parseEnvelope(JSON.parse(await blob.text()));
    throw new EnvelopeError(500, '下载失败，请稍后重试');
  }
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
