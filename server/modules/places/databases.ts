import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { libraryDatabaseResource } from '../../../src/resources/libraryDatabases';
import { READER_ITEM_TYPES, type ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { libraryDatabases } from '../../db/schema';
import { keywordIn } from '../../http/query';
import { mountManagedArea } from '../area/manageArea';
import { READER_ITEM_SOURCES } from '../publicItems/registry';
import { SERVER_CONTENT_LIST } from '../../content';

const isSource = (key: unknown): key is ReaderItemKey => typeof key === 'string' && Object.hasOwn(READER_ITEM_TYPES, key);

/** The content types' own count of what a reader finds on their list, as the home page's figures use it. */
const HOME_COUNTS = new Map(SERVER_CONTENT_LIST.flatMap((c) => (c.homeCount ? [[c.key as string, c.homeCount]] : [])));

/**
 * How many public items each named reader item type holds — the rows a reader can open (the
 * registry's `publicRows`: 上架, reviewed, not institution-only to crawlers), counted now, never
 * stored. One statement with a sub-select per type, as the home page's totals. A type that
 * declares its home-page count (`homeCount`) is counted by it, so both pages say the same number
 * (issue 34: 数据库导航 said 36 journals, the home page 34 — proceedings are 会议录, not 期刊).
 */
export async function publicItemCounts(db: Db, keys: readonly ReaderItemKey[]): Promise<Record<string, number>> {
  const unique = [...new Set(keys)];
  if (!unique.length) return {};
  const parts = unique.map((key) => {
    const home = HOME_COUNTS.get(key);
    const { table, publicRows, crawledRows } = home ? { table: home.table, publicRows: home.where, crawledRows: undefined } : READER_ITEM_SOURCES[key];
    const where = [publicRows, crawledRows].filter(Boolean);
    return sql`(select count(*) from ${table}${where.length ? sql` where ${sql.join(where as never[], sql` and `)}` : sql``})::int as ${sql.identifier(key)}`;
  });
  const result = await db.execute(sql`select ${sql.join(parts, sql`, `)}`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  return Object.fromEntries(unique.map((k) => [k, Number(row[k])]));
}

/** 数据库导航: the library's databases with their live item counts; the platform admin edits them. */
export function mountDatabaseNav(app: FastifyInstance, db: Db): void {
  const withCounts = async <R extends Record<string, unknown>>(rows: R[]) => {
    const counts = await publicItemCounts(db, rows.map((r) => r.source).filter(isSource));
    return rows.map((r) => ({ ...r, itemCount: isSource(r.source) ? counts[r.source] : 0 }));
  };
  mountManagedArea(app, db, {
    manage: { titleColumn: 'name' },
    resource: libraryDatabaseResource,
    table: libraryDatabases,
    notFoundMsg: '该数据库不存在或已下架',
    filterWhere: (f) => [keywordIn(f.keyword, libraryDatabases.name, libraryDatabases.description), f.category !== undefined ? eq(libraryDatabases.category, f.category) : undefined],
    decorateList: withCounts,
    decorateOne: async (row) => (await withCounts([row]))[0],
  });
}
