import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, openEmbeddedClient, type Database, type LoadLimits } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import type { EmbeddedClient } from '../../server/db/pgliteThread';
import { borrowWorkerDatabase } from './workerDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Where uploads go: a temporary directory removed by `close()` (unless appOptions.filesDir was given). */
  filesDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seed like a first start (default true). */
  seed?: boolean;
  /** Called after the app is built and before `ready()`: tests may add routes or hooks here. */
  beforeReady?: (app: FastifyInstance, db: Database['db']) => void | Promise<void>;
  /** Extra buildApp options (the database is always the test's own). */
  appOptions?: Omit<AppOptions, 'db'>;
  /** Database queue and time-out limits (server/db/gate.ts); the defaults otherwise. */
  databaseLimits?: Partial<LoadLimits>;
  /**
   * A newly loaded database rather than the worker's reset one (tests/helpers/workerDatabase.ts):
   * for files that change what a reset cannot put back — tables or functions created (DDL),
   * planner statistics (ANALYZE, VACUUM). Such a change is caught anyway, at the cost of a new load.
   */
  ownDatabase?: boolean;
}

/** The name of a database made for one test app: only these are ever dropped. */
const TEST_DB_NAME = /^wenku_test_[a-z0-9]{12}$/;

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `wenku_test_<random>` on the server of TEST_DATABASE_URL; returns its URL and a dropper. */
export async function createPostgresDatabase(adminUrl: string, template = 'template0'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wenku_test_${randomBytes(6).toString('hex')}`;
  if (!TEST_DB_NAME.test(name)) throw new Error(`unexpected test database name ${name}`);
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" ENCODING 'UTF8'`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`)).then(() => undefined),
  };
}

/**
 * The run's template tarballs, read once per worker and held in memory: the API project runs
 * without isolation, so this module (and the cache) lives as long as the worker, and each file's
 * database is loaded from the same Blob instead of reading 89 MB from disk again (0.5–2 s a file on
 * a busy 2-core machine). Each load still makes a database of its own.
 */
const templateBlobs = new Map<string, Blob>();
function templateBlob(file: string): Blob {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templateBlobs.set(file, blob);
  }
  return blob;
}

/**
 * The real Fastify app on a fresh database: in-memory PGlite, or — when TEST_DATABASE_URL is set
 * (CI runs the API suite again that way) — a new database on that PostgreSQL server, dropped again
 * by `close()`. Seeded like a first start: a copy of the run's one seeded database (or of its
 * migrated, empty one for `seed: false`).
 */
export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The run's copy (tests/setup/seededDatabase.ts): seeded, or only migrated for `seed: false`.
  // The unit project has no such setup: its apps migrate a fresh database.
  const template = inject(options.seed === false ? 'migratedTemplate' : 'seededTemplate');
  const pgDb = adminUrl
    ? await createPostgresDatabase(adminUrl, template?.kind === 'postgres' ? template.name : undefined)
    : undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let lent: EmbeddedClient | undefined;
  const ownFilesDir = options.appOptions?.filesDir ? undefined : mkdtempSync(path.join(tmpdir(), 'wenku-test-files-'));
  const filesDir = options.appOptions?.filesDir ?? ownFilesDir!;
  const close = async () => {
    try {
      if (app) await app.close();
    } finally {
      try {
        // The database's close() hands a lent one back; lent and never opened, it goes back here.
        if (database) await database.close();
        else await lent?.close();
      } finally {
        if (ownFilesDir) rmSync(ownFilesDir, { recursive: true, force: true });
        if (pgDb) await pgDb.drop();
      }
    }
  };
  try {
    const pgliteTemplate = !adminUrl && template?.kind === 'pglite' ? template.file : undefined;
    // This worker's database, reset since the last file used it; or, when a file asks for its own
    // or already holds the worker's, a copy loaded for this app alone.
    lent =
      pgliteTemplate && !options.ownDatabase
        ? await borrowWorkerDatabase(pgliteTemplate, () => openEmbeddedClient({ loadDataDir: templateBlob(pgliteTemplate) }))
        : undefined;
    const loadDataDir = pgliteTemplate && !lent ? templateBlob(pgliteTemplate) : undefined;
    database = await openDatabase({ databaseUrl: pgDb?.url, client: lent, loadDataDir, limits: options.databaseLimits });
    if (options.seed !== false) await seedIfEmpty(database.db);
    app = await buildApp({ rateLimitMax: 0, filesDir, devEndpoints: !options.appOptions?.production, ...options.appOptions, db: database.db });
    if (options.beforeReady) await options.beforeReady(app, database.db);
    await app.ready();
  } catch (e) {
    await close().catch(() => {});
    throw e;
  }
  return { app, database, filesDir, close };
}
