import path from 'node:path';

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
  };
}

/** TRUST_PROXY: unset/false → no proxy; true; a hop count; or a comma-separated list of proxy addresses. */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}
