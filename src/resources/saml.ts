/**
 * CARSI / SAML 2.0 sign-in (issue 33): the public SP endpoints, the institution admin's IdP calls,
 * and their Chinese messages — shared by the server, the portal's 机构登录 and the admin card.
 */
export const SAML_PATHS = {
  metadata: '/api/auth/saml/metadata',
  /** `?idp=<entity id or institution party id>&returnTo=<portal path>` → 302 to the IdP. */
  login: '/api/auth/saml/login',
  acs: '/api/auth/saml/acs',
  /** The enabled IdPs for the portal's picker. */
  idps: '/auth/saml/idps',
  /** `{ key }` (the ACS redirect's `samlKey`) → a session token, once. */
  session: '/auth/saml/session',
  /** Signs a CARSI reader out here and answers `{ redirect }`: the school IdP's Single Logout URL (or null). */
  logout: '/auth/saml/logout',
  /** Our SingleLogoutService (HTTP-Redirect): the IdP's LogoutRequest, or its LogoutResponse to ours. */
  slo: '/api/auth/saml/slo',
} as const;

/** The ACS redirect's query parameter the portal exchanges for a token (like `wechatKey`). */
export const SAML_KEY_PARAM = 'samlKey';

const IDP_BASE = '/uc_m/wkapi/v1/wenku_party/organization/samlIdp';

/** The institution admin's IdP entries (its own; the platform admin names `orgPartyId`). */
export const SAML_IDP_CALLS = {
  list: { method: 'get', path: `${IDP_BASE}/list` },
  /** `{ metadataXml }` → the parsed entity id, SSO URL, certificates (nothing stored). */
  parse: { method: 'post', path: `${IDP_BASE}/parseMetadata` },
  add: { method: 'post', path: IDP_BASE },
  edit: { method: 'put', path: IDP_BASE },
  remove: { method: 'delete', path: `${IDP_BASE}/{id}` },
  /** Fetches the entry's metadata URL again and stores what it says (the only outbound call). */
  refresh: { method: 'post', path: `${IDP_BASE}/{id}/refresh` },
} as const;

/** One IdP in the portal's picker. */
export interface SamlIdpChoice {
  entityId: string;
  name: string;
}

/** An institution's IdP entry as its admin sees it. */
export interface SamlIdpRow {
  id: number;
  orgPartyId: number;
  name: string;
  entityId: string;
  ssoUrl: string;
  /** The IdP's Single Logout URL from its metadata; empty when it does none. */
  sloUrl: string;
  certs: string[];
  metadataUrl: string;
  affiliationAttribute: string;
  targetedIdAttribute: string;
  allowedAffiliations: string;
  enabled: boolean;
}

export const SAML_MSG = {
  unknownIdp: '未找到该学校的统一身份认证，请重新选择学校',
  noResponse: '缺少身份认证响应，请从学校登录页重新登录',
  malformed: '身份认证响应格式不正确，请重新登录',
  unsigned: '身份认证响应未签名，已拒绝登录',
  badSignature: '身份认证响应签名无效，已拒绝登录',
  expired: '身份认证响应已过期，请重新登录',
  audience: '身份认证响应不是发给本站的，已拒绝登录',
  staleRequest: '登录请求已失效或已使用，请从本站重新发起登录',
  replayed: '该身份认证响应已使用过，请重新登录',
  affiliation: '您的身份类型无权使用本机构订阅的资源',
  refused: '学校身份认证未通过，请重新登录',
  encryptedNoKey: '学校返回了加密的身份认证响应，本站未配置解密证书，请联系图书馆',
  noAccount: '该机构账号已停用，请联系图书馆',
  keyExpired: '登录已失效，请重新选择学校登录',
  name: '请输入学校名称',
  duplicate: '该身份提供者已由其他机构登记',
  noMetadataUrl: '该条目没有元数据地址',
  fetchFailed: '无法获取元数据，请检查元数据地址',
  metadataUrl: '元数据地址应以 https:// 开头',
  affiliations: '请至少填写一个允许的身份类型（如 member、student、faculty、staff）',
  loggedOut: '退出成功',
  logoutMissing: '缺少退出登录消息',
  logoutMalformed: '退出登录消息格式不正确',
  logoutUnsigned: '学校的退出登录请求未签名，已拒绝',
  logoutRefused: '学校的退出登录消息无效，已拒绝',
} as const;
