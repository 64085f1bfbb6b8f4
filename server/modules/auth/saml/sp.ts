import { readFileSync } from 'node:fs';
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SAML_MSG, SAML_PATHS } from '../../../../src/resources/saml';
import type { Db } from '../../../db/client';
import { samlIdps, samlRequests } from '../../../db/schema';
import { publicBaseUrl } from '../../publicItems/baseUrl';
import type { IdpScope } from './idpMetadata';

export type SamlIdpRecord = typeof samlIdps.$inferSelect;

/** Clocks of an IdP and ours may differ this much (NotBefore / NotOnOrAfter). */
export const CLOCK_SKEW_MS = 3 * 60_000;
/** An AuthnRequest may be answered within this time, and only once. */
export const REQUEST_TTL_MS = 10 * 60_000;
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';

/** Our SP entity id: SAML_SP_ENTITY_ID, else the metadata URL on the public origin (read per call like PUBLIC_BASE_URL). */
export function spEntityId(req: FastifyRequest): string {
  return process.env.SAML_SP_ENTITY_ID?.trim() || `${publicBaseUrl(req)}${SAML_PATHS.metadata}`;
}

export const acsUrl = (req: FastifyRequest) => `${publicBaseUrl(req)}${SAML_PATHS.acs}`;
export const sloUrl = (req: FastifyRequest) => `${publicBaseUrl(req)}${SAML_PATHS.slo}`;

/** Our key pair as an SP (PEM): it signs our AuthnRequests and decrypts assertions encrypted to us. */
export interface SpKeys {
  key: string;
  cert: string;
}

const pemCache = new Map<string, string>();
/** A PEM given inline (`-----BEGIN …`) or as a file path, read once. */
function pemOf(value: string): string {
  if (value.startsWith('-----BEGIN')) return value.replace(/\\n/g, '\n');
  let pem = pemCache.get(value);
  if (pem === undefined) pemCache.set(value, (pem = readFileSync(value, 'utf8')));
  return pem;
}

/**
 * SAML_SP_KEY and SAML_SP_CERT (both, PEM or a file path; read per call like SAML_SP_ENTITY_ID):
 * CARSI asks SPs for a certificate in their metadata; with it our AuthnRequests are signed
 * (HTTP-Redirect, RSA-SHA256) and IdPs may encrypt assertions to us. Without it, nothing is signed
 * and an encrypted assertion is refused (docs/decisions/carsi-saml.md).
 */
export function spKeys(): SpKeys | null {
  const key = process.env.SAML_SP_KEY?.trim();
  const cert = process.env.SAML_SP_CERT?.trim();
  return key && cert ? { key: pemOf(key), cert: pemOf(cert) } : null;
}

const signing = (keys: SpKeys | null) => (keys ? { privateKey: keys.key, signatureAlgorithm: 'sha256' as const, decryptionPvk: keys.key } : {});

/**
 * The AuthnRequests we issued, in the database (so any process may receive the answer): saved when
 * a login starts, looked up by node-saml while it checks InResponseTo. Removal is ours, after the
 * answer was judged (takeRequest), so a request id is spent exactly once even when two answers race.
 */
function requestStore(db: Db, idpId: number, returnTo: string): CacheProvider {
  return {
    async saveAsync(key, value) {
      const issuedAt = new Date(value);
      await db.insert(samlRequests).values({ id: key, idpId, returnTo, issuedAt, expiresAt: new Date(issuedAt.getTime() + REQUEST_TTL_MS) });
      return { value, createdAt: issuedAt.getTime() };
    },
    async getAsync(key) {
      const [row] = await db
        .select({ issuedAt: samlRequests.issuedAt })
        .from(samlRequests)
        .where(and(eq(samlRequests.id, key), eq(samlRequests.idpId, idpId), gt(samlRequests.expiresAt, sql`now()`)));
      return row ? row.issuedAt.toISOString() : null;
    },
    async removeAsync(key) {
      return key;
    },
  };
}

/** Spends a request id: its return path, or null when it was unknown, expired or already spent. */
export async function takeRequest(db: Db, idpId: number, id: string): Promise<string | null> {
  const [row] = await db
    .delete(samlRequests)
    .where(and(eq(samlRequests.id, id), eq(samlRequests.idpId, idpId)))
    .returning({ returnTo: samlRequests.returnTo, expiresAt: samlRequests.expiresAt });
  return row && row.expiresAt.getTime() > Date.now() ? row.returnTo : null;
}

/** node-saml configured for one IdP: its SSO URL and certificates, our entity id as audience, InResponseTo always required. */
export function samlFor(db: Db, req: FastifyRequest, idp: SamlIdpRecord, returnTo = '/'): SAML {
  const issuer = spEntityId(req);
  return new SAML({
    issuer,
    audience: issuer,
    callbackUrl: acsUrl(req),
    // A relative SSO URL is a page of this site: only the demo IdP's (DEV_ENDPOINTS=1) is.
    entryPoint: idp.ssoUrl.startsWith('/') ? `${publicBaseUrl(req)}${idp.ssoUrl}` : idp.ssoUrl,
    idpIssuer: idp.entityId,
    idpCert: idp.certs,
    // Single Logout (slo.ts): our LogoutRequest and LogoutResponse go to the IdP's SLO URL.
    ...(idp.sloUrl ? { logoutUrl: idp.sloUrl } : {}),
    identifierFormat: TRANSIENT,
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: requestStore(db, idp.id, returnTo),
    ...signing(spKeys()),
  });
}

/**
 * The SP metadata CARSI registers: entity id, ACS (HTTP-POST) and SingleLogoutService
 * (HTTP-Redirect); with our key pair its certificate for signing and encryption and
 * AuthnRequestsSigned (docs/decisions/carsi-saml.md).
 */
export function spMetadataXml(db: Db, req: FastifyRequest): string {
  const keys = spKeys();
  const saml = new SAML({
    issuer: spEntityId(req),
    callbackUrl: acsUrl(req),
    logoutCallbackUrl: sloUrl(req),
    idpCert: 'unused',
    identifierFormat: TRANSIENT,
    wantAssertionsSigned: true,
    ...signing(keys),
  });
  // node-saml declares the SingleLogoutService on HTTP-POST; ours (slo.ts) is HTTP-Redirect.
  return saml.generateServiceProviderMetadata(keys?.cert ?? null, keys ? [keys.cert] : null).replace(
    /(<SingleLogoutService\b[^>]*Binding=")urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-POST(")/,
    '$1urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect$2',
  );
}

/** What the ACS reads from a response before it knows which IdP's keys to check it with. */
export interface ResponseHeader {
  issuer: string;
  inResponseTo: string | null;
  assertionId: string | null;
  /** Whether the response or its assertion carries an XML signature at all. */
  signed: boolean;
}

const SAMLP = 'urn:oasis:names:tc:SAML:2.0:protocol';
const SAML2 = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DS = 'http://www.w3.org/2000/09/xmldsig#';

/** Decodes and reads a base64 SAMLResponse; null when it is not a SAML Response at all. */
export function readResponseHeader(samlResponse: string): ResponseHeader | null {
  let failed = false;
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: () => (failed = true), fatalError: () => (failed = true) } }).parseFromString(xml, 'text/xml');
  const root = doc?.documentElement;
  if (failed || !root || root.localName !== 'Response' || root.namespaceURI !== SAMLP) return null;
  const assertion = Array.from(root.childNodes).find((n) => n.nodeType === 1 && (n as unknown as Element).localName === 'Assertion') as unknown as Element | undefined;
  const issuerOf = (el: Element | undefined) =>
    (Array.from(el?.childNodes ?? []).find((n) => n.nodeType === 1 && (n as unknown as Element).localName === 'Issuer' && (n as unknown as Element).namespaceURI === SAML2)?.textContent ?? '').trim();
  return {
    issuer: issuerOf(root as unknown as Element) || issuerOf(assertion),
    inResponseTo: root.getAttribute('InResponseTo') || null,
    assertionId: assertion?.getAttribute('ID') || null,
    signed: root.getElementsByTagNameNS(DS, 'Signature').length > 0,
  };
}

/** The Chinese message for node-saml's refusal (its messages are English and stable). */
export function refusalMessage(e: unknown, header: ResponseHeader): string {
  const m = e instanceof Error ? e.message : '';
  if (/no decryption key/i.test(m)) return SAML_MSG.encryptedNoKey;
  if (/signature/i.test(m)) return header.signed ? SAML_MSG.badSignature : SAML_MSG.unsigned;
  // A subject confirmation is rejected only for its validity window.
  if (/expired|not yet valid|valid subject confirmation/i.test(m)) return SAML_MSG.expired;
  if (/audience/i.test(m)) return SAML_MSG.audience;
  if (/InResponseTo/i.test(m)) return SAML_MSG.staleRequest;
  if (/Unknown SAML issuer/i.test(m)) return SAML_MSG.unknownIdp;
  return SAML_MSG.refused;
}

/** An attribute's values from a validated profile, whatever its arity. */
export function attributeValues(profile: Profile, name: string): string[] {
  const raw = (profile.attributes as Record<string, unknown> | undefined)?.[name];
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return list.map((v) => (typeof v === 'string' ? v : typeof v === 'object' && v && '_' in v ? String((v as { _: unknown })._) : String(v))).filter(Boolean);
}

/**
 * Whether one of the reader's eduPersonScopedAffiliation values (`student@school.edu.cn`) is allowed:
 * its affiliation is one the institution lets in and, when the IdP's metadata declares its scopes
 * (shibmd:Scope), its scope is one of them — an IdP speaks for its own school only, as a Shibboleth
 * SP drops a value of another scope.
 */
export function affiliationAllowed(values: string[], allowedCsv: string, scopes: readonly IdpScope[] = []): boolean {
  const allowed = new Set(allowedCsv.split(/[,\s;，]+/).map((a) => a.trim().toLowerCase()).filter(Boolean));
  return values.some((v) => {
    const at = v.indexOf('@');
    const affiliation = (at < 0 ? v : v.slice(0, at)).trim().toLowerCase();
    return allowed.has(affiliation) && (scopes.length === 0 || (at >= 0 && inScope(v.slice(at + 1).trim().toLowerCase(), scopes)));
  });
}

function inScope(scope: string, scopes: readonly IdpScope[]): boolean {
  return scopes.some((s) => {
    if (!s.regexp) return s.value.toLowerCase() === scope;
    try {
      return new RegExp(s.value, 'i').test(scope);
    } catch {
      return false;
    }
  });
}

/** What a validated assertion says of the reader, kept with the session for Single Logout and the binding. */
export interface SamlReader {
  nameId: string;
  nameIdFormat: string;
  sessionIndex: string;
  /** eduPersonTargetedID: a plain value, or (SAML 2.0's form) a NameID inside the attribute value. */
  targetedId: string;
}

export function readerOf(profile: Profile, targetedIdAttribute: string): SamlReader {
  const raw = (profile.attributes as Record<string, unknown> | undefined)?.[targetedIdAttribute];
  const first = Array.isArray(raw) ? raw[0] : raw;
  const nameIdValue = (v: unknown) => (v && typeof v === 'object' && 'NameID' in v ? (v as { NameID: Array<{ _?: string } | string> }).NameID[0] : v);
  const value = nameIdValue(first);
  const targetedId = typeof value === 'string' ? value : value && typeof value === 'object' && '_' in value ? String((value as { _: unknown })._) : '';
  return {
    nameId: String(profile.nameID ?? '').slice(0, 500),
    nameIdFormat: String(profile.nameIDFormat ?? '').slice(0, 200),
    sessionIndex: String(profile.sessionIndex ?? '').slice(0, 200),
    targetedId: targetedId.trim().slice(0, 500),
  };
}

/** The validated assertion's ID (an encrypted assertion's is known only after decryption). */
export function assertionIdOf(profile: Profile): string | null {
  const assertion = profile.getAssertion?.() as { Assertion?: { $?: { ID?: string } } } | undefined;
  return assertion?.Assertion?.$?.ID ?? null;
}

/** The assertion's NotOnOrAfter (Conditions), to keep its id until then; an hour when it has none. */
export function assertionExpiry(profile: Profile): Date {
  const assertion = profile.getAssertion?.() as { Assertion?: { Conditions?: Array<{ $?: { NotOnOrAfter?: string } }> } } | undefined;
  const at = Date.parse(assertion?.Assertion?.Conditions?.[0]?.$?.NotOnOrAfter ?? '');
  return new Date((Number.isFinite(at) ? at : Date.now() + 3_600_000) + CLOCK_SKEW_MS);
}
