import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, lastSmsCode, P, signIn, solvedCaptcha } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { members, smsCodes } from '../../db/schema';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? authed(token) : {} });
const getInfo = (token: string) => app.inject({ method: 'GET', url: `${P}/login/getInfo`, headers: authed(token) });
const canSignIn = async (username: string, password: string) =>
  (await post(`${P}/login/loginByPwd`, { username, password })).json().code === 200;
/** Lets the next code for this phone be requested at once (the 60 s rule is tested elsewhere). */
const ageCodes = (phone: string) =>
  t.database.db.update(smsCodes).set({ createdAt: sql`now() - interval '61 seconds'` }).where(eq(smsCodes.phone, phone));
const EXPIRED = { code: 401, msg: '登录状态已过期，请重新登录' };

describe('forgot password', () => {
  it('image code → SMS → ticket → new password; every token is revoked; the ticket is single use', async () => {
    const phone = '13800000006'; // demo_teacher
    const token = await signIn(app, 'demo_teacher');
    const c = await solvedCaptcha(app);
    expect((await post(`${P}/forgetPasswordSms`, { phone, ...c })).json()).toEqual({ code: 200, msg: '验证码已发送' });
    const smsCode = (await lastSmsCode(app, phone, 'forget'))!;
    const checked = (await post(`${P}/checkForgetPasswordSms`, { phone, smsCode })).json();
    expect(checked.code).toBe(200);
    const ticket = checked.data.ticket as string;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await post(`${P}/findPasswordByPhone`, { phone, ticket, password: 'newpass2026', confirmPassword: 'newpass2027' })).json()).toEqual({
      code: 400,
      msg: '两次输入密码不一致!',
    });
    expect((await post(`${P}/findPasswordByPhone`, { phone, ticket, password: 'weak', confirmPassword: 'weak' })).json().msg).toBe(
      '允许字母和数字,不包含空格,长度8到18位',
    );
    expect((await post(`${P}/findPasswordByPhone`, { phone: '13800000007', ticket, password: 'newpass2026', confirmPassword: 'newpass2026' })).json()).toEqual({
      code: 400,
      msg: '验证已过期，请重新获取短信验证码',
    });
    const done = await post(`${P}/findPasswordByPhone`, { phone, ticket, password: 'newpass2026', confirmPassword: 'newpass2026' });
    expect(done.json()).toEqual({ code: 200, msg: '密码修改成功，请重新登录' });
    expect((await getInfo(token)).json()).toEqual(EXPIRED);
    expect(await canSignIn('demo_teacher', DEMO_PASSWORD)).toBe(false);
    expect(await canSignIn('demo_teacher', 'newpass2026')).toBe(true);
    expect((await post(`${P}/findPasswordByPhone`, { phone, ticket, password: 'again2026x', confirmPassword: 'again2026x' })).json().msg).toBe(
      '验证已过期，请重新获取短信验证码',
    );
  });

  it('an unknown phone gets the same answer and the same limits, but no SMS', async () => {
    const phone = '13611112222';
    const c = await solvedCaptcha(app);
    expect((await post(`${P}/forgetPasswordSms`, { phone, ...c })).json()).toEqual({ code: 200, msg: '验证码已发送' });
    expect(await lastSmsCode(app, phone)).toBeUndefined();
    const again = await post(`${P}/forgetPasswordSms`, { phone, ...(await solvedCaptcha(app)) });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^请\d+秒后再获取验证码$/);
    expect((await post(`${P}/checkForgetPasswordSms`, { phone, smsCode: '123456' })).json()).toEqual({ code: 400, msg: '短信验证码错误' });
  });

  it('the image code is required and checked', async () => {
    expect((await post(`${P}/forgetPasswordSms`, { phone: '13800000007' })).json()).toEqual({ code: 400, msg: '请输入图形验证码' });
    const c = await solvedCaptcha(app);
    expect((await post(`${P}/forgetPasswordSms`, { phone: '13800000007', uuid: c.uuid, code: c.code === 'abcd' ? 'abce' : 'abcd' })).json()).toEqual({
      code: 400,
      msg: '图形验证码错误',
    });
  });

  it('an expired ticket is refused', async () => {
    const phone = '13800000007'; // demo_studio
    await post(`${P}/forgetPasswordSms`, { phone, ...(await solvedCaptcha(app)) });
    const smsCode = (await lastSmsCode(app, phone, 'forget'))!;
    const { ticket } = (await post(`${P}/checkForgetPasswordSms`, { phone, smsCode })).json().data;
    await t.database.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.purpose, 'forgetTicket'));
    expect((await post(`${P}/findPasswordByPhone`, { phone, ticket, password: 'newpass2026', confirmPassword: 'newpass2026' })).json().msg).toBe(
      '验证已过期，请重新获取短信验证码',
    );
  });
});

describe('reset password when signed in', () => {
  it('by old password: wrong old → 原密码错误; success keeps this session and revokes the others', async () => {
    const mine = await signIn(app, 'demo_thesis');
    const other = await signIn(app, 'demo_thesis');
    const url = `${P}/resetPasswordByOldPassword`;
    expect((await post(url, { oldPassword: 'notmypass1', password: 'fresh2026a', confirmPassword: 'fresh2026a' }, mine)).json()).toEqual({
      code: 400,
      msg: '原密码错误',
    });
    expect((await post(url, { oldPassword: DEMO_PASSWORD, password: 'fresh2026a', confirmPassword: 'fresh2026b' }, mine)).json().msg).toBe('两次输入密码不一致!');
    expect((await post(url, { oldPassword: DEMO_PASSWORD, password: 'fresh2026a', confirmPassword: 'fresh2026a' })).json()).toEqual(EXPIRED);
    expect((await post(url, { oldPassword: DEMO_PASSWORD, password: 'fresh2026a', confirmPassword: 'fresh2026a' }, mine)).json()).toEqual({
      code: 200,
      msg: '密码修改成功',
    });
    expect((await getInfo(mine)).json().code).toBe(200);
    expect((await getInfo(other)).json()).toEqual(EXPIRED);
    expect(await canSignIn('demo_thesis', 'fresh2026a')).toBe(true);
  });

  it('by SMS to my phone: the phone must be mine; ticket then new password', async () => {
    const token = await signIn(app, 'demo_head');
    const other = await signIn(app, 'demo_head');
    expect((await post(`${P}/resetPasswordSms`, { phone: '13800000001' }, token)).json()).toEqual({ code: 400, msg: '请输入当前账号绑定的手机号' });
    expect((await post(`${P}/resetPasswordSms`, { phone: '13800000011' })).json()).toEqual(EXPIRED);
    expect((await post(`${P}/resetPasswordSms`, { phone: '13800000011' }, token)).json()).toEqual({ code: 200, msg: '验证码已发送' });
    const smsCode = (await lastSmsCode(app, '13800000011', 'reset'))!;
    const { ticket } = (await post(`${P}/checkResetPasswordSms`, { smsCode }, token)).json().data;
    // The ticket is bound to this account's phone: another account cannot use it.
    const stranger = await signIn(app, 'demo_stmember');
    expect((await post(`${P}/resetPasswordByPhone`, { ticket, password: 'viaSms2026', confirmPassword: 'viaSms2026' }, stranger)).json().msg).toBe(
      '验证已过期，请重新获取短信验证码',
    );
    expect((await post(`${P}/resetPasswordByPhone`, { ticket, password: 'viasms2026', confirmPassword: 'viasms2026' }, token)).json()).toEqual({
      code: 200,
      msg: '密码修改成功',
    });
    expect((await getInfo(token)).json().code).toBe(200);
    expect((await getInfo(other)).json()).toEqual(EXPIRED);
    expect(await canSignIn('demo_head', 'viasms2026')).toBe(true);
  });
});

describe('change phone', () => {
  it('old phone SMS → ticket → new phone SMS + ticket changes the phone', async () => {
    const token = await signIn(app, 'demo_famous'); // 13800000014
    expect((await post(`${P}/getOldPhoneSms`, {}, token)).json()).toEqual({ code: 200, msg: '验证码已发送' });
    const oldCode = (await lastSmsCode(app, '13800000014', 'oldPhone'))!;
    const { ticket } = (await post(`${P}/checkOldPhoneSms`, { smsCode: oldCode }, token)).json().data;

    expect((await post(`${P}/getNewPhoneSms`, { phone: '13800000014' }, token)).json()).toEqual({ code: 400, msg: '新手机号不能与原手机号相同' });
    expect((await post(`${P}/getNewPhoneSms`, { phone: '13800000001' }, token)).json()).toEqual({ code: 400, msg: '该手机号已被其他账号绑定' });
    expect((await post(`${P}/getNewPhoneSms`, { phone: '1360000' }, token)).json()).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    const newPhone = '13677778888';
    expect((await post(`${P}/getNewPhoneSms`, { phone: newPhone }, token)).json().code).toBe(200);
    const newCode = (await lastSmsCode(app, newPhone, 'newPhone'))!;
    expect((await post(`${P}/checkNewPhoneSms`, { phone: newPhone, smsCode: newCode, ticket: 'x'.repeat(43) }, token)).json().msg).toBe(
      '验证已过期，请重新获取短信验证码',
    );
    const done = (await post(`${P}/checkNewPhoneSms`, { phone: newPhone, smsCode: newCode, ticket }, token)).json();
    expect(done).toEqual({ code: 200, msg: '手机号修改成功', data: { phone: '136****8888' } });
    const [m] = await t.database.db.select().from(members).where(eq(members.username, 'demo_famous'));
    expect(m.phone).toBe(newPhone);
    expect((await getInfo(token)).json().data.user.phone).toBe('136****8888');
    expect(await canSignIn(newPhone, DEMO_PASSWORD)).toBe(true);
  });

  it('a refused change keeps the ticket and the code', async () => {
    const token = await signIn(app, 'demo_magazine'); // 13800000013
    await post(`${P}/getOldPhoneSms`, {}, token);
    const { ticket } = (await post(`${P}/checkOldPhoneSms`, { smsCode: (await lastSmsCode(app, '13800000013', 'oldPhone'))! }, token)).json().data;
    const newPhone = '13677779999';
    await post(`${P}/getNewPhoneSms`, { phone: newPhone }, token);
    const code = (await lastSmsCode(app, newPhone, 'newPhone'))!;
    // Someone else takes the number meanwhile.
    await t.database.db.update(members).set({ phone: newPhone }).where(eq(members.username, 'demo_photo'));
    expect((await post(`${P}/checkNewPhoneSms`, { phone: newPhone, smsCode: code, ticket }, token)).json()).toEqual({ code: 400, msg: '该手机号已被其他账号绑定' });
    await t.database.db.update(members).set({ phone: '13800000015' }).where(eq(members.username, 'demo_photo'));
    expect((await post(`${P}/checkNewPhoneSms`, { phone: newPhone, smsCode: code, ticket }, token)).json().code).toBe(200);
    await ageCodes(newPhone);
  });

  it('needs a signed-in member', async () => {
    expect((await post(`${P}/getOldPhoneSms`, {})).json()).toEqual(EXPIRED);
    expect((await post(`${P}/checkNewPhoneSms`, { phone: '13677770000', smsCode: '123456', ticket: 'x' })).json()).toEqual(EXPIRED);
  });
});
