import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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

/** `br` or `gzip` when the request accepts it (q=0 refuses), brotli first on a tie. */
export function acceptedEncoding(req: FastifyRequest): 'br' | 'gzip' | undefined {
  return (negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']) as 'br' | 'gzip' | null) ?? undefined;
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
