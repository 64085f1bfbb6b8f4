import path from 'node:path';
import { DEFAULT_LOAD_LIMITS, type LoadLimits } from './db/limits';

/** A setting that stops the server from starting; the message is for the operator, in English and Chinese. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Calls a minute an institution's IP ranges share under the global rate limit (server/http/apiBudget.ts). */
export const DEFAULT_INSTITUTION_RATE_LIMIT_MAX = 30000;

/** Everything the server reads from the environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  production: boolean;
  rateLimitMax: number;
  /** RATE_LIMIT_STORE: `memory`, or `database` (shared by every process; the default with DATABASE_URL). */
  rateLimitStore: 'memory' | 'database';
  /** RATE_LIMIT_CAMPUS: inside institution ranges the global limit counts per `session` (default) or per `institution`. */
  campusBudget: 'session' | 'institution';
  /** RATE_LIMIT_INSTITUTION_MAX: calls a minute an institution's ranges share. */
  institutionRateLimitMax: number;
  /** METRICS_TOKEN: `GET /metrics` answers this bearer token from anywhere (loopback only without it). */
  metricsToken?: string;
  trustProxy: boolean | number | string;
  /** Uploaded files and built previews: FILES_DIR, else `DATA_DIR/files` (shared storage when several processes run). */
  filesDir: string;
  /** PUBLIC_BASE_URL: the site's origin for canonical links, citation meta, sitemaps, OAI-PMH (required in production). */
  publicBaseUrl?: string;
  /** SMS_PROVIDER (`webhook`; `demo` or unset outside production) and SMS_WEBHOOK_URL. */
  sms: { provider?: string; webhookUrl?: string };
  /** DB_QUEUE_MAX, DB_QUEUE_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_POOL_MAX (server/db/gate.ts). */
  loadLimits: LoadLimits;
  /** PGLITE_THREAD: the embedded database runs in a worker thread (default); `0` keeps it on the main thread. */
  pgliteThread: boolean;
  /** LIST_CACHE_MS: how long anonymous visitors' public lists and searches are reused (server/http/publicListCache.ts; 0 = off). */
  listCacheMs: number;
  /** VIEW_FLUSH_MS: detail pages' view counts are written every this many ms, added up (server/db/viewCounts.ts; 0 = each at once). */
  viewFlushMs: number;
}

/** Ten seconds: a list a visitor saw changed by another process is at most this old. */
const DEFAULT_LIST_CACHE_MS = 10_000;
/** Two seconds of views at most are lost in a crash; a visitor sees their own at once. */
const DEFAULT_VIEW_FLUSH_MS = 2_000;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const production = env.NODE_ENV === 'production';
  const publicBaseUrl = env.PUBLIC_BASE_URL?.trim() || undefined;
  if (publicBaseUrl !== undefined && !/^https?:\/\/[^\s/?#]+\/?$/i.test(publicBaseUrl)) {
    throw new ConfigError(`PUBLIC_BASE_URL must be an origin such as https://www.example.com, got "${publicBaseUrl}". PUBLIC_BASE_URL 应为站点地址，例如 https://www.example.com。`);
  }
  // Without it the request's Host header would go into canonical links and citation meta tags.
  if (production && !publicBaseUrl) {
    throw new ConfigError('NODE_ENV=production needs PUBLIC_BASE_URL (e.g. https://www.example.com). 生产环境必须设置 PUBLIC_BASE_URL（站点地址，例如 https://www.example.com）。');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    production,
    publicBaseUrl,
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1200),
    rateLimitStore: parseRateLimitStore(env.RATE_LIMIT_STORE, !!env.DATABASE_URL),
    campusBudget: parseCampusBudget(env.RATE_LIMIT_CAMPUS),
    institutionRateLimitMax: count(env, 'RATE_LIMIT_INSTITUTION_MAX', DEFAULT_INSTITUTION_RATE_LIMIT_MAX, 1),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataDir, 'files'),
    sms: { provider: env.SMS_PROVIDER || undefined, webhookUrl: env.SMS_WEBHOOK_URL || undefined },
    loadLimits: {
      queueMax: count(env, 'DB_QUEUE_MAX', DEFAULT_LOAD_LIMITS.queueMax, 1),
      queueWaitMs: count(env, 'DB_QUEUE_WAIT_MS', DEFAULT_LOAD_LIMITS.queueWaitMs, 0),
      statementTimeoutMs: count(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_LOAD_LIMITS.statementTimeoutMs, 0),
      poolMax: count(env, 'DB_POOL_MAX', DEFAULT_LOAD_LIMITS.poolMax, 1),
    },
    pgliteThread: parseSwitch(env, 'PGLITE_THREAD', true),
    listCacheMs: count(env, 'LIST_CACHE_MS', DEFAULT_LIST_CACHE_MS, 0),
    viewFlushMs: count(env, 'VIEW_FLUSH_MS', DEFAULT_VIEW_FLUSH_MS, 0),
  };
}

/** A whole number of at least `min` from the environment, or the default when unset; anything else stops the start. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, got ${raw}`);
  return n;
}

/** An on/off setting: 1/true/on or 0/false/off, the default when unset; anything else stops the start. */
function parseSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on'].includes(raw)) return true;
  if (['0', 'false', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${env[name]}". ${name} 只能是 1 或 0。`);
}

/** TRUST_PROXY: unset/false → no proxy; true; a hop count; or a comma-separated list of proxy addresses. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function parseRateLimitStore(raw: string | undefined, postgres: boolean): 'memory' | 'database' {
  if (!raw) return postgres ? 'database' : 'memory';
  if (raw === 'memory' || raw === 'database') return raw;
  throw new ConfigError(`RATE_LIMIT_STORE must be memory or database, got "${raw}". RATE_LIMIT_STORE 只能是 memory 或 database。`);
}

function parseCampusBudget(raw: string | undefined): 'session' | 'institution' {
  if (!raw) return 'session';
  if (raw === 'session' || raw === 'institution') return raw;
  throw new ConfigError(`RATE_LIMIT_CAMPUS must be session or institution, got "${raw}". RATE_LIMIT_CAMPUS 只能是 session 或 institution。`);
}
