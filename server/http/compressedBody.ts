import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than the work costs (the same threshold as @fastify/compress's). */
const THRESHOLD = 1024;

export interface CompressedBody {
  body: string | Buffer;
  /** The Content-Encoding to send, when the body is compressed. */
  encoding?: 'br' | 'gzip';
}

/** `br` or `gzip` when the request accepts it (q=0 refuses), brotli first. */
export function acceptedEncoding(req: FastifyRequest): 'br' | 'gzip' | undefined {
  const header = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const accepts = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';');
      if (token?.trim() !== name) return false;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return !q || Number(q.slice(2)) > 0;
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * A text answer compressed for this request. Portal pages are sent from the not-found handler,
 * which @fastify/compress's per-route hooks never reach, and a server-rendered page is mostly
 * antd's inlined styles (≈ 180 kB, ≈ 20 kB compressed). zlib runs on libuv's thread pool, so
 * the event loop is not held while it works. Brotli at quality 4, as for JSON answers.
 */
export async function compressedBody(req: FastifyRequest, text: string): Promise<CompressedBody> {
  const encoding = acceptedEncoding(req);
  if (!encoding || Buffer.byteLength(text) < THRESHOLD) return { body: text };
  const body = encoding === 'br' ? await brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : await gzipAsync(text);
  return { body, encoding };
}
