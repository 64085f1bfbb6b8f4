import { z } from 'zod';
import packageJson from '../../package.json';
import type { CallSpec, FieldKind, ResourceSpec } from '../../src/resources/define';
import { resourceList } from '../../src/resources';
import { BATCH_ACTIONS, BATCH_MAX_ROWS } from '../../src/resources/batch';
import { apiUrl } from '../../src/shared/apiPath';
import { isPublicRoute } from '../access/publicRoutes';
import { toFastifyPattern } from '../http/routes';

type Json = Record<string, unknown>;

export interface RouteRef {
  method: string;
  url: string;
  /** Public because this declaration says so (server/access/publicRoutes.ts). */
  publicOf?: string;
}

// A JSON import, not a file read: this module is also loaded where import.meta.url is no file URL (jsdom tests).
const VERSION = packageJson.version;

/** How each field kind travels in JSON. */
const KIND_SCHEMA: Record<FieldKind, Json> = {
  text: { type: 'string' },
  longtext: { type: 'string' },
  richtext: { type: 'string', format: 'html', description: 'HTML（服务器按白名单清理，去掉脚本、事件属性与 javascript: 链接）' },
  number: { type: 'integer' },
  money: { type: 'integer', description: '金额（分）' },
  date: { type: 'string', format: 'date' },
  datetime: { type: 'string', format: 'date-time' },
  dict: { type: ['string', 'integer'] },
  image: { type: 'string', description: '图片地址' },
  boolean: { type: 'boolean' },
  file: { type: 'string', description: '上传后服务器返回的文件名' },
};

export const ENVELOPE: Json = {
  type: 'object',
  required: ['code', 'msg'],
  properties: { code: { type: 'integer', description: '200 成功；其他为错误，msg 为中文说明' }, msg: { type: 'string' } },
};

/** The JSON Schema of a zod schema as a client sends it (coercions and defaults are the input side). */
function inputSchema(schema: z.ZodType | undefined): Json | undefined {
  if (!schema) return undefined;
  try {
    const { $schema: _s, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    return json;
  } catch {
    return { type: 'object' };
  }
}

export function itemSchema(r: Pick<ResourceSpec, 'fields'>): Json {
  const properties: Json = {};
  for (const [name, f] of Object.entries(r.fields)) {
    const base = KIND_SCHEMA[f.kind] ?? {};
    const labels = f.labels ? `：${Object.entries(f.labels).map(([k, v]) => `${k} ${v}`).join('，')}` : '';
    properties[name] = { ...base, description: `${f.label}${f.kind === 'money' ? '（分）' : ''}${f.dict ? `（字典 ${f.dict}）` : ''}${labels}` };
  }
  return { type: 'object', properties };
}

export type CallKind = 'list' | 'one' | 'create' | 'update' | 'remove' | 'manageList' | 'manageOne' | 'publish' | 'sort' | 'batch';
export const SUMMARY: Record<CallKind, (label: string) => string> = {
  list: (l) => `${l}列表`,
  one: (l) => `${l}详情`,
  manageList: (l) => `${l}管理列表（含已下架）`,
  manageOne: (l) => `${l}管理详情（含已下架）`,
  publish: (l) => `${l}上架/下架`,
  create: (l) => `新增${l}`,
  update: (l) => `修改${l}`,
  remove: (l) => `删除${l}`,
  sort: (l) => `${l}排序`,
  batch: (l) => `批量上架/下架/删除${l}`,
};

/** The batch call's body and answer (src/resources/batch.ts). */
const BATCH_BODY = {
  type: 'object',
  required: ['action', 'ids'],
  properties: {
    action: { type: 'string', enum: [...BATCH_ACTIONS], description: 'publish 上架，unpublish 下架，remove 删除' },
    ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: BATCH_MAX_ROWS, description: '选中记录的编号' },
  },
};
const BATCH_OUTCOME = {
  type: 'object',
  properties: {
    succeeded: { type: 'array', items: { type: 'integer' }, description: '已完成的编号' },
    failed: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, msg: { type: 'string', description: '失败原因' } } } },
  },
};

const keyOf = (method: string, fastifyUrl: string) => `${method.toUpperCase()} ${fastifyUrl}`;

/** What the declarations say about each route: `METHOD /api/...` → the resource and which call it is. */
function declaredCalls(): Map<string, { resource: ResourceSpec; kind: CallKind }> {
  const out = new Map<string, { resource: ResourceSpec; kind: CallKind }>();
  for (const resource of resourceList) {
    for (const [kind, call] of Object.entries(resource.calls) as Array<[CallKind, CallSpec | undefined]>) {
      if (!call) continue;
      const key = keyOf(call.method, apiUrl(toFastifyPattern(call.path)));
      if (!out.has(key)) out.set(key, { resource, kind });
    }
  }
  return out;
}

function pagingParameters(r: ResourceSpec): Json[] {
  return [
    { name: 'pageNum', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 }, description: '页码' },
    { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: r.maxPageSize ?? 100, default: r.pageSize }, description: '每页条数' },
    ...(r.sortable.length ? [{ name: 'orderByColumn', in: 'query', schema: { type: 'string', enum: [...r.sortable] }, description: '排序字段' }] : []),
    { name: 'isAsc', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] }, description: '升序或降序' },
  ];
}

/** Query parameters from an object schema's properties (filters of a GET list). */
function queryParameters(schema: Json | undefined): Json[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', schema: s, ...(s.description ? { description: s.description } : {}) }));
}

function operation(route: RouteRef, declared: { resource: ResourceSpec; kind: CallKind } | undefined): Json {
  const { method, url } = route;
  const pathParams = [...url.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: m[1] === 'id' ? 'integer' : 'string' } }));
  const isPublic = isPublicRoute(route);
  const op: Json = {
    tags: [url.startsWith('/api/') ? (url.split('/')[2] ?? 'api') : 'site'],
    parameters: pathParams,
    responses: { 200: { description: '信封 {code, msg, …}；出错时 code 为 4xx/5xx，msg 为中文说明', content: { 'application/json': { schema: ENVELOPE } } } },
    ...(isPublic ? {} : { security: [{ bearer: [] }] }),
  };
  if (!declared) return op;
  const { resource: r, kind } = declared;
  op.summary = SUMMARY[kind](r.label);
  op.tags = [r.label];
  const item = itemSchema(r);
  if (kind === 'list' || kind === 'manageList') {
    const filters = inputSchema(r.filters);
    if (method === 'GET') op.parameters = [...pathParams, ...pagingParameters(r), ...queryParameters(filters)];
    else op.requestBody = { content: { 'application/json': { schema: { ...(filters ?? { type: 'object' }), description: '筛选条件，另含 pageNum、pageSize、orderByColumn、isAsc' } } } };
    op.responses = {
      200: {
        description: '一页记录与总数（超过 10,000 条时为估计值，approximate 为 true）',
        content: { 'application/json': { schema: { allOf: [ENVELOPE, { type: 'object', properties: { rows: { type: 'array', items: item }, total: { type: 'integer' }, approximate: { type: 'boolean' } } }] } } },
      },
    };
  } else if (kind === 'one' || kind === 'manageOne') {
    op.responses = { 200: { description: `一条${r.label}`, content: { 'application/json': { schema: { allOf: [ENVELOPE, { type: 'object', properties: { data: item } }] } } } } };
  } else if (kind === 'create' || kind === 'update') {
    const body = inputSchema(kind === 'update' ? (r.updateInput ?? r.input) : r.input);
    if (body) op.requestBody = { required: true, content: { 'application/json': { schema: body } } };
  } else if (kind === 'publish') {
    const body = { type: 'object', required: ['published'], properties: { published: { type: 'boolean', description: 'true 上架，false 下架' } } };
    op.requestBody = { required: true, content: { 'application/json': { schema: body } } };
  } else if (kind === 'batch') {
    op.requestBody = { required: true, content: { 'application/json': { schema: BATCH_BODY } } };
    op.responses = { 200: { description: '成功与失败的记录（msg 为“成功 N 条，失败 M 条”）', content: { 'application/json': { schema: { allOf: [ENVELOPE, { type: 'object', properties: { data: BATCH_OUTCOME } }] } } } } };
  }
  return op;
}

/** OpenAPI 3.1 of every route the app registered, detailed where a resource declaration covers it. */
export function openApiDocument(routes: readonly RouteRef[]): Json {
  const declared = declaredCalls();
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const { method, url } = route;
    if (method === 'OPTIONS' || url.startsWith('/api/docs') || url === '*' || url.endsWith('/*')) continue;
    const openApiPath = url.replace(/:(\w+)/g, '{$1}');
    (paths[openApiPath] ??= {})[method.toLowerCase()] = operation(route, declared.get(keyOf(method, url)));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '文库 Wenku 接口',
      version: VERSION,
      description:
        '每个接口都以 JSON 信封作答：`{code, msg, …}`，code 200 为成功，其余为错误（msg 为中文说明，HTTP 状态与 code 一致）。登录后在 `Authorization: Bearer <token>` 头中携带令牌。',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '登录接口返回的令牌' } } },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
