import { createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SAML_MSG, SAML_PATHS } from '../../../../src/resources/saml';
import { makeTestApp, type TestApp } from '../../../../tests/helpers/app';
import { members, samlIdps } from '../../../db/schema';
import { encryptedResponse, requestIdOf, simulatedIdpMetadata, simulatedResponse } from './simulatedIdp';

/**
 * Issue 33, CARSI as federations run it: our SP key pair (SAML_SP_KEY / SAML_SP_CERT) signs the
 * AuthnRequests and decrypts assertions encrypted to us; an IdP's declared scopes (shibmd:Scope)
 * bound the eduPersonScopedAffiliation values it may assert.
 */
const fixturePath = (name: string) => fileURLToPath(new URL(`../../../../tests/fixtures/saml/${name}`, import.meta.url));
const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');
const IDP = { entityId: 'https://idp.scoped-university.edu.cn/idp/shibboleth', ssoUrl: 'https://idp.scoped-university.edu.cn/idp/profile/SAML2/Redirect/SSO', key: fixture('test-idp.key'), cert: fixture('test-idp.crt') };
const SP_CERT = fixture('test-sp.crt');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml';

let t: TestApp;
let sp: { entityId: string; acs: string };

const withKeys = () => {
  process.env.SAML_SP_KEY = fixturePath('test-sp.key');
  // Inline, as a deployment may pass it in the environment.
  process.env.SAML_SP_CERT = SP_CERT.replace(/\n/g, '\\n');
};
afterEach(() => {
  delete process.env.SAML_SP_KEY;
  delete process.env.SAML_SP_CERT;
});

async function startLogin(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `${SAML_PATHS.login}?${new URLSearchParams({ idp: IDP.entityId, returnTo: '/' })}` });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}
const response = (inResponseTo: string, affiliation = 'student@scoped-university.edu.cn') =>
  simulatedResponse({ issuer: IDP.entityId, audience: sp.entityId, acsUrl: sp.acs, inResponseTo, key: IDP.key, cert: IDP.cert, affiliations: [affiliation] });
const postAcs = (samlResponse: string) =>
  t.app.inject({
    method: 'POST',
    url: SAML_PATHS.acs,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    payload: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
const messageOf = (html: string) => /<p id="saml-message">([^<]*)<\/p>/.exec(html)?.[1];

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  const [{ orgPartyId }] = await db.select({ orgPartyId: members.partyId }).from(members).where(eq(members.username, 'demo_org'));
  // Entered from its metadata, which declares the school's scope.
  const metadataXml = simulatedIdpMetadata({ entityId: IDP.entityId, ssoUrl: IDP.ssoUrl, cert: IDP.cert, name: '范围大学', scopes: ['scoped-university.edu.cn'] });
  await db.insert(samlIdps).values({ orgPartyId, name: '范围大学', entityId: IDP.entityId, ssoUrl: IDP.ssoUrl, certs: [IDP.cert], metadataXml });
  const metadata = await t.app.inject({ method: 'GET', url: SAML_PATHS.metadata });
  sp = { entityId: /entityID="([^"]+)"/.exec(metadata.body)![1], acs: /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(metadata.body)![1] };
});
afterAll(async () => {
  await t?.close();
});

describe('the SP key pair', () => {
  it('without it the metadata offers no key and requests are unsigned', async () => {
    const metadata = await t.app.inject({ method: 'GET', url: SAML_PATHS.metadata });
    expect(metadata.body).toContain('AuthnRequestsSigned="false"');
    expect(metadata.body).not.toContain('KeyDescriptor');
    expect(new URL(await startLogin()).searchParams.has('Signature')).toBe(false);
  });

  it('with it the metadata offers our certificate for signing and encryption, and says requests are signed', async () => {
    withKeys();
    const metadata = await t.app.inject({ method: 'GET', url: SAML_PATHS.metadata });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain('AuthnRequestsSigned="true"');
    const body = SP_CERT.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
    for (const use of ['signing', 'encryption']) expect(metadata.body).toMatch(new RegExp(`KeyDescriptor use="${use}"[\\s\\S]*?${body.slice(0, 40).replace(/[+/]/g, '\\$&')}`));
  });

  it('signs the AuthnRequest redirect with RSA-SHA256, verifiable with the certificate it publishes', async () => {
    withKeys();
    const location = await startLogin();
    const query = location.slice(location.indexOf('?') + 1);
    const params = new URL(location).searchParams;
    expect(params.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
    // The signed octets are the query up to the Signature, as the HTTP-Redirect binding defines.
    const signed = query.slice(0, query.indexOf('&Signature='));
    const verifier = createVerify('RSA-SHA256').update(signed);
    expect(verifier.verify(SP_CERT, params.get('Signature')!, 'base64')).toBe(true);
  });

  it('accepts a signed assertion encrypted to our certificate', async () => {
    withKeys();
    const id = requestIdOf(await startLogin());
    const res = await postAcs(await encryptedResponse(response(id), SP_CERT));
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/#samlKey=[A-Za-z0-9_-]{43}$/);
  });

  it('the same encrypted response twice is refused (its request is spent)', async () => {
    withKeys();
    const id = requestIdOf(await startLogin());
    const encrypted = await encryptedResponse(response(id), SP_CERT);
    expect((await postAcs(encrypted)).statusCode).toBe(303);
    const again = await postAcs(encrypted);
    expect(again.statusCode).toBe(403);
    expect(messageOf(again.body)).toBe(SAML_MSG.staleRequest);
  });

  it('refuses an encrypted assertion in Chinese when no key is configured', async () => {
    const id = requestIdOf(await startLogin());
    const res = await postAcs(await encryptedResponse(response(id), SP_CERT));
    expect(res.statusCode).toBe(403);
    expect(messageOf(res.body)).toBe(SAML_MSG.encryptedNoKey);
  });
});

describe("an IdP's declared scope", () => {
  it('lets in a reader of its own scope', async () => {
    const id = requestIdOf(await startLogin());
    expect((await postAcs(response(id))).statusCode).toBe(303);
  });

  it('refuses an affiliation scoped to another school', async () => {
    const id = requestIdOf(await startLogin());
    const res = await postAcs(response(id, 'student@other-university.edu.cn'));
    expect(res.statusCode).toBe(403);
    expect(messageOf(res.body)).toBe(SAML_MSG.affiliation);
  });

  it('refuses an unscoped affiliation', async () => {
    const id = requestIdOf(await startLogin());
    const res = await postAcs(response(id, 'student'));
    expect(res.statusCode).toBe(403);
    expect(messageOf(res.body)).toBe(SAML_MSG.affiliation);
  });
});
