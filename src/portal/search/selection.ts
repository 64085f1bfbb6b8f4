import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatCitation, type CitableWork, type CitationStyle } from '../../shared/citation';
import { COLLECT_MANY_MAX } from '../../shared/readerItems';
import { DOC_READER_TYPES, type SearchRow } from '../../shared/search';

/** At most this many results are selected at once: what one 批量收藏 takes. */
export const SELECTION_MAX = COLLECT_MANY_MAX;

export const rowKey = (row: Pick<SearchRow, 'docType' | 'docId'>) => `${row.docType}-${row.docId}`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** A result's title as text: its `<em>` marks dropped, the server's escapes undone. */
export function plainText(html: string): string {
  return html.replace(/<\/?em>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);
}

/**
 * The selection's citations in one style, one after another (numbered for GB/T 7714), from the
 * records the server built for them (`GET /es/citations`: the single-item citation's fields),
 * their paths made links on `origin`.
 */
export function citationsOf(works: CitableWork[], style: CitationStyle, origin: string): string {
  const entries = works.map((w, i) => {
    const work = { ...w, url: w.url ? `${origin}${w.url}` : undefined };
    return style === 'gbt7714' ? `[${i + 1}] ${formatCitation(style, work)}` : formatCitation(style, work);
  });
  return entries.join(style === 'gbt7714' ? '\n' : '\n\n') + '\n';
}

/** The selection as 收藏 items: the results whose type is a reader item. */
export function collectItems(rows: SearchRow[]): Array<{ type: number; itemId: number }> {
  return rows.flatMap((r) => {
    const type = DOC_READER_TYPES[r.docType];
    return type === undefined ? [] : [{ type, itemId: r.docId }];
  });
}

/** Where the selection is kept for the tab: it survives a reload and the page being mounted anew (signing in). */
const STORE_KEY = 'wk.searchSelection';

function stored(): Map<string, SearchRow> {
  try {
    const rows = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]') as SearchRow[];
    return new Map(rows.slice(0, SELECTION_MAX).map((r) => [rowKey(r), r]));
  } catch {
    return new Map();
  }
}

/**
 * The selected results, kept across pages, re-sorts and searches (CNKI's 已选文献), in the order
 * they were picked, for the browser tab (sessionStorage). `toggle` and `setPage` answer false when
 * the selection would pass SELECTION_MAX.
 */
export function useSelection() {
  // Read after hydration: the server renders no selection, and a first render with one would differ.
  // The first, empty selection is never written back: in the commit that reads the stored one it
  // is still the state, and writing it emptied the tab's selection whenever the page remounted
  // before the stored one was shown (paging to a page whose results were not loaded yet).
  const initial = useRef<Map<string, SearchRow>>(new Map());
  const [selected, setSelected] = useState<Map<string, SearchRow>>(() => initial.current);
  useEffect(() => {
    setSelected(stored());
  }, []);
  useEffect(() => {
    if (selected === initial.current) return;
    try {
      sessionStorage.setItem(STORE_KEY, JSON.stringify([...selected.values()]));
    } catch {
      // Storage full or refused: the selection still holds for this page.
    }
  }, [selected]);
  const has = useCallback((row: SearchRow) => selected.has(rowKey(row)), [selected]);
  const toggle = useCallback(
    (row: SearchRow, on: boolean): boolean => {
      if (on && !selected.has(rowKey(row)) && selected.size >= SELECTION_MAX) return false;
      setSelected((old) => {
        const next = new Map(old);
        if (on) next.set(rowKey(row), row);
        else next.delete(rowKey(row));
        return next;
      });
      return true;
    },
    [selected],
  );
  const setPage = useCallback(
    (rows: SearchRow[], on: boolean): boolean => {
      const adding = rows.filter((r) => !selected.has(rowKey(r))).length;
      if (on && selected.size + adding > SELECTION_MAX) return false;
      setSelected((old) => {
        const next = new Map(old);
        for (const r of rows) {
          if (on) next.set(rowKey(r), r);
          else next.delete(rowKey(r));
        }
        return next;
      });
      return true;
    },
    [selected],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  const rows = useMemo(() => [...selected.values()], [selected]);
  return { rows, count: selected.size, has, toggle, setPage, clear };
}
export type Selection = ReturnType<typeof useSelection>;
