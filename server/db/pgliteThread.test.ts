/**
 * The embedded database in a worker thread (server/db/pgliteThread.ts), as the server opens it:
 * the same rows and errors as in process, transactions that commit or roll back whole, kept plans,
 * dumps, and an event loop that keeps turning while a long statement runs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database, type OpenOptions } from './client';
import { executeKept } from './keptPlans';
import { pgErrorCode } from './pgError';

/** Opened from the run's migrated copy (tests/setup/seededDatabase.ts): the migrations are not run again. */
const open = (options: OpenOptions) => {
  const template = inject('migratedTemplate');
  return openDatabase({ loadDataDir: template.kind === 'pglite' ? new Blob([readFileSync(template.file)]) : undefined, ...options });
};

let threaded: Database;
let inProcess: Database;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  [threaded, inProcess] = await Promise.all([open({ thread: true }), open({})]);
  for (const { db } of [threaded, inProcess]) {
    await db.execute(sql`create table probe (id int primary key, label text, at timestamptz, day date, big int8, doc jsonb, raw bytea, tags text[])`);
    await db.execute(
      sql`insert into probe values (1, '李白', '2026-11-28 08:00:00+00', '2026-11-28', 9007199254740993, '{"a": [1, 2]}', '\\x01ff', '{诗,词}'), (2, null, null, null, null, null, null, null)`,
    );
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([threaded?.close(), inProcess?.close()]);
});

const labels = async (database: Database) => rowsOf<{ id: number }>(await database.db.execute(sql`select id from probe order by id`)).map((r) => r.id);

// PGlite only: the PostgreSQL run of the API suite (TEST_DATABASE_URL) skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite in a worker thread', () => {
  it('gives the rows the in-process database gives: text timestamps and dates, int8, jsonb, bytea, arrays, nulls', async () => {
    const query = sql`select * from probe order by id`;
    const rows = rowsOf(await threaded.db.execute(query));
    expect(rows).toEqual(rowsOf(await inProcess.db.execute(query)));
    expect(rows[0]).toMatchObject({ label: '李白', at: '2026-11-28 08:00:00+00', day: '2026-11-28', doc: { a: [1, 2] }, tags: ['诗', '词'] });
    expect(Array.from((rows[0] as { raw: Uint8Array }).raw)).toEqual([1, 255]);
    expect(await executeKept(threaded.db, sql`select label from probe where id = ${1}`)).toEqual([{ label: '李白' }]);
  });

  it('fails a statement with its SQLSTATE and constraint, and goes on serving', async () => {
    const duplicate = await threaded.db.execute(sql`insert into probe (id) values (1)`).catch((e: unknown) => e);
    expect(pgErrorCode(duplicate)).toBe('23505');
    expect((duplicate as { cause: { constraint?: string } }).cause.constraint).toBe('probe_pkey');
    expect(pgErrorCode(await threaded.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e))).toBe('42P01');
    expect(await labels(threaded)).toEqual([1, 2]);
  });

  it('rolls a transaction back whole when its callback throws, commits it otherwise, savepoints included', async () => {
    const failed = await threaded.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe (id) values (3)`);
        await tx.execute(sql`insert into probe (id) values (1)`);
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(failed)).toBe('23505');
    expect(await labels(threaded)).toEqual([1, 2]);

    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (id) values (4)`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`insert into probe (id) values (5)`);
        inner.rollback();
      }).catch(() => undefined);
      await tx.execute(sql`insert into probe (id) values (6)`);
    });
    expect(await labels(threaded)).toEqual([1, 2, 4, 6]);
    await threaded.db.execute(sql`delete from probe where id > 2`);
  });

  it('dumps a database that opens again, in a thread or in process, with its rows', async () => {
    const client = (threaded.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const [again, here] = await Promise.all([openDatabase({ thread: true, loadDataDir: dump }), openDatabase({ loadDataDir: dump })]);
    try {
      expect(await labels(again)).toEqual([1, 2]);
      expect(await labels(here)).toEqual([1, 2]);
    } finally {
      await Promise.all([again.close(), here.close()]);
    }
  });

  it('keeps the event loop turning while a long statement runs', async () => {
    let longestPause = 0;
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
      if (ticking) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    const started = performance.now();
    await threaded.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    const took = performance.now() - started;
    ticking = false;
    longestPause = Math.max(longestPause, performance.now() - last);
    // In process the statement is one synchronous call: the loop would pause for all of it.
    expect(took).toBeGreaterThan(200);
    expect(longestPause).toBeLessThan(took / 2);
  });

  it('refuses queries once closed instead of hanging; a thread that dies is reported once and fails every query', async () => {
    const closing = await open({ thread: true });
    await closing.close();
    await expect(closing.db.execute(sql`select 1`)).rejects.toThrow();

    const failures: Error[] = [];
    const dying = await open({ thread: true, onThreadFailure: (error) => failures.push(error) });
    const client = (dying.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client;
    await client.worker.terminate();
    await expect.poll(() => failures.length).toBe(1);
    expect(failures.map((e) => e.message)).toEqual([expect.stringContaining('the database thread exited')]);
    const failed = await dying.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect((failed as { cause?: Error }).cause?.message).toMatch(/the database thread exited/);
  });
});
