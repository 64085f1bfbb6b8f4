import { count } from 'drizzle-orm';
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

/** `/common/totle`: how much the library holds, per content kind (the home page's figures). */
export const statsModule: Module = (app, db) => {
  mount(app, db, 'GET', '/common/totle', async () => {
    const entries = await Promise.all(
      Object.entries(COUNTED).map(async ([key, table]) => {
        const [row] = await db.select({ n: count() }).from(table);
        return [key, Number(row.n)] as const;
      }),
    );
    return ok(Object.fromEntries(entries));
  });
};
