import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { SERVER_CONTENT_LIST } from '../../content';
import type { Db } from '../../db/client';
import { keptUntilWrite } from '../../http/keptUntilWrite';
import * as t from '../../db/schema';
import { ok } from '../../http/envelope';
import { z } from 'zod';
import { defineRoute, routesModule } from '../../http/declareRoute';
import { okOf } from '../../openapi/answers';

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

/**
 * How long counted totals stand while this process serves no write. Every write through this
 * process (writeCount: the same signal the cache of server-rendered pages follows) makes the next
 * call count afresh, so a 上架 is on the home page at once; the time limit bounds what this process
 * cannot see — a write through another process behind the same proxy, a sign-up (auth calls are
 * not content writes), an issue whose publication date comes with midnight.
 */
export const TOTALS_TTL_MS = 30_000;

async function countAll(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(totalsQuery);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  return Object.fromEntries(Object.keys(COUNTED).map((key) => [key, Number(row[key])]));
}

const keepers = new WeakMap<FastifyInstance, () => Promise<Record<string, number>>>();

/**
 * The library totals of this app, counted once between writes (or TOTALS_TTL_MS): fifteen counts
 * cost more than any list. Callers at the same moment share one count in flight; a failed count is
 * not kept. The article list takes its unfiltered total from here too, so both agree by construction.
 */
export function keptTotals(app: FastifyInstance, db: Db): () => Promise<Record<string, number>> {
  let keeper = keepers.get(app);
  if (!keeper) {
    const kept = keptUntilWrite(app, () => countAll(db), { ttlMs: TOTALS_TTL_MS, maxEntries: 1 });
    keeper = () => kept('');
    keepers.set(app, keeper);
  }
  return keeper;
}

/** `/common/totle`: how much the library holds, per content kind (the home page's figures). */
export const statsModule = routesModule('stats', (db, app) => {
  const totals = keptTotals(app, db);
  return [
    defineRoute({
      method: 'GET',
      path: '/common/totle',
      access: 'public',
      summary: '馆藏总量（首页各类内容的数量）',
      response: okOf(z.record(z.string(), z.int()).describe('各类内容（期刊、图书……）的数量，与各列表的总数一致')),
      handler: async () => ok(await totals()),
    }),
  ];
});
