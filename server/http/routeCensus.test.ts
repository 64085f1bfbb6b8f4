import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { isDeclaredPublic, isPublicRoute, PUBLIC_ROUTES } from '../access/publicRoutes';
import { INSTITUTION_SIGN_IN_MSG } from '../access/institution';
import { resourceList, resourcesByName } from '../../src/resources';
import type { CallSpec, ResourceSpec } from '../../src/resources/define';
import { apiUrl } from '../../src/shared/apiPath';
import { toFastifyPattern } from './routes';

// An area on the content-area kit (src/areas/declared/yearbook.ts): its calls from its declaration.
const yearbookResource = resourcesByName.yearbooks!;

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route pattern: every parameter becomes `1`. */
const concrete = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '1');
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const callKey = (call: CallSpec) => `${call.method} ${apiUrl(toFastifyPattern(call.path))}`;
/** The calls a resource declares for managing it: never public (an admin detail that is the public detail itself aside). */
const MANAGEMENT_CALLS = ['manageList', 'manageOne', 'create', 'update', 'remove', 'publish', 'sort'] as const;
const managementKeys = (r: Pick<ResourceSpec, 'calls'>) => {
  const publicCalls = [r.calls.list, r.calls.one].flatMap((c) => (c ? [callKey(c)] : []));
  return MANAGEMENT_CALLS.flatMap((kind) => {
    const call = r.calls[kind];
    return call && !publicCalls.includes(callKey(call)) ? [callKey(call)] : [];
  });
};

async function anonymous(r: { method: string; url: string }) {
  const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
  // A public file (a book's preview PDF) is no envelope: only JSON answers are read as one.
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: (json ? res.json() : {}) as { code?: number; msg?: string } };
}

describe('route census', () => {
  it('registers the routes the public table names (no stale entries)', () => {
    const registered = new Set(t.app.registeredRoutes.map(keyOf));
    expect([...PUBLIC_ROUTES].filter((r) => !registered.has(r))).toEqual([]);
  });

  it('the public table names no route a declaration already makes public', () => {
    const declared = t.app.registeredRoutes.filter(isDeclaredPublic).map(keyOf);
    expect(declared.length).toBeGreaterThan(50);
    expect(declared.filter((k) => PUBLIC_ROUTES.has(k))).toEqual([]);
  });

  it('every route that is not public on purpose answers 401 in the envelope to an anonymous caller', async () => {
    const protectedRoutes = t.app.registeredRoutes.filter((r) => !isPublicRoute(r));
    expect(protectedRoutes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const r of protectedRoutes) {
      const { status, body } = await anonymous(r);
      if (status !== 401 || body.code !== 401 || !/[\u4e00-\u9fa5]/.test(body.msg ?? '')) wrong.push(`${keyOf(r)} → ${status} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every route public by its declaration answers the anonymous (only institution-only rows ask for a sign-in)', async () => {
    const wrong: string[] = [];
    for (const r of t.app.registeredRoutes.filter(isDeclaredPublic)) {
      const { status, body } = await anonymous(r);
      if (status >= 500 || (status === 401 && body.msg !== INSTITUTION_SIGN_IN_MSG) || status === 403) wrong.push(`${keyOf(r)} → ${status} ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("an area's public calls are public because its declaration says so, its management calls are not", async () => {
    const byKey = new Map(t.app.registeredRoutes.map((r) => [keyOf(r), r]));
    const list = callKey(yearbookResource.calls.list!);
    const one = callKey(yearbookResource.calls.one!);
    expect(byKey.get(list)?.publicOf).toBe(yearbookResource.name);
    expect(byKey.get(one)?.publicOf).toBe(yearbookResource.name);
    // Not by the hand-kept table: the declaration alone makes them public.
    expect(PUBLIC_ROUTES.has(list) || PUBLIC_ROUTES.has(one)).toBe(false);
    expect((await anonymous(byKey.get(list)!)).status).toBe(200);

    const manage = managementKeys(yearbookResource);
    expect(manage).toHaveLength(6);
    for (const key of manage) {
      const route = byKey.get(key);
      expect(route, key).toBeDefined();
      expect(isPublicRoute(route!), key).toBe(false);
      expect((await anonymous(route!)).body).toMatchObject({ code: 401 });
    }
  });

  it('every declared route states its access, and only the public ones are public', () => {
    const declared = t.app.registeredRoutes.filter((r) => r.access !== undefined);
    expect(declared.length).toBeGreaterThan(100);
    // A declared route is in the public table never: its declaration alone says who may call it.
    expect(declared.map(keyOf).filter((k) => PUBLIC_ROUTES.has(k))).toEqual([]);
    const dict = declared.find((r) => r.url === '/api/show/dict/data/type/:dictType');
    expect(dict?.access).toBe('public');
    const manage = declared.find((r) => keyOf(r) === callKey(yearbookResource.calls.update!));
    expect(manage?.access).toEqual({ action: 'update', subject: yearbookResource.subject ?? 'Content', everywhere: true });
  });

  it('no declared management call of any resource is public', () => {
    const byKey = new Map(t.app.registeredRoutes.map((r) => [keyOf(r), r]));
    const leaked = resourceList.flatMap((r) => managementKeys(r).filter((k) => byKey.has(k) && isPublicRoute(byKey.get(k)!)).map((k) => `${r.name}: ${k}`));
    expect(leaked).toEqual([]);
  });
});
