import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client';

const dialect = new PgDialect();

/**
 * The planner's estimate of how many rows a query returns: a plan, no scan. EXPLAIN is a utility
 * statement, which PostgreSQL will not bind parameters into, so they are written in as literals.
 */
export async function plannedRows(db: Db, query: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const explained = await db.execute(sql.raw(`explain (format json) ${inlineParams(text, params)}`));
  const plan = rowsOf<Record<string, unknown>>(explained)[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** A statement with its parameters written in as literals (strings quoted, quotes doubled). */
function inlineParams(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, i) => {
    const v = params[Number(i) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}
