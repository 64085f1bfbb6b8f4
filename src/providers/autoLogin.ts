import { clearLocalSession, login, logout, refreshSession, type LoginResult } from './auth';
import { getAuthToken } from '../shared/storage';
import { ipFlags } from '../session/ipLogin';
import { sessionStore } from '../session/store';
import { SAML_KEY_PARAM } from '../resources/saml';

export const WECHAT_KEY_PARAM = 'wechatKey';
const NO_IP_PAGES = ['/login', '/forgetPassword'];

export type AutoLoginOutcome =
  | { kind: 'wechat'; result: LoginResult }
  | { kind: 'saml'; result: LoginResult }
  | { kind: 'ip'; result: LoginResult } | { kind: 'refreshed' } | { kind: 'none' };

/**
 * Spec §4, on load: a `?wechatKey=` signs in with that key, a `#samlKey=` (the CARSI sign-in's
 * hand-over, in the fragment so no server log holds it) with that one; otherwise a signed-in session has its
 * member info refreshed, and a signed-out one tries the IP login silently — once per browser
 * session, unless the user opted out, the server said this address is not permitted, or the
 * page is /login or /forgetPassword.
 */
export async function runAutoLogin(search: string, pathname = '/', hash = ''): Promise<AutoLoginOutcome> {
  const key = new URLSearchParams(search).get(WECHAT_KEY_PARAM);
  if (key) return { kind: 'wechat', result: await login({ type: 'wechat', key }) };
  const samlKey = new URLSearchParams(hash.replace(/^#/, '')).get(SAML_KEY_PARAM);
  if (samlKey) return { kind: 'saml', result: await login({ type: 'saml', key: samlKey }) };
  if (getAuthToken()) {
    await refreshSession();
    return { kind: 'refreshed' };
  }
  // Someone who opened the sign-in or password pages came to use their own account.
  if (NO_IP_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return { kind: 'none' };
  if (ipFlags.tried() || ipFlags.optedOut() || ipFlags.notPermitted()) return { kind: 'none' };
  ipFlags.markTried();
  return { kind: 'ip', result: await login({ type: 'ip' }) };
}

/** The opt-out switch: remember the choice, clear the "tried" flag, end an IP session, reload. */
export async function setIpAutoLogin(enabled: boolean): Promise<void> {
  ipFlags.setOptOut(!enabled);
  ipFlags.clearTried();
  if (!enabled && sessionStore.get().loginType === 'ip') {
    try {
      await logout();
    } catch {
      clearLocalSession();
    }
  }
  window.location.reload();
}
