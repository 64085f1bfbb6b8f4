import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, rowsOf, type Db } from '../db/client';

/** A readiness check that has not answered by then counts as a database that is not reachable. */
export const READY_CHECK_TIMEOUT_MS = 3000;

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this build carries (drizzle's journal): the newest one's `when` is what drizzle records. */
function readJournal(folder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  migrations?: { applied: number; expected: number; latest: string };
}

/**
 * One cheap statement: the migrations drizzle has recorded. The database answered (it is
 * reachable) and its newest applied migration is at least this build's newest (drizzle's own rule
 * for "nothing left to apply").
 */
export async function checkReadiness(db: Db, journal: JournalEntry[], timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<Readiness> {
  const expected = journal.length;
  const newest = journal.reduce((a, e) => Math.max(a, e.when), 0);
  const latest = journal.find((e) => e.when === newest)?.tag ?? '';
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      db.execute(sql`select count(*)::int as applied, coalesce(max(created_at), 0)::bigint::text as newest from drizzle.__drizzle_migrations`),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('readiness check timed out')), timeoutMs);
      }),
    ]);
    const [row] = rowsOf<{ applied: number; newest: string }>(result);
    const migrations = { applied: Number(row.applied), expected, latest };
    return { ready: Number(row.newest) >= newest, database: 'ok', migrations };
  } catch {
    // Closed, unreachable, or no migrations table at all: not ready, whichever it is.
    return { ready: false, database: 'unreachable' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a load balancer or an orchestrator, outside the `/api` envelope and never rate-limited:
 * - `GET /healthz`: the process is up and answering (`200 {"status":"ok"}`); no database work.
 * - `GET /readyz`: the database answers and has every migration of this build: `200` with
 *   `status: "ready"`, else `503` with `status: "not ready"` and what is missing.
 */
export function setupHealth(app: FastifyInstance, db: Db): void {
  const journal = readJournal(migrationsFolder);
  const noLimit = { config: { rateLimit: false as const } };
  app.get('/healthz', noLimit, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );
  app.get('/readyz', noLimit, async (_req, reply) => {
    const { ready, ...details } = await checkReadiness(db, journal);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', ...details });
  });
}
