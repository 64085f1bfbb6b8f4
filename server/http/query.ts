import { and, count, getTableColumns, ilike, or, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceSpec } from '../../src/resources/define';
import type { Db } from '../db/client';
import { badRequest, page } from './envelope';
import { parsePaging } from './paging';

/**
 * The one paged list query: validated paging, whitelisted ordering, filters as SQL conditions,
 * and the total counted with the same conditions. Every list call goes through here.
 */
export async function pagedList<T extends PgTable>(opts: {
  db: Db;
  table: T;
  resource: Pick<ResourceSpec, 'name' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize'>;
  params: Record<string, unknown>;
  where?: Array<SQL | undefined>;
  /** Maps each row before it is sent (labels, joins done in memory on one page). */
  map?: (row: T['$inferSelect']) => unknown;
}) {
  const columns = getTableColumns(opts.table) as Record<string, PgColumn>;
  const paging = parsePaging(opts.params, opts.resource, columns);
  const where = and(...(opts.where ?? []).filter((c): c is SQL => c !== undefined));
  const db = opts.db as any;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(opts.table).where(where).orderBy(...paging.orderBy).limit(paging.limit).offset(paging.offset),
    db.select({ total: count() }).from(opts.table).where(where),
  ]);
  return page(opts.map ? (rows as T['$inferSelect'][]).map(opts.map) : rows, Number(total));
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

/**
 * The list calls' `keyword` filter: rows where any of the columns contains the keyword
 * (case-insensitive, LIKE wildcards taken literally); no condition when there is no keyword.
 */
export function keywordIn(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(...columns.map((c) => ilike(c, pattern)));
}
