/** The wire envelope of ARCHITECTURE "Wire protocol". `code` 200 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export interface PageEnvelope<T = unknown> {
  code: number;
  msg: string;
  rows: T[];
  total: number;
  /** Set when `total` is an estimate (lists past 10,000 matching rows): the portal shows 约 N. */
  approximate?: true;
}

export const CODE_OK = 200;
export const CODE_UNAUTHORIZED = 401;

export class EnvelopeError extends Error {
  constructor(
    public readonly code: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }

  /** Refine's HttpError shape reads `statusCode`. */
  get statusCode(): number {
    return this.code;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Reads a response body as an envelope. Anything that is not `{code: 200, ...}` becomes an
 * EnvelopeError carrying the server's Chinese `msg`, so callers can show it as is.
 */
export function parseEnvelope<T = unknown>(body: unknown): Envelope<T> {
  if (!isRecord(body) || typeof body.code !== 'number') {
    throw new EnvelopeError(500, '服务器返回的数据格式不正确，请稍后重试', body);
  }
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.code !== CODE_OK) throw new EnvelopeError(body.code, msg || '请求失败，请稍后重试', body);
  return body as unknown as Envelope<T>;
}

/** Reads a paged response `{code, msg, rows, total}`; a missing `rows` is an empty page. */
export function parsePage<T = unknown>(body: unknown): PageEnvelope<T> {
  const env = parseEnvelope<T>(body) as unknown as Record<string, unknown>;
  const rows = Array.isArray(env.rows) ? (env.rows as T[]) : [];
  const total = typeof env.total === 'number' ? env.total : rows.length;
  return { code: CODE_OK, msg: String(env.msg ?? ''), rows, total };
}
