import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { rateLimitCounters } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ appOptions: { rateLimitMax: 1000, rateLimitStore: 'database' } });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limits counted in the database (RATE_LIMIT_STORE=database)', () => {
  it('a route limit holds across calls and is kept per route and address in rate_limit_counter', async () => {
    const login = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'nobody_db', password: 'wrong1234' }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await login('198.51.100.80')).statusCode).toBe(400);
    const limited = await login('198.51.100.80');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    expect((await login('198.51.100.81')).statusCode).toBe(400);
    await t.app.inject({ method: 'GET', url: '/api/show/common/book/list', remoteAddress: '198.51.100.80' });
    const rows = await t.database.db.select().from(rateLimitCounters);
    const loginRow = rows.find((r) => r.key.includes('loginByPwd') && r.key.endsWith('198.51.100.80'));
    expect(loginRow?.count).toBe(11);
    // A route without a limit of its own counts against the global limit, in its own rows.
    expect(rows.find((r) => r.key === 'global|198.51.100.80')?.count).toBe(1);
  });
});
