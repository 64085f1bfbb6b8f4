import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

interface TableStats {
  relname: string;
  reltuples: number;
  n_dead_tup: number | null;
  n_mod_since_analyze: number | null;
  n_ins_since_vacuum: number | null;
}

/**
 * Autovacuum's work, for PGlite. PGlite runs PostgreSQL in single-user mode, where no autovacuum
 * runs: tables were never analyzed (the article list was planned for 7 rows instead of 2,773, a
 * bitmap heap scan where an index-only scan serves) and never vacuumed (no visibility map, dead
 * rows kept). Per table, with autovacuum's default thresholds:
 * - ANALYZE when never analyzed, or past 50 + 10 % of its rows changed since the last analyze;
 * - VACUUM when never vacuumed, or past 50 + 20 % dead rows, or 1,000 + 20 % rows inserted since
 *   the last vacuum (what sets the visibility map that index-only scans read).
 * The change counters live in memory and start at zero with the process; `reltuples` (-1 until a
 * table is first analyzed) is on disk, so a new database is caught up at its first start.
 */
export async function tableUpkeep(db: Db): Promise<{ analyzed: string[]; vacuumed: string[] }> {
  // Counters reach pg_stat_* at most once a second, when the backend is idle: flush them now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const tables = rowsOf<TableStats>(
    await db.execute(sql`
      select c.relname, c.reltuples::float8 as reltuples, s.n_dead_tup, s.n_mod_since_analyze, s.n_ins_since_vacuum
      from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
      order by c.relname`),
  );
  const analyzed: string[] = [];
  const vacuumed: string[] = [];
  for (const t of tables) {
    const rows = Math.max(0, Number(t.reltuples));
    const never = Number(t.reltuples) < 0;
    const vacuum = never || Number(t.n_dead_tup ?? 0) > 50 + 0.2 * rows || Number(t.n_ins_since_vacuum ?? 0) > 1000 + 0.2 * rows;
    const analyze = vacuum || Number(t.n_mod_since_analyze ?? 0) > 50 + 0.1 * rows;
    if (!analyze) continue;
    // VACUUM cannot run inside a transaction block; db.execute outside one is its own statement.
    await db.execute(vacuum ? sql`vacuum (analyze) ${sql.identifier(t.relname)}` : sql`analyze ${sql.identifier(t.relname)}`);
    analyzed.push(t.relname);
    if (vacuum) vacuumed.push(t.relname);
  }
  return { analyzed, vacuumed };
}
