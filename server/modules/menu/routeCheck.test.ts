import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CHECK_PATH } from '../../../src/access/protectedRoutes';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { caller, EXPIRED, orgSignIn } from '../organization/testing';

// Spec §6 route authorization check before navigation (docs/api-access.md "Route check").
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const check = async (token: string | null, path: unknown) => caller(app, token)('GET', ROUTE_CHECK_PATH, path === undefined ? {} : { path });
const NOTICE = { code: 500, msg: '该资源仅面向合作机构开放!' };

describe('GET /common/route/check', () => {
  it('an open route answers 200 to everyone', async () => {
    const res = await check(null, '/resnav/localHistory?type=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200 });
    expect((await check(null, '/journal')).body.code).toBe(200);
  });

  it('an institution-only route: 401 signed out (the login dialog)', async () => {
    const res = await check(null, '/resnav/oldLocalHistory?type=2');
    expect(res.body).toEqual(EXPIRED);
    expect((await check('not-a-token', '/resnav/landBook?type=3')).body).toEqual(EXPIRED);
  });

  it('an institution-only route: 500 with the notice to a member who is no institution’s', async () => {
    const member = await signIn(app, 'demo_member');
    expect((await check(member, '/resnav/oldLocalHistory?type=2')).body).toEqual(NOTICE);
    expect((await check(member, '/resnav/landBook/')).body).toEqual(NOTICE);
    expect((await check(await signIn(app, 'admin'), '/resnav/landBook?type=3')).body).toEqual(NOTICE);
  });

  it('an institution-only route: 200 to the institution account, its staff and an IP-range session', async () => {
    expect((await check(await orgSignIn(app, 'demo_org'), '/resnav/oldLocalHistory?type=2')).body.code).toBe(200);
    expect((await check(await signIn(app, 'demo_staff'), '/resnav/landBook?type=3')).body.code).toBe(200);
    // The test app's caller is 127.0.0.1, inside demo_org's seeded range.
    const ip = await app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/ip/login/loginByIp' });
    expect(ip.json().code).toBe(200);
    expect((await check(ip.json().data.access_token, '/resnav/oldLocalHistory?type=2')).body.code).toBe(200);
  });

  it('a missing or malformed path is a Chinese 400', async () => {
    for (const bad of [undefined, '', 'resnav/landBook', '//evil.example/x', `/${'a'.repeat(600)}`]) {
      const res = await check(null, bad);
      expect(res.body, String(bad)).toEqual({ code: 400, msg: '路由地址不正确' });
      expect(res.status).toBe(400);
    }
  });
});
