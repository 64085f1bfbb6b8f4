import type { FastifyInstance } from 'fastify';
import { apiUrl } from '../../src/shared/apiPath';
import { signIn } from './auth';

/** A call's status and JSON body. */
export interface CallResult {
  status: number;
  body: any;
}

/**
 * Calls a spec path (`/manage/composition`) as one of several demo accounts, or anonymously: the
 * permission cases of an area read as a table of who may do what. GET payloads go in the query.
 */
export async function callsAs<Who extends string>(app: FastifyInstance, accounts: readonly Who[]) {
  const tokens = new Map<string, string>();
  for (const who of accounts) tokens.set(who, await signIn(app, who));
  return async (who: Who | 'anonymous', method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object): Promise<CallResult> => {
    const token = tokens.get(who);
    const res = await app.inject({
      method,
      url: apiUrl(path),
      ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };
}
