import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { articles, books } from './schema';
import { viewCounterOf } from './viewCounts';

/** Views added up in memory and written per table (VIEW_FLUSH_MS, as the server runs). */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ appOptions: { viewFlushMs: 60_000 } });
});
afterAll(async () => {
  await t?.close();
});

const stored = async (id: number) => (await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)))[0].views;
const shown = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data.views as number;

describe('a detail page\'s views with a flush interval', () => {
  it('each visit is shown at once and written with the others on the next flush', async () => {
    const [article] = await t.database.db.select({ id: articles.id, views: articles.views }).from(articles).where(eq(articles.publiclyVisible, true)).limit(1);
    const url = `/api/show/exhibition/journal/article/${article.id}`;
    expect(await shown(url)).toBe(article.views + 1);
    expect(await shown(url)).toBe(article.views + 2);
    expect(await stored(article.id)).toBe(article.views);
    await viewCounterOf(t.database.db).flush();
    expect(await stored(article.id)).toBe(article.views + 2);
    expect(await shown(url)).toBe(article.views + 3);
  });

  it('an area\'s detail too; a missing or hidden row counts nothing and answers 404', async () => {
    const id = (await t.app.inject({ method: 'GET', url: '/api/show/common/book/list?pageNum=1&pageSize=1' })).json().rows[0].id as number;
    const [book] = await t.database.db.select({ id: books.id, views: books.views }).from(books).where(eq(books.id, id));
    expect(await shown(`/api/show/common/book/${book.id}`)).toBe(book.views + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/show/common/book/99999999' })).json().code).toBe(404);
    await viewCounterOf(t.database.db).flush();
    expect((await t.database.db.select({ views: books.views }).from(books).where(eq(books.id, book.id)))[0].views).toBe(book.views + 1);
  });
});
