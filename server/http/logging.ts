import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { resolvedMemberId } from '../access/session';

/**
 * Logs never hold passwords, hashes, tokens, phone, ID or bank account numbers. Two layers:
 * known fields are censored by name (pino's `redact`), and every string that reaches a log line is
 * scrubbed of anything shaped like such a secret — so a value inside an error message (a failed
 * SQL statement's parameters, a driver's "Key (phone)=(…)" detail) cannot leak either.
 */
const SECRET_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'smsCode',
  'idCard',
  'idNumber',
  'bankAccount',
  'accountNo',
  'params',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`]),
];

const SCRUBBERS: Array<[RegExp, string]> = [
  // argon2 / bcrypt / scrypt hashes
  [/\$(?:argon2(?:id|i|d)|2[aby]|scrypt)\$[^\s"')]+/g, '[hash]'],
  // bearer tokens and long hex or base64url runs (session tokens, sha256 digests)
  [/Bearer\s+\S+/gi, 'Bearer [token]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
  // mainland ID numbers (18 characters, last may be X) before phone numbers and bank accounts
  [/(?<!\d)\d{17}[\dXx](?![\dA-Za-z])/g, '[id]'],
  // bank card / account numbers: 12 to 19 digits
  [/(?<!\d)\d{12,19}(?!\d)/g, '[account]'],
  // mainland mobile numbers: keep the first three and last four digits, as the portal shows them
  [/(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g, '$1****$2'],
];

/** A string with every secret-shaped run replaced. */
export function scrubText(text: string): string {
  let out = text;
  for (const [re, to] of SCRUBBERS) out = out.replace(re, to);
  return out;
}

/** A literal object or a null-prototype one: what a log call's fields are made of. */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Scrubs the strings of plain objects and arrays. Anything else (a Fastify request or reply, an
 * Error) is left whole for its serializer: copied field by field here it lost its getters, which is
 * how every request line once read `"req":{}`.
 */
function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubDeep(v, depth + 1);
  return out;
}

/**
 * An error as it may be logged. A failed database query is named by its statement only, never its
 * parameters (drizzle puts them into the message), and the driver's error by its code and names
 * (never its `detail`, which quotes the offending values).
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; message?: string; stack?: string; query?: string; cause?: unknown; code?: unknown };
  if (typeof e?.query === 'string') {
    const cause = (e.cause ?? {}) as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; severity?: unknown };
    return {
      type: 'DatabaseQueryError',
      statement: e.query,
      dbCode: cause.code,
      constraint: cause.constraint,
      table: cause.table,
      column: cause.column,
    };
  }
  return {
    type: e?.name ?? typeof error,
    message: scrubText(String(e?.message ?? error)),
    code: e?.code,
    stack: e?.stack ? scrubText(e.stack.split('\n').slice(1, 8).join('\n')) : undefined,
  };
}

const ERROR_LEVEL = 50;
const CLIENT_GONE = 'stream closed prematurely (the client left before the answer ended)';

/** end-of-stream's "premature close" (@fastify/compress's pump) or Node's own code for it. */
function isClientGone(value: unknown): boolean {
  const e = value as { code?: unknown; message?: unknown } | null;
  return value instanceof Error && (e?.code === 'ERR_STREAM_PREMATURE_CLOSE' || e?.message === 'premature close');
}

/** The Fastify logger: JSON lines at `level`, secrets censored and scrubbed. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: errorForLog as never,
      error: errorForLog as never,
      // A request by its method and route pattern, never its URL (a query may hold a phone or a code).
      req: ((req: FastifyRequest) => ({ method: req.method, route: req.routeOptions?.url ?? '*' })) as never,
      res: ((reply: FastifyReply) => ({ status: reply.statusCode })) as never,
    },
    formatters: {
      log: (object) => scrubDeep(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method, level) {
        // @fastify/compress logs a reader who left during a streamed answer as an error; Fastify
        // itself logs the same event at info. An operator's error log is for our faults.
        if (level >= ERROR_LEVEL && isClientGone(args[0])) return this.info(CLIENT_GONE);
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>,
        );
      },
    },
  };
}

/** The longest path written for a request no route matched. */
const PATH_MAX = 200;

/**
 * Fastify's own request lines (`incoming request`, `request completed`) give way to logRequests'
 * one line; its error lines (a failed stream, an error with no handler) stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    if (args[0]) super.requestCompleted(...args);
  }
}

/**
 * One line per answered request, in place of Fastify's two (RequestLogController): method, route
 * pattern (a request no route matched — a portal page, a 404 — is `*` with its path, without the
 * query), status, milliseconds from request to answer, and the member id when the request resolved
 * its signed-in member. Never a header, a query, a body or a token.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    const memberId = await resolvedMemberId(req);
    req.log.info(
      {
        method: req.method,
        route: route ?? '*',
        ...(route ? {} : { path: req.url.split('?')[0].slice(0, PATH_MAX) }),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(memberId !== undefined ? { memberId } : {}),
      },
      'request completed',
    );
  });
}
