import { afterAll, beforeAll } from 'vitest';
import { apiUrl } from '../../src/shared/apiPath';
import { makeTestApp, type TestApp } from './app';
import { signIn } from './auth';

/**
 * A seeded test app and the demo accounts signed in to it, for an area's permission cases: `call`
 * makes a spec call as one of them (or as `anonymous`), GET with a query, any other verb with a body.
 */
export function roleCalls<Who extends string>(accounts: readonly Who[]) {
  const ctx = { t: undefined as unknown as TestApp };
  const tokens: Partial<Record<Who, string>> = {};
  beforeAll(async () => {
    ctx.t = await makeTestApp();
    for (const who of accounts) tokens[who] = await signIn(ctx.t.app, who);
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  const call = async (who: Who | 'anonymous', method: string, path: string, payload?: object) => {
    const res = await ctx.t.app.inject({
      method: method as 'GET',
      url: apiUrl(path),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who as Who]}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  return { ctx, call };
}
