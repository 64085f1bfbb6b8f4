import type { FastifyInstance, InjectOptions } from 'fastify';
import { apiUrl } from '../../../src/shared/apiPath';
import { ORG_BASE } from '../../../src/resources/organizations';

/** Request helpers for the access tests (server/modules/{organization,menu,roleApply}, server/access). */
export const O = ORG_BASE;
export const AUTH_P = '/api/auth/wkapi/v1/platform';
export const EXPIRED = { code: 401, msg: '登录状态已过期，请重新登录' };
export const FORBIDDEN = { code: 403, msg: '没有权限执行该操作' };
export const MISSING = { code: 404, msg: '记录不存在' };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer {
  status: number;
  body: { code: number; msg: string; data?: any; rows?: any[]; total?: number };
  /** Cookies the answer set (the access-code holder key). */
  cookies: Array<{ name: string; value: string }>;
}

/** Calls a spec path (apiUrl rule) as `token` (null: signed out); GET/DELETE params go in the query. */
export async function call(app: FastifyInstance, token: string | null, method: Method, path: string, params: Record<string, unknown> = {}): Promise<Answer> {
  const inQuery = method === 'GET' || method === 'DELETE';
  const qs = inQuery ? new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString() : '';
  const options: InjectOptions = {
    method,
    url: `${apiUrl(path)}${qs ? `?${qs}` : ''}`,
    headers: token ? { authorization: token } : {},
    ...(inQuery ? {} : { payload: params as Record<string, any> }),
  };
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json(), cookies: res.cookies };
}

/** A bound caller: `api('GET', path, params)`. */
export const caller = (app: FastifyInstance, token: string | null) => (method: Method, path: string, params?: Record<string, unknown>) => call(app, token, method, path, params);

/** Signs in through the institution login (orgLoginByPwd). */
export async function orgSignIn(app: FastifyInstance, username: string, password = 'wenku2026'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${AUTH_P}/login/orgLoginByPwd`, payload: { username, password } });
  const body = res.json();
  if (body.code !== 200) throw new Error(`institution sign-in as ${username} failed: ${body.msg}`);
  return body.data.access_token as string;
}

/** Flattens a menu tree to its names, depth first. */
export function menuNames(tree: Array<{ name: string; children?: any[] }>): string[] {
  return tree.flatMap((n) => [n.name, ...menuNames(n.children ?? [])]);
}
