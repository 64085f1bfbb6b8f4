import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true in every client render after it (and at once in
 * a page the client renders itself). Below-the-fold pieces render their placeholder until then:
 * the server's markup and the hydrating render stay identical, and their chunks are neither
 * preloaded by the server nor on the first paint's path.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
