import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { mapStatementTimeout, QueryGate, registerGate, type GateLimits } from './gate';
import { registerKeptPlans } from './keptPlans';
import * as schema from './schema';
import { DEFAULT_LOAD_LIMITS, type LoadLimits } from './limits';
import { PGliteThread, servedMs, TEXT_TYPES, type EmbeddedClient } from './pgliteThread';

export type Schema = typeof schema;
/** The one database type the modules see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The bounded queue every query of `db` passes (server/db/gate.ts); its counters show shed and dropped work. */
  gate: QueryGate;
  close(): Promise<void>;
}

export { DEFAULT_LOAD_LIMITS, type LoadLimits };
/** One call (route) may hold at most this part of the waiting places. */
const CALL_SHARE = 0.5;
/**
 * PGlite's thread: statements handed over at most at once, and the ms of work they may add up to
 * (QueryGate budgetMs). With two at once, each held its place until the main thread took the
 * answer, which under 200 connections was a loop turn of 30–60 ms: the database ran some 15
 * statements a second while detail pages waited seconds (bench/mixed.ts). The budget is what a
 * statement may wait behind those handed over before it: a quiet machine's cheap reads take
 * 1–3 ms, a busy one's (the thread short of CPU) 10–40, when 25 ms let them in one by one again —
 * 60 ms gave lists p99 1.5 s instead of 5.9 s under load average 11; a search (60 ms and more
 * alone) still goes alone.
 */
const THREAD_IN_FLIGHT = 16;
const THREAD_BUDGET_MS = 60;

export interface OpenOptions {
  /** `postgres://…`: use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite's files; omitted means in memory (tests). */
  dataDir?: string;
  /** An in-memory PGlite starts from this dump (`dumpDataDir`): tests copy one seeded database. */
  loadDataDir?: Blob;
  /**
   * An embedded database already open and migrated (tests/helpers/workerDatabase.ts lends one per
   * test worker): it gets this Database's own gate and kept plans, and `close()` closes the client
   * given, which for a lent one hands it back.
   */
  client?: EmbeddedClient;
  /** Queue and time-out limits; omitted fields take DEFAULT_LOAD_LIMITS. */
  limits?: Partial<LoadLimits>;
  /**
   * A long-running server: PGlite's WebAssembly is compiled whole by V8's optimizing compiler when
   * it loads (some 2 s more at start) instead of tiered up function by function while requests run.
   * Tiering up compiled PostgreSQL's hot functions in the background for minutes and took
   * the main thread some 4 ms at a time: a 1.5-ms indexed count measured p95 9.6 ms in its first
   * 200 runs, 1.8 ms compiled ahead. Tests, which open many short-lived databases, leave it off.
   */
  optimizeAhead?: boolean;
  /**
   * PGlite in a worker thread (server/db/pgliteThread.ts): its statements no longer stop the event
   * loop. The server runs this way; tests that open many short-lived databases do not.
   */
  thread?: boolean;
  /** The database thread died (the server exits: every query would fail). */
  onThreadFailure?: (error: Error) => void;
}

/** The committed migrations and their journal (`meta/_journal.json`); /readyz compares the database with it. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and applies the committed migrations (idempotent). */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const limits = { ...DEFAULT_LOAD_LIMITS, ...options.limits };
  const gateLimits = (concurrency: number, sameThread = false): GateLimits => ({
    concurrency,
    sameThread,
    maxWaiting: limits.queueMax,
    callShare: CALL_SHARE,
    maxWaitMs: limits.queueWaitMs,
  });
  if (options.databaseUrl) {
    const gate = new QueryGate(gateLimits(limits.poolMax));
    const pool = new GatedPool(
      {
        connectionString: options.databaseUrl,
        max: limits.poolMax,
        ...(limits.statementTimeoutMs > 0 ? { statement_timeout: limits.statementTimeoutMs } : {}),
      },
      gate,
    );
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    registerGate(db, gate);
    return { db: db as unknown as Db, engine: 'postgres', gate, close: () => pool.end() };
  }
  if (options.optimizeAhead) optimizeWasmAhead();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client: EmbeddedClient =
    options.client ??
    (options.thread
      ? await PGliteThread.open({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, onFailure: options.onThreadFailure })
      : await openEmbeddedClient(options));
  const db = drizzlePglite(client as PGlite, { schema });
  if (!options.client) await migratePglite(db, { migrationsFolder });
  // In a thread, statements are handed over while others run, as many as are expected to take
  // THREAD_BUDGET_MS (admission by expected wait, gate.ts): the thread starts each the moment the
  // one before ends instead of idling until the main thread gets round to the answer.
  const gate = new QueryGate(options.thread ? { ...gateLimits(THREAD_IN_FLIGHT), budgetMs: THREAD_BUDGET_MS } : gateLimits(1, true));
  gatePglite(client, gate);
  registerGate(db, gate);
  registerKeptPlans(db, client);
  return { db: db as unknown as Db, engine: 'pglite', gate, close: () => client.close() };
}

/** PGlite in this process, set up as openDatabase sets it up (without the gate, which each Database adds). */
export async function openEmbeddedClient(options: Pick<OpenOptions, 'dataDir' | 'loadDataDir'>): Promise<PGlite> {
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  textParsersOnce(client);
  return client;
}

/** V8 compiles WebAssembly with TurboFan only, no Liftoff baseline: process-wide, for modules compiled after it. */
function optimizeWasmAhead(): void {
  setFlagsFromString('--no-liftoff');
}

/**
 * The types drizzle has PGlite hand over as text (timestamps, dates, intervals and their arrays,
 * numeric arrays): it passes the same identity parsers for them with every query
 * (drizzle-orm/pglite/session.js), and PGlite copies its table of some 400 parsers to merge them in,
 * each time: 0.35 ms a statement, more than half of what `select 1` cost through drizzle (0.70 ms;
 * 0.26 without them). They are set on the instance once instead and dropped from each query.
 */
const TEXT_TYPE_SET = new Set(TEXT_TYPES);
const asText = (value: string) => value;

function textParsersOnce(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
}

/** The query's options without drizzle's parsers, when they are exactly the text types set on the instance. */
function withoutTextParsers(args: unknown[]): unknown[] {
  const options = args[2] as { parsers?: Record<string, unknown> } | undefined;
  if (!options?.parsers) return args;
  const oids = Object.keys(options.parsers);
  if (oids.length !== TEXT_TYPE_SET.size || !oids.every((oid) => TEXT_TYPE_SET.has(Number(oid)))) return args;
  const { parsers: _dropped, ...rest } = options;
  return [args[0], args[1], rest, ...args.slice(3)];
}

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

function dropTextParsers(target: Queryable): void {
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => query(...withoutTextParsers(args));
}

/**
 * PGlite runs one statement at a time (its own mutex queues the rest without bound): its entry
 * points go through the gate instead. Inside a transaction drizzle uses the transaction's own
 * handle, which does not pass the gate again.
 */
function gatePglite(client: EmbeddedClient, gate: QueryGate): void {
  dropTextParsers(client as unknown as Queryable);
  const transaction = client.transaction.bind(client) as (cb: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
  (client as unknown as Record<string, unknown>).transaction = (cb: (tx: Queryable) => Promise<unknown>) =>
    transaction((tx) => {
      dropTextParsers(tx);
      return cb(tx);
    });
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      gate
        .run(() => original(...args), { exclusive: method === 'transaction', servedMs })
        .catch((e: unknown) => Promise.reject(mapStatementTimeout(e)));
  }
}

type Release = (err?: Error | boolean) => void;
type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, release: Release) => void;
const timeoutMapped = new WeakSet<pg.PoolClient | pg.Pool>();

/**
 * A pg pool whose checkouts pass the gate (pool.query checks out through connect too), so pg's own
 * unbounded wait list stays empty; a checkout gives its place back on release. A statement time-out
 * comes out as a clean 503 envelope error.
 */
class GatedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly gate: QueryGate,
  ) {
    super(config);
    mapTimeouts(this);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const checkout = this.gate.acquire().then(
      (giveBack) =>
        new Promise<pg.PoolClient>((resolve, reject) => {
          super.connect((err, client, done) => {
            if (err || !client) {
              giveBack();
              return reject(err ?? new Error('no client'));
            }
            const release: Release = (e) => {
              giveBack();
              done(e);
            };
            client.release = release;
            mapTimeouts(client);
            resolve(client);
          });
        }),
    );
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (e: Error) => callback(e, undefined, () => {}),
    );
  }
}

/** Promise queries (of the pool or of a checked-out client) turn SQLSTATE 57014 into the envelope error; once per object. */
function mapTimeouts(client: pg.PoolClient | pg.Pool): void {
  if (timeoutMapped.has(client)) return;
  timeoutMapped.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    return result instanceof Promise ? result.catch((e: unknown) => Promise.reject(mapStatementTimeout(e))) : result;
  };
}

/** The rows of a raw `db.execute` statement: pg's QueryResult and PGlite's Results both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
