import { randomUUID, X509Certificate } from 'node:crypto';
import { encrypt } from 'xml-encryption';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { EDU_PERSON_SCOPED_AFFILIATION, EDU_PERSON_TARGETED_ID } from '../../../db/schema/saml';

/**
 * A SAML 2.0 IdP played in-process: builds the signed Response a school's IdP POSTs to our ACS.
 * For the tests (their own keys) and the dev endpoint that plays demo_org's demo IdP
 * (DEV_ENDPOINTS=1 only). Never part of a production sign-in.
 */
export interface SimulatedAssertion {
  issuer: string;
  audience: string;
  acsUrl: string;
  inResponseTo: string | null;
  /** PEM private key and certificate that sign; `sign: 'none'` leaves the response unsigned. */
  key: string;
  cert: string;
  sign?: 'assertion' | 'none';
  affiliations?: string[];
  targetedId?: string;
  /** The assertion's validity window; now − 1 min … now + 5 min unless given. */
  notBefore?: Date;
  notOnOrAfter?: Date;
  assertionId?: string;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

function attribute(name: string, friendly: string, values: string[]): string {
  if (values.length === 0) return '';
  const vs = values.map((v) => `<saml:AttributeValue>${esc(v)}</saml:AttributeValue>`).join('');
  return `<saml:Attribute Name="${name}" FriendlyName="${friendly}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri">${vs}</saml:Attribute>`;
}

/** The base64 SAMLResponse an IdP would POST. */
export function simulatedResponse(o: SimulatedAssertion): string {
  const now = new Date();
  const notBefore = o.notBefore ?? new Date(now.getTime() - 60_000);
  const notOnOrAfter = o.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
  const assertionId = o.assertionId ?? `_a${randomUUID().replace(/-/g, '')}`;
  const inResponseTo = o.inResponseTo ? ` InResponseTo="${esc(o.inResponseTo)}"` : '';
  const nameId = `_n${randomUUID().replace(/-/g, '')}`;
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${esc(o.issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">${nameId}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${iso(notOnOrAfter)}" Recipient="${esc(o.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${iso(notBefore)}" NotOnOrAfter="${iso(notOnOrAfter)}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement>${attribute(EDU_PERSON_SCOPED_AFFILIATION, 'eduPersonScopedAffiliation', o.affiliations ?? [])}${attribute(EDU_PERSON_TARGETED_ID, 'eduPersonTargetedID', o.targetedId ? [o.targetedId] : [])}</saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${esc(o.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${esc(o.issuer)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  let xml = response;
  if ((o.sign ?? 'assertion') === 'assertion') {
    const sig = new SignedXml({
      privateKey: o.key,
      publicCert: o.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    sig.addReference({
      xpath: `//*[local-name(.)='Assertion' and @ID='${assertionId}']`,
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    });
    sig.computeSignature(response, { location: { reference: `//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']`, action: 'after' } });
    xml = sig.getSignedXml();
  }
  return Buffer.from(xml, 'utf8').toString('base64');
}

/**
 * The response with its (signed) assertion encrypted to an SP's certificate, as an IdP does for an
 * SP whose metadata offers an encryption key: AES-256-CBC content, RSA-OAEP key transport.
 */
export async function encryptedResponse(samlResponse: string, spCert: string): Promise<string> {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const start = xml.indexOf('<saml:Assertion');
  const end = xml.indexOf('</saml:Assertion>') + '</saml:Assertion>'.length;
  const rsaPub = new X509Certificate(spCert).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const encrypted = await new Promise<string>((resolve, reject) =>
    encrypt(
      xml.slice(start, end),
      { rsa_pub: rsaPub, pem: spCert, encryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#aes256-cbc', keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p' },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
  return Buffer.from(`${xml.slice(0, start)}<saml:EncryptedAssertion>${encrypted}</saml:EncryptedAssertion>${xml.slice(end)}`, 'utf8').toString('base64');
}

/** The ID of the AuthnRequest in a HTTP-Redirect login URL (the `SAMLRequest` parameter, deflated). */
export function requestIdOf(redirectUrl: string): string {
  const encoded = new URL(redirectUrl).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const id = /\sID="([^"]+)"/.exec(xml)?.[1];
  if (!id) throw new Error('no AuthnRequest ID in the login redirect');
  return id;
}

/** The metadata such an IdP publishes (what an institution admin pastes): entity id, SSO URL, signing certificate, Chinese name. */
export function simulatedIdpMetadata(o: { entityId: string; ssoUrl: string; sloUrl?: string; cert: string; name: string; scopes?: string[] }): string {
  const body = o.cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:mdui="urn:oasis:names:tc:SAML:metadata:ui" entityID="${esc(o.entityId)}">\n` +
    `  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">\n` +
    `    <md:Extensions>${(o.scopes ?? []).map((scope) => `<shibmd:Scope xmlns:shibmd="urn:mace:shibboleth:metadata:1.0" regexp="false">${esc(scope)}</shibmd:Scope>`).join('')}<mdui:UIInfo><mdui:DisplayName xml:lang="zh">${esc(o.name)}</mdui:DisplayName></mdui:UIInfo></md:Extensions>\n` +
    `    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>\n` +
    (o.sloUrl ? `    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(o.sloUrl)}"/>\n` : '') +
    `    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(o.ssoUrl)}"/>\n` +
    `  </md:IDPSSODescriptor>\n` +
    `</md:EntityDescriptor>\n`
  );
}
