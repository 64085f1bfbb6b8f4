import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from './client';
import { sqlLiteral } from './literal';

const dialect = new PgDialect();

/**
 * The planner's estimate of how many rows a query returns: a plan, no scan. EXPLAIN is a utility
 * statement, which PostgreSQL will not bind parameters into, so they are written in as literals.
 */
export async function plannedRows(db: Db, query: SQL): Promise<number> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const inlined = inlineParams(text, params);
  // No estimate: the caller takes the way of small match sets, whose statement binds its values.
  if (inlined === undefined) return 0;
  const explained = await db.execute(sql.raw(`explain (format json) ${inlined}`));
  const plan = rowsOf<Record<string, unknown>>(explained)[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** A statement with its parameters written in as literals; undefined when one cannot be (sqlLiteral). */
function inlineParams(text: string, params: unknown[]): string | undefined {
  const literals = params.map(sqlLiteral);
  if (literals.some((l) => l === undefined)) return undefined;
  return text.replace(/\$(\d+)/g, (_, i) => literals[Number(i) - 1] as string);
}
