import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { SAML, ValidateInResponseTo, type Profile } from '@node-saml/node-saml';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAML_MSG, SAML_PATHS } from '../../../../src/resources/saml';
import { makeTestApp, type TestApp } from '../../../../tests/helpers/app';
import { authed, P } from '../../../../tests/helpers/auth';
import { DEMO_PASSWORD } from '../../../db/seed/accounts';
import { members, samlBindings, samlIdps, samlSessions, sessionTokens } from '../../../db/schema';
import { sha256Hex } from '../../../access/crypto';
import { parseIdpMetadata } from './idpMetadata';
import { requestIdOf, simulatedIdpMetadata, simulatedResponse } from './simulatedIdp';

/**
 * Issue 33: CARSI Single Logout both ways (SP- and IdP-initiated, HTTP-Redirect) and the reader's
 * eduPersonTargetedID kept with the session and the bound account — against an IdP played inside
 * the test with its own key (tests/fixtures/saml), whose logout messages node-saml builds and signs.
 */
const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/saml/${name}`, import.meta.url), 'utf8');
const IDP = {
  entityId: 'https://idp.slo-university.edu.cn/idp/shibboleth',
  sso: 'https://idp.slo-university.edu.cn/idp/profile/SAML2/Redirect/SSO',
  slo: 'https://idp.slo-university.edu.cn/idp/profile/SAML2/Redirect/SLO',
  key: fixture('test-idp.key'),
  cert: fixture('test-idp.crt'),
};
const OTHER_KEY = fixture('other-idp.key');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
let sp: { entityId: string; acs: string; slo: string };

/** The IdP's side: node-saml configured as the sender of the IdP's logout messages to our SLO URL. */
const idpSide = (privateKey = IDP.key) =>
  new SAML({ issuer: IDP.entityId, callbackUrl: sp.acs, entryPoint: sp.slo, logoutUrl: sp.slo, idpCert: 'unused', privateKey, signatureAlgorithm: 'sha256', validateInResponseTo: ValidateInResponseTo.never });

/** Signs in through the test IdP; the session token and what our SAML session row keeps. */
async function signIn(targetedId = 'tid-slo-1') {
  const login = await t.app.inject({ method: 'GET', url: `${SAML_PATHS.login}?${new URLSearchParams({ idp: IDP.entityId, returnTo: '/' })}` });
  const samlResponse = simulatedResponse({
    issuer: IDP.entityId,
    audience: sp.entityId,
    acsUrl: sp.acs,
    inResponseTo: requestIdOf(String(login.headers.location)),
    key: IDP.key,
    cert: IDP.cert,
    affiliations: ['student@slo-university.edu.cn'],
    targetedId,
  });
  const acs = await t.app.inject({ method: 'POST', url: SAML_PATHS.acs, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT }, payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString() });
  expect(acs.statusCode).toBe(303);
  const key = /#samlKey=([A-Za-z0-9_-]+)$/.exec(String(acs.headers.location))![1];
  const token = (await t.app.inject({ method: 'POST', url: `/api${SAML_PATHS.session}`, payload: { key } })).json().data.access_token as string;
  const [session] = await t.database.db
    .select({ id: sessionTokens.id, saml: samlSessions })
    .from(sessionTokens)
    .innerJoin(samlSessions, eq(samlSessions.sessionId, sessionTokens.id))
    .where(eq(sessionTokens.tokenHash, sha256Hex(token)));
  return { token, session };
}

const revoked = async (sessionId: number) => (await t.database.db.select({ at: sessionTokens.revokedAt }).from(sessionTokens).where(eq(sessionTokens.id, sessionId)))[0].at !== null;
/** A URL of the IdP's aimed at our SLO endpoint, as the browser would follow it. */
const toOurs = (url: string) => url.slice(url.indexOf(SAML_PATHS.slo));
const messageOf = (html: string) => /<p id="saml-message">([^<]*)<\/p>/.exec(html)?.[1];

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  const [org] = await db.select({ partyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  await db.insert(samlIdps).values({ orgPartyId: org.partyId, name: '退出测试大学', entityId: IDP.entityId, ssoUrl: IDP.sso, sloUrl: IDP.slo, certs: [IDP.cert] });
  const metadata = (await t.app.inject({ method: 'GET', url: SAML_PATHS.metadata })).body;
  sp = {
    entityId: /entityID="([^"]+)"/.exec(metadata)![1],
    acs: /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(metadata)![1],
    slo: /SingleLogoutService[^>]*Location="([^"]+)"/.exec(metadata)![1],
  };
});
afterAll(async () => {
  await t?.close();
});

describe('IdP metadata', () => {
  it("reads the IdP's SingleLogoutService (HTTP-Redirect); none declared is empty", () => {
    const base = { entityId: IDP.entityId, ssoUrl: IDP.sso, cert: IDP.cert, name: '退出测试大学' };
    expect(parseIdpMetadata(simulatedIdpMetadata({ ...base, sloUrl: IDP.slo })).sloUrl).toBe(IDP.slo);
    expect(parseIdpMetadata(simulatedIdpMetadata(base)).sloUrl).toBe('');
  });
});

describe('SP metadata', () => {
  it('declares our SingleLogoutService on the HTTP-Redirect binding', async () => {
    const metadata = (await t.app.inject({ method: 'GET', url: SAML_PATHS.metadata })).body;
    expect(metadata).toMatch(/<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-Redirect" Location="[^"]*\/api\/auth\/saml\/slo"/);
  });
});

describe('eduPersonTargetedID', () => {
  it('is kept with the CARSI session, and with a personal account bound during it', async () => {
    const { token, session } = await signIn('tid-bound-42');
    expect(session.saml).toMatchObject({ targetedId: 'tid-bound-42', sessionIndex: expect.stringMatching(/^_a/), nameId: expect.stringMatching(/^_n/) });
    const res = await t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, headers: authed(token), payload: { username: 'demo_member', password: DEMO_PASSWORD } });
    expect(res.json().code).toBe(200);
    const [memberRow] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'demo_member'));
    const [binding] = await t.database.db.select().from(samlBindings).where(eq(samlBindings.memberId, memberRow.id));
    expect(binding.targetedId).toBe('tid-bound-42');
  });
});

describe('SP-initiated Single Logout', () => {
  it("ends the session here, sends the reader to the IdP with our LogoutRequest for that sign-in, and takes the IdP's answer once", async () => {
    const { token, session } = await signIn();
    const res = await t.app.inject({ method: 'POST', url: `/api${SAML_PATHS.logout}`, headers: authed(token) });
    expect(res.json()).toMatchObject({ code: 200, msg: SAML_MSG.loggedOut });
    expect(await revoked(session.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/show/member/getMemberInfo', headers: authed(token) })).json().code).toBe(401);

    const redirect = String(res.json().data.redirect);
    expect(redirect.startsWith(`${IDP.slo}?SAMLRequest=`)).toBe(true);
    const request = inflateRawSync(Buffer.from(new URL(redirect).searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    expect(request).toContain(`>${session.saml.nameId}</saml:NameID>`);
    expect(request).toContain(`>${session.saml.sessionIndex}</saml2p:SessionIndex>`);

    const ourRequestId = /\sID="([^"]+)"/.exec(request)![1];
    const answer = await idpSide().getLogoutResponseUrlAsync({ ID: ourRequestId } as Profile, '', {}, true);
    const back = await t.app.inject({ method: 'GET', url: toOurs(answer), headers: { accept: BROWSER_ACCEPT } });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/');
    // The same answer again names a request already answered.
    const again = await t.app.inject({ method: 'GET', url: toOurs(answer), headers: { accept: BROWSER_ACCEPT } });
    expect(again.statusCode).toBe(403);
    expect(messageOf(again.body)).toBe(SAML_MSG.logoutRefused);
  });

  it('a session that did not come through CARSI is simply signed out, with nowhere to go', async () => {
    const login = await t.app.inject({ method: 'POST', url: `${P}/login/loginByPwd`, payload: { username: 'demo_writer', password: DEMO_PASSWORD } });
    const token = login.json().data.access_token as string;
    const res = await t.app.inject({ method: 'POST', url: `/api${SAML_PATHS.logout}`, headers: authed(token) });
    expect(res.json()).toMatchObject({ code: 200, msg: SAML_MSG.loggedOut, data: { redirect: null } });
    expect((await t.app.inject({ method: 'GET', url: '/api/show/member/getMemberInfo', headers: authed(token) })).json().code).toBe(401);
  });
});

describe('IdP-initiated Single Logout', () => {
  const logoutRequestUrl = (s: { nameId: string; nameIdFormat: string; sessionIndex: string }, key?: string) =>
    idpSide(key).getLogoutUrlAsync({ nameID: s.nameId, nameIDFormat: s.nameIdFormat, sessionIndex: s.sessionIndex } as Profile, 'relay-7', {});

  it("a signed LogoutRequest ends that reader's session (not another's) and is answered to the IdP's SLO URL", async () => {
    const reader = await signIn();
    const other = await signIn();
    const res = await t.app.inject({ method: 'GET', url: toOurs(await logoutRequestUrl(reader.session.saml)), headers: { accept: BROWSER_ACCEPT } });
    expect(res.statusCode).toBe(302);
    const answer = new URL(String(res.headers.location));
    expect(`${answer.origin}${answer.pathname}`).toBe(IDP.slo);
    expect(answer.searchParams.get('RelayState')).toBe('relay-7');
    expect(inflateRawSync(Buffer.from(answer.searchParams.get('SAMLResponse')!, 'base64')).toString('utf8')).toContain('urn:oasis:names:tc:SAML:2.0:status:Success');
    expect(await revoked(reader.session.id)).toBe(true);
    expect(await revoked(other.session.id)).toBe(false);
  });

  it('an unsigned LogoutRequest, or one signed with another key, ends nothing (a Chinese 403)', async () => {
    const { session } = await signIn();
    const signed = new URL(await logoutRequestUrl(session.saml), 'https://x');
    signed.searchParams.delete('Signature');
    signed.searchParams.delete('SigAlg');
    const unsigned = await t.app.inject({ method: 'GET', url: toOurs(signed.toString()), headers: { accept: BROWSER_ACCEPT } });
    expect(unsigned.statusCode).toBe(403);
    expect(messageOf(unsigned.body)).toBe(SAML_MSG.logoutUnsigned);
    const forged = await t.app.inject({ method: 'GET', url: toOurs(await logoutRequestUrl(session.saml, OTHER_KEY)), headers: { accept: BROWSER_ACCEPT } });
    expect(forged.statusCode).toBe(403);
    expect(messageOf(forged.body)).toBe(SAML_MSG.logoutRefused);
    expect(await revoked(session.id)).toBe(false);
  });

  it('no message, or not a logout message, is a 400', async () => {
    const none = await t.app.inject({ method: 'GET', url: SAML_PATHS.slo, headers: { accept: BROWSER_ACCEPT } });
    expect([none.statusCode, messageOf(none.body)]).toEqual([400, SAML_MSG.logoutMissing]);
    const junk = await t.app.inject({ method: 'GET', url: `${SAML_PATHS.slo}?SAMLRequest=${encodeURIComponent(Buffer.from('not xml').toString('base64'))}`, headers: { accept: BROWSER_ACCEPT } });
    expect([junk.statusCode, messageOf(junk.body)]).toEqual([400, SAML_MSG.logoutMalformed]);
  });
});
