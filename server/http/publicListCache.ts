import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSession } from '../ssr/portalRender';
import { declaredReads, writeCount } from './writeCount';

export interface PublicListCacheOptions {
  /** How long an answer is reused while this process has seen no write (ms; 0 turns the cache off). */
  ttlMs: number;
  /** Answers kept at most (oldest out first). */
  maxEntries?: number;
  /** Answers larger than this are not kept (bytes). */
  maxBytes?: number;
}

interface Entry {
  payload: string;
  contentType: string;
  etag: string;
  expires: number;
  /** The process's write count when it was made: any later write makes it stale. */
  writes: number;
}

export const CACHE_HEADER = 'x-wenku-cache';

const ttls = new WeakMap<FastifyInstance, number>();
/** How long this app keeps public data the same for every visitor (LIST_CACHE_MS; 0: not at all). */
export const listCacheTtl = (app: FastifyInstance): number => ttls.get(app) ?? 0;

/**
 * POST lists this cache may still answer once their body is read (server/http/overload.ts lets them
 * past its early shedding, which runs before the body: a hit needs no place in the queue).
 */
const awaitingBody = new WeakSet<FastifyRequest>();
export const mayBeAnsweredFromListCache = (req: FastifyRequest): boolean => awaitingBody.has(req);

/**
 * A short-lived cache of anonymous visitors' public lists and searches (issue 30, goal 8). Under 200
 * connections of mixed reads the database's one connection was the queue every list waited in,
 * though most of them asked what another visitor had asked a moment before (page 1 of the books,
 * a popular search). A visitor with a session (an Authorization header or the portal's `auth`
 * cookie) always gets a fresh answer: answers may carry what is theirs. Any write through this
 * process empties it at once (writeCount, as the server-rendered pages' cache); a write through
 * another process shows within `ttlMs`. Answers carry an ETag, so each is compressed once per
 * encoding (compressedBody.ts).
 *
 * Registered before the load shedding and the compression hooks: a hit is answered without the
 * database, and the stored text is the uncompressed one.
 */
export function publicListCache(app: FastifyInstance, options: PublicListCacheOptions): void {
  ttls.set(app, options.ttlMs);
  if (options.ttlMs <= 0) return;
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 512 * 1024;
  // Details (`one`) are left out: reading one counts a view.
  const routes = new Set(declaredReads(['list']).map((r) => `${r.method} ${r.url}`));
  const writes = writeCount(app);
  const cache = new Map<string, Entry>();
  /** A missed request's key, and the write count when it asked (a write while it ran makes its answer stale). */
  const misses = new WeakMap<FastifyRequest, { key: string; writes: number; done: () => void }>();
  /**
   * Misses being answered, by key: the visitors who ask the same meanwhile wait for that answer
   * instead of each asking the database (30 connections opening the same list at once).
   */
  const inFlight = new Map<string, Promise<void>>();

  const cacheable = (req: FastifyRequest) =>
    routes.has(`${req.method} ${req.routeOptions.url}`) && req.headers.authorization === undefined && !hasSession(req);

  const fresh = (key: string): Entry | undefined => {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now() && hit.writes === writes()) return hit;
    if (hit) cache.delete(key);
    return undefined;
  };

  async function answer(req: FastifyRequest, reply: FastifyReply, key: string): Promise<FastifyReply | undefined> {
    let hit = fresh(key);
    const pending = hit ? undefined : inFlight.get(key);
    if (pending) {
      await pending;
      hit = fresh(key);
    }
    if (hit) return reply.header(CACHE_HEADER, 'hit').header('etag', hit.etag).type(hit.contentType).send(hit.payload);
    let done: () => void = () => undefined;
    if (!inFlight.has(key)) {
      const answered: Promise<void> = new Promise<void>((resolve) => (done = resolve)).then(() => {
        if (inFlight.get(key) === answered) inFlight.delete(key);
      });
      inFlight.set(key, answered);
    }
    misses.set(req, { key, writes: writes(), done });
    // Whatever becomes of it (answered, refused, shed on the raw socket, the client gone), its waiters go on.
    reply.raw.once('close', done);
    return undefined;
  }

  // GET: the address is the whole question, answered before anything else of the request's.
  app.addHook('onRequest', async (req, reply) => {
    if (!cacheable(req)) return;
    if (req.method === 'GET') return answer(req, reply, `GET ${req.url}`);
    if (req.method === 'POST') awaitingBody.add(req);
  });
  // POST lists: the body is the question too, parsed by now.
  app.addHook('preValidation', async (req, reply) => {
    if (req.method === 'POST' && cacheable(req)) return answer(req, reply, `POST ${req.url} ${JSON.stringify(req.body ?? {})}`);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const miss = misses.get(req);
    if (miss === undefined || miss.writes !== writes() || reply.statusCode !== 200 || typeof payload !== 'string' || payload.length > maxBytes) return payload;
    // Only a successful envelope is kept: a refusal (400 in the envelope, HTTP 200) is not.
    if (!payload.startsWith('{"code":200')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(miss.key, { payload, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), etag, expires: Date.now() + options.ttlMs, writes: miss.writes });
    reply.header('etag', etag);
    // The waiters read it now, before the answer is written out.
    miss.done();
    return payload;
  });
}
