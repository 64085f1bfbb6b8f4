/**
 * The database's load limits, apart from the client so that reading the configuration (server/config.ts)
 * loads no database code: server/main.ts checks the configuration before loading the server.
 */

/** DB_QUEUE_MAX, DB_QUEUE_WAIT_MS, DB_STATEMENT_TIMEOUT_MS, DB_POOL_MAX (README); defaults are safe for tests. */
export interface LoadLimits {
  /** Queries waiting for the database, all calls together; one more is answered 503. */
  queueMax: number;
  /** Longest wait in that queue before a 503 (ms; 0 = none). */
  queueWaitMs: number;
  /** PostgreSQL statement_timeout (ms; 0 = none). PGlite cannot interrupt a running statement. */
  statementTimeoutMs: number;
  /** PostgreSQL connections (PGlite has one). */
  poolMax: number;
}

export const DEFAULT_LOAD_LIMITS: LoadLimits = { queueMax: 128, queueWaitMs: 10_000, statementTimeoutMs: 30_000, poolMax: 10 };
