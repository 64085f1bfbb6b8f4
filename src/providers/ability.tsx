import { useSyncExternalStore, type ReactNode } from 'react';
import { AbilityProvider as CaslAbilityProvider, Can as CaslCan, useAbility as useCaslAbility } from '@casl/react';
import type { AppAbility } from '../access/ability';
import { accessStore, startAccess } from './access';

/** The live ability (rebuilt when the session or active role changes). */
export function useLiveAbility(): AppAbility {
  startAccess();
  return useSyncExternalStore(accessStore.subscribe, accessStore.snapshot, accessStore.serverSnapshot);
}

/** Provides the member's CASL ability to the tree (@casl/react v7 context). */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const ability = useLiveAbility();
  return <CaslAbilityProvider value={ability}>{children}</CaslAbilityProvider>;
}

/** The ability of the nearest AbilityProvider. */
export const useAbility = (): AppAbility => useCaslAbility<AppAbility>();

/** `<Can I="update" this={row('Article', a)}>…</Can>` against the provided ability. */
export const Can = CaslCan<AppAbility>;
