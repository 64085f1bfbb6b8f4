import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { apiUrl } from '../../src/shared/apiPath';
import { makeTestApp, type TestApp } from './app';
import { signIn } from './auth';

/** A call's status and JSON body. */
export interface CallResult {
  status: number;
  body: any;
}

/**
 * Calls a spec path (`/manage/composition`) as one of several demo accounts, or anonymously: the
 * permission cases of an area read as a table of who may do what. GET payloads go in the query.
 */
export async function callsAs<Who extends string>(app: FastifyInstance, accounts: readonly Who[]) {
  const tokens = new Map<string, string>();
  for (const who of accounts) tokens.set(who, await signIn(app, who));
  return async (who: Who | 'anonymous', method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Promise<CallResult> => {
    const token = tokens.get(who);
    const res = await app.inject({
      method,
      url: apiUrl(path),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/**
 * A seeded test app and the demo accounts signed in to it, for an area's permission cases: `call`
 * makes a spec call as one of them (or as `anonymous`), GET with a query, any other verb with a body.
 */
export function roleCalls<Who extends string>(accounts: readonly Who[]) {
  const ctx = { t: undefined as unknown as TestApp };
  let callAs: Awaited<ReturnType<typeof callsAs<Who>>>;
  beforeAll(async () => {
    ctx.t = await makeTestApp();
    callAs = await callsAs(ctx.t.app, accounts);
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  const call = (who: Who | 'anonymous', method: string, path: string, payload?: object) => callAs(who, method as 'GET', path, payload);
  return { ctx, call };
}
