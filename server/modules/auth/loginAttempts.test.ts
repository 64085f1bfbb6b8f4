import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSmsCode, P, solvedCaptcha } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { DEMO_PASSWORD } from '../../db/seed/accounts';
import { loginAttempts, members, sessionTokens } from '../../db/schema';
import { pausedMessage } from './loginAttempts';

let t: TestApp;
beforeAll(async () => {
  // Twenty simultaneous sign-ins must all reach the attempt counter, not be shed by the database
  // queue (server/db/gate.ts, tested on its own): a queue wide enough for the burst.
  t = await makeTestApp({ databaseLimits: { queueMax: 400 } });
});
afterAll(async () => {
  await t?.close();
});

const login = (payload: object) => t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload });
const errCount = async (username: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/wkapi/v1/pwdErrCount?username=${encodeURIComponent(username)}` })).json().data.num as number;
const memberOf = async (username: string) => (await t.database.db.select().from(members).where(eq(members.username, username)))[0];
const tokensSince = async (memberId: number, since: Date) =>
  (await t.database.db.select().from(sessionTokens).where(and(eq(sessionTokens.memberId, memberId), gt(sessionTokens.createdAt, since)))).length;

describe('password attempts are counted before the password is checked', () => {
  it('20 concurrent wrong passwords: at most 3 are checked, and then the right one without an image code is refused', async () => {
    const member = await memberOf('demo_studio');
    const since = new Date();
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ username: 'demo_studio', password: `guess${i}xx` })));
    const msgs = guesses.map((r) => r.json().msg as string);
    expect(guesses.every((r) => r.statusCode === 400)).toBe(true);
    // Only the attempts that came before the third failure reached the password check.
    expect(msgs.filter((m) => m === '用户名或密码错误').length).toBeLessThanOrEqual(3);
    const right = await login({ username: 'demo_studio', password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(400);
    expect(right.json().msg).toMatch(/^(请输入图形验证码|密码错误次数过多)/);
    expect(await tokensSince(member.id, since)).toBe(0);
  });

  it('one counter per account, whatever name or phone was typed', async () => {
    const member = await memberOf('demo_photo');
    await login({ username: 'demo_photo', password: 'wrongpass1' });
    await login({ username: member.phone, password: 'wrongpass2' });
    await login({ username: member.phone, password: 'wrongpass3' });
    expect(await errCount('demo_photo')).toBe(3);
    expect(await errCount(member.phone!)).toBe(3);
    expect((await login({ username: member.phone, password: DEMO_PASSWORD })).json()).toEqual({ code: 400, msg: '请输入图形验证码' });
    expect((await login({ username: 'demo_photo', password: DEMO_PASSWORD, ...(await solvedCaptcha(t.app)) })).json().code).toBe(200);
    expect(await errCount(member.phone!)).toBe(0);
  });

  it('ten failures in fifteen minutes pause password sign-in with a Chinese message saying until when; SMS sign-in still works', async () => {
    const member = await memberOf('demo_head');
    for (let i = 0; i < 10; i++) {
      const res = await login({ username: 'demo_head', password: `wrongpass${i}`, ...(await solvedCaptcha(t.app)) });
      expect(res.json(), `attempt ${i + 1}`).toEqual({ code: 400, msg: '用户名或密码错误' });
    }
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, `member:${member.id}`));
    expect(row.lockedUntil).not.toBeNull();
    const minutes = (row.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    // The right password and a right image code: still paused, by phone too.
    const paused = await login({ username: 'demo_head', password: DEMO_PASSWORD, ...(await solvedCaptcha(t.app)) });
    expect(paused.json()).toEqual({ code: 400, msg: pausedMessage(row.lockedUntil!) });
    expect(paused.json().msg).toMatch(/^密码错误次数过多，密码登录已暂停，请于\d{2}:\d{2}后再试，或使用短信验证码登录$/);
    expect((await login({ username: member.phone, password: DEMO_PASSWORD, ...(await solvedCaptcha(t.app)) })).json().msg).toBe(paused.json().msg);

    // The owner signs in by SMS; that lifts the pause.
    const sent = await t.app.inject({ method: 'POST', url: `${P}/loginSms`, payload: { phone: member.phone, ...(await solvedCaptcha(t.app)) } });
    expect(sent.json().code).toBe(200);
    const smsCode = await lastSmsCode(t.app, member.phone!, 'login');
    const bySms = await t.app.inject({ method: 'POST', url: `${P}/login/loginBySms`, payload: { phone: member.phone, smsCode } });
    expect(bySms.json().code).toBe(200);
    expect((await login({ username: 'demo_head', password: DEMO_PASSWORD })).json().code).toBe(200);
  });

  it('the pause ends by itself after fifteen minutes', async () => {
    const member = await memberOf('demo_famous');
    for (let i = 0; i < 10; i++) await login({ username: 'demo_famous', password: `wrongpass${i}`, ...(await solvedCaptcha(t.app)) });
    expect((await login({ username: 'demo_famous', password: DEMO_PASSWORD, ...(await solvedCaptcha(t.app)) })).json().msg).toMatch(/^密码错误次数过多/);
    // Sixteen minutes later (moved in the database rather than waited for).
    const earlier = (d: Date) => new Date(d.getTime() - 16 * 60_000);
    const key = `member:${member.id}`;
    const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.accountKey, key));
    await t.database.db
      .update(loginAttempts)
      .set({ lockedUntil: earlier(row.lockedUntil!), windowStart: earlier(row.windowStart), updatedAt: earlier(row.updatedAt) })
      .where(eq(loginAttempts.accountKey, key));
    expect((await login({ username: 'demo_famous', password: DEMO_PASSWORD, ...(await solvedCaptcha(t.app)) })).json().code).toBe(200);
  });
});
