import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Action, Subject } from '../../src/access/policy';
import type { HttpMethod } from '../../src/resources/define';
import { apiUrl, DEFAULT_API_BASE } from '../../src/shared/apiPath';
import type { Db } from '../db/client';
import { httpStatusFor } from './envelope';
import { toFastifyPattern, type Module } from './routes';
import { refuseNonScalarConversion } from './scalarGuard';

/**
 * Who may call a route, declared with it and enforced before the body is read by one hook
 * (server/access/declaredAccess.ts):
 * - `'public'`: anyone, signed in or not;
 * - `'member'`: any signed-in member (else 401 `登录状态已过期，请重新登录`);
 * - `{ action, subject }`: the CASL ability (src/access) grants the action on the subject at all
 *   (else 403 `没有权限执行该操作`); rows the grant is conditioned on stay the handler's query;
 * - `{ action, subject, everywhere: true }`: granted without any row condition (the platform
 *   admin's `manage all`, never an institution's `{orgPartyId}` rule).
 * There is no default: a declaration without `access` does not compile.
 */
export type RouteAccess = 'public' | 'member' | { action: Action; subject: Subject; everywhere?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared access of a route made by `defineRoute` (absent on routes still mounted by hand). */
    access?: RouteAccess;
  }
}

/** The validated input of a declared call, typed by its schemas. */
export interface DeclaredContext<Q, B, P> {
  db: Db;
  req: FastifyRequest;
  reply: FastifyReply;
  query: Q;
  body: B;
  params: P;
  /**
   * Query, body and path parameters merged (path wins, then body), as the validated values: the
   * spec sends a list's filters either way, and the shared list helpers read them from one object.
   */
  input: Record<string, unknown>;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Answer<R> = R extends z.ZodType ? z.input<R> : unknown;

export interface RouteDeclaration<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
> {
  method: HttpMethod;
  /** The spec path (`/common/book/{id}`); the URL follows the `apiUrl` rule the browser uses too. */
  path: string;
  access: RouteAccess;
  /** One line for the API reference (Chinese, as the rest of it). */
  summary: string;
  /** The API reference's group (default: the module's). */
  tags?: string[];
  query?: Q;
  body?: B;
  params?: P;
  /** The answer's envelope (`ok`/`page`) as a schema: documents it and types what the handler returns. */
  response?: R;
  /** Fastify route config besides the access (a tighter `rateLimit`). */
  config?: Record<string, unknown>;
  handler: (ctx: DeclaredContext<Parsed<Q>, Parsed<B>, Parsed<P>>) => Promise<Answer<R>> | Answer<R>;
}

/** Any declaration, as a module's list of routes holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDeclaration<any, any, any, any>;

/** A route declaration, typed by its schemas (the identity at run time). */
export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(route: RouteDeclaration<Q, B, P, R>): AnyRoute {
  return route as AnyRoute;
}

/** The OpenAPI security requirement of a route that needs a session (components.securitySchemes.bearer). */
const BEARER = [{ bearer: [] }];

/** Text the API reference shows for a declared access (`x-access`). */
export function describeAccess(access: RouteAccess): string {
  if (access === 'public') return 'public';
  if (access === 'member') return 'member';
  return `${access.action} ${access.subject}${access.everywhere ? ' (everywhere)' : ''}`;
}

const plainObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Buffer.isBuffer(v) ? (v as Record<string, unknown>) : {});

/**
 * Registers declared routes on `app` (a module's plugin, or the root for modules still mounted by
 * hand). The URL is the spec path by the `apiUrl` rule less the instance's prefix; the zod schemas
 * go to Fastify (validated by fastify-type-provider-zod's compiler, documented by @fastify/swagger);
 * the access goes to the route config, where the access hook and the route census read it.
 */
export function registerRoutes(app: FastifyInstance, db: Db, routes: readonly AnyRoute[], defaultTags?: string[]): void {
  for (const route of routes) {
    const full = apiUrl(toFastifyPattern(route.path));
    if (!full.startsWith(app.prefix)) throw new Error(`${route.method} ${full}: outside the module prefix ${app.prefix}`);
    app.route({
      method: route.method,
      url: full.slice(app.prefix.length),
      config: { ...route.config, access: route.access },
      schema: {
        summary: route.summary,
        ...(route.tags ?? defaultTags ? { tags: route.tags ?? defaultTags } : {}),
        'x-access': describeAccess(route.access),
        ...(route.access === 'public' ? {} : { security: BEARER }),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.params ? { params: route.params } : {}),
        ...(route.response ? { response: { 200: route.response } } : {}),
      },
      preValidation: async (req) => {
        // A POST without a body is an empty one (as mount() reads it), and an array or object where
        // a number or text is read is a 400 in every call (scalarGuard.ts), before the schemas coerce.
        if (route.body && (req.body === undefined || req.body === null)) req.body = {};
        for (const part of [req.query, req.body, req.params]) refuseNonScalarConversion(plainObject(part));
      },
      handler: async (req, reply) => {
        const input = { ...plainObject(req.query), ...plainObject(req.body), ...plainObject(req.params) };
        const result = await route.handler({ db, req, reply, query: req.query, body: req.body, params: req.params, input });
        if (reply.sent) return reply;
        const code = (result as { code?: unknown } | null)?.code;
        if (typeof code === 'number') reply.code(httpStatusFor(code));
        return result;
      },
    });
  }
}

/** A module's routes, given the database and the application (whose per-app state they may keep). */
export type RouteSource = (db: Db, app: FastifyInstance) => readonly AnyRoute[] | Promise<readonly AnyRoute[]>;

/**
 * A module as a Fastify plugin: its routes are declared (`defineRoute`) and registered inside its
 * own encapsulated instance under `prefix` (default the API root). Hooks and decorators a module
 * adds stay in it; the app-wide ones (errors, rate limit, the access hook) reach it from the root.
 */
export function routesModule(name: string, source: RouteSource, options: { prefix?: string; tags?: string[] } = {}): Module {
  const prefix = options.prefix ?? DEFAULT_API_BASE;
  return async (app, db) => {
    const routes = await source(db, app);
    const plugin = async (instance: FastifyInstance) => registerRoutes(instance, db, routes, options.tags);
    Object.defineProperty(plugin, 'name', { value: name });
    await app.register(plugin, { prefix });
  };
}

/**
 * A parameter its handler checks itself, with the messages its callers know (an item type, a list
 * of ids): passed through as sent, documented by `doc` (JSON Schema and a Chinese description).
 */
export const checkedByHandler = (doc: Record<string, unknown>) => z.unknown().optional().meta(doc);

/**
 * A parameter read by one of the server's own parsers (an id, a dictionary code, a date): the
 * handler gets the parsed value, and the parser's refusal reaches the client as it was before the
 * route was declared — an AppError thrown in a zod transform passes through validation to the
 * app's error handler with its own status and message (a 404 for an id past any row stays a 404).
 * The parser runs when the parameter is absent too (a required one answers its own `请指定…`), so
 * it must return a value; one that may be left out is `parsedIfSent`.
 * `doc` is what the API reference shows (JSON Schema and a Chinese description).
 */
export const parsedBy = <T>(parse: (raw: unknown) => T & {}, doc: Record<string, unknown>) =>
  z
    .unknown()
    .transform((raw) => parse(raw))
    .meta(doc);

/**
 * `parsedBy` for a parameter that may be left out: absent it is undefined without asking the
 * parser (zod refuses an undefined from a transform of a required key), sent it is parsed.
 */
export const parsedIfSent = <T>(parse: (raw: unknown) => T | undefined, doc: Record<string, unknown>) =>
  z
    .unknown()
    .transform((raw) => parse(raw))
    .optional()
    .meta(doc);

/**
 * A body its handler parses itself with `schema` (after checks of its own that must answer first,
 * such as whether there is anything to edit): passed through as sent, documented as `schema`'s input.
 */
export const bodyCheckedByHandler = (schema: z.ZodType) =>
  z.looseObject({}).meta(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
