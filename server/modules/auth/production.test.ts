import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, solvedCaptcha } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { createSmsProvider } from './sms-provider';

/** A stand-in SMS gateway: records JSON bodies; answers 500 while `failing`. */
let gateway: Server;
let gatewayUrl: string;
const received: any[] = [];
let failing = false;

beforeAll(async () => {
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'], body: JSON.parse(body) });
      res.statusCode = failing ? 500 : 200;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((r) => gateway.close(r));
});

describe('SMS provider configuration', () => {
  it('production without a provider fails at start-up with an English and Chinese message', async () => {
    // Fails before any module touches the database, so none is needed.
    const err = await buildApp({ db: undefined as unknown as Db, production: true }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/No SMS provider configured.*SMS_PROVIDER=webhook.*SMS_WEBHOOK_URL/);
    expect(err.message).toMatch(/生产环境未配置短信服务/);
  });

  it('webhook without a URL, an unknown provider, or demo in production are refused', () => {
    expect(() => createSmsProvider({ provider: 'webhook' }, false)).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => createSmsProvider({ provider: 'webhook', webhookUrl: 'ftp://x' }, true)).toThrow(/短信服务配置错误/);
    expect(() => createSmsProvider({ provider: 'carrier-pigeon' }, false)).toThrow(/Unknown SMS_PROVIDER/);
    expect(() => createSmsProvider({ provider: 'demo' }, true)).toThrow(/No SMS provider configured/);
    expect(createSmsProvider({}, false).name).toBe('demo');
    expect(createSmsProvider({ provider: 'webhook', webhookUrl: 'https://sms.example.com/send' }, true).name).toBe('webhook');
  });

  it('server/main.ts exits before opening the database when NODE_ENV=production has no SMS provider', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: '/nonexistent/wenku-should-not-be-created', PORT: '0', PUBLIC_BASE_URL: 'https://www.example.com' };
    delete env.SMS_PROVIDER;
    delete env.SMS_WEBHOOK_URL;
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/No SMS provider configured/);
    expect(r.stderr).toMatch(/SMS_PROVIDER=webhook/);
  }, 60_000);
});

describe('production mode with a webhook provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ appOptions: { production: true, sms: { provider: 'webhook', webhookUrl: gatewayUrl } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('dev endpoints are 404 (not registered)', async () => {
    for (const [method, url] of [
      ['GET', '/api/dev/outbox'],
      ['GET', '/api/dev/outbox?phone=13800000001'],
      ['GET', '/api/dev/captcha/abc'],
      ['POST', '/api/dev/wechat/bind'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? { key: 'qr-key-abcdefgh', username: 'admin' } : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '请求的接口不存在' });
    }
  });

  it('SMS codes are POSTed as JSON to SMS_WEBHOOK_URL; a failed delivery is a 503 and does not block a retry', async () => {
    // No dev endpoint in production: read the image code's answer from the database.
    const captcha = async () => {
      const { uuid } = (await t.app.inject({ method: 'GET', url: '/api/auth/wkapi/v1/captchaImage' })).json().data;
      const { captchas } = await import('../../db/schema');
      const { eq } = await import('drizzle-orm');
      const [row] = await t.database.db.select().from(captchas).where(eq(captchas.uuid, uuid));
      return { uuid, code: row.answer };
    };
    const phone = '13800000001';
    const ok = await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone, ...(await captcha()) } });
    expect(ok.json()).toEqual({ code: 200, msg: '验证码已发送' });
    const last = received.at(-1);
    expect(last.contentType).toMatch(/application\/json/);
    expect(last.body).toMatchObject({ phone, purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    expect(last.body.text).toContain(last.body.code);
    const login = await t.app.inject({ method: 'POST', url: `${P}/login/loginBySms`, payload: { phone, smsCode: last.body.code } });
    expect(login.json().code).toBe(200);

    failing = true;
    const phone2 = '13800000002';
    const failed = await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone: phone2, ...(await captcha()) } });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 503, msg: '短信发送失败，请稍后重试' });
    failing = false;
    const retry = await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone: phone2, ...(await captcha()) } });
    expect(retry.json().code).toBe(200);
  });

  it('WeChat sign-in is off until a provider is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/wkapi/v1/wechat/login/loginByWechat?key=qr-key-abcdefgh' });
    expect(res.json()).toEqual({ code: 400, msg: '微信登录暂未开通，请使用其他方式登录' });
  });
});

describe('per-route rate limits (when the plugin is on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ appOptions: { rateLimitMax: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('password sign-in: 10 a minute per address', async () => {
    const login = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'nobody_x', password: 'wrong1234' }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await login('198.51.100.50')).statusCode).toBe(400);
    const limited = await login('198.51.100.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/^请求过于频繁/);
    expect((await login('198.51.100.51')).statusCode).toBe(400);
    const good = await t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'demo_member', password: DEMO_PASSWORD }, remoteAddress: '198.51.100.52' });
    expect(good.json().code).toBe(200);
  });

  it('SMS sending: 5 a minute per address', async () => {
    const send = () => t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: {}, remoteAddress: '198.51.100.60' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
    const c = await solvedCaptcha(t.app);
    expect((await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone: '13800000003', ...c }, remoteAddress: '198.51.100.61' })).statusCode).toBe(200);
  });
});

describe('production settings', () => {
  const productionEnv = (extra: Record<string, string | undefined>): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: '/nonexistent/wenku-should-not-be-created', PORT: '0', ...extra };
    for (const [k, v] of Object.entries(extra)) if (v === undefined) delete env[k];
    return env;
  };

  it('readConfig refuses production without PUBLIC_BASE_URL, and a PUBLIC_BASE_URL that is not an origin', async () => {
    const { readConfig } = await import('../../config');
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/生产环境必须设置 PUBLIC_BASE_URL/);
    expect(() => readConfig({ PUBLIC_BASE_URL: 'www.example.com' })).toThrow(/PUBLIC_BASE_URL must be an origin/);
    expect(() => readConfig({ PUBLIC_BASE_URL: 'https://www.example.com/path?x' })).toThrow(/PUBLIC_BASE_URL must be an origin/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://www.wenku.com.cn' }).publicBaseUrl).toBe('https://www.wenku.com.cn');
    expect(readConfig({}).publicBaseUrl).toBeUndefined();
  });

  it('server/main.ts exits before opening the database when production has an SMS provider but no PUBLIC_BASE_URL', () => {
    const env = productionEnv({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send', PUBLIC_BASE_URL: undefined });
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/NODE_ENV=production needs PUBLIC_BASE_URL/);
  }, 60_000);
});
