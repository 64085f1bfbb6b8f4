import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { errorCorrections, members } from '../../db/schema';
import { insertCrawlFixture, type CrawlFixture } from '../publicItems/testFixtures';

const URL = '/api/w_bc/wkapi/v1/errorCorrection';
const LIST_URL = `${URL}/list`;

let t: TestApp;
let f: CrawlFixture;

beforeAll(async () => {
  t = await makeTestApp();
  f = await insertCrawlFixture(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(errorCorrections);
  return Number(row!.n);
}

function post(body: unknown, headers: Record<string, string> = {}, app: FastifyInstance = t.app, remoteAddress?: string) {
  return app.inject({ method: 'POST', url: URL, payload: body as object, headers, remoteAddress });
}

const valid = () => ({ type: 1, itemId: f.articleId, errorType: '错别字', content: '第二段“图书管”应为“图书馆”' });

describe('POST /w_bc/wkapi/v1/errorCorrection', () => {
  it('stores an anonymous report with the client address and thanks the reader', async () => {
    const marker = `摘要第一句有错别字-${Date.now()}`;
    const res = await post({ ...valid(), content: ` ${marker} `, contact: ' reader@example.com ' }, {}, t.app, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '感谢您的纠错，我们会尽快核实处理' });
    const rows = await t.database.db.select().from(errorCorrections).where(eq(errorCorrections.content, marker));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 1,
      itemId: f.articleId,
      errorType: '错别字',
      contact: 'reader@example.com',
      memberId: null,
      ip: '203.0.113.9',
      status: 0,
    });
  });

  it('records the signed-in member, and treats a bad token as anonymous rather than refusing', async () => {
    const token = await signIn(t.app, 'demo_member');
    const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    const signedRes = await post({ ...valid(), type: '8', itemId: String(f.thesisId), errorType: '内容错误', content: '导师姓名有误' }, authed(token));
    expect(signedRes.statusCode).toBe(200);
    const [signedRow] = await t.database.db.select().from(errorCorrections).where(eq(errorCorrections.content, '导师姓名有误'));
    expect(signedRow).toMatchObject({ type: 8, itemId: f.thesisId, memberId: member!.id });

    const stale = await post({ ...valid(), type: 4, itemId: f.bookId, errorType: '链接失效', content: '试读链接打不开' }, authed('no-such-token'));
    expect(stale.statusCode).toBe(200);
    const [staleRow] = await t.database.db.select().from(errorCorrections).where(eq(errorCorrections.content, '试读链接打不开'));
    expect(staleRow!.memberId).toBeNull();
  });

  it.each([
    ['missing type', { type: undefined }, '请指定纠错的内容类型'],
    ['unknown type', { type: 99 }, '纠错的内容类型不正确'],
    ['non-numeric type', { type: '文章' }, '纠错的内容类型不正确'],
    ['missing itemId', { itemId: undefined }, '纠错的内容编号不正确'],
    ['zero itemId', { itemId: 0 }, '纠错的内容编号不正确'],
    ['fractional itemId', { itemId: 1.5 }, '纠错的内容编号不正确'],
    ['non-numeric itemId', { itemId: 'abc' }, '纠错的内容编号不正确'],
    ['itemId past the integer range', { itemId: 3_000_000_000 }, '纠错的内容编号不正确'],
    ['unknown errorType', { errorType: '排版问题' }, '请选择错误类型：错别字、内容错误、图片错误、链接失效、其他'],
    ['missing errorType', { errorType: undefined }, '请选择错误类型：错别字、内容错误、图片错误、链接失效、其他'],
    ['missing content', { content: undefined }, '请填写纠错内容'],
    ['blank content', { content: '   ' }, '请填写纠错内容'],
    ['content over 1000 characters', { content: '错'.repeat(1001) }, '纠错内容不能超过1000个字'],
    ['contact over 100 characters', { contact: '联'.repeat(101) }, '联系方式不能超过100个字'],
    ['contact that is not text', { contact: 12345 }, '联系方式格式不正确'],
  ])('rejects %s with a Chinese 400 and writes nothing', async (_name, change, msg) => {
    const before = await rowCount();
    const res = await post({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await rowCount()).toBe(before);
  });

  it('accepts the longest allowed content and contact', async () => {
    const res = await post({ ...valid(), errorType: '其他', content: '错'.repeat(1000), contact: '联'.repeat(100) });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an unknown article', () => ({ type: 1, itemId: 999_999 })],
    ['an unreviewed article', () => ({ type: 1, itemId: f.hiddenArticleId })],
    ['an unknown book', () => ({ type: 4, itemId: 999_999 })],
  ])('answers %s with 404 and writes nothing', async (_name, item) => {
    const before = await rowCount();
    const res = await post({ ...valid(), ...item() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '纠错的内容不存在或已下线，请刷新页面后重试' });
    expect(await rowCount()).toBe(before);
  });

  it('accepts reports on any local history type (all have detail pages)', async () => {
    const res = await post({ ...valid(), type: 7, itemId: f.oldLocalHistoryId, errorType: '图片错误' });
    expect(res.statusCode).toBe(200);
  });

  it('limits one client to 5 reports a minute when rate limiting is on', async () => {
    const limited = await makeTestApp({ seed: false, appOptions: { rateLimitMax: 1000 } });
    try {
      const fx = await insertCrawlFixture(limited.database.db);
      const body = { type: 4, itemId: fx.bookId, errorType: '其他', content: '限流测试' };
      for (let i = 0; i < 5; i++) expect((await post(body, {}, limited.app, '198.51.100.20')).statusCode).toBe(200);
      const sixth = await post(body, {}, limited.app, '198.51.100.20');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toMatch(/请求过于频繁/);
      expect((await post(body, {}, limited.app, '198.51.100.21')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /w_bc/wkapi/v1/errorCorrection/list', () => {
  it('lists reports newest first for the platform admin, with the item path', async () => {
    await post({ ...valid(), content: '列表测试：最新一条' });
    const token = await signIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `${LIST_URL}?pageNum=1&pageSize=5&type=1`, headers: authed(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.rows.length).toBeLessThanOrEqual(5);
    expect(body.rows[0]).toMatchObject({ content: '列表测试：最新一条', type: 1, typeLabel: '文章', path: `/article/${f.articleId}`, status: 0 });
    expect(body.rows.every((r: { type: number }) => r.type === 1)).toBe(true);

    const tooBig = await t.app.inject({ method: 'GET', url: `${LIST_URL}?pageSize=101`, headers: authed(token) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().msg).toBe('每页条数不能超过100条');
    const badStatus = await t.app.inject({ method: 'GET', url: `${LIST_URL}?status=7`, headers: authed(token) });
    expect(badStatus.statusCode).toBe(400);
  });

  it('refuses readers (403) and signed-out callers (401)', async () => {
    const member = await signIn(t.app, 'demo_member');
    const asMember = await t.app.inject({ method: 'GET', url: LIST_URL, headers: authed(member) });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().msg).toBe('没有权限执行该操作');
    const anonymous = await t.app.inject({ method: 'GET', url: LIST_URL });
    expect(anonymous.statusCode).toBe(401);
  });
});
