import type { AuthActionResponse, AuthProvider, CheckResponse, OnErrorResponse } from '@refinedev/core';
import { EnvelopeError } from '../shared/envelope';
import { clearSession, getAuthToken } from '../shared/storage';
import { call, sessionEvents } from './http';
import { CODE_IP_NOT_PERMITTED, IP_OPT_OUT_KEY, ipFlags } from '../session/ipLogin';
import { sessionStore, writeMemberInfo, writeMemberProfile, writeToken } from '../session/store';
import { isInstitutionReaderLogin, type LoginType, type MemberInfo, type MemberProfile } from '../session/types';
import { SAML_PATHS } from '../resources/saml';

/** `P` of docs/api-auth.md. */
export const P = '/auth/wkapi/v1/platform';

export const AUTH_PATHS = {
  pwd: `${P}/login/loginByPwd`,
  sms: `${P}/login/loginBySms`,
  org: `${P}/login/orgLoginByPwd`,
  ip: '/auth/wkapi/v1/ip/login/loginByIp',
  wechat: '/auth/wkapi/v1/wechat/login/loginByWechat',
  saml: SAML_PATHS.session,
  register: `${P}/register`,
  getInfo: `${P}/login/getInfo`,
  logout: `${P}/login/logout`,
  roleList: `${P}/roleList`,
  switchRole: (roleId: number | string) => `${P}/switchRole/${roleId}`,
  memberInfo: '/member/getMemberInfo',
  addLoginCount: '/member/addLoginCount',
} as const;

export type LoginParams =
  | { type: 'pwd' | 'org'; username: string; password: string; code?: string; uuid?: string }
  | { type: 'sms'; phone: string; smsCode: string }
  | { type: 'ip' }
  | { type: 'wechat'; key: string }
  /** The one-time key the CARSI ACS put in the URL fragment. */
  | { type: 'saml'; key: string }
  | { type: 'register'; username: string; phone: string; smsCode: string; password: string; confirmPassword: string };

export interface LoginResult extends AuthActionResponse {
  /** The server's msg (shown as the success toast, or as the error). */
  msg?: string;
  error?: EnvelopeError;
}

interface TokenAnswer {
  access_token: string;
  expires_in?: number;
}

function asEnvelopeError(e: unknown): EnvelopeError {
  if (e instanceof EnvelopeError) return e;
  return new EnvelopeError(500, e instanceof Error && e.message ? e.message : '操作失败，请稍后重试');
}

function requestToken(params: LoginParams) {
  switch (params.type) {
    case 'pwd':
    case 'org': {
      const { type, ...body } = params;
      return call<TokenAnswer>('post', AUTH_PATHS[type], { body });
    }
    case 'sms':
      return call<TokenAnswer>('post', AUTH_PATHS.sms, { body: { phone: params.phone, smsCode: params.smsCode } });
    case 'ip':
      return call<TokenAnswer>('post', AUTH_PATHS.ip, { body: {} });
    case 'wechat':
      return call<TokenAnswer>('get', AUTH_PATHS.wechat, { query: { key: params.key } });
    case 'saml':
      return call<TokenAnswer>('post', AUTH_PATHS.saml, { body: { key: params.key } });
    case 'register': {
      const { type, ...body } = params;
      return call<TokenAnswer>('post', AUTH_PATHS.register, { body });
    }
  }
}

/** Clears every stored key (searchHistoryArr and the IP opt-out survive) and publishes "signed out". */
export function clearLocalSession(): void {
  const optOut = globalThis.localStorage?.getItem(IP_OPT_OUT_KEY);
  clearSession();
  if (optOut !== null && optOut !== undefined) localStorage.setItem(IP_OPT_OUT_KEY, optOut);
  sessionStore.reload();
}

// The spec §8 401 rule goes through the one place that clears sign-in state.
sessionEvents.onUnauthorized = () => {
  clearLocalSession();
  window.location.assign('/');
};

/** GETs a member read and stores its answer with `write`; an answer without data is `missingMsg`. */
async function loadIntoSession<T>(path: string, missingMsg: string, write: (data: T) => void): Promise<T> {
  const token = getAuthToken();
  const env = await call<T>('get', path);
  if (!env.data) throw new EnvelopeError(500, missingMsg);
  // An answer for a session that ended (or changed) meanwhile is not written.
  if (token && getAuthToken() === token) write(env.data);
  return env.data;
}

/** GET getInfo and write the stored keys of spec §3. */
export async function loadMemberInfo(): Promise<MemberInfo> {
  return loadIntoSession(AUTH_PATHS.getInfo, '未能读取用户信息，请重新登录', writeMemberInfo);
}

/** GET /member/getMemberInfo (profile, balance) into memberInfo / memberBalance. */
export async function loadMemberProfile(): Promise<MemberProfile> {
  return loadIntoSession(AUTH_PATHS.memberInfo, '未能读取用户资料，请稍后重试', writeMemberProfile);
}

/**
 * Refreshes the cached member info of a stored token (on load). A token the server no longer
 * accepts ends the local session quietly (getInfo is exempt from the redirecting 401 rule).
 */
export async function refreshSession(): Promise<void> {
  if (!getAuthToken()) return;
  try {
    await loadMemberInfo();
  } catch (e) {
    if (e instanceof EnvelopeError && e.code === 401) clearLocalSession();
  }
}

/** Makes another of my roles the active one; answers the new member info. */
export async function switchRole(roleId: number): Promise<MemberInfo> {
  const env = await call<MemberInfo>('get', AUTH_PATHS.switchRole(roleId));
  if (env.data) writeMemberInfo(env.data);
  return env.data ?? (await loadMemberInfo());
}

export async function login(params: LoginParams): Promise<LoginResult> {
  let msg: string;
  try {
    const env = await requestToken(params);
    const token = env.data?.access_token;
    if (!token) throw new EnvelopeError(500, '登录失败，请稍后重试');
    msg = env.msg || '登录成功';
    writeToken(token, params.type as LoginType);
  } catch (e) {
    const error = asEnvelopeError(e);
    if (params.type === 'ip' && error.code === CODE_IP_NOT_PERMITTED) ipFlags.markNotPermitted();
    return { success: false, error, msg: error.message };
  }
  try {
    await loadMemberInfo();
  } catch (e) {
    clearLocalSession();
    const error = asEnvelopeError(e);
    return { success: false, error, msg: error.message };
  }
  // Best effort: the profile (balance) and the login counter must not fail a sign-in. An IP-range
  // or CARSI session has neither: it only reads for its institution (the server refuses it both).
  if (!isInstitutionReaderLogin(params.type)) {
    void loadMemberProfile().catch(() => undefined);
    void call('post', AUTH_PATHS.addLoginCount, { body: {} }).catch(() => undefined);
  }
  return { success: true, msg };
}

/** Where a CARSI sign-out sends the browser next (the school IdP's Single Logout page); a test replaces it. */
export const leaveForIdp = { go: (url: string) => window.location.assign(url) };

/**
 * Spec §4: only a 200 answer clears the session; anything else rejects with the error. A CARSI
 * session signs out through Single Logout: our session ends, then the browser visits the school's
 * IdP to end its session there too, and the IdP sends it back home (server/modules/auth/saml/slo.ts).
 */
export async function logout(): Promise<LoginResult> {
  if (!getAuthToken()) {
    clearLocalSession();
    return { success: true, redirectTo: '/' };
  }
  if (sessionStore.get().loginType === 'saml') {
    const env = await call<{ redirect: string | null }>('post', SAML_PATHS.logout, { body: {} });
    clearLocalSession();
    if (env.data?.redirect) leaveForIdp.go(env.data.redirect);
    return { success: true, redirectTo: '/', msg: env.msg };
  }
  const env = await call('delete', AUTH_PATHS.logout);
  clearLocalSession();
  return { success: true, redirectTo: '/', msg: env.msg };
}

export const authProvider: AuthProvider = {
  login: (params: LoginParams) => login(params),
  register: (params: Omit<Extract<LoginParams, { type: 'register' }>, 'type'>) => login({ ...params, type: 'register' }),
  logout: () => logout(),
  async check(): Promise<CheckResponse> {
    if (getAuthToken()) return { authenticated: true };
    return { authenticated: false, logout: true, redirectTo: '/login' };
  },
  async getIdentity() {
    if (!getAuthToken()) return null;
    const { userInfo, userName, userPhoto, memberType } = sessionStore.get();
    const info = userInfo ?? (await loadMemberInfo().catch(() => null));
    if (!info) return null;
    return { id: info.user.partyId, name: userName || info.user.mname || info.user.username, avatar: userPhoto, memberType: memberType || info.memberType, info };
  },
  async getPermissions() {
    const { userRoles, memberType, editerPermission } = sessionStore.get();
    return { roles: userRoles, memberType, editerPermission };
  },
  async onError(error: unknown): Promise<OnErrorResponse> {
    const e = error as { statusCode?: number; code?: number; status?: number } | undefined;
    const status = e?.statusCode ?? e?.code ?? e?.status;
    if (status === 401) {
      clearLocalSession();
      return { logout: true, redirectTo: '/', error: error as Error };
    }
    return {};
  },
};
