import { KEPT_ON_LOGOUT } from './storage';

/**
 * The reader's recent searches (spec §3 stored key `searchHistoryArr`, kept on logout and by the
 * 401 rule: see clearSession). A JSON array of keywords in local storage, newest first, without
 * duplicates, at most ten.
 */
export const SEARCH_HISTORY_KEY = KEPT_ON_LOGOUT;
export const SEARCH_HISTORY_MAX = 10;
const KEYWORD_MAX = 100;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage can be disabled (privacy settings); history is then simply not kept.
    return undefined;
  }
}

export function getSearchHistory(): string[] {
  const raw = storage()?.getItem(SEARCH_HISTORY_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const out: string[] = [];
    for (const item of parsed) {
      if (typeof item !== 'string') continue;
      const kw = item.trim().slice(0, KEYWORD_MAX);
      if (kw && !out.includes(kw)) out.push(kw);
      if (out.length === SEARCH_HISTORY_MAX) break;
    }
    return out;
  } catch {
    return [];
  }
}

function save(list: string[]): void {
  try {
    storage()?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage disabled: the search itself still works.
  }
}

/** Puts a keyword first (moving it if it was there already) and keeps the newest ten. */
export function addSearchHistory(keyword: string): string[] {
  const kw = keyword.trim().slice(0, KEYWORD_MAX);
  const list = getSearchHistory();
  if (!kw) return list;
  const next = [kw, ...list.filter((k) => k !== kw)].slice(0, SEARCH_HISTORY_MAX);
  save(next);
  return next;
}

export function removeSearchHistory(keyword: string): string[] {
  const next = getSearchHistory().filter((k) => k !== keyword);
  save(next);
  return next;
}

/** 清空: forgets every recent search. */
export function clearSearchHistory(): void {
  try {
    storage()?.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // Nothing to clear.
  }
}
