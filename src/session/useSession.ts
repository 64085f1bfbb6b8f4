import { useSyncExternalStore } from 'react';
import { sessionStore } from './store';
import type { SessionState } from './types';

/** Spec §3 client state; works anywhere (no provider needed). */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.getServerSnapshot);
}
