import { useEffect, useMemo, useState } from 'react';
import type { SearchField, SearchSuggestions } from '../../shared/search';
import { fetchSuggestions } from './api';

/** One line of the dropdown: what it searches for, in which field, under which heading. */
export interface SuggestOption {
  text: string;
  field: SearchField | undefined;
  group: SuggestGroup;
}

export type SuggestGroup = 'title' | 'author' | 'source' | 'history';

/** The dropdown's headings, in order. */
export const SUGGEST_GROUPS: ReadonlyArray<{ key: SuggestGroup; label: string }> = [
  { key: 'title', label: '标题' },
  { key: 'author', label: '作者' },
  { key: 'source', label: '来源' },
  { key: 'history', label: '最近搜索' },
];

/** A pause in typing this long asks the server (every keystroke would be a request). */
export const SUGGEST_DELAY_MS = 150;
const RECENT_SHOWN = 5;
const NONE: SearchSuggestions = { title: [], author: [], source: [] };

/**
 * The options for the box's text: the server's titles, authors and sources (a click searches in
 * that field), and the reader's recent searches that hold the text (all of them, for an empty box).
 * A failed or slow request shows the recent searches alone: suggestions are a help, never an error.
 */
export function useSuggestions(text: string, history: readonly string[], active: boolean): SuggestOption[] {
  const typed = text.trim();
  const [found, setFound] = useState<{ q: string; data: SearchSuggestions }>({ q: '', data: NONE });

  useEffect(() => {
    if (!active || !typed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(typed, controller.signal).then(
        (data) => setFound({ q: typed, data }),
        () => {},
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, active]);

  return useMemo(() => {
    const lower = typed.toLowerCase();
    const server = found.q === typed && typed ? found.data : NONE;
    const recent = history.filter((h) => h !== typed && h.toLowerCase().includes(lower)).slice(0, RECENT_SHOWN);
    return [
      ...server.title.map((t) => ({ text: t, field: 'title' as const, group: 'title' as const })),
      ...server.author.map((t) => ({ text: t, field: 'author' as const, group: 'author' as const })),
      ...server.source.map((t) => ({ text: t, field: 'source' as const, group: 'source' as const })),
      ...recent.map((t) => ({ text: t, field: undefined, group: 'history' as const })),
    ];
  }, [found, typed, history]);
}
