import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, lastSmsCode, P, solvedCaptcha } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { members, organizations, sessionTokens, wechatKeys } from '../../db/schema';
import { sha256Hex } from '../../access/crypto';
import { inRanges, parseAddress, parseRanges } from '../../http/ipAddress';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: object, remoteAddress?: string) => app.inject({ method: 'POST', url, payload, remoteAddress });
const errCount = async (username: string) =>
  (await app.inject({ method: 'GET', url: `/api/auth/wkapi/v1/pwdErrCount?username=${encodeURIComponent(username)}` })).json().data.num;

/** A token answer: 43-character base64url token stored only as its SHA-256, 7 days. */
async function expectToken(res: { json(): any }, loginType?: string) {
  const body = res.json();
  expect(body.code, body.msg).toBe(200);
  expect(body.data.expires_in).toBe(604800);
  expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const [row] = await t.database.db.select().from(sessionTokens).where(eq(sessionTokens.tokenHash, sha256Hex(body.data.access_token)));
  expect(row).toBeDefined();
  if (loginType) expect(row.loginType).toBe(loginType);
  return body.data.access_token as string;
}

async function info(token: string) {
  return (await app.inject({ method: 'GET', url: `${P}/login/getInfo`, headers: authed(token) })).json();
}

describe('loginByPwd', () => {
  it('signs in by username or phone; the token works for getInfo', async () => {
    const token = await expectToken(await post(`${P}/login/loginByPwd`, { username: 'demo_member', password: DEMO_PASSWORD }), 'pwd');
    expect((await info(token)).data.user.username).toBe('demo_member');
    const byPhone = await expectToken(await post(`${P}/login/loginByPwd`, { username: '13800000001', password: DEMO_PASSWORD }));
    expect((await info(byPhone)).data.user.username).toBe('demo_member');
  });

  it('a wrong password and an unknown name get the same message', async () => {
    expect((await post(`${P}/login/loginByPwd`, { username: 'demo_teacher', password: 'wrong1234' })).json()).toEqual({ code: 400, msg: '用户名或密码错误' });
    expect((await post(`${P}/login/loginByPwd`, { username: 'nobody_here', password: 'wrong1234' })).json()).toEqual({ code: 400, msg: '用户名或密码错误' });
  });

  it('empty fields use the spec §5 messages', async () => {
    expect((await post(`${P}/login/loginByPwd`, { username: '', password: 'x' })).json()).toEqual({ code: 400, msg: '请输入请输入用户名/手机号' });
    expect((await post(`${P}/login/loginByPwd`, { username: 'demo_member', password: '' })).json()).toEqual({ code: 400, msg: '请输入密码' });
  });

  it('three failures require the image code (num 3); success with it resets the count', async () => {
    const username = 'demo_writer';
    expect(await errCount(username)).toBe(0);
    for (let i = 1; i <= 3; i++) {
      expect((await post(`${P}/login/loginByPwd`, { username, password: `wrongpass${i}` })).json().msg).toBe('用户名或密码错误');
      expect(await errCount(username)).toBe(i);
    }
    // Even the right password needs the image code now; every attempt counts, a refused one too.
    expect((await post(`${P}/login/loginByPwd`, { username, password: DEMO_PASSWORD })).json()).toEqual({ code: 400, msg: '请输入图形验证码' });
    expect(await errCount(username)).toBe(4);
    const c = await solvedCaptcha(app);
    const wrong = await post(`${P}/login/loginByPwd`, { username, password: DEMO_PASSWORD, uuid: c.uuid, code: c.code === 'abcd' ? 'abce' : 'abcd' });
    expect(wrong.json()).toEqual({ code: 400, msg: '图形验证码错误' });
    // A wrong password with a good image code counts as well.
    const c2 = await solvedCaptcha(app);
    expect((await post(`${P}/login/loginByPwd`, { username, password: 'wrongpass4', ...c2 })).json().msg).toBe('用户名或密码错误');
    expect(await errCount(username)).toBe(6);
    const c3 = await solvedCaptcha(app);
    await expectToken(await post(`${P}/login/loginByPwd`, { username, password: DEMO_PASSWORD, ...c3 }));
    expect(await errCount(username)).toBe(0);
    await expectToken(await post(`${P}/login/loginByPwd`, { username, password: DEMO_PASSWORD }));
  });

  it('unknown names count failures too (no hint that the account does not exist)', async () => {
    for (let i = 0; i < 3; i++) await post(`${P}/login/loginByPwd`, { username: 'ghost_user', password: 'wrongpass1' });
    expect(await errCount('ghost_user')).toBe(3);
    expect((await post(`${P}/login/loginByPwd`, { username: 'ghost_user', password: 'wrongpass1' })).json().msg).toBe('请输入图形验证码');
    expect(await errCount('')).toBe(0);
  });

  it('the older loginByName call is the same logic', async () => {
    await expectToken(await post('/api/show/exhibition/login/loginByName', { username: 'demo_scholar', password: DEMO_PASSWORD }));
    expect((await post('/api/show/exhibition/login/loginByName', { username: 'demo_scholar', password: 'nope12345' })).json().msg).toBe('用户名或密码错误');
  });

  it('a disabled account cannot sign in', async () => {
    await t.database.db.update(members).set({ enabled: false }).where(eq(members.username, 'demo_photo'));
    expect((await post(`${P}/login/loginByPwd`, { username: 'demo_photo', password: DEMO_PASSWORD })).json()).toEqual({ code: 400, msg: '该账号已停用，请联系客服' });
    await t.database.db.update(members).set({ enabled: true }).where(eq(members.username, 'demo_photo'));
  });
});

describe('orgLoginByPwd', () => {
  it('signs in an institution account (member type 13)', async () => {
    const token = await expectToken(await post(`${P}/login/orgLoginByPwd`, { username: 'demo_org', password: DEMO_PASSWORD }), 'org');
    const body = await info(token);
    expect(body.data.memberType).toBe(13);
    expect(body.data.partyType).toBe(2);
    expect(body.data.organization).toMatchObject({ name: '文库示范大学图书馆', wenkuSecurityGroup: { securityGroupId: 1 } });
  });

  it('refuses a personal account, and uses the institution username rules', async () => {
    expect((await post(`${P}/login/orgLoginByPwd`, { username: 'demo_member', password: DEMO_PASSWORD })).json()).toEqual({ code: 400, msg: '该账号不是机构账号，请使用个人登录' });
    expect((await post(`${P}/login/orgLoginByPwd`, { username: '', password: 'x' })).json()).toEqual({ code: 400, msg: '账号不能为空' });
    expect((await post(`${P}/login/orgLoginByPwd`, { username: 'abc', password: 'x' })).json()).toEqual({ code: 400, msg: '用户名至少6位最多24位,手机号为11位' });
    expect((await post(`${P}/login/orgLoginByPwd`, { username: 'demo_org', password: 'wrong12345' })).json()).toEqual({ code: 400, msg: '用户名或密码错误' });
  });
});

describe('SMS sign-in', () => {
  async function smsCode(phone: string) {
    const c = await solvedCaptcha(app);
    expect((await post(`${P}/loginSms`, { phone, ...c })).json().code).toBe(200);
    return (await lastSmsCode(app, phone, 'login'))!;
  }

  it('loginBySms signs in a registered phone', async () => {
    const code = await smsCode('13800000002');
    const token = await expectToken(await post(`${P}/login/loginBySms`, { phone: '13800000002', smsCode: code }), 'sms');
    expect((await info(token)).data.user.username).toBe('demo_journal');
  });

  it('an unknown phone: 该手机号未注册，请先注册', async () => {
    const code = await smsCode('13911110000');
    expect((await post(`${P}/login/loginBySms`, { phone: '13911110000', smsCode: code })).json()).toEqual({ code: 400, msg: '该手机号未注册，请先注册' });
  });

  it('/auth/login/loginByPhone and the older exhibition calls', async () => {
    const code = await smsCode('13800000003');
    await expectToken(await post('/api/auth/login/loginByPhone', { phone: '13800000003', smsCode: code }));

    const c = await solvedCaptcha(app);
    const older = await app.inject({ method: 'GET', url: `/api/show/exhibition/login/getSMSCodeByLogin?memberPhone=13800000005&code=${c.code}&uuid=${c.uuid}` });
    expect(older.json()).toEqual({ code: 200, msg: '验证码已发送' });
    const code5 = (await lastSmsCode(app, '13800000005', 'login'))!;
    await expectToken(await post('/api/show/exhibition/login/loginByPhone', { memberPhone: '13800000005', smsCode: code5 }));
    const noCaptcha = await app.inject({ method: 'GET', url: '/api/show/exhibition/login/getSMSCodeByLogin?memberPhone=13800000006' });
    expect(noCaptcha.json()).toEqual({ code: 400, msg: '请输入图形验证码' });
  });
});

describe('loginByIp', () => {
  const ipLogin = (remoteAddress: string, headers?: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/ip/login/loginByIp', remoteAddress, headers });

  it('IPv4 inside an institution range opens an institution reader session (the institution by name, not its account)', async () => {
    const token = await expectToken(await ipLogin('127.0.0.1'), 'ip');
    const data = (await info(token)).data;
    expect(data).toMatchObject({ institutionReader: true, organization: { name: '文库示范大学图书馆' } });
    expect(data.user).toMatchObject({ username: '', mname: '文库示范大学图书馆', role: [] });
  });

  it('IPv6 inside a range (::1/128) signs in; IPv4-mapped IPv6 is read as IPv4', async () => {
    await expectToken(await ipLogin('::1'));
    await expectToken(await ipLogin('::ffff:127.0.0.9'));
  });

  it('outside every range: code 1101404 当前IP不在机构授权范围内, sent with HTTP 200 (not a failed request)', async () => {
    for (const addr of ['203.0.113.5', '2001:db8::1', '::2']) {
      const res = await ipLogin(addr);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 1101404, msg: '当前IP不在机构授权范围内' });
    }
  });

  it('an IPv6 CIDR added to an institution matches addresses inside it only', async () => {
    const [org] = await t.database.db.select().from(organizations);
    await t.database.db
      .update(organizations)
      .set({ ipRanges: `${org.ipRanges},2001:db8:abcd::/48, 10.20.0.0/16, not-a-range` })
      .where(eq(organizations.partyId, org.partyId));
    await expectToken(await ipLogin('2001:db8:abcd:12::7'));
    await expectToken(await ipLogin('10.20.255.1'));
    expect((await ipLogin('2001:db8:abce::1')).json().code).toBe(1101404);
    expect((await ipLogin('10.21.0.1')).json().code).toBe(1101404);
    await t.database.db.update(organizations).set({ ipRanges: org.ipRanges }).where(eq(organizations.partyId, org.partyId));
  });

  it('range helpers', () => {
    const ranges = parseRanges('192.168.1.0/24, ::1/128 ,8.8.8.8,::ffff:10.0.0.0/104');
    expect(ranges).toHaveLength(4);
    expect(inRanges(parseAddress('192.168.1.200')!, ranges)).toBe(true);
    expect(inRanges(parseAddress('192.168.2.1')!, ranges)).toBe(false);
    expect(inRanges(parseAddress('8.8.8.8')!, ranges)).toBe(true);
    expect(inRanges(parseAddress('10.1.2.3')!, ranges)).toBe(true);
    expect(parseAddress('not an ip')).toBeNull();
  });
});

describe('loginByWechat', () => {
  const poll = (key: string) => app.inject({ method: 'GET', url: `/api/auth/wkapi/v1/wechat/login/loginByWechat?key=${key}` });
  const bind = (key: string, username: string) => app.inject({ method: 'POST', url: '/api/dev/wechat/bind', payload: { key, username } });

  it('unbound → 1101401 等待扫码确认; bound → token; reused → 400', async () => {
    const key = 'qr-key-0001-abcdef';
    const waiting = await poll(key);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json()).toEqual({ code: 1101401, msg: '等待扫码确认' });
    expect((await bind(key, 'demo_teacher')).json().code).toBe(200);
    const token = await expectToken(await poll(key), 'wechat');
    expect((await info(token)).data.user.username).toBe('demo_teacher');
    expect((await poll(key)).json()).toEqual({ code: 400, msg: '二维码已失效，请刷新后重新扫码' });
    expect((await bind(key, 'demo_teacher')).json()).toEqual({ code: 400, msg: '二维码已失效，请刷新后重新扫码' });
  });

  it('an expired key is a 400; a malformed key too; binding an unknown user is refused', async () => {
    const key = 'qr-key-0002-abcdef';
    await poll(key);
    await bind(key, 'demo_teacher');
    await t.database.db.update(wechatKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(wechatKeys.key, key));
    expect((await poll(key)).json()).toEqual({ code: 400, msg: '二维码已失效，请刷新后重新扫码' });
    expect((await poll('bad key!')).json().code).toBe(400);
    expect((await bind('qr-key-0003-abcdef', 'nobody_at_all')).json()).toEqual({ code: 400, msg: '用户不存在' });
  });
});
