import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { books, sensitiveWords } from '../../server/db/schema';
import { seedAccounts } from '../../server/db/seed/accounts';
import { seedDicts } from '../../server/db/seed/dicts';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';
import { EnvelopeError } from '../shared/envelope';
import { dataProvider } from './data';
import { http } from './axiosInstance';

// The data provider against the real server (no mocks): Refine verbs → the spec's paths and envelope.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await seedDicts(t.database.db);
  await seedAccounts(t.database.db);
  await t.database.db.insert(books).values(
    Array.from({ length: 23 }, (_, i) => ({ title: `测试图书${String(i + 1).padStart(2, '0')}`, authors: '作者', priceFen: (i + 1) * 100 })),
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.baseURL = address;
  http.defaults.adapter = 'http';
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('dataProvider', () => {
  it('getList pages on the server and passes the sorter as orderByColumn/isAsc', async () => {
    const first = await dataProvider.getList({ resource: 'books', pagination: { currentPage: 1, pageSize: 10 }, sorters: [{ field: 'priceFen', order: 'asc' }] });
    expect(first.total).toBe(23);
    expect(first.data).toHaveLength(10);
    expect(first.data[0].title).toBe('测试图书01');
    const third = await dataProvider.getList({ resource: 'books', pagination: { currentPage: 3, pageSize: 10 }, sorters: [{ field: 'priceFen', order: 'asc' }] });
    expect(third.data.map((b) => b.title)).toEqual(['测试图书21', '测试图书22', '测试图书23']);
  });

  it('passes filters as flat parameters', async () => {
    const r = await dataProvider.getList({ resource: 'books', filters: [{ field: 'keyword', operator: 'contains', value: '测试图书07' }] });
    expect(r.total).toBe(1);
  });

  it('getOne reads the detail path with the id filled in', async () => {
    const list = await dataProvider.getList({ resource: 'books', pagination: { currentPage: 1, pageSize: 1 } });
    const one = await dataProvider.getOne({ resource: 'books', id: list.data[0].id! });
    expect(one.data.title).toBe(list.data[0].title);
  });

  it('a refused request becomes an EnvelopeError with the server’s Chinese message', async () => {
    const attempt = dataProvider.getList({ resource: 'books', sorters: [{ field: 'password', order: 'asc' }] });
    await expect(attempt).rejects.toBeInstanceOf(EnvelopeError);
    await expect(attempt).rejects.toMatchObject({ code: 400, statusCode: 400, message: '不支持按“password”排序' });
  });

  it('custom calls any spec path through the /show rule', async () => {
    const r = await dataProvider.custom!({ url: '/show/dict/data/type/pay_type', method: 'get' });
    expect((r.data as unknown as Array<{ dictLabel: string }>).map((d) => d.dictLabel)).toEqual(['支付宝', '微信', '账户余额', '河贝积分', '混合支付']);
  });

  it('deleteOne on a remove path without {id} sends the id as a parameter (敏感词管理 删除 answered 400 编号不正确)', async () => {
    const [row] = await t.database.db.insert(sensitiveWords).values({ word: '删除测试词' }).returning({ id: sensitiveWords.id });
    http.defaults.headers.common.Authorization = await signIn(t.app, 'admin');
    try {
      await dataProvider.deleteOne({ resource: 'sensitiveWords', id: row.id });
    } finally {
      delete http.defaults.headers.common.Authorization;
    }
    expect(await t.database.db.select().from(sensitiveWords).where(eq(sensitiveWords.id, row.id))).toEqual([]);
  });
});
