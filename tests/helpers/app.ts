import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real Fastify app on a fresh database: in-memory PGlite, or the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs the API suite again that way). Seeded like a first start.
 */
export async function makeTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
  if (options.seed !== false) await seedIfEmpty(database.db);
  const app = await buildApp({ db: database.db, rateLimitMax: 0 });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
