import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { articles, books, members, readingLogs } from '../../db/schema';
import { READING_LOG_KEEP } from './routes';

let t: TestApp;
let member: string;
let other: string;
let memberId: number;
let article: { id: number; title: string };
let book: { id: number; title: string };
const A = READER_ITEM_TYPES.article.type;
const B = READER_ITEM_TYPES.book.type;

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  other = await signIn(t.app, 'demo_editor');
  const db = t.database.db;
  [{ id: memberId }] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
  [article] = await db.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.articleStatus, 2)).limit(1);
  [book] = await db.select({ id: books.id, title: books.title }).from(books).limit(1);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/show${url}`, headers: token ? authed(token) : {}, ...(payload ? { payload } : {}) });
const rowsOf = (id: number) => t.database.db.select().from(readingLogs).where(eq(readingLogs.memberId, id));

describe('reading log', () => {
  it('needs a member: 401 for every call, nothing written', async () => {
    for (const [method, url] of [['POST', '/readingLog/add'], ['GET', '/readingLog/list'], ['DELETE', '/readingLog/clear'], ['DELETE', '/readingLog/1']] as const) {
      const res = await call(method, url, undefined, method === 'POST' ? { type: A, itemId: article.id } : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().msg).toBe('登录状态已过期，请重新登录');
    }
    expect(await t.database.db.select().from(readingLogs)).toHaveLength(0);
  });

  it('refuses an unknown type or item with a Chinese message and writes nothing', async () => {
    expect((await call('POST', '/readingLog/add', member, { type: 99, itemId: article.id })).json()).toEqual({ code: 400, msg: '内容类型不正确' });
    expect((await call('POST', '/readingLog/add', member, { type: A, itemId: 99_999_999 })).json()).toEqual({ code: 404, msg: '该内容不存在或已下架' });
    expect(await rowsOf(memberId)).toHaveLength(0);
  });

  it('records a visit once per item, counts repeats, and lists the newest first with the item\'s card', async () => {
    expect((await call('POST', '/readingLog/add', member, { type: A, itemId: article.id })).json().data).toMatchObject({ type: A, itemId: article.id, readCount: 1 });
    await call('POST', '/readingLog/add', member, { type: B, itemId: book.id });
    expect((await call('POST', '/readingLog/add', member, { type: A, itemId: article.id })).json().data.readCount).toBe(2);
    expect(await rowsOf(memberId)).toHaveLength(2);

    const list = (await call('GET', '/readingLog/list', member)).json();
    expect(list.total).toBe(2);
    expect(list.rows.map((r: { type: number; itemId: number }) => [r.type, r.itemId])).toEqual([
      [A, article.id],
      [B, book.id],
    ]);
    expect(list.rows[0]).toMatchObject({ title: article.title, typeLabel: '文章', path: `/article/${article.id}`, readCount: 2, gone: false });
    expect(list.rows[1]).toMatchObject({ title: book.title, typeLabel: '图书', path: `/book/${book.id}` });
    // By type.
    expect((await call('GET', `/readingLog/list?type=${B}`, member)).json().rows.map((r: { itemId: number }) => r.itemId)).toEqual([book.id]);
    // Another member sees none of it.
    expect((await call('GET', '/readingLog/list', other)).json().total).toBe(0);
  });

  it('an item taken down since stays in the log, marked as gone, without a link', async () => {
    await t.database.db.update(articles).set({ articleStatus: 1 }).where(eq(articles.id, article.id));
    try {
      const row = (await call('GET', `/readingLog/list?type=${A}`, member)).json().rows[0];
      expect(row).toMatchObject({ itemId: article.id, gone: true, path: null, title: '该内容已不存在' });
    } finally {
      await t.database.db.update(articles).set({ articleStatus: 2 }).where(eq(articles.id, article.id));
    }
  });

  it('removes one of the member\'s own entries; another member\'s id is 404 and stays', async () => {
    const [mine] = await t.database.db.select().from(readingLogs).where(and(eq(readingLogs.memberId, memberId), eq(readingLogs.type, B)));
    expect((await call('DELETE', `/readingLog/${mine.id}`, other)).json()).toEqual({ code: 404, msg: '该阅读记录不存在' });
    expect(await rowsOf(memberId)).toHaveLength(2);
    expect((await call('DELETE', `/readingLog/${mine.id}`, member)).json()).toMatchObject({ code: 200, msg: '已删除' });
    expect((await rowsOf(memberId)).map((r) => r.type)).toEqual([A]);
  });

  it('clears the whole log of the member only', async () => {
    const [{ id: otherId }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_editor'));
    await call('POST', '/readingLog/add', other, { type: B, itemId: book.id });
    const res = (await call('DELETE', '/readingLog/clear', member)).json();
    expect(res).toEqual({ code: 200, msg: '阅读记录已清空', data: { removed: 1 } });
    expect(await rowsOf(memberId)).toHaveLength(0);
    expect(await rowsOf(otherId)).toHaveLength(1);
  });

  it(`keeps the newest ${READING_LOG_KEEP} items of a member`, async () => {
    const db = t.database.db;
    const old = Date.parse('2026-01-01T00:00:00Z');
    await db.insert(readingLogs).values(
      Array.from({ length: READING_LOG_KEEP }, (_, i) => ({ memberId, type: A, itemId: 1_000_000 + i, lastReadAt: new Date(old + i * 1000) })),
    );
    await call('POST', '/readingLog/add', member, { type: B, itemId: book.id });
    const rows = await rowsOf(memberId);
    expect(rows).toHaveLength(READING_LOG_KEEP);
    // The oldest went; the visit just made is there.
    expect(rows.some((r) => r.itemId === 1_000_000)).toBe(false);
    expect(rows.some((r) => r.type === B && r.itemId === book.id)).toBe(true);
  });
});
