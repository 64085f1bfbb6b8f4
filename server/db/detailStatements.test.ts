import { and, asc, eq, gt, isNotNull, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';
import { caller } from '../modules/organization/testing';
import { JOURNAL_MANAGE_BASE } from '../../src/resources/journals';
import { articles, books, usageEvents } from './schema';

/**
 * What one detail read costs the database as the server runs (VIEW_FLUSH_MS on): under 200
 * connections of mixed reads the details were the calls left waiting (bench/mixed.ts), and each of
 * their statements is a turn at the database's one connection.
 */
let t: TestApp;
let bookIds: number[];
let articleIds: number[];
let seededUpTo = 0;
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

beforeAll(async () => {
  t = await makeTestApp({ appOptions: { viewFlushMs: 60_000, listCacheMs: 60_000 } });
  bookIds = (await t.app.inject({ method: 'GET', url: '/api/show/common/book/list?pageNum=1&pageSize=2' })).json().rows.map((r: { id: number }) => r.id);
  articleIds = (await t.app.inject({ method: 'POST', url: '/api/show/es/getArticlesList', payload: { pageNum: 1, pageSize: 2 } })).json().rows.map((r: { id: number }) => r.id);
  [{ seededUpTo }] = (await t.database.db.select({ seededUpTo: max(usageEvents.id) }).from(usageEvents)).map((r) => ({ seededUpTo: r.seededUpTo ?? 0 }));
});
afterAll(async () => {
  await t?.close();
});

/** Statements the database has run so far (every one passes the gate). */
const statements = () => t.database.gate.stats.executed;
/** Detail reads made by this file: each is one COUNTER event. */
let detailReads = 0;
const detail = async (url: string) => {
  detailReads++;
  const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  expect(res.json().code).toBe(200);
  return res.json().data;
};
/** Reads a detail; how many statements it cost. */
const read = async (url: string) => {
  const before = statements();
  await detail(url);
  return statements() - before;
};
const newEvents = () =>
  t.database.db
    .select({ itemKind: usageEvents.itemKind, itemId: usageEvents.itemId, event: usageEvents.event })
    .from(usageEvents)
    .where(gt(usageEvents.id, seededUpTo))
    .orderBy(asc(usageEvents.id));

describe('an anonymous detail read', () => {
  it('a book is one statement: its view and its COUNTER event wait for the flush', async () => {
    expect(await read(`/api/show/common/book/${bookIds[0]}`)).toBe(1);
  });

  it('an article is its own row once its issue\'s catalogue (journal, issue, columns, contents) is kept', async () => {
    const [{ periodId }] = await t.database.db.select({ periodId: articles.periodId }).from(articles).where(eq(articles.id, articleIds[0]));
    const sameIssue = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.periodId, periodId), eq(articles.publiclyVisible, true), ne(articles.id, articleIds[0])))
      .limit(1);
    expect(await read(`/api/show/exhibition/journal/article/${articleIds[0]}`)).toBe(5);
    const neighbour = await detail(`/api/show/exhibition/journal/article/${sameIssue[0].id}`);
    expect(await read(`/api/show/exhibition/journal/article/${articleIds[0]}`)).toBe(1);
    // The kept catalogue is the issue's own: the neighbour read from it finds the article beside it.
    const contents = neighbour.issueArticles.map((a: { id: number }) => a.id);
    expect(contents).toContain(articleIds[0]);
    expect(contents).toContain(sameIssue[0].id);
  });

  it('a write through the server empties the kept catalogues: a renamed column shows at once', async () => {
    const [article] = await t.database.db
      .select({ id: articles.id, columnId: articles.columnId })
      .from(articles)
      .where(and(eq(articles.publiclyVisible, true), isNotNull(articles.columnId)))
      .limit(1);
    const url = `/api/show/exhibition/journal/article/${article.id}`;
    await read(url);
    expect(await read(url)).toBe(1);
    const admin = await signIn(t.app, 'admin');
    const renamed = await caller(t.app, admin)('PUT', `${JOURNAL_MANAGE_BASE}/column`, { id: article.columnId, name: '改名后的栏目' });
    expect(renamed.body.code).toBe(200);
    expect(await read(url)).toBe(5);
    expect((await detail(url)).column).toMatchObject({ id: article.columnId, name: '改名后的栏目' });
  });

  it('the visits of many readers are written on the flush in one statement per table', async () => {
    const [book] = await t.database.db.select({ views: books.views }).from(books).where(eq(books.id, bookIds[1]));
    const [article] = await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, articleIds[1]));
    for (let i = 0; i < 3; i++) await read(`/api/show/common/book/${bookIds[1]}`);
    await read(`/api/show/exhibition/journal/article/${articleIds[1]}`);
    // Nothing of them is written yet (the two reads of the tests above included)…
    expect(await newEvents()).toEqual([]);
    // …and closing writes them: one insert of the usage events, one update per table of the views.
    const before = statements();
    await t.app.close();
    expect(statements() - before).toBe(3);
    const events = await newEvents();
    expect(events).toHaveLength(detailReads);
    expect(events.slice(-4)).toEqual([
      ...[1, 2, 3].map(() => ({ itemKind: 2, itemId: bookIds[1], event: 'investigation' })),
      { itemKind: 1, itemId: articleIds[1], event: expect.any(String) },
    ]);
    expect((await t.database.db.select({ views: books.views }).from(books).where(eq(books.id, bookIds[1])))[0].views).toBe(book.views + 3);
    expect((await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, articleIds[1])))[0].views).toBe(article.views + 1);
  });
});
