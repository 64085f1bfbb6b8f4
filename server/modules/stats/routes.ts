import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SERVER_CONTENT_LIST } from '../../content';
import * as t from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';

/**
 * What the home page's figures count: the rows a reader finds on each list, so that 期刊 36 on the
 * home page is 36 on /journal too (proceedings are 会议录, not 期刊; unreviewed articles and
 * institution-only local histories and 下架 rows are not on the public lists). Each content type
 * declares its own (`homeCount` in server/content/<key>.ts); members are no content.
 */
const COUNTED: Record<string, { table: PgTable; where?: SQL }> = {
  ...Object.fromEntries(SERVER_CONTENT_LIST.flatMap((c) => (c.homeCount ? [[c.homeCount.as, c.homeCount]] : []))),
  member: { table: t.members },
};

// One statement with a sub-select per table: PGlite runs queries one at a time, so thirteen
// round trips cost thirteen times the latency.
const totalsQuery = sql.join(
  [
    sql.raw('select '),
    sql.join(
      Object.entries(COUNTED).map(([key, { table, where }]) => sql`(select count(*) from ${table}${where ? sql` where ${where}` : sql``})::int as ${sql.identifier(key)}`),
      sql.raw(', '),
    ),
  ],
  sql.raw(''),
);

/** `/common/totle`: how much the library holds, per content kind (the home page's figures). */
export const statsModule: Module = (app, db) => {
  mount(app, db, 'GET', '/common/totle', async () => {
    const result = await db.execute(totalsQuery);
    const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
    return ok(Object.fromEntries(Object.keys(COUNTED).map((key) => [key, Number(row[key])])));
  });
};
