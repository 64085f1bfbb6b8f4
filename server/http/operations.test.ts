import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { rowsOf } from '../db/client';

const TOKEN = 'metrics-token-for-the-test-4f1c9a';
const OUTSIDE = '198.51.100.23';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ appOptions: { metricsToken: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) => t.app.inject({ method: 'GET', url, ...opts });

/** The value of one sample line of the Prometheus text (`name{labels} value`). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((w) => line.includes(w))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('GET /healthz and /readyz: JSON for a load balancer, outside the /api envelope', () => {
  it('healthz: the process is up', async () => {
    const res = await get('/healthz', { remoteAddress: OUTSIDE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.json()).not.toHaveProperty('code');
  });

  it('readyz: the database answers and has every migration of this build', async () => {
    const res = await get('/readyz', { remoteAddress: OUTSIDE });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ready', database: 'ok' });
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(30);
  });

  it('readyz: 503 when the newest migration is missing from the database', async () => {
    const db = t.database.db;
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body).toMatchObject({ status: 'not ready', database: 'ok' });
      expect(body.migrations.applied).toBe(body.migrations.expected - 1);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`);
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('readyz: 503 when the database is closed; healthz still answers', async () => {
    const closed = await makeTestApp({ seed: false });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await closed.database.close();
      const res = await closed.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', database: 'unreachable' });
      expect((await closed.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await closed.close().catch(() => {}); // its database is closed already
    }
  });
});

describe('GET /metrics: Prometheus text for operators only', () => {
  it('from this machine: the named metrics, with a request counted after a call', async () => {
    const route = '/api/show/common/book/list';
    const before = sample((await get('/metrics')).body, 'http_request_duration_seconds_count', { route, status_class: '2xx' }) ?? 0;
    expect((await get(`${route}?pageNum=1&pageSize=5`)).statusCode).toBe(200);
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Counted by its route pattern and status class, never by its URL with the query.
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_class: '2xx' })).toBe(before + 1);
    expect(text).not.toContain('pageSize=5');
    for (const name of ['wenku_db_queue_depth', 'wenku_db_queries_running', 'wenku_db_shed_total', 'wenku_db_queue_timeouts_total', 'nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'process_resident_memory_bytes']) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
  });

  it('the shed 503s of the database gate are counted', async () => {
    const read = async () => sample((await get('/metrics')).body, 'wenku_db_shed_total') ?? -1;
    const before = await read();
    t.database.gate.stats.shed += 3;
    expect(await read()).toBe(before + 3);
  });

  it('a client elsewhere gets what an unknown path gets, with no token or a wrong one', async () => {
    const unknown = await get('/no-such-operator-page', { remoteAddress: OUTSIDE });
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }] as Array<Record<string, string>>) {
      const res = await get('/metrics', { remoteAddress: OUTSIDE, headers });
      expect(res.statusCode).toBe(404);
      expect(res.statusCode).toBe(unknown.statusCode);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('a loopback peer that came through a proxy is not this machine', async () => {
    const res = await get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN, anyone presenting it as a bearer token', async () => {
    const res = await get('/metrics', { remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });
});
