import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';

const COUNTED: Record<string, PgTable> = {
  journal: t.journals,
  period: t.journalPeriods,
  article: t.articles,
  book: t.books,
  newspaper: t.newspapers,
  news: t.news,
  ancientBook: t.ancientBooks,
  localHistory: t.localHistories,
  thesis: t.theses,
  law: t.laws,
  standard: t.standards,
  yearbook: t.yearbooks,
  member: t.members,
};

// One statement with a sub-select per table: PGlite runs queries one at a time, so thirteen
// round trips cost thirteen times the latency.
const totalsQuery = sql.join(
  [sql.raw('select '), sql.join(Object.entries(COUNTED).map(([key, table]) => sql`(select count(*) from ${table})::int as ${sql.identifier(key)}`), sql.raw(', '))],
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
