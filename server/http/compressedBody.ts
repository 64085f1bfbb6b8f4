import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than the work costs (the same threshold as @fastify/compress's). */
const THRESHOLD = 1024;

/**
 * Up to this size a body is compressed on the event loop (brotli q4: ~0.1 ms for 3 kB, ~0.3 ms for
 * 32 kB): the hop to libuv's thread pool and back cost more (0.25 ms for 3 kB) and, at p95, some
 * milliseconds of a short search's answer. Larger bodies (portal pages, long lists) go to the pool.
 */
const SYNC_MAX = 32 * 1024;

/** Brotli at quality 4: near gzip -9 in size for JSON and HTML at a fraction of quality 11's CPU. */
const BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };

/** Content types worth compressing (the images, PDFs and videos we send are compressed already). */
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|xml|javascript|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i;

export interface CompressedBody {
  body: string | Buffer;
  /** The Content-Encoding to send, when the body is compressed. */
  encoding?: 'br' | 'gzip';
}

/** `br` or `gzip` when the request accepts it (q=0 refuses), brotli first on a tie. */
export function acceptedEncoding(req: FastifyRequest): 'br' | 'gzip' | undefined {
  return (negotiate(String(req.headers['accept-encoding'] ?? ''), ['br', 'gzip']) as 'br' | 'gzip' | null) ?? undefined;
}

/** A text answer compressed for this request, when it accepts an encoding and the text is worth it. */
export async function compressedBody(req: FastifyRequest, text: string | Buffer): Promise<CompressedBody> {
  const encoding = acceptedEncoding(req);
  const size = Buffer.byteLength(text);
  if (!encoding || size < THRESHOLD) return { body: text };
  const body =
    size <= SYNC_MAX
      ? encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text)
      : encoding === 'br' ? await brotli(text, BROTLI_OPTIONS) : await gzipAsync(text);
  return { body, encoding };
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (vary === '*' || vary.toLowerCase().split(/\s*,\s*/).includes(header.toLowerCase())) return;
  reply.header('vary', vary ? `${vary}, ${header}` : header);
}

/**
 * Every answer held whole in memory (JSON envelopes, portal pages, XML) is compressed as one
 * buffer on libuv's thread pool and sent with its length in one write. @fastify/compress (still
 * registered, for streamed answers) turns even a 3 kB string into a stream piped through a zlib
 * stream: a chunked answer several ticks later, which cost a short search some milliseconds at p95.
 * It also reaches what its per-route hooks never see: the not-found handler's portal pages.
 * A Content-Encoding set before (precompressed static files) is left alone.
 */
/**
 * Compressed bodies of answers that carry a strong or weak ETag, by ETag and encoding: the same
 * ETag is the same bytes (a portal page, the same for every visitor, is ~200 kB of HTML that
 * brotli took ~3 ms of a pool thread to compress for each of them). Bounded, oldest out first.
 */
const byEtag = new Map<string, CompressedBody>();
const BY_ETAG_MAX = 300;

async function compressedOnce(req: FastifyRequest, reply: FastifyReply, payload: string | Buffer): Promise<CompressedBody> {
  const etag = reply.getHeader('etag');
  const encoding = acceptedEncoding(req);
  if (typeof etag !== 'string' || !encoding || reply.statusCode >= 300) return compressedBody(req, payload);
  const key = `${encoding} ${reply.statusCode} ${etag}`;
  let hit = byEtag.get(key);
  if (!hit) {
    hit = await compressedBody(req, payload);
    if (byEtag.size >= BY_ETAG_MAX) byEtag.delete(byEtag.keys().next().value!);
    byEtag.set(key, hit);
  }
  return hit;
}

export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
    addVary(reply, 'Accept-Encoding');
    const { body, encoding } = await compressedOnce(req, reply, payload);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
