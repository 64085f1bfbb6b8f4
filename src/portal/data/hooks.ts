import { useEffect } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { BaseKey, CrudFilter, CrudSort, MetaQuery, Pagination } from '@refinedev/core';
import type { EnvelopeError, PageEnvelope } from '../../shared/envelope';
import { dataProvider } from '../../providers/data';
import { callPage } from '../../providers/http';
import type { CallSpec } from '../../resources/define';
import { notificationProvider } from '../../providers/notification';

/**
 * The three read hooks the portal used from Refine (`useList`, `useOne`, `useCustom`), with the
 * same arguments and result shape, on react-query and the same data provider. The portal does not
 * load Refine at all (only `import type` here): Refine is the admin's, a chunk of its own.
 */
interface QueryOptions {
  enabled?: boolean;
  retry?: boolean | number;
  staleTime?: number;
}

interface Common {
  /** `false`: the caller shows failures itself; otherwise the server's message as an error toast. */
  errorNotification?: false | undefined;
  queryOptions?: QueryOptions;
  meta?: MetaQuery;
}

function useErrorToast<T>(query: UseQueryResult<T, EnvelopeError>, errorNotification: Common['errorNotification']) {
  const { error } = query;
  useEffect(() => {
    if (error && errorNotification !== false) notificationProvider.open?.({ type: 'error', message: error.message || '加载失败，请稍后重试' });
  }, [error, errorNotification]);
}

export interface ListParams extends Common {
  resource: string;
  pagination?: Pagination;
  filters?: CrudFilter[];
  sorters?: CrudSort[];
}

export function useList<T>({ resource, pagination, filters, sorters, meta, queryOptions, errorNotification }: ListParams) {
  const query = useQuery<{ data: T[]; total: number; approximate?: true }, EnvelopeError>({
    queryKey: ['portal', resource, 'list', { pagination, filters, sorters, meta }],
    queryFn: async () => (await dataProvider.getList({ resource, pagination, filters, sorters, meta })) as { data: T[]; total: number; approximate?: true },
    ...queryOptions,
  });
  useErrorToast(query, errorNotification);
  return { result: { data: query.data?.data ?? [], total: query.data?.total, approximate: query.data?.approximate === true }, query };
}

export interface OneParams extends Common {
  resource: string;
  id: BaseKey;
}

export function useOne<T>({ resource, id, meta, queryOptions, errorNotification }: OneParams) {
  const query = useQuery<T, EnvelopeError>({
    queryKey: ['portal', resource, 'one', String(id), meta],
    queryFn: async () => (await dataProvider.getOne({ resource, id, meta })).data as T,
    ...queryOptions,
  });
  useErrorToast(query, errorNotification);
  return { result: query.data, query };
}

export interface CustomParams extends Common {
  url: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  config?: { query?: Record<string, unknown>; payload?: unknown };
}

export function useCustom<T>({ url, method, config, meta, queryOptions, errorNotification }: CustomParams) {
  const query = useQuery<T, EnvelopeError>({
    queryKey: ['portal', 'custom', method, url, config, meta],
    queryFn: async () => (await dataProvider.custom!({ url, method, query: config?.query, payload: config?.payload, meta })).data as T,
    ...queryOptions,
  });
  useErrorToast(query, errorNotification);
  // Typed like Refine's (data present): callers read it after `query.isSuccess` or with `?.`.
  return { result: { data: query.data as T }, query };
}

/**
 * A paged call named by its path, not by a resource: the data provider would first load every
 * resource declaration to find the path, which the home page cannot afford on its first screen.
 */
export function usePage<T>(call: CallSpec, params: Record<string, unknown>, { queryOptions, errorNotification }: Common = {}) {
  const query = useQuery<PageEnvelope<T>, EnvelopeError>({
    queryKey: ['portal', 'page', call.method, call.path, params],
    queryFn: () => callPage<T>(call.method, call.path, call.method === 'GET' || call.method === 'DELETE' ? { query: params } : { body: params }),
    ...queryOptions,
  });
  useErrorToast(query, errorNotification);
  return { result: { data: query.data?.rows ?? [], total: query.data?.total }, query };
}
