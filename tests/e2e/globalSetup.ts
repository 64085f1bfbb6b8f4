import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { freePort } from '../helpers/freePort';
import { e2eWorkers } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per Vitest worker: worker n (VITEST_POOL_ID) drives baseURLs[n - 1] (browser.ts). */
    baseURLs: string[];
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Where the server takes the built portal from: npm test builds into a folder of its own. */
const staticDir = path.resolve(process.env.STATIC_DIR ?? 'dist');

/**
 * Starts `server/main.ts` on a free port on `dataDir`, serving the build in STATIC_DIR. The port is
 * free when chosen but only bound after the database is opened, so another process (a second test
 * run beside this one) may take it meanwhile: then it starts again on another port.
 */
async function startServer(dataDir: string, logName: string): Promise<{ child: ChildProcess; baseURL: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    let log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        RATE_LIMIT_MAX: '0',
        DEV_ENDPOINTS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The server's warnings and errors are kept in test-results/e2e-server-<worker>.log: a step that
    // waits in vain for a toast is explained by what its server said at that moment.
    mkdirSync('test-results', { recursive: true });
    const serverLog = createWriteStream(path.join('test-results', logName), { flags: 'a' });
    const keep = (d: Buffer) => {
      log += d;
      serverLog.write(d);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const baseURL = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${baseURL}/api/show/dict/data/type/order_type`, child, 300_000);
      return { child, baseURL };
    } catch (error) {
      child.kill('SIGKILL');
      if (attempt < 3 && /EADDRINUSE/.test(log)) continue;
      throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
    }
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  // Closing the database cleanly takes a moment; a server that hangs is killed.
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
}

/**
 * One server per Vitest worker, each on a data directory of its own, so that files running side by
 * side never share a mutable database (files run one after another on a worker's server, as they
 * all did on the one server before). The database is seeded once here, on disk, and copied to
 * each worker's directory: seeding costs ~15 s of CPU, a copy well under a second.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`no built portal in ${staticDir}: run \`node build/build.mjs\` (or set STATIC_DIR to a build) first`);
  }
  // As many servers as workers (`--maxWorkers` on the command line included).
  const workers = Math.max(1, project.config.maxWorkers || e2eWorkers());
  const root = mkdtempSync(path.join(tmpdir(), 'wenku-e2e-'));
  const servers: ChildProcess[] = [];
  const teardown = async () => {
    await Promise.all(servers.map(stopServer));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const seeded = path.join(root, 'seeded');
    const database = await openDatabase({ dataDir: path.join(seeded, 'pglite') });
    try {
      await seedIfEmpty(database.db);
    } finally {
      await database.close();
    }
    const baseURLs = await Promise.all(
      Array.from({ length: workers }, async (_, i) => {
        const dataDir = path.join(root, `worker-${i + 1}`);
        cpSync(seeded, dataDir, { recursive: true });
        const { child, baseURL } = await startServer(dataDir, `e2e-server-${i + 1}.log`);
        servers.push(child);
        return baseURL;
      }),
    );
    project.provide('baseURLs', baseURLs);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
