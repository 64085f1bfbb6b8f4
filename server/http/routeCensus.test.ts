import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { PUBLIC_ROUTES } from '../access/publicRoutes';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route pattern: every parameter becomes `1`. */
const concrete = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '1');

describe('route census', () => {
  it('registers the routes the public table names (no stale entries)', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    expect([...PUBLIC_ROUTES].filter((r) => !registered.has(r))).toEqual([]);
  });

  it('every route outside the public table answers 401 in the envelope to an anonymous caller', async () => {
    const protectedRoutes = t.app.registeredRoutes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.url}`));
    expect(protectedRoutes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of protectedRoutes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      const body = res.json();
      if (res.statusCode !== 401 || body.code !== 401 || !/[\u4e00-\u9fa5]/.test(body.msg)) wrong.push(`${r.method} ${r.url} → ${res.statusCode} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
  });
});
