import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { HttpMethod } from '../../src/resources/define';
import { apiUrl } from '../../src/shared/apiPath';
import type { Db } from '../db/client';
import { httpStatusFor } from './envelope';
import { refuseNonScalarConversion } from './scalarGuard';

export interface RouteContext {
  db: Db;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Query string and JSON body merged (body wins): the spec sends filters either way. */
  params: Record<string, unknown>;
}

export type Handler = (ctx: RouteContext) => Promise<unknown> | unknown;

/** Converts a spec path (`/journal/{id}`) to a Fastify pattern (`/journal/:id`). */
export function toFastifyPattern(specPath: string): string {
  return specPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Mounts one spec call. The URL comes from the same `apiUrl` rule the browser uses; the handler
 * returns an envelope (`ok`, `page`) or throws an AppError, and the HTTP status mirrors `code`.
 */
export function mount(
  app: FastifyInstance,
  db: Db,
  method: HttpMethod,
  specPath: string,
  handler: Handler,
  options: RouteShorthandOptions = {},
): void {
  app.route({
    ...options,
    method,
    url: apiUrl(toFastifyPattern(specPath)),
    handler: async (req, reply) => {
      const query = (req.query ?? {}) as Record<string, unknown>;
      const body = req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body) ? (req.body as Record<string, unknown>) : {};
      const routeParams = (req.params ?? {}) as Record<string, unknown>;
      const params = { ...query, ...body, ...routeParams };
      // An array or object where a number or text is read is a 400 in every call (scalarGuard.ts).
      refuseNonScalarConversion(params);
      const result = await handler({ db, req, reply, params });
      if (reply.sent) return reply;
      const code = (result as { code?: unknown } | null)?.code;
      if (typeof code === 'number') reply.code(httpStatusFor(code));
      return result;
    },
  });
}

/** A module registers its calls through this; app.ts passes it the database. */
export type Module = (app: FastifyInstance, db: Db) => void | Promise<void>;
