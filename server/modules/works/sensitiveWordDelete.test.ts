import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { http } from '../../../src/providers/axiosInstance';
import { dataProvider } from '../../../src/providers/data';
import { sensitiveWords } from '../../db/schema';

// 敏感词管理 → 删除 as the admin screen makes it: Refine's deleteOne through the data provider, on the real server.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.baseURL = address;
  http.defaults.adapter = 'http';
  http.defaults.headers.common.Authorization = await signIn(t.app, 'admin');
});
afterAll(async () => {
  delete http.defaults.headers.common.Authorization;
  await t?.close();
});

it('删除 of a sensitive word removes it (the call path names no {id}: the id goes as a parameter)', async () => {
  const [row] = await t.database.db.insert(sensitiveWords).values({ word: '删除测试词' }).returning({ id: sensitiveWords.id });
  await dataProvider.deleteOne({ resource: 'sensitiveWords', id: row.id });
  expect(await t.database.db.select().from(sensitiveWords).where(eq(sensitiveWords.id, row.id))).toEqual([]);
});
