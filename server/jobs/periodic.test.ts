import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { periodicJobs, rateLimitCounters } from '../db/schema';
import { claimJob, CLEANUP_JOB, jobsFor, runDueJobs } from './periodic';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('periodic jobs', () => {
  it('a job is claimed once per period, however many claims race', async () => {
    const job = { name: 'test-once', everyMs: 60_000 };
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimJob(t.database.db, job)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJob(t.database.db, job)).toBe(false);
    // A period later (moved in the database rather than waited for) it is due again.
    await t.database.db.execute(sql`update periodic_job set last_run_at = now() - interval '2 minutes' where name = 'test-once'`);
    expect(await claimJob(t.database.db, job)).toBe(true);
  });

  it('the cleanup job removes expired rate-limit counters and keeps live ones', async () => {
    await t.database.db.insert(rateLimitCounters).values([
      { key: 'expired', count: 3, windowEnd: new Date(Date.now() - 60_000) },
      { key: 'live', count: 3, windowEnd: new Date(Date.now() + 60_000) },
    ]);
    const logged: string[] = [];
    const log = { info: (_o: unknown, m: string) => logged.push(m), error: (_o: unknown, m: string) => logged.push(m) } as never;
    expect(await runDueJobs(t.database.db, log, [CLEANUP_JOB])).toEqual(['cleanup']);
    expect((await t.database.db.select().from(rateLimitCounters)).map((r) => r.key)).toEqual(['live']);
    expect(logged).toEqual(['periodic job ran']);
    // Claimed for this period: a second tick does not run it again.
    expect(await runDueJobs(t.database.db, log, [CLEANUP_JOB])).toEqual([]);
    expect((await t.database.db.select().from(periodicJobs)).find((j) => j.name === 'cleanup')?.runs).toBe(1);
  });

  it('table upkeep is scheduled on PGlite only (PostgreSQL has its own autovacuum)', () => {
    const moduleJob = { name: 'a-module-job', everyMs: 60_000, run: async () => undefined };
    expect(jobsFor('pglite', [moduleJob]).map((j) => j.name)).toEqual(['cleanup', 'a-module-job', 'table-upkeep']);
    expect(jobsFor('postgres', [moduleJob]).map((j) => j.name)).toEqual(['cleanup', 'a-module-job']);
  });
});
