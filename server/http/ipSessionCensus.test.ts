import { and, desc, eq, gt } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { isPublicRoute } from '../access/publicRoutes';
import { usageMonth } from '../access/subscription';
import { articles, bankAccounts, institutionUsage, members, orgStaff } from '../db/schema';
import { INSTITUTION_READER_ONLY_MSG } from '../access/session';
import { caller, O, orgSignIn } from '../modules/organization/testing';

/**
 * Issue 30: a session opened by an institution's IP range (the portal opens one silently for
 * everyone on the campus network) is an institution *reader*. It reads what the institution
 * subscribes to and nothing else: every other call that needs a member — above all the
 * institution's own management (uc_m / uc_p) — answers 403 to it, whatever the institution
 * account itself may do. The census drives every registered route, so a new route is covered by itself.
 */
let t: TestApp;
let ipToken: string;

/** The member calls an IP-range session may make: who it reads for, renewing it, and subscribed full texts (signing out is public). */
const READER_CALLS = new Set([
  'GET /api/auth/wkapi/v1/platform/login/getInfo',
  'GET /api/auth/wkapi/v1/platform/roleList',
  'POST /api/auth/wkapi/v1/platform/refresh',
  'GET /api/show/fileLicense/download/check',
  'GET /api/show/order/downloadPdf',
  'GET /api/show/order/downloadFullIssuePdf',
  'POST /api/show/fileLicense/accessBook',
  'POST /api/show/fileLicense/accessChronicles',
]);

/** A new IP-range session: tests seed the demo institution with 127.0.0.0/8, where inject() calls come from. */
async function ipSession(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/ip/login/loginByIp' });
  expect(res.json().code).toBe(200);
  return res.json().data.access_token as string;
}

beforeAll(async () => {
  t = await makeTestApp();
  ipToken = await ipSession();
});
afterAll(async () => {
  await t?.close();
});

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:(\w+)(\([^)]*\))?/g, '1');

describe('an IP-range session is an institution reader', () => {
  it('is refused with 403 by every call that needs a member, except reading for its institution', async () => {
    const memberRoutes = t.app.registeredRoutes.filter((r) => !isPublicRoute(r) && r.url.startsWith('/api/') && !r.url.startsWith('/api/dev/'));
    expect(memberRoutes.length).toBeGreaterThan(200);
    const registered = new Set(memberRoutes.map(keyOf));
    expect([...READER_CALLS].filter((k) => !registered.has(k))).toEqual([]);
    const opened: string[] = [];
    const notRefused: string[] = [];
    for (const r of memberRoutes) {
      // A reader's call may end the session (logout, refresh): each gets a session of its own.
      const token = READER_CALLS.has(keyOf(r)) ? await ipSession() : ipToken;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: { authorization: token },
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { code?: number; msg?: string }) : {};
      const refused = res.statusCode === 403 && body.code === 403 && body.msg === INSTITUTION_READER_ONLY_MSG;
      if (READER_CALLS.has(keyOf(r))) {
        if (refused) notRefused.push(`${keyOf(r)} is a reader's call but refused the IP session`);
        else opened.push(keyOf(r));
      } else if (!refused) {
        notRefused.push(`${keyOf(r)} → ${res.statusCode} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(notRefused).toEqual([]);
    expect(opened.sort()).toEqual([...READER_CALLS].sort());
  });

  it("cannot read or change the institution's management, and writes nothing", async () => {
    const ip = caller(t.app, await ipSession());
    const db = t.database.db;
    const org = caller(t.app, await orgSignIn(t.app, 'demo_org'));
    const orgPartyId = (await org('GET', `${O}/info`)).body.data.partyId as number;
    const bankBefore = await db.select().from(bankAccounts).where(eq(bankAccounts.partyId, orgPartyId));
    const staffBefore = await db.select().from(orgStaff).where(eq(orgStaff.orgPartyId, orgPartyId));

    const refused = { code: 403, msg: INSTITUTION_READER_ONLY_MSG };
    expect((await ip('GET', `${O}/staff/list`)).body).toEqual(refused);
    expect((await ip('GET', `${O}/info`)).body).toEqual(refused);
    expect((await ip('GET', `${O}/dept/tree`)).body).toEqual(refused);
    expect((await ip('PUT', `${O}/bankAccount`, { accountName: '攻击者', bankName: '中国银行', accountNo: '62170000111122223333' })).body).toEqual(refused);
    expect(
      (await ip('POST', `${O}/staff`, { username: 'intruder_staff', phone: '13900000077', mname: '冒名', password: 'intruder2026' })).body,
    ).toEqual(refused);
    expect((await ip('GET', '/member/getMemberInfo')).body).toEqual(refused);
    expect((await ip('POST', '/collect/addCollect', { type: 1, itemId: 1 })).body).toEqual(refused);

    expect(await db.select().from(bankAccounts).where(eq(bankAccounts.partyId, orgPartyId))).toEqual(bankBefore);
    expect(await db.select().from(orgStaff).where(eq(orgStaff.orgPartyId, orgPartyId))).toEqual(staffBefore);
    expect(await db.select().from(members).where(eq(members.username, 'intruder_staff'))).toEqual([]);
    // The institution account's own password session still manages it.
    expect((await org('GET', `${O}/staff/list`)).status).toBe(200);
  });

  it("learns its institution's name from getInfo, and none of the account's details or roles", async () => {
    const ip = caller(t.app, await ipSession());
    const info = (await ip('GET', '/auth/wkapi/v1/platform/login/getInfo')).body;
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ institutionReader: true, organization: { name: '文库示范大学图书馆' }, managedJournalIds: [] });
    expect(info.data.user).toMatchObject({ mname: '文库示范大学图书馆', username: '', phone: null, email: null, role: [] });
    expect((await ip('GET', '/auth/wkapi/v1/platform/roleList')).body).toEqual({ code: 200, msg: expect.any(String), data: [] });
  });

  it('reads a subscribed article in full, downloads its PDF, and both count for the institution', async () => {
    const db = t.database.db;
    const token = await ipSession();
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
      .orderBy(desc(articles.id))
      .limit(1);
    const [orgMember] = await db.select({ partyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
    const usage = () => db.select().from(institutionUsage).where(and(eq(institutionUsage.orgPartyId, orgMember.partyId), eq(institutionUsage.itemId, article.id)));
    expect(await usage()).toEqual([]);

    const detail = await t.app.inject({ method: 'GET', url: `/api/show/exhibition/journal/article/${article.id}`, headers: { authorization: token } });
    expect(detail.json().data).toMatchObject({ fullTextPreview: false, subscribedBy: '文库示范大学图书馆' });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/show/order/downloadPdf?articleId=${article.id}`, headers: { authorization: token } });
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getSubject()).toContain('文库示范大学图书馆机构订阅');
    expect(await usage()).toEqual([expect.objectContaining({ month: usageMonth(), views: 1, downloads: 1 })]);
  });
});

describe('the institution account signs in only with its password', () => {
  it('refuses SMS sign-in to an institution account', async () => {
    const [orgMember] = await t.database.db.select().from(members).where(eq(members.username, 'demo_org'));
    expect(orgMember.phone).toBeTruthy();
    const captcha = await t.app.inject({ method: 'GET', url: '/api/auth/wkapi/v1/captchaImage' });
    const { uuid } = captcha.json().data as { uuid: string };
    const code = (await t.app.inject({ method: 'GET', url: `/api/dev/captcha/${uuid}` })).json().data.text as string;
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/platform/loginSms', payload: { phone: orgMember.phone, code, uuid } });
    expect(sent.json().code).toBe(200);
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${orgMember.phone}` })).json().data as Array<{ code: string }>;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/platform/login/loginBySms', payload: { phone: orgMember.phone, smsCode: outbox[0].code } });
    expect(res.json()).toEqual({ code: 400, msg: '机构账号请使用账号密码登录' });
  });
});
