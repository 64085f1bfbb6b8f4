import { DOMParser } from '@xmldom/xmldom';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the SP needs of an IdP's metadata: who it is, where to send readers, which keys sign. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** SingleLogoutService (HTTP-Redirect), empty when the IdP declares none. */
  sloUrl: string;
  /** PEM certificates of its `use="signing"` (or unmarked) keys. */
  certs: string[];
  /** The school's display name from mdui/Organization, when the metadata has one. */
  name: string;
  /** The scopes its eduPersonScopedAffiliation values may carry (shibmd:Scope); none declared: unchecked. */
  scopes: IdpScope[];
}

/** A `<shibmd:Scope>`: a domain (`pku.edu.cn`), or with regexp="true" a pattern (`^.+\.pku\.edu\.cn$`). */
export interface IdpScope {
  value: string;
  regexp: boolean;
}

const SHIBMD = 'urn:mace:shibboleth:metadata:1.0';

export const METADATA_MSG = {
  empty: '请粘贴身份提供者（IdP）的元数据 XML',
  notXml: '元数据不是有效的 XML',
  noIdp: '元数据中没有身份提供者（IDPSSODescriptor）',
  noSso: '元数据中没有 HTTP-Redirect 方式的单点登录地址（SingleSignOnService）',
  noCert: '元数据中没有签名证书',
} as const;

export class MetadataError extends Error {}

/** A base64 certificate body as PEM, 64 characters a line. */
export function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
}

const children = (parent: Element, ns: string, local: string): Element[] => Array.from(parent.getElementsByTagNameNS(ns, local)) as unknown as Element[];

/**
 * Reads an IdP's SAML 2.0 metadata (an EntityDescriptor, or the first IdP of an EntitiesDescriptor
 * such as a federation aggregate). Throws MetadataError with a Chinese message for what is missing.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (!xml.trim()) throw new MetadataError(METADATA_MSG.empty);
  let failed = false;
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: () => (failed = true), fatalError: () => (failed = true) } }).parseFromString(xml.trim(), 'text/xml');
  if (failed || !doc?.documentElement) throw new MetadataError(METADATA_MSG.notXml);
  const entity = children(doc.documentElement as unknown as Element, MD, 'EntityDescriptor').concat(
    doc.documentElement.localName === 'EntityDescriptor' ? [doc.documentElement as unknown as Element] : [],
  ).find((e) => children(e, MD, 'IDPSSODescriptor').length > 0);
  if (!entity) throw new MetadataError(METADATA_MSG.noIdp);
  const idp = children(entity, MD, 'IDPSSODescriptor')[0];
  const entityId = entity.getAttribute('entityID')?.trim() ?? '';
  if (!entityId) throw new MetadataError(METADATA_MSG.noIdp);
  const sso = children(idp, MD, 'SingleSignOnService').find((s) => s.getAttribute('Binding') === REDIRECT);
  const ssoUrl = sso?.getAttribute('Location')?.trim() ?? '';
  if (!/^https?:\/\//i.test(ssoUrl)) throw new MetadataError(METADATA_MSG.noSso);
  const certs = children(idp, MD, 'KeyDescriptor')
    .filter((k) => (k.getAttribute('use') || 'signing') === 'signing')
    .flatMap((k) => children(k, DS, 'X509Certificate').map((c) => (c.textContent ?? '').trim()))
    .filter(Boolean)
    .map(toPem);
  if (certs.length === 0) throw new MetadataError(METADATA_MSG.noCert);
  const displayName = [...children(idp, 'urn:oasis:names:tc:SAML:metadata:ui', 'DisplayName'), ...children(entity, MD, 'OrganizationDisplayName')];
  const zh = displayName.find((d) => d.getAttribute('xml:lang')?.startsWith('zh')) ?? displayName[0];
  const slo = children(idp, MD, 'SingleLogoutService').find((s) => s.getAttribute('Binding') === REDIRECT);
  const sloUrl = /^https?:\/\//i.test(slo?.getAttribute('Location')?.trim() ?? '') ? slo!.getAttribute('Location')!.trim() : '';
  return { entityId, ssoUrl, sloUrl, certs: [...new Set(certs)], name: (zh?.textContent ?? '').trim().slice(0, 100), scopes: scopesOf(idp) };
}

/** The IDPSSODescriptor's declared scopes (in its Extensions). */
function scopesOf(idp: Element): IdpScope[] {
  return children(idp, SHIBMD, 'Scope')
    .map((s) => ({ value: (s.textContent ?? '').trim(), regexp: s.getAttribute('regexp') === 'true' }))
    .filter((s) => s.value && s.value.length <= 200);
}

/**
 * The scopes of an IdP from the metadata kept with it (an IdP entered by hand, without metadata,
 * declares none). Metadata that no longer parses declares none either: it was checked when saved.
 */
export function storedScopes(metadataXml: string): IdpScope[] {
  if (!metadataXml.trim()) return [];
  try {
    return parseIdpMetadata(metadataXml).scopes;
  } catch {
    return [];
  }
}
