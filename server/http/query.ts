import { and, count, ilike, like, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FieldSpec, ResourceSpec } from '../../src/resources/define';
import { type Db, rowsOf } from '../db/client';
import { decodeJsonPage, jsonPageText, pageColumns } from '../db/jsonPage';
import { plannedRows } from '../db/plan';
import { badRequest, page } from './envelope';
import { parsePaging } from './paging';

/**
 * The one paged list query: validated paging, whitelisted ordering, filters as SQL conditions,
 * and the total counted with the same conditions. Every list call goes through here.
 */
export async function pagedList<T extends PgTable, Filters extends z.ZodType = z.ZodType>(opts: {
  db: Db;
  table: T;
  resource: Pick<ResourceSpec<Record<string, FieldSpec>, Filters>, 'name' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize' | 'filters'>;
  params: Record<string, unknown>;
  /**
   * The list's conditions. As a function it is given `params` parsed by the resource's declared
   * `filters` (a 400 on a bad filter, checked before the paging), so a list cannot skip them.
   */
  where?: Array<SQL | undefined> | ((filters: z.infer<Filters>) => Array<SQL | undefined>);
  /** Long columns (full texts, catalogues) left out of the SELECT itself, so they are never read for a list. */
  omit?: readonly string[];
  /** Maps each row before it is sent (labels, joins done in memory on one page). */
  map?: (row: T['$inferSelect']) => unknown;
  /** The exact number of rows `where` matches when the caller already keeps it: no count is run. */
  knownTotal?: () => Promise<number>;
}) {
  const conditions = typeof opts.where === 'function' ? opts.where((opts.resource.filters?.parse(opts.params) ?? {}) as z.infer<Filters>) : opts.where;
  const paging = parsePaging(opts.params, opts.resource, pageColumns(opts.table).columns);
  const where = and(...(conditions ?? []).filter((c): c is SQL => c !== undefined));
  const list = pageColumns(opts.table, opts.omit);
  const known = opts.knownTotal?.().then((count) => ({ count, exact: true }));
  let rows: unknown[];
  let total: { count: number; exact: boolean };
  if (!list.jsonValues) {
    const pageQuery = opts.db.select(list.columns).from(opts.table as PgTable).where(where).orderBy(...paging.orderBy).limit(paging.limit).offset(paging.offset);
    [rows, total] = await Promise.all([pageQuery, known ?? cappedCount(opts.db, opts.table, where)]);
  } else {
    // Written as one template rather than with drizzle's builder: see pageColumns. Unless the
    // caller knows the total, the capped count rides in the same statement: one trip, not two.
    const filter = where ? sql` where ${where}` : sql``;
    const order = paging.orderBy.length ? sql` order by ${sql.join(paging.orderBy, sql`, `)}` : sql``;
    const pageSql = sql`select ${list.selectList} from ${opts.table}${filter}${order} limit ${paging.limit} offset ${paging.offset}`;
    const countSql = known ? sql`` : sql`, (select count(*) from (select 1 from ${opts.table}${filter} limit ${EXACT_COUNT_LIMIT + 1}) as "capped") as "n"`;
    const [[row], knownTotal] = await Promise.all([opts.db.execute(sql`select ${jsonPageText(list.jsonValues, pageSql)} as "rows"${countSql}`).then(rowsOf<{ rows: string; n?: string | number }>), known]);
    rows = decodeJsonPage(list.columns, row.rows);
    total = knownTotal ?? (await totalOf(opts.db, opts.table, where, Number(row.n)));
  }
  const envelope = page(opts.map ? (rows as T['$inferSelect'][]).map(opts.map) : rows, total.count);
  return total.exact ? envelope : { ...envelope, approximate: true as const };
}

/** Lists count exactly up to this many rows; past it the total is the planner's estimate (shown as 约 N). */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The total of a list without scanning a large table: the matching rows are counted only up to
 * EXACT_COUNT_LIMIT + 1 (an index can stop there); beyond, PostgreSQL's own row estimate for the
 * same conditions stands in — never below the limit, so the pager still reaches every counted page.
 */
export async function cappedCount(db: Db, table: PgTable, where: SQL | undefined): Promise<{ count: number; exact: boolean }> {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(EXACT_COUNT_LIMIT + 1).as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  return totalOf(db, table, where, n);
}

async function totalOf(db: Db, table: PgTable, where: SQL | undefined, counted: number): Promise<{ count: number; exact: boolean }> {
  if (counted <= EXACT_COUNT_LIMIT) return { count: counted, exact: true };
  const estimate = await plannedRows(db, db.select({ one: sql`1` }).from(table).where(where).getSQL());
  return { count: Math.max(EXACT_COUNT_LIMIT + 1, Math.round(estimate)), exact: false };
}

/** An optional integer filter: undefined when absent, a 400 when not a whole number. */
export function intParam(value: unknown, label: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw badRequest(`${label}必须是整数`);
  return n;
}

/** An optional trimmed keyword, at most 100 characters. */
export function keywordParam(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim();
  if (!s) return undefined;
  if (s.length > 100) throw badRequest('检索词不能超过100个字');
  return s;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a keyword holds a letter with case (Latin, Greek, Cyrillic …); Chinese characters have none. */
export function hasCasedLetter(keyword: string): boolean {
  return keyword.toLowerCase() !== keyword.toUpperCase();
}

/**
 * The list calls' `keyword` filter: rows where any of the columns contains the keyword
 * (case-insensitive, LIKE wildcards taken literally); no condition when there is no keyword.
 * A keyword without cased letters (most Chinese ones) matches the same rows under LIKE as under
 * ILIKE, and LIKE does not lower-case every row's text: a keyword page over a million articles
 * counts its first 10,000 matches about four times faster.
 */
export function keywordIn(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  const match = hasCasedLetter(keyword) ? ilike : like;
  return or(...columns.map((c) => match(c, pattern)));
}
