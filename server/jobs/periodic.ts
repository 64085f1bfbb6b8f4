import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, rowsOf } from '../db/client';
import { tableUpkeep } from '../db/upkeep';

/** A job that must run once per period across every server process on the database. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(db: Db): Promise<unknown>;
}


/**
 * Claims the job for this period: the one statement that moves `last_run_at` on wins, in whatever
 * process it runs; every other process's claim in the same period matches no row. True: run it.
 */
export async function claimJob(db: Db, job: Pick<PeriodicJob, 'name' | 'everyMs'>): Promise<boolean> {
  const result = await db.execute(sql`
    insert into periodic_job (name, last_run_at, runs) values (${job.name}, now(), 1)
    on conflict (name) do update set last_run_at = now(), runs = periodic_job.runs + 1
    where periodic_job.last_run_at <= now() - ${job.everyMs} * interval '1 millisecond'
    returning runs`);
  return rowsOf(result).length > 0;
}

/** Sign-in and rate-limit bookkeeping past its use: the database does not grow without bound. */
export const CLEANUP_JOB: PeriodicJob = {
  name: 'cleanup',
  everyMs: Number(process.env.CLEANUP_INTERVAL_MS ?? 10 * 60_000),
  async run(db) {
    await db.execute(sql`delete from rate_limit_counter where window_end < now()`);
    await db.execute(sql`delete from captcha where expires_at < now() - interval '1 day'`);
    await db.execute(sql`delete from sms_code where expires_at < now() - interval '1 day'`);
    await db.execute(sql`delete from wechat_key where expires_at < now() - interval '1 day'`);
    await db.execute(sql`delete from session_token where expires_at < now() - interval '7 days'`);
    await db.execute(sql`delete from login_attempt where updated_at < now() - interval '1 day' and (locked_until is null or locked_until < now())`);
  },
};

/** PGlite only: autovacuum's work (server/db/upkeep.ts); PostgreSQL runs its own autovacuum. */
export const UPKEEP_JOB: PeriodicJob = {
  name: 'table-upkeep',
  everyMs: 5 * 60_000,
  run: (db) => tableUpkeep(db),
};

export const PERIODIC_JOBS: PeriodicJob[] = [CLEANUP_JOB];

/**
 * The jobs a server on this engine runs: this layer's own and the modules' (given by serve.ts,
 * which composes the modules: a lower layer never imports one).
 */
export const jobsFor = (engine: 'pglite' | 'postgres', moduleJobs: readonly PeriodicJob[] = []): PeriodicJob[] => [
  ...PERIODIC_JOBS,
  ...moduleJobs,
  ...(engine === 'pglite' ? [UPKEEP_JOB] : []),
];

/** Runs every due job once (claimed across processes); a failing job is logged, never thrown. */
export async function runDueJobs(db: Db, log: FastifyBaseLogger, jobs: PeriodicJob[] = PERIODIC_JOBS): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    try {
      if (!(await claimJob(db, job))) continue;
      const started = Date.now();
      await job.run(db);
      ran.push(job.name);
      log.info({ job: job.name, ms: Date.now() - started }, 'periodic job ran');
    } catch (err) {
      log.error({ err, job: job.name }, 'periodic job failed');
    }
  }
  return ran;
}

/** Checks for due jobs now and then every `tickMs`; the timer never keeps the process alive. */
export async function startPeriodicJobs(db: Db, log: FastifyBaseLogger, jobs: PeriodicJob[] = PERIODIC_JOBS, tickMs = 60_000): Promise<() => void> {
  await runDueJobs(db, log, jobs);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void runDueJobs(db, log, jobs).finally(() => (running = false));
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
