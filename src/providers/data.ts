import type {
  BaseRecord,
  CreateParams,
  CrudFilter,
  CrudSort,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetOneParams,
  UpdateParams,
} from '@refinedev/core';
import { fillPath, type CallSpec, type ResourceSpec } from '../resources/define';
import { EnvelopeError } from '../shared/envelope';
import { API_BASE, call, callPage } from './http';
import { dictionariesChanged } from './servedDicts';

/** Resources whose changes rename codes every screen shows: a save re-reads the served dictionaries. */
const DICTIONARY_RESOURCES = new Set(['dictTypes', 'dictData']);
const afterWrite = (resource: string) => {
  if (DICTIONARY_RESOURCES.has(resource)) void dictionariesChanged();
};

/**
 * The declarations (and zod with them) load with the first data call, not with the portal's
 * first page: the home page never asks for them, and every list or form that does is async anyway.
 */
let registry: Promise<typeof import('../resources')> | undefined;

async function resourceOf(name: string): Promise<ResourceSpec> {
  registry ??= import('../resources');
  const { resourcesByName } = await registry;
  const spec = resourcesByName[name];
  if (!spec) throw new EnvelopeError(404, `未知的资源：${name}`);
  return spec;
}

function callOf(spec: ResourceSpec, verb: keyof ResourceSpec['calls']): CallSpec {
  const c = spec.calls[verb];
  if (!c) throw new EnvelopeError(405, `${spec.label}不支持该操作`);
  return c;
}

/** Refine filters become the spec's flat filter parameters (`field=value`). */
export function filtersToParams(filters: CrudFilter[] = []): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const f of filters) {
    if ('field' in f && f.value !== undefined && f.value !== null && f.value !== '') params[f.field] = f.value;
  }
  return params;
}

/** A list's filter and sort as the spec's parameters (`field=value`, orderByColumn, isAsc): the list call's and its export's. */
export function listParams(filters: CrudFilter[] = [], sorters: CrudSort[] = []): Record<string, unknown> {
  const params = filtersToParams(filters);
  const sorter = sorters[0];
  if (sorter) {
    params.orderByColumn = sorter.field;
    params.isAsc = sorter.order;
  }
  return params;
}

/**
 * The admin's screens pass `meta.manage`: a managed area is then read through its management list
 * and detail (下架 rows too, scoped to what the caller manages); the portal reads the public calls.
 */
function manageVerb(spec: ResourceSpec, meta: Record<string, unknown> | undefined, verb: 'list' | 'one'): keyof ResourceSpec['calls'] {
  const managed = verb === 'list' ? 'manageList' : 'manageOne';
  return meta?.manage === true && spec.calls[managed] ? managed : verb;
}

/** GET/DELETE carry parameters in the query string, POST/PUT in the JSON body. */
function send(c: CallSpec, params: Record<string, unknown>, pathParams: Record<string, string | number> = {}) {
  const path = fillPath(c.path, { ...(params as Record<string, string | number>), ...pathParams });
  const inQuery = c.method === 'GET' || c.method === 'DELETE';
  return { path, options: inQuery ? { query: params } : { body: params } };
}

/**
 * Refine's verbs on the spec's irregular call paths: each resource declaration says which path
 * and method serve list / one / create / update / remove.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  async getList<TData extends BaseRecord>({ resource, pagination, sorters, filters, meta }: GetListParams) {
    const spec = await resourceOf(resource);
    // `meta.listPath`: a GET list of the resource's rows other than its list call (专题资源's item options for a picker).
    const c: CallSpec = typeof meta?.listPath === 'string' ? { method: 'GET', path: meta.listPath } : callOf(spec, manageVerb(spec, meta, 'list'));
    const params: Record<string, unknown> = { ...listParams(filters, sorters), ...(meta?.params ?? {}) };
    if (pagination?.mode !== 'off') {
      params.pageNum = pagination?.currentPage ?? 1;
      params.pageSize = pagination?.pageSize ?? spec.pageSize;
    }
    const { path, options } = send(c, params);
    const page = await callPage<TData>(c.method, path, options);
    return { data: page.rows, total: page.total, ...(page.approximate ? { approximate: true } : {}) };
  },

  async getOne<TData extends BaseRecord>({ resource, id, meta }: GetOneParams) {
    const spec = await resourceOf(resource);
    const c = callOf(spec, manageVerb(spec, meta, 'one'));
    const { path, options } = send(c, {}, { id });
    const env = await call<TData>(c.method, path, options);
    return { data: env.data as TData };
  },

  async create<TData extends BaseRecord, TVariables>({ resource, variables }: CreateParams<TVariables>) {
    const c = callOf(await resourceOf(resource), 'create');
    const { path, options } = send(c, variables as Record<string, unknown>);
    const env = await call<TData>(c.method, path, options);
    afterWrite(resource);
    return { data: env.data ?? (variables as unknown as TData) };
  },

  async update<TData extends BaseRecord, TVariables>({ resource, id, variables }: UpdateParams<TVariables>) {
    const c = callOf(await resourceOf(resource), 'update');
    const { path, options } = send(c, { ...(variables as Record<string, unknown>), id }, { id });
    const env = await call<TData>(c.method, path, options);
    afterWrite(resource);
    return { data: env.data ?? ({ id, ...(variables as object) } as TData) };
  },

  async deleteOne<TData extends BaseRecord, TVariables>({ resource, id }: DeleteOneParams<TVariables>) {
    const c = callOf(await resourceOf(resource), 'remove');
    // A path that names no `{id}` (敏感词 …/sensitiveWord/delete) takes it as a parameter, as update does in its body.
    const { path, options } = send(c, c.path.includes('{id}') ? {} : { id }, { id });
    const env = await call<TData>(c.method, path, options);
    afterWrite(resource);
    return { data: env.data ?? ({ id } as TData) };
  },

  async custom<TData extends BaseRecord, TQuery, TPayload>({ url, method, payload, query }: CustomParams<TQuery, TPayload>) {
    const verb = method.toUpperCase() as CallSpec['method'];
    const env = await call<TData>(verb, url, { query: query as Record<string, unknown>, body: payload });
    // A call that answers without `data` hands its whole envelope over.
    return { data: env.data ?? (env as unknown as TData) };
  },
};
