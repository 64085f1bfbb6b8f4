import { createServer } from 'node:net';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { seedAccounts } from '../../server/db/seed/accounts';
import { members, samlHandoffs, samlIdps, sessionTokens } from '../../server/db/schema';
import { sha256Hex } from '../../server/access/crypto';
import { SAML_MSG } from '../resources/saml';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { EnvelopeError } from '../shared/envelope';
import { IP_OPT_OUT_KEY, ipFlags } from '../session/ipLogin';
import { runAutoLogin } from './autoLogin';
import { sessionStore } from '../session/store';
import { authProvider, clearLocalSession, leaveForIdp, login, logout } from './auth';
import { sessionEvents } from './http';
import { http } from './axiosInstance';

// The auth provider against the real server (no mocks): sign in, stored keys, sign out.
let t: TestApp;
let address = '';
const unauthorized: string[] = [];

/** A loopback port nothing listens on (a server that is down). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 1));
    });
  });
}

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  await seedAccounts(t.database.db);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  http.defaults.baseURL = address;
  http.defaults.adapter = 'http';
  sessionEvents.onUnauthorized = () => void unauthorized.push(window.location.pathname);
}, 60_000);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  http.defaults.baseURL = address;
  clearLocalSession();
  localStorage.clear();
  sessionStorage.clear();
});

describe('authProvider', () => {
  it('password login stores the token and the spec §3 keys, and publishes the session', async () => {
    const result = await login({ type: 'pwd', username: 'demo_journal', password: 'wenku2026' });
    expect(result).toMatchObject({ success: true, msg: '登录成功' });
    expect(Cookies.get('auth')).toBeTruthy();
    expect(Cookies.get('memberType')).toBe('2');
    expect(Cookies.get('_userName')).toBe('王静');
    expect(Cookies.get('userPhone')).toBe('138****0002');
    expect(Cookies.get('partyId')).toMatch(/^\d+$/);
    expect(Cookies.get('editerPermission')).toBe('false');
    expect(JSON.parse(localStorage.getItem('userInfo')!).user.username).toBe('demo_journal');
    const s = sessionStore.get();
    expect(s).toMatchObject({ auth: Cookies.get('auth'), memberType: 2, userName: '王静', loginType: 'pwd' });
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(await authProvider.getIdentity!()).toMatchObject({ name: '王静', memberType: 2 });
  });

  it('the journal editor role sets editerPermission', async () => {
    expect((await login({ type: 'pwd', username: 'demo_jeditor', password: 'wenku2026' })).success).toBe(true);
    expect(Cookies.get('editerPermission')).toBe('true');
    expect(sessionStore.get().editerPermission).toBe(true);
  });

  it('a wrong password answers the server msg and stores nothing', async () => {
    const result = await login({ type: 'pwd', username: 'demo_member', password: 'wrong-password1' });
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(EnvelopeError);
    expect(result.msg).toBe('用户名或密码错误');
    expect(Cookies.get('auth')).toBeUndefined();
    expect(sessionStore.get().auth).toBeNull();
    expect(await authProvider.check()).toMatchObject({ authenticated: false, redirectTo: '/login' });
  });

  it('institution login refuses a personal account and accepts demo_org', async () => {
    const refused = await login({ type: 'org', username: 'demo_member', password: 'wenku2026' });
    expect(refused.success).toBe(false);
    expect(refused.msg).toBe('该账号不是机构账号，请使用个人登录');
    expect((await login({ type: 'org', username: 'demo_org', password: 'wenku2026' })).success).toBe(true);
    expect(sessionStore.get()).toMatchObject({ memberType: 13, userName: '文库示范大学图书馆' });
  });

  it('IP login signs in the institution whose ranges hold 127.0.0.1', async () => {
    const result = await login({ type: 'ip' });
    expect(result.msg).toBe('登录成功');
    expect(result.success).toBe(true);
    expect(sessionStore.get()).toMatchObject({ memberType: 13, loginType: 'ip' });
    expect(ipFlags.notPermitted()).toBe(false);
  });

  it('logout on 200 clears every key but searchHistoryArr (and the IP opt-out)', async () => {
    await login({ type: 'pwd', username: 'demo_member', password: 'wenku2026' });
    localStorage.setItem('searchHistoryArr', JSON.stringify(['唐诗']));
    localStorage.setItem(IP_OPT_OUT_KEY, '1');
    const token = Cookies.get('auth')!;
    const result = await logout();
    expect(result).toMatchObject({ success: true, msg: '退出成功' });
    for (const key of ['auth', 'memberType', 'userPhoto', '_userName', 'userPhone', 'partyId', 'editerPermission']) expect(Cookies.get(key)).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('searchHistoryArr')).toBe(JSON.stringify(['唐诗']));
    expect(localStorage.getItem(IP_OPT_OUT_KEY)).toBe('1');
    expect(sessionStore.get()).toMatchObject({ auth: null, memberType: 0, userInfo: null });
    // The token is revoked on the server.
    const after = await http.get('/api/auth/wkapi/v1/platform/login/getInfo', { headers: { Authorization: token } });
    expect(after.data.code).toBe(401);
  });

  it('logout that does not get a 200 rejects with the error and keeps the session', async () => {
    await login({ type: 'pwd', username: 'demo_member', password: 'wenku2026' });
    localStorage.setItem('searchHistoryArr', '["x"]');
    http.defaults.baseURL = `http://127.0.0.1:${await closedPort()}`;
    await expect(logout()).rejects.toBeInstanceOf(EnvelopeError);
    http.defaults.baseURL = address;
    expect(Cookies.get('auth')).toBeTruthy();
    expect(localStorage.getItem('userInfo')).not.toBeNull();
    expect(sessionStore.get().auth).toBeTruthy();
  });

  it('onError logs out on 401 only', async () => {
    await login({ type: 'pwd', username: 'demo_member', password: 'wenku2026' });
    expect(await authProvider.onError(new EnvelopeError(500, 'x'))).toEqual({});
    expect(Cookies.get('auth')).toBeTruthy();
    expect(await authProvider.onError(new EnvelopeError(401, '请先登录'))).toMatchObject({ logout: true, redirectTo: '/' });
    expect(Cookies.get('auth')).toBeUndefined();
  });
});

describe('automatic login on load (spec §4)', () => {
  it('tries the IP login once per browser session', async () => {
    expect(await runAutoLogin('')).toMatchObject({ kind: 'ip', result: { success: true } });
    expect(sessionStore.get()).toMatchObject({ memberType: 13, loginType: 'ip' });
    expect(ipFlags.tried()).toBe(true);
    await logout();
    // Signed out, same session: not again.
    expect(await runAutoLogin('')).toEqual({ kind: 'none' });
    expect(sessionStore.get().auth).toBeNull();
  });

  it('is not tried on /login or /forgetPassword', async () => {
    expect(await runAutoLogin('', '/login')).toEqual({ kind: 'none' });
    expect(await runAutoLogin('?isJg=1', '/forgetPassword')).toEqual({ kind: 'none' });
    expect(ipFlags.tried()).toBe(false);
  });

  it('respects the opt-out, which survives signing out', async () => {
    ipFlags.setOptOut(true);
    expect(await runAutoLogin('')).toEqual({ kind: 'none' });
    expect(ipFlags.tried()).toBe(false);
    await login({ type: 'pwd', username: 'demo_member', password: 'wenku2026' });
    await logout();
    expect(ipFlags.optedOut()).toBe(true);
  });

  it('a signed-in session only refreshes its member info', async () => {
    await login({ type: 'pwd', username: 'demo_member', password: 'wenku2026' });
    localStorage.removeItem('userInfo');
    expect(await runAutoLogin('')).toEqual({ kind: 'refreshed' });
    expect(JSON.parse(localStorage.getItem('userInfo')!).user.username).toBe('demo_member');
    expect(ipFlags.tried()).toBe(false);
  });

  it('a stored token the server no longer accepts ends the local session quietly', async () => {
    await login({ type: 'pwd', username: 'demo_member', password: 'wenku2026' });
    const token = Cookies.get('auth')!;
    await http.delete('/api/auth/wkapi/v1/platform/login/logout', { headers: { Authorization: token } });
    expect(await runAutoLogin('')).toEqual({ kind: 'refreshed' });
    expect(Cookies.get('auth')).toBeUndefined();
    expect(sessionStore.get().auth).toBeNull();
  });

  it('?wechatKey= signs in once the key is confirmed', async () => {
    const key = `e2ekey${Date.now()}`;
    const waiting = await runAutoLogin(`?wechatKey=${key}`);
    expect(waiting).toMatchObject({ kind: 'wechat', result: { success: false, msg: '等待扫码确认' } });
    await http.post('/api/dev/wechat/bind', { key, username: 'demo_writer' });
    const done = await runAutoLogin(`?from=x&wechatKey=${key}`);
    expect(done).toMatchObject({ kind: 'wechat', result: { success: true } });
    expect(sessionStore.get()).toMatchObject({ userName: '周雨桐', loginType: 'wechat' });
  });

  it('#samlKey= (the CARSI hand-over) signs in once as the institution reader', async () => {
    const db = t.database.db;
    const [org] = await db.select({ id: members.id, partyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
    const [idp] = await db.insert(samlIdps).values({ orgPartyId: org.partyId, name: '测试大学', entityId: 'https://idp.portal-test.edu.cn/idp', ssoUrl: 'https://idp.portal-test.edu.cn/sso', certs: ['x'] }).returning();
    const key = 'k'.repeat(43);
    await db.insert(samlHandoffs).values({ keyHash: sha256Hex(key), memberId: org.id, idpId: idp.id, expiresAt: new Date(Date.now() + 60_000) });
    const done = await runAutoLogin('', '/journal', `#samlKey=${key}`);
    expect(done).toMatchObject({ kind: 'saml', result: { success: true, msg: '登录成功' } });
    expect(sessionStore.get()).toMatchObject({ memberType: 13, loginType: 'saml' });
    clearLocalSession();
    const again = await runAutoLogin('', '/journal', `#samlKey=${key}`);
    expect(again).toMatchObject({ kind: 'saml', result: { success: false, msg: SAML_MSG.keyExpired } });
    expect(sessionStore.get().auth).toBeNull();
  });

  it('signing out of a CARSI session ends it here and then visits the school IdP for Single Logout', async () => {
    const db = t.database.db;
    const [org] = await db.select({ id: members.id, partyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
    const [idp] = await db
      .insert(samlIdps)
      .values({ orgPartyId: org.partyId, name: '退出大学', entityId: 'https://idp.slo-portal.edu.cn/idp', ssoUrl: 'https://idp.slo-portal.edu.cn/sso', sloUrl: 'https://idp.slo-portal.edu.cn/slo', certs: ['x'] })
      .returning();
    const key = 'q'.repeat(43);
    await db.insert(samlHandoffs).values({ keyHash: sha256Hex(key), memberId: org.id, idpId: idp.id, expiresAt: new Date(Date.now() + 60_000), nameId: '_n-reader', sessionIndex: '_s1' });
    expect(await runAutoLogin('', '/journal', `#samlKey=${key}`)).toMatchObject({ kind: 'saml', result: { success: true } });
    const visited: string[] = [];
    const real = leaveForIdp.go;
    leaveForIdp.go = (url) => void visited.push(url);
    try {
      expect(await logout()).toMatchObject({ success: true, msg: '退出成功' });
    } finally {
      leaveForIdp.go = real;
    }
    expect(sessionStore.get().auth).toBeNull();
    expect(visited).toHaveLength(1);
    expect(visited[0]).toMatch(/^https:\/\/idp\.slo-portal\.edu\.cn\/slo\?SAMLRequest=/);
    const [latest] = await db.select({ revokedAt: sessionTokens.revokedAt }).from(sessionTokens).where(eq(sessionTokens.memberId, org.id)).orderBy(desc(sessionTokens.id)).limit(1);
    expect(latest.revokedAt).not.toBeNull();
  });
});
