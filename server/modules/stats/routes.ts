import { and, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import * as t from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { writeCount } from '../../http/writeCount';
import { isPeriodical, publicJournal, publicPeriod } from '../journal/shared';
import { READER_ITEM_SOURCES } from '../publicItems/registry';

/**
 * What the home page's figures count: the rows a reader finds on each list, so that 期刊 36 on the
 * home page is 36 on /journal too (proceedings are 会议录, not 期刊; unreviewed articles and
 * institution-only local histories and 下架 rows are not on the public lists).
 */
const COUNTED: Record<string, { table: PgTable; where?: SQL }> = {
  journal: { table: t.journals, where: and(isPeriodical, publicJournal) },
  // The issues the issue list shows: 上架 (with their journal) and already out.
  period: { table: t.journalPeriods, where: and(publicPeriod, lte(t.journalPeriods.publishDate, sql`current_date`)) },
  article: { table: t.articles, where: READER_ITEM_SOURCES.article.publicRows },
  book: { table: t.books, where: publishedRows(t.books) },
  newspaper: { table: t.newspapers, where: publishedRows(t.newspapers) },
  news: { table: t.news, where: publishedRows(t.news) },
  ancientBook: { table: t.ancientBooks, where: publishedRows(t.ancientBooks) },
  localHistory: { table: t.localHistories, where: and(publishedRows(t.localHistories), READER_ITEM_SOURCES.localHistory.crawledRows) },
  thesis: { table: t.theses, where: publishedRows(t.theses) },
  law: { table: t.laws, where: publishedRows(t.laws) },
  standard: { table: t.standards, where: publishedRows(t.standards) },
  yearbook: { table: t.yearbooks, where: publishedRows(t.yearbooks) },
  composition: { table: t.compositions, where: publishedRows(t.compositions) },
  recitation: { table: t.recitations, where: publishedRows(t.recitations) },
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
    const writes = writeCount(app);
    let kept: { writes: number; until: number; totals: Promise<Record<string, number>> } | undefined;
    keeper = () => {
      const now = Date.now();
      if (!kept || kept.writes !== writes() || kept.until <= now) {
        const entry = { writes: writes(), until: now + TOTALS_TTL_MS, totals: countAll(db) };
        kept = entry;
        entry.totals.catch(() => {
          if (kept === entry) kept = undefined;
        });
      }
      return kept.totals;
    };
    keepers.set(app, keeper);
  }
  return keeper;
}

/** `/common/totle`: how much the library holds, per content kind (the home page's figures). */
export const statsModule: Module = (app, db) => {
  const totals = keptTotals(app, db);
  mount(app, db, 'GET', '/common/totle', async () => ok(await totals()));
};
