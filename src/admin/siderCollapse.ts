import { useCallback, useState } from 'react';

/** Where a user's choice to fold the admin sider is kept: per account, so a shared browser keeps each one's. */
export const siderCollapsedKey = (partyId: number | undefined) => `wenku.admin.siderCollapsed.${partyId ?? 'anonymous'}`;

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** The sider's folded state for this account, remembered in localStorage. */
export function useSiderCollapsed(partyId: number | undefined): [boolean, (collapsed: boolean) => void] {
  const key = siderCollapsedKey(partyId);
  // Keyed by account: the state is read again when another account's session arrives.
  const [state, setState] = useState(() => ({ key, collapsed: read(key) }));
  const collapsed = state.key === key ? state.collapsed : read(key);
  const set = useCallback(
    (next: boolean) => {
      setState({ key, collapsed: next });
      try {
        localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Storage refused (private mode, full): the choice lasts for this page only.
      }
    },
    [key],
  );
  return [collapsed, set];
}
