import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, P, solvedCaptcha } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { captchas, smsCodes } from '../../db/schema';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, remoteAddress?: string) => app.inject({ method: 'POST', url, payload, remoteAddress });

async function loginSms(phone: string, remoteAddress?: string) {
  const c = await solvedCaptcha(app);
  return post(`${P}/loginSms`, { phone, ...c }, remoteAddress);
}

describe('image codes', () => {
  it('both paths answer {uuid, img}: a base64 SVG with 4 characters, stored with a 3-minute lifetime', async () => {
    for (const url of ['/api/show/captchaImage', '/api/auth/wkapi/v1/captchaImage']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const { uuid, img } = res.json().data;
      expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Buffer.from(img, 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>$/);
      const [row] = await t.database.db.select().from(captchas).where(eq(captchas.uuid, uuid));
      expect(row.answer).toHaveLength(4);
      const ttl = row.expiresAt.getTime() - Date.now();
      expect(ttl).toBeGreaterThan(170_000);
      expect(ttl).toBeLessThanOrEqual(180_000);
    }
  });

  it('dev endpoint reveals the text of an unknown uuid as 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/captcha/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('图形验证码不存在或已使用');
  });

  it('loginSms: missing, wrong, reused and expired image codes are refused; nothing is sent', async () => {
    const phone = '13900000001';
    const missing = await post(`${P}/loginSms`, { phone, uuid: 'x' });
    expect(missing.json()).toEqual({ code: 400, msg: '请输入图形验证码' });

    const c = await solvedCaptcha(app);
    const wrongCode = c.code === 'abcd' ? 'abce' : 'abcd';
    const wrong = await post(`${P}/loginSms`, { phone, uuid: c.uuid, code: wrongCode });
    expect(wrong.json()).toEqual({ code: 400, msg: '图形验证码错误' });
    // A code is tried once: after a wrong guess the same uuid is gone.
    const reusedAfterWrong = await post(`${P}/loginSms`, { phone, ...c });
    expect(reusedAfterWrong.json()).toEqual({ code: 400, msg: '图形验证码已失效，请刷新' });

    const good = await solvedCaptcha(app);
    expect((await post(`${P}/loginSms`, { phone, ...good })).json()).toEqual({ code: 200, msg: '验证码已发送' });
    const reused = await post(`${P}/loginSms`, { phone: '13900000002', ...good });
    expect(reused.json()).toEqual({ code: 400, msg: '图形验证码已失效，请刷新' });

    const old = await solvedCaptcha(app);
    await t.database.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchas.uuid, old.uuid));
    const expired = await post(`${P}/loginSms`, { phone: '13900000002', ...old });
    expect(expired.json()).toEqual({ code: 400, msg: '图形验证码已失效，请刷新' });
    expect(await lastSmsCode(app, '13900000002')).toBeUndefined();
  });

  it('the image code is compared case-insensitively', async () => {
    const c = await solvedCaptcha(app);
    const res = await post(`${P}/loginSms`, { phone: '13900000003', uuid: c.uuid, code: c.code.toUpperCase() });
    expect(res.json().code).toBe(200);
  });

  it('an invalid phone is refused with the spec §5 message', async () => {
    const c = await solvedCaptcha(app);
    expect((await post(`${P}/loginSms`, { phone: '12345678901', ...c })).json()).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect((await post(`${P}/loginSms`, { phone: '', ...c })).json()).toEqual({ code: 400, msg: '请输入手机号' });
  });
});

describe('SMS codes', () => {
  it('6 digits, 5 minutes, stored only as a hash; the outbox lists the newest first', async () => {
    const phone = '13900000010';
    expect((await loginSms(phone)).statusCode).toBe(200);
    const code = await lastSmsCode(app, phone, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBe(300_000);
    const outbox = (await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).json();
    expect(outbox.code).toBe(200);
    expect(outbox.data[0]).toMatchObject({ phone, purpose: 'login', code });
    expect(typeof outbox.data[0].createdAt).toBe('string');
  });

  it('a second request within 60 s for the same phone and purpose says how long to wait', async () => {
    const phone = '13900000011';
    expect((await loginSms(phone)).statusCode).toBe(200);
    const again = await loginSms(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^请(60|59|58)秒后再获取验证码$/);
    // Another purpose for the same phone is not blocked by the login code.
    const other = await app.inject({ method: 'GET', url: `${P}/registerSms?phone=${phone}` });
    expect(other.json()).toEqual({ code: 200, msg: '验证码已发送' });
    // Once the minute is over, a new code may be requested.
    await t.database.db
      .update(smsCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(smsCodes.phone, phone));
    expect((await loginSms(phone)).statusCode).toBe(200);
  });

  it('at most 10 codes per phone per day', async () => {
    const phone = '13900000012';
    await t.database.db.insert(smsCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        phone,
        purpose: i % 2 ? 'login' : 'register',
        codeHash: '0'.repeat(64),
        ip: '198.51.100.1',
        createdAt: new Date(Date.now() - (i + 2) * 60_000),
        expiresAt: new Date(Date.now() - 60_000),
      })),
    );
    const res = await loginSms(phone);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    // Codes older than a day no longer count.
    await t.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(smsCodes.phone, phone));
    expect((await loginSms(phone)).statusCode).toBe(200);
  });

  it('at most 30 codes per client address per day', async () => {
    const ip = '198.51.100.77';
    await t.database.db.insert(smsCodes).values(
      Array.from({ length: 30 }, (_, i) => ({
        phone: `1370000${String(i).padStart(4, '0')}`,
        purpose: 'login',
        codeHash: '0'.repeat(64),
        ip,
        createdAt: new Date(Date.now() - 120_000),
        expiresAt: new Date(Date.now() - 60_000),
      })),
    );
    const res = await loginSms('13900000013', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe('当前网络今日获取验证码次数过多，请明天再试');
    expect((await loginSms('13900000013', '198.51.100.78')).statusCode).toBe(200);
  });

  it('a code is single use, expires, and dies after 5 wrong tries', async () => {
    const phone = DEMO_PHONE;
    const login = (smsCode: string) => post(`${P}/login/loginBySms`, { phone, smsCode });
    expect((await loginSms(phone)).statusCode).toBe(200);
    const code = (await lastSmsCode(app, phone, 'login'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login(wrong)).json()).toEqual({ code: 400, msg: '短信验证码错误' });
    expect((await login(code)).json()).toEqual({ code: 400, msg: '短信验证码错误次数过多，请重新获取' });

    await t.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(smsCodes.phone, phone));
    expect((await loginSms(phone)).statusCode).toBe(200);
    const fresh = (await lastSmsCode(app, phone, 'login'))!;
    expect((await login(fresh)).json().code).toBe(200);
    expect((await login(fresh)).json()).toEqual({ code: 400, msg: '短信验证码已失效，请重新获取' });

    await t.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(smsCodes.phone, phone));
    expect((await loginSms(phone)).statusCode).toBe(200);
    const late = (await lastSmsCode(app, phone, 'login'))!;
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, 'login')));
    expect((await login(late)).json()).toEqual({ code: 400, msg: '短信验证码已失效，请重新获取' });
  });

  it('SMS code format errors use the shared messages', async () => {
    expect((await post(`${P}/login/loginBySms`, { phone: DEMO_PHONE, smsCode: '12ab' })).json()).toEqual({ code: 400, msg: '短信验证码为6位数字' });
    expect((await post(`${P}/login/loginBySms`, { phone: '', smsCode: '' })).json()).toEqual({ code: 400, msg: '手机号或验证码不能为空' });
  });
});

const DEMO_PHONE = '13800000001';
