import { useSearchParams } from 'react-router';

/** A value of the query string: blank or undefined removes the key. */
export type QueryPatch = Record<string, string | number | undefined>;

/**
 * A list page's state held in its query string. `set(patch)` changes the keys named (blank or
 * undefined removes one) and goes back to page 1 unless the patch names `page` itself.
 */
export function useQueryParams(): [URLSearchParams, (patch: QueryPatch) => void] {
  const [params, setParams] = useSearchParams();
  const set = (patch: QueryPatch) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === undefined || v === '') next.delete(k);
    else next.set(k, String(v));
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  return [params, set];
}
