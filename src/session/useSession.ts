import { useSyncExternalStore } from 'react';
import { sessionStore } from './store';
import { isInstitutionReaderLogin, type SessionState } from './types';

/** Spec §3 client state; works anywhere (no provider needed). */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.getServerSnapshot);
}

/**
 * Whether a person is signed in with an account of their own. An institution's IP-range session
 * (loginType 'ip') is the whole campus's, a CARSI session (`saml`) the school's: it reads what the institution subscribes to, but it
 * buys, collects, joins and keeps no history — the server refuses those with 403, so the portal
 * neither asks for them nor offers them; it offers the personal sign-in instead.
 */
export function usePersonalSession(): boolean {
  const { auth, loginType } = useSession();
  return !!auth && !isInstitutionReaderLogin(loginType);
}
