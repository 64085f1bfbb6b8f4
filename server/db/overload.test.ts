import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { readConfig } from '../config';
import { DEFAULT_LOAD_LIMITS } from './client';
import { BUSY_MSG, TIMEOUT_MSG } from './gate';
import { books, suggestions, usageEvents } from './schema';
import { mount } from '../http/routes';

/**
 * Goal 6 of issue 10: the bounded database queue. Every test holds all of the gate's places
 * itself (as a long query would), so what waits and what is refused is decided, not raced.
 */
let t: TestApp;
let bookIds: number[];
beforeAll(async () => {
  t = await makeTestApp({
    // 4 waiting places, one call at most 2 of them (CALL_SHARE 0.5).
    databaseLimits: { queueMax: 4 },
    beforeReady: (app, db) => {
      // What a server-side cancellation looks like (SQLSTATE 57014), on either engine.
      mount(app, db, 'GET', '/test/cancelled', async () => {
        await db.execute(sql`DO $$ BEGIN RAISE EXCEPTION 'canceling statement due to statement timeout' USING ERRCODE = 'query_canceled'; END $$`);
        return { code: 200, msg: 'never' };
      });
      mount(app, db, 'GET', '/test/sleeps', async () => {
        await db.execute(sql`select pg_sleep(0.06)`);
        return { code: 200, msg: '操作成功' };
      });
      mount(app, db, 'GET', '/test/no-database', async () => ({ code: 200, msg: '操作成功' }));
    },
  });
  bookIds = (await t.database.db.select({ id: books.id }).from(books).limit(3)).map((b) => b.id);
});
afterAll(async () => {
  await t?.close();
});

/** Takes every place of the gate, as running queries would; the result gives them back. */
async function holdDatabase(): Promise<() => void> {
  const releases = await Promise.all(Array.from({ length: t.database.gate.limits.concurrency }, () => t.database.gate.acquire()));
  return () => releases.forEach((r) => r());
}

/** `Server-Timing: db;dur=1.2, total;dur=3.4` → { db: 1.2, total: 3.4 }. */
const timing = (header: unknown) => Object.fromEntries(String(header).split(', ').map((part) => [part.split(';')[0], Number(part.split('dur=')[1])]));
const waitingIs = (n: number) => vi.waitFor(() => expect(t.database.gate.waiting).toBe(n), { timeout: 10_000, interval: 5 });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const usageEventCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(usageEvents))[0].n;
const preview = (id: number) => get(`/api/show/common/book/preview/${id}`);
const detail = (id: number) => get(`/api/show/common/book/${id}`);

describe('database queue', () => {
  it('full: a request is answered at once with 503 {code: 503, msg: "服务器繁忙，请稍后再试"}; the waiting ones are served', async () => {
    const recorded = await usageEventCount();
    const release = await holdDatabase();
    let waiting: ReturnType<typeof get>[];
    try {
      waiting = [preview(bookIds[0]), preview(bookIds[1])];
      await waitingIs(2);
      // The preview call holds its share (2 of 4): a third preview is refused...
      const refused = await preview(bookIds[2]);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 503, msg: '服务器繁忙，请稍后再试' });
      expect([refused.headers['content-type'], refused.headers['retry-after']]).toEqual(['application/json; charset=utf-8', '1']);
      expect(BUSY_MSG).toBe('服务器繁忙，请稍后再试');
      // Shed before any handler, it still carries the security headers every answer has, and no
      // Server-Timing (shedding stays the cheapest answer).
      expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['server-timing']).toBeUndefined();
      // ...while another call still finds room, until the whole queue is full.
      waiting.push(detail(bookIds[0]), detail(bookIds[1]));
      await waitingIs(4);
      const full = await t.app.inject({ method: 'POST', url: '/api/show/es/getJournalList', payload: { pageNum: 1, pageSize: 5 } });
      expect(full.statusCode).toBe(503);
      expect(full.json()).toEqual({ code: 503, msg: '服务器繁忙，请稍后再试' });
    } finally {
      release();
    }
    const served = await Promise.all(waiting);
    expect(served.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // The two previews and the two detail views are COUNTER investigations, written after their
    // answers (usageEvents.ts): once they are in, nothing waits any more.
    await vi.waitFor(async () => expect(await usageEventCount()).toBe(recorded + 4), { timeout: 10_000, interval: 20 });
    await waitingIs(0);
    for (const answer of served) expect(timing(answer.headers['server-timing']).db).toBeGreaterThan(0);
  });

  it('a request whose client has gone is not run: its row is never written; a patient client’s is', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const gone = `gone-${randomBytes(6).toString('hex')}`;
    const stays = `stays-${randomBytes(6).toString('hex')}`;
    const post = (content: string, signal?: AbortSignal) =>
      fetch(`${base}/api/show/exhibition/addSuggestion`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
        signal,
      });
    const { dropped, executed } = t.database.gate.stats;
    const release = await holdDatabase();
    let patient: ReturnType<typeof post>;
    try {
      const client = new AbortController();
      const leaving = post(gone, client.signal).catch((e: unknown) => e);
      await waitingIs(1);
      client.abort();
      expect(await leaving).toBeInstanceOf(Error);
      // The server notices the closed connection and takes the insert out of the queue.
      await vi.waitFor(() => expect(t.database.gate.stats.dropped).toBe(dropped + 1), { timeout: 10_000, interval: 5 });
      expect(t.database.gate.waiting).toBe(0);
      patient = post(stays);
      await waitingIs(1);
    } finally {
      release();
    }
    const answer = await patient;
    expect(answer.status).toBe(200);
    const written = await t.database.db.select({ content: suggestions.content }).from(suggestions).where(eq(suggestions.content, stays));
    expect(written).toHaveLength(1);
    const notWritten = await t.database.db.select({ content: suggestions.content }).from(suggestions).where(eq(suggestions.content, gone));
    expect(notWritten).toHaveLength(0);
    // Only the patient insert (and the two checks above) reached the database.
    expect(t.database.gate.stats.executed - executed).toBe(t.database.gate.limits.concurrency + 3);
  });

  it('a statement cancelled by the database (statement_timeout) is a clean 503 envelope, not a stack trace', async () => {
    const res = await get('/api/show/test/cancelled');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: TIMEOUT_MSG });
    expect(TIMEOUT_MSG).toBe('查询超时，请缩小查询范围后重试');
  });
});

describe('Server-Timing', () => {
  it('an answer says how long its statements held the database and how long the server took in all', async () => {
    const slept = await get('/api/show/test/sleeps');
    expect(slept.statusCode).toBe(200);
    const { db, total } = timing(slept.headers['server-timing']);
    expect(db).toBeGreaterThanOrEqual(60);
    expect(total).toBeGreaterThanOrEqual(db);
    expect(timing((await get('/api/show/test/no-database')).headers['server-timing'])).toEqual({ db: 0, total: expect.any(Number) });
  });
});

// PGlite accepts `SET statement_timeout` but never interrupts a statement (it has no timer signal);
// PostgreSQL does. Runs when the API suite runs on PostgreSQL (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL statement_timeout (DB_STATEMENT_TIMEOUT_MS)', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await makeTestApp({
      seed: false,
      databaseLimits: { statementTimeoutMs: 100 },
      beforeReady: (app, db) => {
        mount(app, db, 'GET', '/test/slow', async () => {
          await db.execute(sql`select pg_sleep(2)`);
          return { code: 200, msg: 'slept' };
        });
      },
    });
  });
  afterAll(async () => {
    await slow?.close();
  });

  it('a statement running past it is cancelled and answered with the time-out envelope', async () => {
    const started = Date.now();
    const res = await slow.app.inject({ method: 'GET', url: '/api/show/test/slow' });
    expect(res.json()).toEqual({ code: 503, msg: TIMEOUT_MSG });
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('limits from the environment', () => {
  it('DB_QUEUE_MAX, DB_QUEUE_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_POOL_MAX are read, with safe defaults; nonsense stops the start', () => {
    expect(readConfig({}).loadLimits).toEqual(DEFAULT_LOAD_LIMITS);
    expect(readConfig({ DB_QUEUE_MAX: '8', DB_QUEUE_WAIT_MS: '0', DB_STATEMENT_TIMEOUT_MS: '5000', DB_POOL_MAX: '20' }).loadLimits).toEqual({
      queueMax: 8,
      queueWaitMs: 0,
      statementTimeoutMs: 5000,
      poolMax: 20,
    });
    expect(() => readConfig({ DB_QUEUE_MAX: '0' })).toThrow('DB_QUEUE_MAX must be a whole number ≥ 1, got 0');
    expect(() => readConfig({ DB_STATEMENT_TIMEOUT_MS: '1.5s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('PGLITE_THREAD: the embedded database in a thread unless turned off; nonsense stops the start', () => {
    expect(readConfig({}).pgliteThread).toBe(true);
    expect(readConfig({ PGLITE_THREAD: '0' }).pgliteThread).toBe(false);
    expect(readConfig({ PGLITE_THREAD: 'off' }).pgliteThread).toBe(false);
    expect(readConfig({ PGLITE_THREAD: '1' }).pgliteThread).toBe(true);
    expect(() => readConfig({ PGLITE_THREAD: 'maybe' })).toThrow('PGLITE_THREAD must be 1 or 0, got "maybe". PGLITE_THREAD 只能是 1 或 0。');
  });
});
