import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { ensureIndexCurrent } from './search/indexer';
import { createSmsProvider } from './modules/auth/sms-provider';

// The only file that listens: everything else is built by buildApp so tests can inject requests.
const config = readConfig();
// Fail fast, before touching the database: production needs a real SMS provider (English + Chinese message).
createSmsProvider(config.sms, config.production);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite'), limits: config.loadLimits });
const app = await buildApp({
  db: database.db,
  staticDir: config.staticDir,
  rateLimitMax: config.rateLimitMax,
  trustProxy: config.trustProxy,
  production: config.production,
  filesDir: config.filesDir,
  sms: config.sms,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});
await seedIfEmpty(database.db, (msg) => app.log.info(msg));
// A database from before a tokenizer change (e.g. traditional folding) gets its index rebuilt once.
await ensureIndexCurrent(database.db, (msg) => app.log.info(msg));

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Wenku at http://localhost:${config.port} (${database.engine})`);
