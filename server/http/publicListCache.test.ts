import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';
import { CACHE_HEADER } from './publicListCache';

/** The cache of anonymous public lists (issue 30, goal 8), on as the server runs it. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await makeTestApp({ appOptions: { listCacheMs: 60_000 } });
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const BOOKS = '/api/show/common/book/list?pageNum=1&pageSize=5';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
/** Statements the database has run so far. */
const statements = () => t.database.gate.stats.executed;

describe('anonymous visitors\' public lists and searches', () => {
  it('the same list is answered again without the database, with the same body', async () => {
    const first = await get(BOOKS);
    expect(first.json().code).toBe(200);
    expect(first.headers[CACHE_HEADER]).toBeUndefined();
    const before = statements();
    const second = await get(BOOKS);
    expect(second.headers[CACHE_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(statements()).toBe(before);
  });

  it('a POST list is kept per body; a search too', async () => {
    const page = (n: number) => post('/api/show/es/getArticlesList', { pageNum: n, pageSize: 3 });
    const one = await page(1);
    const two = await page(2);
    expect(two.body).not.toBe(one.body);
    expect((await page(1)).headers[CACHE_HEADER]).toBe('hit');
    expect((await page(2)).body).toBe(two.body);
    await post('/api/show/es/list', { keyword: '图书' });
    const again = await post('/api/show/es/list', { keyword: '图书' });
    expect(again.headers[CACHE_HEADER]).toBe('hit');
    expect(again.json().code).toBe(200);
  });

  it('a signed-in reader always gets a fresh answer (answers may carry what is theirs)', async () => {
    await get(BOOKS);
    const before = statements();
    const res = await get(BOOKS, { authorization: `Bearer ${admin}` });
    expect(res.headers[CACHE_HEADER]).toBeUndefined();
    expect(statements()).toBeGreaterThan(before);
    expect((await get(BOOKS, { cookie: 'auth=1' })).headers[CACHE_HEADER]).toBeUndefined();
  });

  it('a refusal is not kept, and a detail (which counts a view) is never answered from it', async () => {
    const bad = '/api/show/common/book/list?pageNum=1&pageSize=5&outYear=abc';
    expect((await get(bad)).json().code).toBe(400);
    expect((await get(bad)).headers[CACHE_HEADER]).toBeUndefined();
    const id = (await get(BOOKS)).json().rows[0].id as number;
    await get(`/api/show/common/book/${id}`);
    expect((await get(`/api/show/common/book/${id}`)).headers[CACHE_HEADER]).toBeUndefined();
  });

  it('a write through this process empties it at once: the new book is on the next list', async () => {
    const list = '/api/show/common/book/list?pageNum=1&pageSize=50&keyword=敦煌';
    const titles = async () => ((await get(encodeURI(list))).json().rows as Array<{ title: string }>).map((r) => r.title);
    expect(await titles()).not.toContain('敦煌写本研究通论');
    expect((await get(encodeURI(list))).headers[CACHE_HEADER]).toBe('hit');
    const created = await post('/api/show/manage/book', { title: '敦煌写本研究通论', authors: '林清源', publisher: '上海古籍出版社', priceFen: 5800 }, { authorization: `Bearer ${admin}` });
    expect(created.json().code).toBe(200);
    expect(await titles()).toContain('敦煌写本研究通论');
  });
});

describe('visitors who ask the same list at once', () => {
  it('share one answer from the database', async () => {
    const url = '/api/show/common/thesis/list?pageNum=2&pageSize=7';
    const before = statements();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers[CACHE_HEADER] === 'hit')).toHaveLength(7);
    // One list's statements (its count and its page), not eight lists'.
    expect(statements() - before).toBeLessThanOrEqual(3);
  });
});
