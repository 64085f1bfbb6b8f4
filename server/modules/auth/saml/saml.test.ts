import { readFileSync } from 'node:fs';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAML_MSG, SAML_PATHS } from '../../../../src/resources/saml';
import { makeTestApp, type TestApp } from '../../../../tests/helpers/app';
import { authed, P } from '../../../../tests/helpers/auth';
import { DEMO_PASSWORD } from '../../../db/seed/accounts';
import { articles, members, samlBindings, samlHandoffs, samlIdps, sessionTokens, usageEvents } from '../../../db/schema';
import { O } from '../../organization/testing';
import { CARSI_READER_ONLY_MSG } from '../../../access/session';
import { BINDING_DAYS } from '../../../access/samlBinding';
import { DEMO_IDP } from './demoIdp';
import { toPem } from './idpMetadata';
import { requestIdOf, simulatedResponse, type SimulatedAssertion } from './simulatedIdp';

/**
 * Issue 33: CARSI / SAML 2.0 sign-in against an IdP played inside the test, with its own key pair
 * (tests/fixtures/saml). Each refusal names its reason in Chinese, with a 4xx, and opens no session.
 */
const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/saml/${name}`, import.meta.url), 'utf8');
const IDP = { entityId: 'https://idp.test-university.edu.cn/idp/shibboleth', key: fixture('test-idp.key'), cert: fixture('test-idp.crt') };
const OTHER_KEY = { key: fixture('other-idp.key'), cert: fixture('other-idp.crt') };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

let t: TestApp;
let orgPartyId: number;
let orgMemberId: number;
let sp: { entityId: string; acs: string };

async function startLogin(returnTo = '/journal?x=1'): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `${SAML_PATHS.login}?${new URLSearchParams({ idp: IDP.entityId, returnTo })}` });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toMatch(/^https:\/\/idp\.test-university\.edu\.cn\/idp\/profile\/SAML2\/Redirect\/SSO\?SAMLRequest=/);
  return requestIdOf(String(res.headers.location));
}

function response(inResponseTo: string | null, overrides: Partial<SimulatedAssertion> = {}): string {
  return simulatedResponse({ issuer: IDP.entityId, audience: sp.entityId, acsUrl: sp.acs, inResponseTo, key: IDP.key, cert: IDP.cert, affiliations: ['student@test-university.edu.cn'], targetedId: 'tid-1', ...overrides });
}

/** As the browser posts the IdP's form (it asks for a page). */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const postAcs = (samlResponse: string, accept = BROWSER_ACCEPT) =>
  t.app.inject({
    method: 'POST',
    url: SAML_PATHS.acs,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });

const messageOf = (html: string) => /<p id="saml-message">([^<]*)<\/p>/.exec(html)?.[1];

async function sessionsOfOrg(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessionTokens).where(eq(sessionTokens.memberId, orgMemberId));
  return row.n;
}
async function handoffs(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(samlHandoffs);
  return row.n;
}

/** Posts a response that must be refused: the status, the Chinese message, and nothing written for a session. */
async function expectRefused(samlResponse: string, status: number, msg: string) {
  const [sessionsBefore, handoffsBefore] = [await sessionsOfOrg(), await handoffs()];
  const res = await postAcs(samlResponse);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(messageOf(res.body)).toBe(msg);
  expect([await sessionsOfOrg(), await handoffs()]).toEqual([sessionsBefore, handoffsBefore]);
}

/** The ACS's redirect → the portal's exchange of the fragment's key → the session token. */
async function signInThrough(samlResponse: string): Promise<{ token: string; location: string }> {
  const res = await postAcs(samlResponse);
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  const key = /#samlKey=([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  expect(key).toBeTruthy();
  const exchange = await t.app.inject({ method: 'POST', url: `/api${SAML_PATHS.session}`, payload: { key } });
  expect(exchange.json()).toMatchObject({ code: 200, msg: '登录成功' });
  return { token: exchange.json().data.access_token as string, location };
}

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  [{ orgPartyId, orgMemberId }] = await db.select({ orgPartyId: members.partyId, orgMemberId: members.id }).from(members).where(eq(members.username, 'demo_org'));
  await db.insert(samlIdps).values({ orgPartyId, name: '测试大学', entityId: IDP.entityId, ssoUrl: 'https://idp.test-university.edu.cn/idp/profile/SAML2/Redirect/SSO', certs: [IDP.cert] });
  const metadata = await t.app.inject({ method: 'GET', url: SAML_PATHS.metadata });
  expect(metadata.statusCode).toBe(200);
  sp = {
    entityId: /entityID="([^"]+)"/.exec(metadata.body)![1],
    acs: /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(metadata.body)![1],
  };
});
afterAll(async () => {
  await t?.close();
});

describe('SP metadata and the school list', () => {
  it('publishes our entity id and the ACS URL (HTTP-POST)', async () => {
    expect(sp.entityId).toMatch(/\/api\/auth\/saml\/metadata$/);
    expect(sp.acs).toMatch(/\/api\/auth\/saml\/acs$/);
  });

  it('lists the enabled IdPs by school name, without a disabled one', async () => {
    const db = t.database.db;
    await db.insert(samlIdps).values({ orgPartyId, name: '停用大学', entityId: 'https://idp.off.edu.cn/idp', ssoUrl: 'https://idp.off.edu.cn/sso', certs: [IDP.cert], enabled: false });
    const res = await t.app.inject({ method: 'GET', url: `/api${SAML_PATHS.idps}` });
    const names = (res.json().data as Array<{ name: string; entityId: string }>).map((r) => r.name);
    expect(names).toContain('测试大学');
    expect(names).not.toContain('停用大学');
  });

  it('an unknown school is a Chinese 404 page, not a redirect', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${SAML_PATHS.login}?idp=${encodeURIComponent('https://nobody.edu.cn/idp')}`, headers: { accept: BROWSER_ACCEPT } });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res.body)).toBe(SAML_MSG.unknownIdp);
  });
});

describe('a valid assertion', () => {
  it('opens a session that reads as the institution: subscribed full text, counted in its usage, no management', async () => {
    const requestId = await startLogin('/journal?x=1');
    const { token, location } = await signInThrough(response(requestId));
    expect(location).toMatch(/^\/journal\?x=1#samlKey=/);

    const [article] = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0)))
      .orderBy(asc(articles.id))
      .limit(1);
    const detail = await t.app.inject({ method: 'GET', url: `/api/show/exhibition/journal/article/${article.id}`, headers: { ...authed(token), 'user-agent': BROWSER } });
    expect(detail.json().data).toMatchObject({ fullTextPreview: false, subscribedBy: '文库示范大学图书馆' });

    const [session] = await t.database.db.select({ id: sessionTokens.id, loginType: sessionTokens.loginType }).from(sessionTokens).where(eq(sessionTokens.memberId, orgMemberId)).orderBy(asc(sessionTokens.id));
    await vi.waitFor(async () => {
      const events = await t.database.db.select().from(usageEvents).where(and(eq(usageEvents.sessionKey, `s${session.id}`), eq(usageEvents.itemId, article.id)));
      expect(events).toEqual([expect.objectContaining({ orgPartyId, event: 'request' })]);
    });
    expect(session.loginType).toBe('saml');

    const staff = await t.app.inject({ method: 'GET', url: `/api${O}/staff/list`, headers: authed(token) });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ code: 403, msg: CARSI_READER_ONLY_MSG });
  });

  it('the hand-over key works once', async () => {
    const res = await postAcs(response(await startLogin()));
    const key = /#samlKey=(.+)$/.exec(String(res.headers.location))![1];
    expect((await t.app.inject({ method: 'POST', url: `/api${SAML_PATHS.session}`, payload: { key } })).json().code).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api${SAML_PATHS.session}`, payload: { key } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400, msg: SAML_MSG.keyExpired });
  });

  it('returnTo is a local path only', async () => {
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/api/auth/saml/metadata']) {
      const { location } = await signInThrough(response(await startLogin(bad)));
      expect(location).toMatch(/^\/#samlKey=/);
    }
  });
});

describe('refused assertions', () => {
  it('expired', async () => {
    const past = Date.now() - 60 * 60_000;
    await expectRefused(response(await startLogin(), { notBefore: new Date(past - 60_000), notOnOrAfter: new Date(past) }), 403, SAML_MSG.expired);
  });

  it('for another audience', async () => {
    await expectRefused(response(await startLogin(), { audience: 'https://other-sp.example.com/shibboleth' }), 403, SAML_MSG.audience);
  });

  it('unsigned', async () => {
    await expectRefused(response(await startLogin(), { sign: 'none' }), 403, SAML_MSG.unsigned);
  });

  it('signed with another key', async () => {
    await expectRefused(response(await startLogin(), OTHER_KEY), 403, SAML_MSG.badSignature);
  });

  it('replayed: the same assertion a second time', async () => {
    const once = response(await startLogin());
    await signInThrough(once);
    await expectRefused(once, 403, SAML_MSG.replayed);
  });

  it('answering no request of ours (unsolicited), or one already answered', async () => {
    await expectRefused(response(null), 403, SAML_MSG.staleRequest);
    const requestId = await startLogin();
    await signInThrough(response(requestId));
    await expectRefused(response(requestId), 403, SAML_MSG.staleRequest);
  });

  it('from an unknown IdP', async () => {
    await expectRefused(response(await startLogin(), { issuer: 'https://idp.unknown.edu.cn/idp/shibboleth' }), 403, SAML_MSG.unknownIdp);
  });

  it('an affiliation the institution does not let in', async () => {
    await expectRefused(response(await startLogin(), { affiliations: ['alum@test-university.edu.cn'] }), 403, SAML_MSG.affiliation);
    await expectRefused(response(await startLogin(), { affiliations: [] }), 403, SAML_MSG.affiliation);
  });

  it('a client that does not ask for a page gets the envelope', async () => {
    const res = await postAcs(response(await startLogin(), { sign: 'none' }), 'application/json');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, msg: SAML_MSG.unsigned });
  });

  it('no response, or not a SAML response', async () => {
    await expectRefused('', 400, SAML_MSG.noResponse);
    await expectRefused(Buffer.from('<html/>').toString('base64'), 400, SAML_MSG.malformed);
  });
});

describe('binding a personal account during a CARSI session', () => {
  const pricedArticle = async () =>
    (await t.database.db.select({ id: articles.id }).from(articles).where(and(eq(articles.articleStatus, 2), gt(articles.priceFen, 0))).orderBy(asc(articles.id)).limit(1))[0];
  const detailAs = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/show/exhibition/journal/article/${(await pricedArticle()).id}`, headers: authed(token) })).json().data;
  const pwdLogin = async (username: string, carsiToken?: string) => {
    const res = await t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, headers: carsiToken ? authed(carsiToken) : {}, payload: { username, password: DEMO_PASSWORD } });
    expect(res.json().code).toBe(200);
    return res.json().data.access_token as string;
  };

  it('a password sign-in while the CARSI session is active keeps the institution for 180 days; without one nothing is bound', async () => {
    const { token: carsi } = await signInThrough(response(await startLogin()));
    const personal = await pwdLogin('demo_member', carsi);
    const [memberRow] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    const [binding] = await t.database.db.select().from(samlBindings).where(eq(samlBindings.memberId, memberRow.id));
    expect(binding.orgPartyId).toBe(orgPartyId);
    const days = (binding.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThanOrEqual(BINDING_DAYS);
    // A later personal session of the bound account reads the subscription, still a personal account.
    const later = await pwdLogin('demo_member');
    expect(await detailAs(later)).toMatchObject({ fullTextPreview: false, subscribedBy: '文库示范大学图书馆' });
    expect((await t.app.inject({ method: 'GET', url: '/api/show/member/getMemberInfo', headers: authed(personal) })).statusCode).toBe(200);
    // Another account that signed in without a CARSI session reads the preview only.
    expect(await detailAs(await pwdLogin('demo_writer'))).toMatchObject({ fullTextPreview: true, subscribedBy: null });
  });

  it('an expired binding opens nothing', async () => {
    const [memberRow] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    await t.database.db.update(samlBindings).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(samlBindings.memberId, memberRow.id));
    expect(await detailAs(await pwdLogin('demo_member'))).toMatchObject({ fullTextPreview: true, subscribedBy: null });
  });
});

describe("demo_org's demo IdP (DEV_ENDPOINTS=1)", () => {
  it('its SSO page answers our request with a signed student assertion that signs in, and an alumnus one that is refused', async () => {
    const login = await t.app.inject({ method: 'GET', url: `${SAML_PATHS.login}?idp=${encodeURIComponent(DEMO_IDP.entityId)}&returnTo=/book` });
    const sso = new URL(String(login.headers.location));
    expect(sso.pathname).toBe('/api/dev/saml/sso');
    const page = await t.app.inject({ method: 'GET', url: `${sso.pathname}${sso.search}` });
    expect(page.statusCode).toBe(200);
    const [student, alumnus] = [...page.body.matchAll(/name="SAMLResponse" value="([^"]+)"/g)].map((m) => m[1]);
    const { location } = await signInThrough(student);
    expect(location).toMatch(/^\/book#samlKey=/);
    // Both answered the same request: the second finds it spent.
    await expectRefused(alumnus, 403, SAML_MSG.staleRequest);
  });
});

describe('IdP metadata', () => {
  it('toPem wraps a base64 body', () => {
    expect(toPem('QUJD')).toBe('-----BEGIN CERTIFICATE-----\nQUJD\n-----END CERTIFICATE-----');
  });
});
