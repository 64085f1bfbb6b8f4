import Cookies from 'js-cookie';
import { isEditorPermission } from '../access/roles';
import { detectDevice } from '../shared/device';
import { cookieOptions } from '../shared/storage';
import type { LoginType, MemberInfo, MemberProfile, SessionState } from './types';

/**
 * Spec §3 client state as a tiny external store: restored from the stored keys on load, changed
 * only through the functions below (the auth provider is the one writer of sign-in state), read
 * by React through `useSession()` (useSyncExternalStore) — so no provider has to wrap the app.
 *
 * Stored keys: small values in cookies (auth, memberType, userPhoto, _userName, userPhone,
 * partyId, editerPermission, memberBalance), JSON objects in localStorage (userInfo, memberInfo,
 * manageJournalData).
 */

const LOGIN_TYPE_KEY = 'wkLoginType';

function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Only whole numbers survive from the stored key (an old or edited value reads as none). */
const journalIds = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : []);

function currentDevice() {
  return detectDevice(globalThis.navigator?.userAgent ?? '');
}

/** Reads the state the stored keys describe (spec §4: restored on every start). */
export function restoreSession(): SessionState {
  const userInfo = readJson<MemberInfo>('userInfo');
  const device = currentDevice();
  const auth = Cookies.get('auth') || null;
  return {
    auth,
    userInfo: auth ? userInfo : null,
    memberType: auth ? Number(Cookies.get('memberType') ?? 0) || 0 : 0,
    userPhoto: auth ? (Cookies.get('userPhoto') ?? '') : '',
    userName: auth ? (Cookies.get('_userName') ?? '') : '',
    userPhone: auth ? (Cookies.get('userPhone') ?? '') : '',
    partyId: auth ? (Cookies.get('partyId') ?? '') : '',
    memberInfo: auth ? readJson<MemberProfile>('memberInfo') : null,
    memberBalance: auth ? (Cookies.get('memberBalance') ?? '') : '',
    editerPermission: auth ? Cookies.get('editerPermission') === 'true' : false,
    userjournalData: auth ? journalIds(readJson<unknown>('manageJournalData')) : [],
    userRoles: auth ? (userInfo?.user?.role ?? []) : [],
    loginType: auth ? ((globalThis.localStorage?.getItem(LOGIN_TYPE_KEY) as LoginType | null) ?? null) : null,
    device,
    deviceType: device.type,
    logregState: false,
    logregTab: 'login',
  };
}

let state: SessionState = restoreSession();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const l of listeners) l();
}

let signedOut: SessionState | undefined;

export const sessionStore = {
  get: (): SessionState => state,
  /**
   * The signed-out state the server renders (it sees no cookies or storage, nor the browser):
   * React uses it while hydrating a server-rendered page, then re-renders with the real one, so an
   * institution's IP sign-in finishing mid-hydration causes no mismatch.
   */
  getServerSnapshot(): SessionState {
    if (!signedOut) {
      const device = detectDevice('');
      signedOut = {
        auth: null,
        userInfo: null,
        memberType: 0,
        userPhoto: '',
        userName: '',
        userPhone: '',
        partyId: '',
        memberInfo: null,
        memberBalance: '',
        editerPermission: false,
        userjournalData: [],
        userRoles: [],
        loginType: null,
        device,
        deviceType: device.type,
        logregState: false,
        logregTab: 'login',
      };
    }
    return signedOut;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(patch: Partial<SessionState>) {
    emit({ ...state, ...patch });
  },
  /** Re-reads everything from cookies/localStorage (after sign-in, sign-out or in tests). */
  reload() {
    emit({ ...restoreSession(), logregState: state.logregState, logregTab: state.logregTab });
  },
};

/** Opens the login/register dialog (on non-desktop devices the header sends the user to /login). */
export function openLogin(tab: 'login' | 'register' = 'login') {
  sessionStore.set({ logregState: true, logregTab: tab });
}

export function closeLogin() {
  sessionStore.set({ logregState: false });
}

/** Display name: the member's name, the institution's name, or the account name. */
export function displayName(info: MemberInfo | null): string {
  if (!info) return '';
  if (info.partyType === 2 && info.organization?.name) return info.organization.name;
  return info.user?.mname || info.user?.username || '';
}

/** Spec §6: editor permission is an activated showJournalAdministrators role. */
export function hasEditorPermission(info: MemberInfo | null): boolean {
  return isEditorPermission(info?.user?.role);
}

/** Writes the token cookie (7 days; secure on the production host). */
export function writeToken(token: string, loginType: LoginType) {
  Cookies.set('auth', token, cookieOptions());
  localStorage.setItem(LOGIN_TYPE_KEY, loginType);
}

/** Writes the spec §3 stored keys of a member info answer and publishes them. */
export function writeMemberInfo(info: MemberInfo) {
  const opts = cookieOptions();
  const photo = (info.partyType === 2 ? info.organization?.imageUrl : info.user?.avatar) || info.user?.avatar || '';
  localStorage.setItem('userInfo', JSON.stringify(info));
  localStorage.setItem('manageJournalData', JSON.stringify(journalIds(info.managedJournalIds)));
  Cookies.set('memberType', String(info.memberType ?? 0), opts);
  Cookies.set('userPhoto', photo, opts);
  Cookies.set('_userName', displayName(info), opts);
  Cookies.set('userPhone', info.user?.phone ?? '', opts);
  Cookies.set('partyId', String(info.organization?.partyId ?? info.user?.partyId ?? ''), opts);
  Cookies.set('editerPermission', String(hasEditorPermission(info)), opts);
  sessionStore.reload();
}

/** Writes the /member/getMemberInfo profile (memberInfo, memberBalance). */
export function writeMemberProfile(profile: MemberProfile) {
  localStorage.setItem('memberInfo', JSON.stringify(profile));
  if (profile.balance !== undefined) Cookies.set('memberBalance', String(profile.balance), cookieOptions());
  sessionStore.reload();
}
