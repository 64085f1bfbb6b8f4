import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, lastSmsCode, P } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { members, parties, partyRoles, smsCodes } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { hashPassword } from '../../access/crypto';
import { createPersonAccount } from './register';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const partyCount = async () => Number((await t.database.db.select({ n: count() }).from(parties))[0].n);

async function registerCode(phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `${P}/registerSms?phone=${phone}` });
  expect(res.json(), res.body).toEqual({ code: 200, msg: '验证码已发送' });
  return (await lastSmsCode(app, phone, 'register'))!;
}

const register = (body: object) => app.inject({ method: 'POST', url: `${P}/register`, payload: body });
const good = (phone: string, username: string, smsCode: string) => ({ username, phone, smsCode, password: 'reader2026', confirmPassword: 'reader2026' });

describe('register', () => {
  it('creates party + member (type 1) + activated foreMember role and signs in', async () => {
    const phone = '13600000001';
    const code = await registerCode(phone);
    const res = await register(good(phone, 'new_reader', code));
    const body = res.json();
    expect(body.code, body.msg).toBe(200);
    expect(body.msg).toBe('注册成功');
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [m] = await t.database.db.select().from(members).where(eq(members.username, 'new_reader'));
    expect(m).toMatchObject({ phone, memberType: 1, enabled: true });
    expect(m.passwordHash).toMatch(/^\$argon2id\$/);
    const [party] = await t.database.db.select().from(parties).where(eq(parties.id, m.partyId));
    expect(party.partyType).toBe(1);
    const roles = await t.database.db.select().from(partyRoles).where(eq(partyRoles.partyId, m.partyId));
    expect(roles.map((r) => [r.roleKey, r.activated])).toEqual([['foreMember', true]]);
    const info = (await app.inject({ method: 'GET', url: `${P}/login/getInfo`, headers: authed(body.data.access_token) })).json();
    expect(info.data).toMatchObject({ memberType: 1, user: { username: 'new_reader', phone: '136****0001' } });
    // The password works for a later sign-in.
    expect((await app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'new_reader', password: 'reader2026' } })).json().code).toBe(200);
  });

  it('registerSms refuses a registered phone', async () => {
    const res = await app.inject({ method: 'GET', url: `${P}/registerSms?phone=13800000001` });
    expect(res.json()).toEqual({ code: 400, msg: '该手机号已注册，请直接登录' });
    expect((await app.inject({ method: 'GET', url: `${P}/registerSms?phone=1380000` })).json()).toEqual({ code: 400, msg: '请输入正确的手机号码' });
  });

  it('duplicate username (any case) and duplicate phone use the spec messages and keep the SMS code', async () => {
    const phone = '13600000002';
    const code = await registerCode(phone);
    const before = await partyCount();
    expect((await register(good(phone, 'demo_member', code))).json()).toEqual({ code: 400, msg: '该用户名已被注册' });
    expect((await register(good(phone, 'DEMO_Member', code))).json()).toEqual({ code: 400, msg: '该用户名已被注册' });
    expect((await register(good('13800000001', 'another_one', code))).json()).toEqual({ code: 400, msg: '该手机号已注册，请直接登录' });
    expect(await partyCount()).toBe(before);
    // The code was not used up by the refused attempts.
    expect((await register(good(phone, 'another_one', code))).json().code).toBe(200);
  });

  it.each([
    [{ password: 'short1', confirmPassword: 'short1' }, '允许字母和数字,不包含空格,长度8到18位'],
    [{ password: 'NODIGITSHERE', confirmPassword: 'NODIGITSHERE' }, '允许字母和数字,不包含空格,长度8到18位'],
    [{ password: 'has space 12', confirmPassword: 'has space 12' }, '允许字母和数字,不包含空格,长度8到18位'],
    [{ password: 'reader2026', confirmPassword: 'reader2027' }, '两次输入密码不一致!'],
    [{ confirmPassword: '' }, '请再次输入密码'],
    [{ password: '' }, '请输入密码'],
    [{ phone: '12800000000' }, '请输入正确的手机号码'],
    [{ phone: '' }, '请输入手机号'],
    [{ username: '' }, '请输入用户名'],
    [{ username: '1234' }, '可输字母、数字、下划线,且长度4到18位'],
    [{ username: 'ab' }, '可输字母、数字、下划线,且长度4到18位'],
    [{ username: 'bad-name' }, '可输字母、数字、下划线,且长度4到18位'],
    [{ smsCode: '' }, '请输入短信验证码'],
  ])('refuses %j with %s and writes nothing', async (patch, msg) => {
    const before = await partyCount();
    const res = await register({ ...good('13600000003', 'valid_name', '123456'), ...patch });
    expect(res.json()).toEqual({ code: 400, msg });
    expect(await partyCount()).toBe(before);
  });

  it('a wrong or missing SMS code is refused', async () => {
    const phone = '13600000004';
    const code = await registerCode(phone);
    expect((await register(good(phone, 'code_tester', code === '000000' ? '000001' : '000000'))).json()).toEqual({ code: 400, msg: '短信验证码错误' });
    expect((await register(good('13600000005', 'code_tester', code))).json()).toEqual({ code: 400, msg: '短信验证码已失效，请重新获取' });
  });

  it('nothing half-written: a duplicate caught by the unique index rolls back party, member, role and the SMS code', async () => {
    const phone = '13600000006';
    const code = await registerCode(phone);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    const before = await partyCount();
    const rolesBefore = Number((await t.database.db.select({ n: count() }).from(partyRoles))[0].n);
    // As if another registration took the phone between the check and the insert.
    const err = await createPersonAccount(t.database.db, {
      username: 'race_loser',
      phone: '13800000001',
      passwordHash: await hashPassword('reader2026'),
      smsCodeId: row.id,
    }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.message).toBe('该手机号已注册，请直接登录');
    const dupName = await createPersonAccount(t.database.db, { username: 'demo_member', phone: '13600000099', passwordHash: 'x' }).catch((e) => e);
    expect(dupName.message).toBe('该用户名已被注册');
    expect(await partyCount()).toBe(before);
    expect(Number((await t.database.db.select({ n: count() }).from(partyRoles))[0].n)).toBe(rolesBefore);
    expect(await t.database.db.select().from(members).where(eq(members.username, 'race_loser'))).toHaveLength(0);
    const [still] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.id, row.id));
    expect(still.usedAt).toBeNull();
    expect((await register(good(phone, 'race_winner', code))).json().code).toBe(200);
  });
});

describe('availability checks', () => {
  const check = (what: string, q: string) => app.inject({ method: 'GET', url: `${P}/register/check${what}?${q}` });

  it('checkUsername / checkPhone / checkEmail answer {available}', async () => {
    expect((await check('Username', 'username=demo_member')).json()).toEqual({ code: 200, msg: '操作成功', data: { available: false } });
    expect((await check('Username', 'username=free_name1')).json().data).toEqual({ available: true });
    expect((await check('Phone', 'phone=13800000001')).json().data).toEqual({ available: false });
    expect((await check('Phone', 'phone=13600000999')).json().data).toEqual({ available: true });
    await t.database.db.update(members).set({ email: 'Reader@Example.com' }).where(eq(members.username, 'demo_member'));
    expect((await check('Email', 'email=reader@example.com')).json().data).toEqual({ available: false });
    expect((await check('Email', 'email=other@example.com')).json().data).toEqual({ available: true });
  });

  it('malformed input is a 400 with the rule message', async () => {
    expect((await check('Username', 'username=x')).json()).toEqual({ code: 400, msg: '可输字母、数字、下划线,且长度4到18位' });
    expect((await check('Phone', 'phone=123')).json()).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect((await check('Email', 'email=nope')).json()).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
  });
});
