import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { gateOf } from '../db/gate';
import { isLoopbackPeer } from './ipAddress';

/**
 * Prometheus metrics at `GET /metrics` (prom-client, docs/decisions/operations-endpoints.md):
 * - `http_request_duration_seconds{method,route,status_class}`: every answer, by route pattern
 *   (`static` for the portal's files, `*` for what no route matched: portal pages and 404s);
 * - `wenku_db_queue_depth`, `wenku_db_queries_running`: the database gate (server/db/gate.ts) now;
 * - `wenku_db_shed_total`: requests answered 503 because the database queue was full
 *   (server/http/overload.ts and the gate), `wenku_db_queue_timeouts_total`: 503s after waiting;
 * - prom-client's default process metrics, among them the event-loop delay
 *   (`nodejs_eventloop_lag_seconds`, `nodejs_eventloop_lag_p99_seconds`).
 *
 * Closed to the public: only a client on this machine that came through no proxy, or anyone
 * presenting `Authorization: Bearer <METRICS_TOKEN>` when that is set. Anyone else gets exactly
 * what an unknown path gets.
 */

/** Process-wide metrics live once per process (an app is built many times in the tests). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

/** The route a request is counted under: its pattern, never its URL. */
export function routeLabel(req: FastifyRequest): string {
  if (req.routeOptions.config?.staticAsset) return 'static';
  return req.routeOptions.url ?? '*';
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A client on this machine: the TCP peer is loopback (req.socket, never a forwarded address) and
 * the request carries no forwarding header — a reverse proxy on the same host is not the client.
 */
function fromThisMachine(req: FastifyRequest): boolean {
  return isLoopbackPeer(req.socket.remoteAddress) && !FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` equal to `token`, compared in constant time. */
function presentsToken(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1]), digest(token));
}

export function setupMetrics(app: FastifyInstance, db: Db, options: { token?: string }): void {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer in this process, by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const gate = gateOf(db);
  new Gauge({
    name: 'wenku_db_queue_depth',
    help: 'Database statements waiting for a connection now',
    registers: [registry],
    collect() {
      this.set(gate?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'wenku_db_queries_running',
    help: 'Database statements holding a connection now',
    registers: [registry],
    collect() {
      this.set(gate?.active ?? 0);
    },
  });
  // The gate keeps running totals; a counter follows them by their growth since the last scrape.
  const follow = (name: string, help: string, read: () => number) => {
    let seen = read();
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        if (now > seen) this.inc(now - seen);
        seen = now;
      },
    });
  };
  follow('wenku_db_shed_total', 'Requests answered 503 at once because the database queue (or their call\'s share of it) was full', () => gate?.stats.shed ?? 0);
  follow('wenku_db_queue_timeouts_total', 'Requests answered 503 after waiting the longest allowed time for the database', () => gate?.stats.timedOut ?? 0);

  app.addHook('onResponse', (req, reply, done) => {
    duration.observe({ method: req.method, route: routeLabel(req), status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { config: { rateLimit: false } }, async (req, reply) => {
    if (!fromThisMachine(req) && !presentsToken(req, options.token)) return reply.callNotFound();
    const merged = Registry.merge([processMetrics(), registry]);
    return reply.type(merged.contentType).header('cache-control', 'no-store').send(await merged.metrics());
  });
}
