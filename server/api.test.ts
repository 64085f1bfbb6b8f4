import { count, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../tests/helpers/app';
import { DICTS } from '../src/shared/dict';
import { articles, banners, books, dictData, journalPeriods, journals, members } from './db/schema';
import { AppError, ok } from './http/envelope';
import { mount } from './http/routes';

const CHINESE = /[\u4e00-\u9fa5]/;

/** Every answer is an envelope whose `code` is mirrored in the HTTP status. */
function envelope(res: LightMyRequestResponse): Record<string, any> {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  expect(res.statusCode).toBe(body.code);
  return body;
}

function okBody(res: LightMyRequestResponse): Record<string, any> {
  const body = envelope(res);
  expect(body.code, body.msg).toBe(200);
  return body;
}

function failure(res: LightMyRequestResponse, code: number): string {
  const body = envelope(res);
  expect(body.code).toBe(code);
  expect(body.msg).toMatch(CHINESE);
  expect(body).not.toHaveProperty('rows');
  expect(body).not.toHaveProperty('data');
  expect(JSON.stringify(body)).not.toMatch(/stack|node_modules|\.ts:\d/);
  return body.msg;
}

/** A page `{code, msg, rows, total}` and nothing else. */
function pageBody(res: LightMyRequestResponse): { rows: any[]; total: number } {
  const body = okBody(res);
  expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'rows', 'total']);
  expect(Array.isArray(body.rows)).toBe(true);
  expect(Number.isInteger(body.total)).toBe(true);
  return body as { rows: any[]; total: number };
}

// Rows of our own, found by a keyword no seed will contain, so the seed's contents never matter.
const BOOK_TAG = '分页测试图书';
const BOOK_COUNT = 25;
const JOURNAL_TAG = '分页测试期刊';

let t: TestApp;
let app: FastifyInstance;
let journalId: number;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  const db = t.database.db;
  await db.insert(books).values(
    Array.from({ length: BOOK_COUNT }, (_, i) => ({
      title: `${BOOK_TAG}第${i + 1}册`,
      authors: '张三;李四',
      publisher: '测试出版社',
      isbn: `978-7-${String(i).padStart(5, '0')}`,
      publishDate: `2020-01-${String(i + 1).padStart(2, '0')}`,
      // Unique and not in insertion order, so an ordering is visible.
      priceFen: ((i * 7) % BOOK_COUNT) * 100 + 50,
      views: i,
      catalogue: '第一章 绪论',
    })),
  );
  const [j] = await db
    .insert(journals)
    .values(Array.from({ length: 16 }, (_, i) => ({ name: `${JOURNAL_TAG}${String.fromCharCode(65 + i)}`, foundedYear: 1950 + i, sponsor: '测试大学' })))
    .returning({ id: journals.id });
  journalId = j.id;
  const [p] = await db.insert(journalPeriods).values({ journalId, year: 2024, issue: 3 }).returning({ id: journalPeriods.id });
  await db.insert(articles).values(
    Array.from({ length: 23 }, (_, i) => ({
      journalId,
      periodId: p.id,
      title: `测试文章${i + 1}`,
      authors: '王五',
      fullText: '正文不应出现在列表里',
      articleStatus: i === 0 ? 1 : 2, // one unreviewed article, never listed
      publishDate: `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
    })),
  );
  await db.insert(banners).values([
    { title: '测试轮播甲', imageUrl: '/img/a.png', sort: 9001 },
    { title: '测试轮播乙', imageUrl: '/img/b.png', sort: 9000 },
    { title: '测试轮播停用', imageUrl: '/img/c.png', sort: 9002, enabled: false },
    { title: '测试期刊页轮播', imageUrl: '/img/d.png', position: 'journal', sort: 9003 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

/**
 * Rows in the tables an injected `orderByColumn` would aim at. Taken before and after a refused
 * request: a dropped or emptied table makes the second call throw or differ. The seed has members
 * (the platform admin at least) and this file added BOOK_COUNT books, so neither count is 0.
 */
async function rowCounts(): Promise<{ members: number; books: number }> {
  const [{ m }] = await t.database.db.select({ m: count() }).from(members);
  const [{ b }] = await t.database.db.select({ b: count() }).from(books);
  const counts = { members: Number(m), books: Number(b) };
  expect(counts.members).toBeGreaterThan(0);
  expect(counts.books).toBeGreaterThanOrEqual(BOOK_COUNT);
  return counts;
}

const bookList = (query: string) => app.inject({ method: 'GET', url: `/api/show/common/book/list?keyword=${encodeURIComponent(BOOK_TAG)}&${query}` });

describe('test database', () => {
  it('is PostgreSQL when TEST_DATABASE_URL is set, else PGlite', () => {
    expect(t.database.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('envelope and paging', () => {
  it('a page is {code, msg, rows, total} with HTTP 200', async () => {
    const res = await bookList('pageNum=1&pageSize=10');
    const body = pageBody(res);
    expect(body.total).toBe(BOOK_COUNT);
    expect(body.rows).toHaveLength(10);
    expect(body.rows[0].title).toContain(BOOK_TAG);
    // The catalogue is left out of list rows.
    expect(body.rows[0]).not.toHaveProperty('catalogue');
  });

  it('the default page size is the resource one (15 for books)', async () => {
    expect(pageBody(await bookList('')).rows).toHaveLength(15);
  });

  it('the second page differs from the first and the last page is partial', async () => {
    const first = pageBody(await bookList('pageNum=1&pageSize=10')).rows.map((r) => r.id);
    const second = pageBody(await bookList('pageNum=2&pageSize=10')).rows.map((r) => r.id);
    const third = pageBody(await bookList('pageNum=3&pageSize=10'));
    expect(second).toHaveLength(10);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(third.rows).toHaveLength(5);
    expect(third.total).toBe(BOOK_COUNT);
    expect(new Set([...first, ...second, ...third.rows.map((r) => r.id)]).size).toBe(BOOK_COUNT);
  });

  it('a page past the end is empty with the total', async () => {
    const body = pageBody(await bookList('pageNum=9&pageSize=10'));
    expect(body.rows).toEqual([]);
    expect(body.total).toBe(BOOK_COUNT);
  });

  it('pageSize over the maximum is a 400 with a Chinese msg', async () => {
    expect(failure(await bookList('pageSize=101'), 400)).toBe('每页条数不能超过100条');
    expect(pageBody(await bookList('pageSize=100')).rows).toHaveLength(BOOK_COUNT);
  });

  it.each(['0', '-1', 'abc', '1.5'])('pageNum=%s is a 400 with a Chinese msg', async (pageNum) => {
    expect(failure(await bookList(`pageNum=${pageNum}`), 400)).toBe('页码必须是正整数');
  });

  it('a page number too large for the database is a 400, not a 500', async () => {
    expect(failure(await bookList('pageNum=99999999999999999999'), 400)).toBe('页码必须是正整数');
    expect(failure(await bookList('pageNum=1e300'), 400)).toBe('页码必须是正整数');
    expect(failure(await bookList('pageNum=9007199254740991&pageSize=100'), 400)).toBe('页码过大，请从第一页重新查询');
    // Far past the end but representable: an empty page, not an error.
    const far = pageBody(await bookList('pageNum=1000000000000&pageSize=100'));
    expect(far).toMatchObject({ rows: [], total: BOOK_COUNT });
  });

  it('pageSize=0 is a 400', async () => {
    expect(failure(await bookList('pageSize=0'), 400)).toBe('每页条数必须是正整数');
  });

  it('paging in a JSON body (POST lists) works the same way', async () => {
    const post = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/show/es/getJournalList', payload: { keyword: JOURNAL_TAG, ...payload } });
    const first = pageBody(await post({ pageNum: 1, pageSize: 14 }));
    expect(first.total).toBe(16);
    expect(first.rows).toHaveLength(14);
    const second = pageBody(await post({ pageNum: 2, pageSize: 14 }));
    expect(second.rows).toHaveLength(2);
    expect(second.rows.map((r) => r.id).filter((id: number) => first.rows.some((r) => r.id === id))).toEqual([]);
    expect(failure(await post({ pageNum: 0 }), 400)).toBe('页码必须是正整数');
    expect(failure(await post({ pageNum: true }), 400)).toBe('页码必须是正整数');
    expect(failure(await post({ pageSize: 500 }), 400)).toBe('每页条数不能超过100条');
  });

  it('a whitelisted orderByColumn: asc and desc give reversed orders', async () => {
    const asc = pageBody(await bookList('pageSize=25&orderByColumn=priceFen&isAsc=asc')).rows;
    const desc = pageBody(await bookList('pageSize=25&orderByColumn=priceFen&isAsc=desc')).rows;
    expect(asc).toHaveLength(BOOK_COUNT);
    const prices = asc.map((r) => r.priceFen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
  });

  it('ordering a POST list through the body', async () => {
    const post = (isAsc: string) =>
      app.inject({
        method: 'POST',
        url: '/api/show/es/getJournalList',
        payload: { keyword: JOURNAL_TAG, pageNum: 1, pageSize: 16, orderByColumn: 'foundedYear', isAsc },
      });
    const asc = pageBody(await post('asc')).rows.map((r) => r.foundedYear);
    const desc = pageBody(await post('desc')).rows.map((r) => r.foundedYear);
    expect(asc).toEqual(Array.from({ length: 16 }, (_, i) => 1950 + i));
    expect(desc).toEqual([...asc].reverse());
  });

  it.each(['title', 'price_fen', 'id;drop table member--', 'name desc, (select 1)', "priceFen'--", 'priceFen desc'])(
    'orderByColumn %j is refused with a 400 and the tables stay',
    async (column) => {
      const before = await rowCounts();
      const msg = failure(await bookList(`orderByColumn=${encodeURIComponent(column)}&isAsc=asc`), 400);
      expect(msg).toMatch(/^不支持按“.*”排序$/);
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('an injection through a POST body orderByColumn is refused too', async () => {
    const before = await rowCounts();
    const res = await app.inject({
      method: 'POST',
      url: '/api/show/es/getJournalList',
      payload: { pageNum: 1, pageSize: 14, orderByColumn: 'id;drop table member--' },
    });
    failure(res, 400);
    expect(await rowCounts()).toEqual(before);
  });

  it('isAsc other than asc/desc is a 400', async () => {
    expect(failure(await bookList('orderByColumn=views&isAsc=up'), 400)).toBe('排序方向只能是 asc 或 desc');
  });

  it('keyword wildcards are taken literally', async () => {
    expect(pageBody(await app.inject({ method: 'GET', url: '/api/show/common/book/list?keyword=%25' })).total).toBe(0);
    expect(pageBody(await app.inject({ method: 'GET', url: '/api/show/common/book/list?keyword=_' })).total).toBe(0);
  });

  it('a single book is {code, msg, data}; a missing one is a 404 envelope', async () => {
    const [b] = await t.database.db.select({ id: books.id }).from(books).where(eq(books.title, `${BOOK_TAG}第1册`));
    const body = okBody(await app.inject({ method: 'GET', url: `/api/show/common/book/${b.id}` }));
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    expect(body.data.title).toBe(`${BOOK_TAG}第1册`);
    expect(failure(await app.inject({ method: 'GET', url: '/api/show/common/book/987654' }), 404)).toBe('该图书不存在或已下架');
    failure(await app.inject({ method: 'GET', url: '/api/show/common/book/abc' }), 400);
  });
});

describe('journals and articles', () => {
  it('articles list names their journal and issue, skips unreviewed ones and the full text', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/show/es/getArticlesList', payload: { journalId, pageNum: 3, pageSize: 10 } });
    const body = pageBody(res);
    expect(body.total).toBe(22);
    expect(body.rows).toHaveLength(2);
    for (const row of body.rows) {
      expect(row.journalName).toBe(`${JOURNAL_TAG}A`);
      expect(row.year).toBe(2024);
      expect(row.issue).toBe(3);
      expect(row).not.toHaveProperty('fullText');
      expect(row.articleStatus).toBe(2);
    }
  });

  it('a journal by id, and a 404 for a missing one', async () => {
    const body = okBody(await app.inject({ method: 'GET', url: `/api/show/exhibition/journal/details/${journalId}` }));
    expect(body.data.name).toBe(`${JOURNAL_TAG}A`);
    failure(await app.inject({ method: 'GET', url: '/api/show/exhibition/journal/details/99999999' }), 404);
  });

  it('a filter of the wrong type is a 400 with a Chinese msg', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/show/es/getArticlesList', payload: { journalId: 'x' } });
    // The resource declaration's own Chinese message, not zod's English one for a coerced NaN.
    expect(failure(res, 400)).toBe('期刊编号不正确');
    const core = await app.inject({ method: 'POST', url: '/api/show/es/getJournalList', payload: { isCore: 'maybe' } });
    expect(failure(core, 400)).toBe('是否核心期刊参数不正确');
  });
});

describe('dictionaries', () => {
  it('law_status gives its four statuses with labels, in order', async () => {
    const body = okBody(await app.inject({ method: 'GET', url: '/api/show/dict/data/type/law_status' }));
    expect(body.data.map((r: any) => [r.dictValue, r.dictLabel])).toEqual([
      ['1', '有效'],
      ['3', '尚未生效'],
      ['5', '已被修改'],
      ['9', '已废止'],
    ]);
    for (const row of body.data) expect(row.dictType).toBe('law_status');
  });

  it('every dictionary of src/shared/dict.ts is served as declared', async () => {
    for (const [type, items] of Object.entries(DICTS)) {
      const body = okBody(await app.inject({ method: 'GET', url: `/api/show/dict/data/type/${type}` }));
      expect(body.data.map((r: any) => [r.dictValue, r.dictLabel]), type).toEqual(items.map((i) => [i.value, i.label]));
    }
  });

  it('an unknown type is a 404 envelope', async () => {
    expect(failure(await app.inject({ method: 'GET', url: '/api/show/dict/data/type/no_such_dict' }), 404)).toContain('no_such_dict');
  });

  it.each(['Law-Status', '1abc', "law_status'%20or%201=1--", 'x'.repeat(65)])('a malformed type %j is a 400', async (type) => {
    expect(failure(await app.inject({ method: 'GET', url: `/api/show/dict/data/type/${type}` }), 400)).toBe('字典类型格式不正确');
  });

  it('the dictionary table is untouched by the malformed calls', async () => {
    const [{ n }] = await t.database.db.select({ n: count() }).from(dictData);
    expect(Number(n)).toBe(Object.values(DICTS).reduce((s, items) => s + items.length, 0));
  });
});

describe('banners and statistics', () => {
  it('/first/pic/show returns the enabled home banners as data.list, highest sort first', async () => {
    const body = okBody(await app.inject({ method: 'GET', url: '/api/show/first/pic/show' }));
    expect(Array.isArray(body.data.list)).toBe(true);
    const titles = body.data.list.map((b: any) => b.title);
    expect(titles).toContain('测试轮播甲');
    expect(titles.indexOf('测试轮播甲')).toBeLessThan(titles.indexOf('测试轮播乙'));
    expect(titles).not.toContain('测试轮播停用');
    expect(titles).not.toContain('测试期刊页轮播');
    expect(body.data.list[0]).toMatchObject({ imageUrl: expect.any(String), position: 'home' });
  });

  it('/first/pic/show?position=journal returns that position only', async () => {
    const body = okBody(await app.inject({ method: 'GET', url: '/api/show/first/pic/show?position=journal' }));
    expect(body.data.list.map((b: any) => b.title)).toContain('测试期刊页轮播');
    for (const b of body.data.list) expect(b.position).toBe('journal');
  });

  it('/common/totle counts each content kind as its public list does', async () => {
    const body = okBody(await app.inject({ method: 'GET', url: '/api/show/common/totle' }));
    for (const key of ['journal', 'period', 'article', 'book', 'newspaper', 'law', 'standard', 'thesis', 'member']) {
      expect(Number.isInteger(body.data[key]), key).toBe(true);
    }
    // Exactly the rows in the tables (the seed's plus this file's), not "at least ours".
    const rows = async (table: typeof books | typeof journalPeriods | typeof members) => Number((await t.database.db.select({ n: count() }).from(table))[0].n);
    const listTotal = async (url: string, payload?: object) =>
      (await app.inject({ method: payload ? 'POST' : 'GET', url, payload })).json().total as number;
    expect({ book: body.data.book, period: body.data.period, member: body.data.member }).toEqual({
      book: await rows(books),
      // Issues count once they are out (their publish date reached), as the issue lists show them;
      // this file's own issue has no date yet.
      period: Number((await t.database.db.select({ n: count() }).from(journalPeriods).where(lte(journalPeriods.publishDate, sql`current_date`)))[0].n),
      member: await rows(members),
    });
    // The home page's 期刊 and 文章 are what /journal and the article lists show.
    expect(body.data.journal).toBe(await listTotal('/api/show/es/getJournalList', { pageNum: 1, pageSize: 14 }));
    expect(body.data.article).toBe(await listTotal('/api/show/es/getArticlesList', { pageNum: 1, pageSize: 10 }));
    expect(body.data.journal).toBeLessThan(Number((await t.database.db.select({ n: count() }).from(journals))[0].n));
    expect(body.data.book).toBeGreaterThanOrEqual(BOOK_COUNT);
  });
});

describe('fallbacks, errors and headers', () => {
  it.each([
    ['GET', '/api/show/nope'],
    ['GET', '/api/auth/nope'],
    ['POST', '/api/show/nope'],
    ['GET', '/api'],
    ['GET', '/api/show/es/getJournalList'], // exists, but as POST only
  ] as const)('%s %s is a 404 envelope', async (method, url) => {
    const body = envelope(await app.inject({ method, url }));
    expect(body).toEqual({ code: 404, msg: '请求的接口不存在' });
  });

  it('a path outside /api without a built front end is a plain 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/journal/1' });
    expect(res.statusCode).toBe(404);
  });

  it('a JSON body over 1 MiB is a 413 envelope', async () => {
    const payload = JSON.stringify({ pageNum: 1, keyword: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.inject({ method: 'POST', url: '/api/show/es/getJournalList', headers: { 'content-type': 'application/json' }, payload });
    expect(failure(res, 413)).toBe('提交的内容过大，请压缩后重试');
  });

  it('malformed JSON is a 400 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/show/es/getJournalList', headers: { 'content-type': 'application/json' }, payload: '{"pageNum":' });
    failure(res, 400);
  });

  it('an unsupported content type is an error envelope, not a crash', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/show/es/getJournalList', headers: { 'content-type': 'application/x-custom' }, payload: 'abc' });
    const body = envelope(res);
    expect(body.code).toBeGreaterThanOrEqual(400);
    expect(body.code).toBeLessThan(500);
    expect(body.msg).toMatch(CHINESE);
  });

  it('security headers are set on API answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/show/common/totle' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('security headers are set on 404 answers too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/show/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});

describe('unhandled exceptions', () => {
  let boom: TestApp;
  // The test routes do not touch the database; mount() only passes it through.
  const noDb = undefined as never;

  beforeAll(async () => {
    boom = await makeTestApp({
      seed: false,
      beforeReady: (a, db) => {
        // A route that hands an unchecked request value to the database: PostgreSQL refuses it.
        mount(a, db, 'GET', '/test/pastInt4', async (ctx) => {
          await db.execute(sql`select ${String(ctx.params.id)}::int as id`);
          return ok(null);
        });
        mount(a, noDb, 'GET', '/test/boom', () => {
          throw new Error('connection to 10.0.0.5 refused at /srv/wenku/server/secret.ts:12');
        });
        mount(a, noDb, 'GET', '/test/reject', async () => {
          await Promise.resolve();
          throw new TypeError("Cannot read properties of undefined (reading 'id')");
        });
        mount(a, noDb, 'GET', '/test/handled', () => {
          throw new AppError(500, '支付服务暂时不可用，请稍后再试');
        });
        mount(a, noDb, 'GET', '/test/business', () => {
          throw new AppError(1101404, '当前IP不允许登录，请使用账号登录');
        });
      },
    });
  });

  afterAll(async () => {
    await boom?.close();
  });

  it.each(['/api/show/test/boom', '/api/show/test/reject'])('%s is a 500 with a Chinese msg and no internals', async (url) => {
    const res = await boom.app.inject({ method: 'GET', url });
    const body = envelope(res);
    expect(body).toEqual({ code: 500, msg: '服务器繁忙，请稍后重试' });
    expect(res.body).not.toMatch(/secret|10\.0\.0\.5|stack|Cannot read|TypeError/);
  });

  it('a value its column cannot hold (a data exception, SQLSTATE 22003) is the client\'s 400, not a 500', async () => {
    const res = await boom.app.inject({ method: 'GET', url: '/api/show/test/pastInt4?id=9007199254740991' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请求参数不正确，请检查后重试' });
  });

  it('a handled 500 (AppError) keeps its Chinese msg', async () => {
    const body = envelope(await boom.app.inject({ method: 'GET', url: '/api/show/test/handled' }));
    expect(body).toEqual({ code: 500, msg: '支付服务暂时不可用，请稍后再试' });
  });

  it('a business code outside HTTP statuses is sent as HTTP 400 with its code', async () => {
    const res = await boom.app.inject({ method: 'GET', url: '/api/show/test/business' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1101404, msg: '当前IP不允许登录，请使用账号登录' });
  });

  it('the app keeps serving after an exception', async () => {
    await boom.app.inject({ method: 'GET', url: '/api/show/test/boom' });
    okBody(await boom.app.inject({ method: 'GET', url: '/api/show/common/totle' }));
  });
});

describe('request bodies', () => {
  it('a POST with a JSON content type and no body is an empty object, not a 400', async () => {
    const t2 = await makeTestApp({ seed: false });
    try {
      const res = await t2.app.inject({ method: 'POST', url: '/api/show/es/getJournalList', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(200);
      const bad = await t2.app.inject({ method: 'POST', url: '/api/show/es/getJournalList', headers: { 'content-type': 'application/json' }, payload: '{"pageNum":' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ code: 400, msg: '请求参数不正确，请检查后重试' });
    } finally {
      await t2.close();
    }
  });
});
