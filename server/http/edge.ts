import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { DEFAULT_API_BASE } from '../../src/shared/apiPath';

/**
 * What the server refuses before any handler runs, so that no module has to think of it: text
 * PostgreSQL cannot store (NUL, unpaired UTF-16 surrogates), and the transport errors Fastify and
 * Node would otherwise answer in their own shapes. Every answer here is the envelope.
 */
export const EDGE_MSG = {
  badCharacters: '请求内容含有无效字符，请检查后重试',
  badUrl: '请求地址不正确',
  pathTooLong: '请求地址过长',
  headersTooLarge: '请求头过大，请清除浏览器 Cookie 后重试',
  badRequest: '请求格式不正确',
} as const;

// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot hold
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A string PostgreSQL can store: no NUL, no lone surrogate. */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/** Whether any string in a parsed query, params or JSON body (keys included) cannot be stored. */
export function hasBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasBadText(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (!isStorableText(k) || hasBadText(v, depth + 1)) return true;
  }
  return false;
}

/** Whether a request URL (path, optionally with a query) is under `/api`: the envelope's territory. */
export function isApiUrl(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === DEFAULT_API_BASE || pathname.startsWith(`${DEFAULT_API_BASE}/`);
}

/** The Fastify options that put framework errors into the envelope (passed to `Fastify()`). */
export const edgeServerOptions = {
  frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : 400;
    const msg = tooLong ? EDGE_MSG.pathTooLong : error.code === 'FST_ERR_BAD_URL' ? EDGE_MSG.badUrl : EDGE_MSG.badRequest;
    reply.code(status).send({ code: status, msg });
  },
  /** Node's parser errors (431 headers too large, malformed requests) before Fastify sees a request. */
  clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const msg = status === 431 ? EDGE_MSG.headersTooLarge : status === 414 ? EDGE_MSG.pathTooLong : EDGE_MSG.badRequest;
    const body = JSON.stringify({ code: status, msg });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 414 ? 'URI Too Long' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  },
};

/**
 * Refuses unstorable text in the query, route params and JSON body of every call under
 * `/api` with 400 and a Chinese message. Runs before validation, so no handler — and no SQL
 * statement, whose failure would otherwise be a 500 — ever sees such a value.
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    if (!isApiUrl(req.url)) return;
    if (hasBadText(req.query) || hasBadText(req.params) || hasBadText(req.body)) {
      return reply.code(400).send({ code: 400, msg: EDGE_MSG.badCharacters });
    }
  });
}
