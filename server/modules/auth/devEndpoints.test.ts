import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, solvedCaptcha } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { SAML_MSG } from '../../../src/resources/saml';
import { buildApp } from '../../app';
import { DEMO_IDP } from './saml/demoIdp';
import type { Db } from '../../db/client';

const DEV_CALLS = [
  ['GET', '/api/dev/outbox'],
  ['GET', '/api/dev/outbox?phone=13800000001'],
  ['GET', '/api/dev/captcha/abc'],
  ['POST', '/api/dev/wechat/bind'],
  ['GET', '/api/dev/saml/sso?SAMLRequest=x'],
] as const;

const NOT_FOUND = { code: 404, msg: '请求的接口不存在' };

describe('dev endpoints off (a plain npm start: no DEV_ENDPOINTS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ appOptions: { devEndpoints: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are 404, also from loopback', async () => {
    for (const [method, url] of DEV_CALLS) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { key: 'qr-key-abcdefgh', username: 'admin' } : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
  });

  it('WeChat sign-in is off: nobody can confirm a scan', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/wkapi/v1/wechat/login/loginByWechat?key=qr-key-abcdefgh' });
    expect(res.json()).toEqual({ code: 400, msg: '微信登录暂未开通，请使用其他方式登录' });
  });

  it('the demo CARSI IdP (its key is in the repository) is neither listed nor accepted', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/saml/idps' });
    expect(list.json().data.map((r: { entityId: string }) => r.entityId)).not.toContain(DEMO_IDP.entityId);
    const login = await t.app.inject({ method: 'GET', url: `/api/auth/saml/login?idp=${encodeURIComponent(DEMO_IDP.entityId)}` });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toEqual({ code: 404, msg: SAML_MSG.unknownIdp });
  });
});

describe('dev endpoints on (DEV_ENDPOINTS=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ appOptions: { devEndpoints: true, trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer loopback clients', async () => {
    const sent = await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone: '13800000009', ...(await solvedCaptcha(t.app)) } });
    expect(sent.json().code).toBe(200);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?phone=13800000009', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().data[0]).toMatchObject({ phone: '13800000009', purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    }
  });

  it('are 404 to any other client, even one that names itself 127.0.0.1 through a proxy header', async () => {
    for (const [method, url] of DEV_CALLS) {
      for (const remoteAddress of ['203.0.113.9', '10.0.0.2', '2001:db8::1']) {
        const res = await t.app.inject({
          method,
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
          payload: method === 'POST' ? { key: 'qr-key-abcdefgh', username: 'admin' } : undefined,
        });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      }
    }
  });
});

describe('production refuses the dev endpoints', () => {
  it('buildApp fails with DEV_ENDPOINTS=1 and NODE_ENV=production', async () => {
    const err = await buildApp({
      db: undefined as unknown as Db,
      production: true,
      devEndpoints: true,
      sms: { provider: 'webhook', webhookUrl: 'https://sms.example.com/send' },
    }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/生产环境不能开启开发接口/);
  });
});
