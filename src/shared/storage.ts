import Cookies from 'js-cookie';

/** Spec §3 stored keys. `searchHistoryArr` survives logout and the 401 rule. */
export const STORED_KEYS = [
  'auth',
  'userPhone',
  'userInfo',
  'userPhoto',
  '_userName',
  'memberType',
  'memberInfo',
  'memberBalance',
  'manageJournalData',
  'usermenu',
  'editerPermission',
  'partyId',
  'NavChecked',
] as const;

export const KEPT_ON_LOGOUT = 'searchHistoryArr';

/** The production host: cookies are secure there and the version label is hidden. */
export const PRODUCTION_HOSTS = ['www.wenku.com.cn', 'wenku.com.cn'];

export function isProductionHost(hostname: string = globalThis.location?.hostname ?? ''): boolean {
  return PRODUCTION_HOSTS.includes(hostname);
}

/** Cookie options of spec §9: 7 days, secure on the production domain. */
export function cookieOptions(): Cookies.CookieAttributes {
  return isProductionHost() ? { expires: 7, secure: true, sameSite: 'lax' } : { expires: 7, sameSite: 'lax' };
}

export function getAuthToken(): string | undefined {
  return Cookies.get('auth') || undefined;
}

/** Clears every stored key and local storage, keeping only the search history. */
export function clearSession(): void {
  for (const key of STORED_KEYS) {
    Cookies.remove(key);
    Cookies.remove(key, { path: '/' });
  }
  const kept = localStorage.getItem(KEPT_ON_LOGOUT);
  localStorage.clear();
  if (kept !== null) localStorage.setItem(KEPT_ON_LOGOUT, kept);
}
