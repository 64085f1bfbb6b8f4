import path from 'node:path';
import { DEFAULT_LOAD_LIMITS, type LoadLimits } from './db/client';

/** Everything the server reads from the environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  production: boolean;
  rateLimitMax: number;
  trustProxy: boolean | number | string;
  /** Uploaded files: `DATA_DIR/files`. */
  filesDir: string;
  /** SMS_PROVIDER (`webhook`; `demo` or unset outside production) and SMS_WEBHOOK_URL. */
  sms: { provider?: string; webhookUrl?: string };
  /** DB_QUEUE_MAX, DB_QUEUE_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_POOL_MAX (server/db/gate.ts). */
  loadLimits: LoadLimits;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    production: env.NODE_ENV === 'production',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1200),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    filesDir: path.join(dataDir, 'files'),
    sms: { provider: env.SMS_PROVIDER || undefined, webhookUrl: env.SMS_WEBHOOK_URL || undefined },
    loadLimits: {
      queueMax: count(env, 'DB_QUEUE_MAX', DEFAULT_LOAD_LIMITS.queueMax, 1),
      queueWaitMs: count(env, 'DB_QUEUE_WAIT_MS', DEFAULT_LOAD_LIMITS.queueWaitMs, 0),
      statementTimeoutMs: count(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_LOAD_LIMITS.statementTimeoutMs, 0),
      poolMax: count(env, 'DB_POOL_MAX', DEFAULT_LOAD_LIMITS.poolMax, 1),
    },
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

/** TRUST_PROXY: unset/false → no proxy; true; a hop count; or a comma-separated list of proxy addresses. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
