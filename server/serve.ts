import path from 'node:path';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { loggerOptions } from './http/logging';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { syncSeededMenus } from './db/seed/menuSync';
import { ensureIndexCurrent } from './search/indexer';
import { cleanStoredRichText } from './http/richText';
import { refreshSuggestions } from './search/suggest';
import { jobsFor, startPeriodicJobs } from './jobs/periodic';
import { ORDER_EXPIRY_JOB, POINTS_EXPIRY_JOB } from './modules/order/jobs';
import { CLOUD_REVIEW_JOB } from './modules/works/cloudReview';

/** Opens the database, builds the app, seeds a new database, starts the periodic jobs and listens (server/main.ts checks `config` first). */
export async function serve(config: ServerConfig): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    limits: config.loadLimits,
    optimizeAhead: true,
    thread: config.pgliteThread,
    // As an in-process PGlite's abort would have ended the process: a supervisor starts it again.
    onThreadFailure: (error) => {
      console.error(`the database thread stopped: ${error.message}. 数据库线程已停止，服务退出。`);
      process.exit(1);
    },
  });
  const app = await buildApp({
    db: database.db,
    staticDir: config.staticDir,
    rateLimitMax: config.rateLimitMax,
    listCacheMs: config.listCacheMs,
    viewFlushMs: config.viewFlushMs,
    rateLimitStore: config.rateLimitStore,
    campusBudget: config.campusBudget,
    institutionRateLimitMax: config.institutionRateLimitMax,
    metricsToken: config.metricsToken,
    trustProxy: config.trustProxy,
    production: config.production,
    filesDir: config.filesDir,
    sms: config.sms,
    logger: loggerOptions(process.env.LOG_LEVEL ?? 'info'),
  });
  if (app.accounts.sms.name === 'demo') {
    app.log.warn('demo mode: no SMS provider is configured (SMS_PROVIDER), so SMS codes are not sent but written to this log. 演示模式：未配置短信服务，短信验证码不会发出，而是写入服务器日志。');
  }
  await seedIfEmpty(database.db, (msg) => app.log.info(msg));
  // Menus declared since this database was seeded reach it (once each; an admin's edits stand).
  const menuSync = await syncSeededMenus(database.db);
  if (menuSync.added.length) app.log.info({ menus: menuSync.added }, `added ${menuSync.added.length} menus declared since this database was seeded`);
  // A database from before a tokenizer change (e.g. traditional folding) gets its index rebuilt once.
  await ensureIndexCurrent(database.db, (msg) => app.log.info(msg));
  // Columns that became rich text held plain text, shown escaped: what looked like markup is cleaned before serving it as HTML.
  await cleanStoredRichText(database.db, (msg) => app.log.info(msg));
  // The search box's suggestions are answered from memory: built now, not on a reader's first keystroke.
  refreshSuggestions(database.db).catch((err: unknown) => app.log.warn({ err }, 'search suggestions not built at start-up'));
  // Periodic jobs run once per period across every process on the database (server/jobs/periodic.ts).
  // On PGlite this includes table upkeep, which analyzes a new or freshly seeded database before the
  // first request is planned.
  const stopJobs = await startPeriodicJobs(database.db, app.log, jobsFor(database.engine, [CLOUD_REVIEW_JOB, ORDER_EXPIRY_JOB, POINTS_EXPIRY_JOB]));

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Wenku at http://localhost:${config.port} (${database.engine})`);
}
