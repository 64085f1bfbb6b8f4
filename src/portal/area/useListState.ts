import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import type { ResourceSpec } from '../../resources/define';
import type { AreaConfig } from './types';

export interface ListState {
  pageNum: number;
  keyword: string;
  /** Filter values by field, as the URL carries them. */
  values: Record<string, string>;
  sort?: { field: string; order: 'asc' | 'desc' };
}

/** The filter fields this list keeps in the URL. */
export function filterFields(config: AreaConfig): string[] {
  return [...(config.filters ?? []).map((f) => f.field), ...(config.linkFilters ?? []).map((f) => f.field)];
}

/**
 * The list's state lives in the URL query (`pageNum`, `orderByColumn`, `isAsc`, `keyword`, the
 * filters by their API names), so a list is shareable and the back button works. Other query
 * parameters of the route (`type` of the local-history routes) are kept as they are.
 */
export function useListState(config: AreaConfig, spec: ResourceSpec) {
  const [params, setParams] = useSearchParams();
  const fields = useMemo(() => filterFields(config), [config]);

  const state: ListState = useMemo(() => {
    const page = Number(params.get('pageNum'));
    const column = params.get('orderByColumn') ?? '';
    const sortable = (spec.sortable as readonly string[]).includes(column);
    const values: Record<string, string> = {};
    for (const f of fields) {
      const v = params.get(f);
      if (v) values[f] = v;
    }
    return {
      pageNum: Number.isInteger(page) && page > 0 ? page : 1,
      keyword: params.get('keyword') ?? '',
      values,
      sort: sortable ? { field: column, order: params.get('isAsc') === 'asc' ? 'asc' : 'desc' } : undefined,
    };
  }, [params, fields, spec.sortable]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, resetPage = true) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === undefined || v === '') next.delete(k);
            else next.set(k, v);
          }
          if (resetPage && !('pageNum' in changes)) next.delete('pageNum');
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const refineFilters: CrudFilter[] = useMemo(
    () => [
      ...Object.entries(config.fixedFilters ?? {}).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
      ...Object.entries(state.values).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
      ...(state.keyword ? [{ field: 'keyword', operator: 'eq' as const, value: state.keyword }] : []),
    ],
    [config.fixedFilters, state.values, state.keyword],
  );
  const refineSorters: CrudSort[] = state.sort ? [state.sort] : [];

  return {
    state,
    refineFilters,
    refineSorters,
    setFilter: (field: string, value?: string) => update({ [field]: value }),
    setKeyword: (keyword: string) => update({ keyword: keyword.trim() || undefined }),
    setSort: (sort?: { field: string; order: 'asc' | 'desc' }) => update({ orderByColumn: sort?.field, isAsc: sort?.order }),
    setPage: (pageNum: number) => update({ pageNum: pageNum > 1 ? String(pageNum) : undefined }, false),
    clear: () => update(Object.fromEntries([...fields, 'keyword'].map((f) => [f, undefined]))),
    hasConditions: Boolean(state.keyword) || Object.keys(state.values).length > 0,
  };
}
