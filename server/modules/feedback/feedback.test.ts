import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { suggestions } from '../../db/schema';

const URL = '/api/show/exhibition/addSuggestion';

let t: TestApp;
let app: FastifyInstance;

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(suggestions);
  return Number(row.n);
}

function post(body: unknown, target: FastifyInstance = app, remoteAddress?: string) {
  return target.inject({ method: 'POST', url: URL, payload: body as object, remoteAddress });
}

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  app = t.app;
});

afterAll(async () => {
  await t?.close();
});

describe('POST /exhibition/addSuggestion', () => {
  it('stores exactly one row with the client address and thanks the reader', async () => {
    const marker = `页面加载有点慢，建议优化-${Date.now()}`;
    const before = await rowCount();
    const res = await post({ contact: ' 张老师 ', phone: '13812345678', email: 'reader@example.com', content: marker }, app, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: '感谢您的宝贵意见，我们会尽快处理' });
    expect(await rowCount()).toBe(before + 1);
    const rows = await t.database.db.select().from(suggestions).where(eq(suggestions.content, marker));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contact: '张老师', phone: '13812345678', email: 'reader@example.com', ip: '203.0.113.7' });
    expect(rows[0].createTime).toBeInstanceOf(Date);
  });

  it('accepts a suggestion without contact details (blank optional fields are stored as absent)', async () => {
    const before = await rowCount();
    const res = await post({ contact: '', phone: '', email: '', content: '希望增加更多地方志资源' });
    expect(res.statusCode).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    const [row] = await t.database.db.select().from(suggestions).where(eq(suggestions.content, '希望增加更多地方志资源'));
    expect(row).toMatchObject({ contact: '', phone: null, email: null });
  });

  it.each([
    ['empty', { content: '' }],
    ['blank', { content: '   ' }],
    ['missing', { contact: '李四' }],
  ])('rejects %s content with 输入框内容不能为空 and writes nothing', async (_name, body) => {
    const before = await rowCount();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '输入框内容不能为空' });
    expect(await rowCount()).toBe(before);
  });

  it.each(['12345678901', '1381234567', '138123456789', 'abcdefghijk'])('rejects phone %s with 请输入正确的手机号码', async (phone) => {
    const before = await rowCount();
    const res = await post({ phone, content: '建议内容' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect(await rowCount()).toBe(before);
  });

  it('rejects content over 1000 characters, a bad email and a long contact name', async () => {
    const before = await rowCount();
    const long = await post({ content: '字'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toBe('建议内容不能超过1000个字');
    expect((await post({ content: '字'.repeat(1000) })).statusCode).toBe(200);
    const email = await post({ email: 'not-an-email', content: '建议' });
    expect(email.statusCode).toBe(400);
    expect(email.json().msg).toBe('请输入正确的邮箱地址');
    const contact = await post({ contact: '名'.repeat(31), content: '建议' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().msg).toBe('联系人不能超过30个字');
    expect(await rowCount()).toBe(before + 1);
  });

  it('limits one client to 5 suggestions a minute when rate limiting is on', async () => {
    const limited = await makeTestApp({ seed: false, appOptions: { rateLimitMax: 1000 } });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await post({ content: `限流测试${i}` }, limited.app, '198.51.100.9')).statusCode).toBe(200);
      }
      const sixth = await post({ content: '限流测试5' }, limited.app, '198.51.100.9');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().msg).toMatch(/请求过于频繁/);
      // Another client is not affected.
      expect((await post({ content: '另一位读者' }, limited.app, '198.51.100.10')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
