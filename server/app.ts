import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/client';
import { edgeServerOptions, isApiUrl, rejectUnstorableText } from './http/edge';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { apiBudgetSettings, type CampusBudget } from './http/apiBudget';
import { setupInstitutionRanges } from './http/institutionRanges';
import { setupHealth } from './http/health';
import { setupMetrics } from './http/metrics';
import { DEFAULT_INSTITUTION_RATE_LIMIT_MAX } from './config';
import { logRequests, RequestLogController } from './http/logging';
import { AppError, httpStatusFor } from './http/envelope';
import { registerStaticAssets } from './http/staticAssets';
import { compressAnswers } from './http/compressedBody';
import { publicListCache } from './http/publicListCache';
import { startViewCounter } from './db/viewCounts';
import { createPortalRenderer, loadServerBundle, type PortalRendererOptions, type ServerBundle } from './ssr/portalRender';
import { writeCount } from './http/writeCount';
import { appErrorBeneath } from './db/gate';
import { dataException, pgErrorCode } from './db/pgError';
import { setupOverload } from './http/overload';
import { securityHeaders } from './http/securityHeaders';
import { usageEventsPlugin } from './access/usageEvents';
import { declaredAccessHook } from './access/declaredAccess';
import type { RouteAccess } from './http/declareRoute';
import { registerApiDocs } from './openapi/register';
import { modules } from './modules';
import { setupAccounts } from './modules/auth/plugin';
import { portalPages } from './modules/citationMeta/portalPages';
import type { SmsProvider, SmsSettings } from './modules/auth/sms-provider';
import type { WechatProvider } from './modules/auth/wechat';
import { setupPayments } from './modules/pay/payments';
import { readPaySettings, type PaySettings } from './modules/pay/settings';

/**
 * A method and URL pattern as Fastify registered it (`/api/show/common/book/:id`), with the
 * declaration whose public call it is (server/access/publicRoutes.ts).
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  publicOf?: string;
  /** The access a declared route (server/http/declareRoute.ts) states; absent on routes mounted by hand. */
  access?: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface AppOptions {
  db: Db;
  /**
   * How long anonymous visitors' public lists and searches are reused (LIST_CACHE_MS; default off
   * here, so tests that write rows directly see them at once; the server passes its setting).
   */
  listCacheMs?: number;
  /**
   * Detail pages' views written every this many ms, added up, and COUNTER usage events in one insert
   * (VIEW_FLUSH_MS; default 0 here: each at once).
   */
  viewFlushMs?: number;
  /** Built front end (`dist/`); when absent only the API is served. */
  staticDir?: string;
  /** false: no server rendering even when the build has it (the bench's "before" figures). */
  serverRender?: boolean;
  /** The server render and route table to use instead of the build's `.ssr` (tests: the source module). */
  serverBundle?: ServerBundle;
  /** The server render's budget, cache and concurrency (tests wait for every render: a large budget). */
  serverRenderOptions?: PortalRendererOptions;
  /** Longest wait for a detail page's head (title, citation meta) before the plain page goes out (default 400 ms). */
  pageMetaTimeoutMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per client address; 0 turns the global limit off (tests, bench). */
  rateLimitMax?: number;
  /**
   * Where rate-limit counters live: this process's memory, or the database so that several server
   * processes on one PostgreSQL share them (RATE_LIMIT_STORE; default `database` with DATABASE_URL).
   */
  rateLimitStore?: 'memory' | 'database';
  /**
   * Inside a known institution's IP ranges the global limit counts per signed-in session (the
   * institution's anonymous calls together) or per institution (RATE_LIMIT_CAMPUS; default session).
   */
  campusBudget?: CampusBudget;
  /** Calls a minute an institution's ranges share (RATE_LIMIT_INSTITUTION_MAX; default 30000). */
  institutionRateLimitMax?: number;
  /** `GET /metrics` also answers `Authorization: Bearer <this>` from anywhere (METRICS_TOKEN); loopback only without it. */
  metricsToken?: string;
  /** `X-Forwarded-For` is believed only from these proxies (TRUST_PROXY: true, a hop count, or addresses). */
  trustProxy?: boolean | number | string;
  /** Production: dev endpoints are not registered and a real SMS provider is required. Default: NODE_ENV. */
  production?: boolean;
  /** Uploaded files (`DATA_DIR/files`); tests pass a temporary directory. */
  filesDir?: string;
  /** SMS_PROVIDER / SMS_WEBHOOK_URL, or a provider object (tests). Without one: the demo outbox, refused in production. */
  sms?: SmsSettings | SmsProvider;
  /**
   * The dev endpoints (SMS outbox, image-code text, simulated WeChat scan) for tests and local
   * development, answering loopback clients only. Default: DEV_ENDPOINTS=1. Never in production.
   */
  devEndpoints?: boolean;
  /** WeChat scan confirmation; the dev simulator when the dev endpoints are on. */
  wechat?: WechatProvider;
  /**
   * Online payment channels (ALIPAY_*, WECHATPAY_*, PAY_NOTIFY_BASE_URL). A channel not configured
   * is played by the sandbox outside production and closed in production.
   */
  payments?: PaySettings;
}

const JSON_BODY_LIMIT = 1024 * 1024;
const UPLOAD_LIMIT = 10 * 1024 * 1024;

/** Builds the whole application: external plugins, then our modules, then the fallbacks. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Only a proxy we were told about may set the client address: IP sign-in trusts req.ip.
    trustProxy: (options.trustProxy ?? false) as FastifyServerOptions['trustProxy'],
    // One line per request, written by logRequests (server/http/logging.ts), instead of Fastify's two.
    logController: new RequestLogController(),
    // Bad %-sequences, over-long path segments, oversized headers: the envelope, not Fastify's own JSON.
    ...edgeServerOptions,
  });
  // Every route as registered: the route census and the fuzz suite walk this list.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        registeredRoutes.push({
          method,
          url: route.url,
          ...(route.config?.publicOf ? { publicOf: route.config.publicOf } : {}),
          ...(route.config?.access ? { access: route.config.access } : {}),
        });
      }
    }
  });
  rejectUnstorableText(app);
  if (options.logger) logRequests(app);
  setupInstitutionRanges(app, options.db);

  securityHeaders(app);
  // Before the load shedding and the compression: a hit needs no database, and the text kept is the plain one.
  publicListCache(app, { ttlMs: options.listCacheMs ?? 0 });
  // Answers over 1 kB (JSON lists, portal pages) go out compressed to clients that accept it: whole
  // answers by compressAnswers, streamed ones by @fastify/compress. Brotli at quality 4: near gzip -9
  // in size for JSON at a fraction of quality 11's CPU per request. Precompressed static files
  // already carry Content-Encoding and are left alone.
  compressAnswers(app);
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // axios (and many clients) send `Content-Type: application/json` with no body on a POST without
  // parameters; Fastify's default parser refuses that. An empty JSON body is an empty object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('请求内容不是有效的 JSON'), { statusCode: 400 }), undefined);
    }
  });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 5 } });
  const max = options.rateLimitMax ?? 1200;
  if (max > 0) {
    await app.register(rateLimit, {
      global: true,
      // Only API calls spend it; inside institution ranges per session or institution (server/http/apiBudget.ts).
      ...apiBudgetSettings({
        max,
        campus: options.campusBudget ?? 'session',
        institutionMax: options.institutionRateLimitMax ?? DEFAULT_INSTITUTION_RATE_LIMIT_MAX,
      }),
      timeWindow: '1 minute',
      ...(options.rateLimitStore === 'database' ? { store: databaseRateLimitStore(options.db) } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        code: 429,
        msg: `请求过于频繁，请${Math.ceil(ctx.ttl / 1000)}秒后再试`,
      }),
    });
  }

  app.setErrorHandler((thrown, req, reply) => {
    const error = appErrorBeneath(thrown) ?? thrown; // the database gate's 503 arrives wrapped by drizzle
    if (error instanceof AppError) {
      return reply.code(httpStatusFor(error.code)).send({ code: error.code, msg: error.message });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ code: 400, msg: zodIssueMessage(error.issues[0]) });
    }
    // A declared route's schema refused the input (fastify-type-provider-zod): the same answer.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = (first.instancePath ?? '').split('/').filter(Boolean);
      return reply.code(400).send({ code: 400, msg: zodIssueMessage({ message: first.message ?? '', path }) });
    }
    const err = error as { statusCode?: number; code?: unknown; validation?: unknown; message?: string };
    const status = err.statusCode ?? 500;
    if (status === 429) {
      const msg = (error as { msg?: unknown }).msg;
      return reply.code(429).send({ code: 429, msg: typeof msg === 'string' ? msg : '请求过于频繁，请稍后再试' });
    }
    if (status === 413) return reply.code(413).send({ code: 413, msg: '提交的内容过大，请压缩后重试' });
    if (err.validation || (status >= 400 && status < 500)) {
      return reply.code(400).send({ code: 400, msg: '请求参数不正确，请检查后重试' });
    }
    if (dataException(error)) {
      // A value the route let through that its column cannot hold (an id past int4, say).
      req.log.warn({ sqlState: pgErrorCode(error), url: req.routeOptions.url }, 'data exception from request values');
      return reply.code(400).send({ code: 400, msg: '请求参数不正确，请检查后重试' });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, msg: '服务器繁忙，请稍后重试' });
  });

  // Accounts: providers (fail fast in production without SMS), storage, req.signedIn(), /files/avatar.
  const production = options.production ?? process.env.NODE_ENV === 'production';
  setupAccounts(app, {
    db: options.db,
    production,
    devEndpoints: options.devEndpoints ?? process.env.DEV_ENDPOINTS === '1',
    filesDir: options.filesDir ?? path.resolve(process.env.DATA_DIR ?? 'data', 'files'),
    sms: options.sms,
    wechat: options.wechat,
  });

  setupPayments(app, options.db, options.payments ?? readPaySettings(process.env), production);

  setupOverload(app, options.db);
  // Detail pages' views, added up and written per table (server/db/viewCounts.ts); the rest on close.
  const views = startViewCounter(options.db, options.viewFlushMs ?? 0, (err) => app.log.error({ err }, 'view counts not written'));
  app.addHook('onClose', () => views.flush());
  // Operators: /healthz, /readyz and /metrics, outside the /api envelope (server/http/health.ts, metrics.ts).
  setupHealth(app, options.db);
  setupMetrics(app, options.db, { token: options.metricsToken ?? (process.env.METRICS_TOKEN || undefined) });
  // COUNTER usage events noted by the handlers are written after each answer (issue 33), batched
  // at the views' interval: both are a detail page's bookkeeping.
  usageEventsPlugin(app, options.db, options.viewFlushMs ?? 0);
  // Declared routes (server/http/declareRoute.ts): zod validates their input; their answers are
  // sent as the handlers return them (the response schemas document and type them, they do not
  // re-check every answer); one hook enforces their declared access; @fastify/swagger collects them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  declaredAccessHook(app, options.db);
  await registerApiDocs(app);
  for (const register of modules) await register(app, options.db);

  const indexHtml = loadIndexHtml(options.staticDir);
  if (options.staticDir && indexHtml) {
    await registerStaticAssets(app, options.staticDir);
  }

  // Detail pages get citation meta tags for crawlers (server/modules/citationMeta, docs/crawlers.md).
  // Home, journal and article pages are also rendered on the server (server/ssr, src/entry-server.tsx).
  let bundle = options.serverBundle;
  if (!bundle && indexHtml && options.staticDir) {
    try {
      bundle = await loadServerBundle(options.staticDir);
    } catch (err) {
      app.log.error({ err }, 'server render not loaded; portal pages are the plain SPA page');
    }
  }
  const renderer = indexHtml && options.staticDir && bundle && options.serverRender !== false ? createPortalRenderer(app, bundle.mod, bundle.manifest, options.staticDir, options.serverRenderOptions) : undefined;
  // The portal's route table comes with the build (src/portalRoutes.ts): a path it has no page for is a 404.
  const isPortalRoute = bundle?.mod.isPortalRoute?.bind(bundle.mod);
  const sendPortalPage = indexHtml ? portalPages({ db: options.db, indexHtml, renderer, isPortalRoute, writes: writeCount(app), timeoutMs: options.pageMetaTimeoutMs }) : undefined;
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    if (isApiUrl(url)) {
      return reply.code(404).send({ code: 404, msg: '请求的接口不存在' });
    }
    // Every other GET is for the portal: its page, or its not-found page with 404 (portalPages).
    if (sendPortalPage && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url)) {
      return sendPortalPage(req, reply, url);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });

  return app;
}

/**
 * The Chinese answer to a refused input: a schema's own messages are Chinese; zod's built-in ones
 * (a coerced NaN, a wrong type) are English, so those are replaced by a message naming the parameter.
 */
function zodIssueMessage(first: { message: string; path: readonly PropertyKey[] } | undefined): string {
  const field = first?.path.map(String).join('.').slice(0, 40);
  if (first && /[\u4e00-\u9fa5]/.test(first.message)) return first.message;
  return field ? `参数“${field}”不正确，请检查后重试` : '请求参数不正确，请检查后重试';
}

function loadIndexHtml(staticDir?: string): string | undefined {
  if (!staticDir) return undefined;
  const file = path.join(staticDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
