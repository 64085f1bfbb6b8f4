import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { ancientBooks, articles, collections, journalPeriods, members } from '../../db/schema';

let t: TestApp;
let member: string;
let other: string;
let memberId: number;
let articleId: number;
let hiddenArticleId: number;
let period: { id: number; journalId: number };
const A = READER_ITEM_TYPES.article.type;
const ANCIENT = READER_ITEM_TYPES.ancient.type;

beforeAll(async () => {
  t = await makeTestApp();
  member = await signIn(t.app);
  other = await signIn(t.app, 'demo_editor');
  const db = t.database.db;
  [{ id: memberId }] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
  [{ id: articleId }] = await db.select({ id: articles.id }).from(articles).where(eq(articles.articleStatus, 2)).limit(1);
  // An unreviewed article is not public: it cannot be collected.
  [{ id: hiddenArticleId }] = await db.update(articles).set({ articleStatus: 1 }).where(eq(articles.id, articleId + 1)).returning({ id: articles.id });
  [period] = await db.select({ id: journalPeriods.id, journalId: journalPeriods.journalId }).from(journalPeriods).limit(1);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `/api/show${url}`, payload, headers: token ? authed(token) : {} });
const rowsOf = (memberIdValue: number, type: number, itemId: number) =>
  t.database.db.select().from(collections).where(and(eq(collections.memberId, memberIdValue), eq(collections.type, type), eq(collections.itemId, itemId)));

describe('POST /collect/addCollect', () => {
  it('needs a member (401) and writes nothing', async () => {
    const res = await post('/collect/addCollect', { type: A, itemId: articleId });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
  });

  it('collects once: a second add keeps one row; collect:false removes; no flag toggles', async () => {
    const first = await post('/collect/addCollect', { type: A, itemId: articleId, collect: true }, member);
    expect(first.json()).toEqual({ code: 200, msg: '收藏成功', data: { itemId: articleId, type: A, collected: true, count: 1 } });
    const again = await post('/collect/addCollect', { type: A, itemId: articleId, collect: true }, member);
    expect(again.json().data).toMatchObject({ collected: true, count: 1 });
    expect(await rowsOf(memberId, A, articleId)).toHaveLength(1);

    const off = await post('/collect/addCollect', { type: A, itemId: articleId, collect: false }, member);
    expect(off.json()).toMatchObject({ code: 200, msg: '已取消收藏', data: { collected: false, count: 0 } });
    expect(await rowsOf(memberId, A, articleId)).toHaveLength(0);

    expect((await post('/collect/addCollect', { type: A, itemId: articleId }, member)).json().data.collected).toBe(true);
    expect((await post('/collect/addCollect', { type: A, itemId: articleId }, member)).json().data.collected).toBe(false);
    expect((await post('/collect/addCollect', { type: A, itemId: articleId }, member)).json().data.collected).toBe(true);
    expect(await rowsOf(memberId, A, articleId)).toHaveLength(1);
  });

  it('concurrent adds still leave one row (unique index)', async () => {
    const bookType = READER_ITEM_TYPES.book.type;
    await Promise.all([1, 2, 3].map(() => post('/collect/addCollect', { type: bookType, itemId: 2, collect: true }, member)));
    expect(await rowsOf(memberId, bookType, 2)).toHaveLength(1);
  });

  it('refuses unknown types and missing items with Chinese messages', async () => {
    const cases: Array<[object, number, string]> = [
      [{ itemId: articleId }, 400, '请指定内容类型'],
      [{ type: 99, itemId: articleId }, 400, '内容类型不正确'],
      [{ type: 'x', itemId: articleId }, 400, '内容类型不正确'],
      [{ type: A }, 400, '请指定内容'],
      [{ type: A, itemId: 'abc' }, 400, '编号必须是正整数'],
      [{ type: A, itemId: 987654 }, 404, '该内容不存在或已下架'],
      [{ type: A, itemId: 99999999999 }, 404, '该内容不存在或已下架'],
      [{ type: A, itemId: hiddenArticleId }, 404, '该内容不存在或已下架'],
      [{ type: A, itemId: articleId, collect: 'maybe' }, 400, '收藏操作不正确'],
    ];
    for (const [body, code, msg] of cases) {
      const res = await post('/collect/addCollect', body, member);
      expect({ body, status: res.statusCode, json: res.json() }).toEqual({ body, status: code, json: { code, msg } });
    }
  });
});

describe('GET /collect/getCollectStatus and POST /collect/isCollect (401-exempt)', () => {
  it('answers signed-out callers "not collected", with the count', async () => {
    await post('/collect/addCollect', { type: A, itemId: articleId, collect: true }, member);
    const res = await get(`/collect/getCollectStatus?itemId=${articleId}&type=${A}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ itemId: articleId, type: A, collected: false, count: 1 });
    expect((await get(`/collect/getCollectStatus?itemId=${articleId}&type=${A}`, member)).json().data.collected).toBe(true);
    expect((await get(`/collect/getCollectStatus?itemId=${articleId}&type=${A}`, other)).json().data.collected).toBe(false);
    expect((await get(`/collect/getCollectStatus?itemId=${articleId}&type=${A}`, 'x'.repeat(43))).json().data.collected).toBe(false);
  });

  it('validates type and item', async () => {
    expect((await get(`/collect/getCollectStatus?itemId=${articleId}&type=0`)).json()).toEqual({ code: 400, msg: '内容类型不正确' });
    expect((await get(`/collect/getCollectStatus?itemId=777777&type=${A}`)).json()).toEqual({ code: 404, msg: '该内容不存在或已下架' });
  });

  it('isCollect answers which of several ids I collected; [] when signed out', async () => {
    const body = { type: A, itemIds: [articleId, 987654, articleId] };
    expect((await post('/collect/isCollect', body, member)).json()).toEqual({ code: 200, msg: '操作成功', data: { type: A, collected: [articleId] } });
    expect((await post('/collect/isCollect', { type: A, itemId: String(articleId) }, member)).json().data.collected).toEqual([articleId]);
    const out = await post('/collect/isCollect', body);
    expect(out.statusCode).toBe(200);
    expect(out.json().data.collected).toEqual([]);
    expect((await post('/collect/isCollect', { type: A }, member)).json()).toEqual({ code: 400, msg: '请指定内容' });
  });
});

describe('GET /collect/getCollect', () => {
  it('needs a member', async () => {
    expect((await get('/collect/getCollect')).json()).toEqual({ code: 401, msg: '登录状态已过期，请重新登录' });
  });

  it('lists my collections newest first, 10 a page, with title, authors and portal link, filterable by type', async () => {
    const bookType = READER_ITEM_TYPES.book.type;
    const periodType = READER_ITEM_TYPES.period.type;
    // 12 books (ids 1..12) plus the article and an issue.
    for (let id = 1; id <= 12; id++) await post('/collect/addCollect', { type: bookType, itemId: id, collect: true }, member);
    await post('/collect/addCollect', { type: periodType, itemId: period.id, collect: true }, member);
    const first = (await get('/collect/getCollect?pageNum=1', member)).json();
    expect(first.code).toBe(200);
    expect(first.total).toBe(14);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({ type: periodType, itemId: period.id, typeLabel: '期次', path: `/journal/${period.journalId}/period/${period.id}` });
    expect(first.rows[0].title).toMatch(/^\S+ \d{4}年第\d+期$/);
    const second = (await get('/collect/getCollect?pageNum=2&pageSize=10', member)).json();
    expect(second.rows).toHaveLength(4);
    const article = second.rows.find((r: any) => r.type === A);
    expect(article).toMatchObject({ itemId: articleId, typeLabel: '文章', path: `/article/${articleId}`, gone: false });
    expect(article.authors).toContain('《');

    const books = (await get(`/collect/getCollect?type=${bookType}&pageSize=50`, member)).json();
    expect(books.total).toBe(12);
    expect(books.rows.every((r: any) => r.type === bookType && r.path === `/book/${r.itemId}` && r.title)).toBe(true);
    // Other members see only their own.
    expect((await get('/collect/getCollect', other)).json().total).toBe(0);
  });

  it('validates paging and type', async () => {
    expect((await get('/collect/getCollect?pageSize=51', member)).json()).toEqual({ code: 400, msg: '每页条数不能超过50条' });
    expect((await get('/collect/getCollect?pageNum=0', member)).json()).toEqual({ code: 400, msg: '页码必须是正整数' });
    expect((await get('/collect/getCollect?type=99', member)).json()).toEqual({ code: 400, msg: '内容类型不正确' });
  });
});

describe('ancient books: /w_abm/wkapi/v1/ancientBook/collect/*', () => {
  const W = '/api/w_abm/wkapi/v1/ancientBook/collect';
  const count = async (id: number) => (await t.database.db.select({ n: ancientBooks.collectCount }).from(ancientBooks).where(eq(ancientBooks.id, id)))[0].n;

  it('status is open to signed-out readers; add keeps collect_count in step, also through /collect/addCollect', async () => {
    const before = await count(3);
    const out = await t.app.inject({ method: 'GET', url: `${W}/getCollectStatus?itemId=3` });
    expect(out.json()).toEqual({ code: 200, msg: '操作成功', data: { itemId: 3, type: ANCIENT, collected: false, count: before } });
    expect((await t.app.inject({ method: 'POST', url: `${W}/addCollect`, payload: { itemId: 3 } })).statusCode).toBe(401);

    const add = await t.app.inject({ method: 'POST', url: `${W}/addCollect`, payload: { itemId: 3, collect: true }, headers: authed(member) });
    expect(add.json()).toEqual({ code: 200, msg: '收藏成功', data: { itemId: 3, type: ANCIENT, collected: true, count: before + 1 } });
    await t.app.inject({ method: 'POST', url: `${W}/addCollect`, payload: { itemId: 3, collect: true }, headers: authed(member) });
    expect(await count(3)).toBe(before + 1);
    // The same collection seen by the generic calls, and removed through them.
    expect((await get(`/collect/getCollectStatus?itemId=3&type=${ANCIENT}`, member)).json().data).toMatchObject({ collected: true, count: before + 1 });
    await post('/collect/addCollect', { type: ANCIENT, itemId: 3, collect: true }, other);
    expect(await count(3)).toBe(before + 2);
    await post('/collect/addCollect', { type: ANCIENT, itemId: 3, collect: false }, member);
    expect(await count(3)).toBe(before + 1);
    const count2 = await t.app.inject({ method: 'GET', url: `/api/w_abm/wkapi/v1/ancientBook/collect/count?itemId=3` });
    expect(count2.json().data.count).toBe(before + 1);
  });

  it('needs an existing book', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${W}/getCollectStatus` })).json()).toEqual({ code: 400, msg: '请指定古籍' });
    expect((await t.app.inject({ method: 'GET', url: `${W}/getCollectStatus?itemId=987654` })).json()).toEqual({ code: 404, msg: '该古籍不存在或已下架' });
    const res = await t.app.inject({ method: 'POST', url: `${W}/addCollect`, payload: { itemId: 987654 }, headers: authed(member) });
    expect(res.json()).toEqual({ code: 404, msg: '该古籍不存在或已下架' });
  });
});
