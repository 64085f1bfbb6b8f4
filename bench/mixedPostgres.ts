/**
 * The mixed-read step on PostgreSQL with two server processes (issue 30, goal 8: p99 ≤ 500 ms): a
 * throwaway cluster (initdb and pg_ctl, as .ci/run makes one) on a free loopback port, seeded once,
 * and two `server/main.ts` processes as Node's cluster runs them — one port, connections handed
 * out in turn — under the same 200-connection mix as bench/mixed.ts.
 *
 * Skipped, with the reason returned, where no PostgreSQL binaries are installed.
 */
import { execFileSync } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { mixedReads, type MixedResult } from './mixed';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROCESSES = 2;
const START_TIMEOUT_MS = 180_000;

/** The newest PostgreSQL's bin directory under /usr/lib/postgresql, if any. */
function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, 'bin') : undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A cluster in a temporary directory; PostgreSQL refuses root, so as root it runs as `postgres`. */
async function startCluster(bin: string): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wenku-bench-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (file: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, file), args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres:', dir]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', `-p ${port} -h 127.0.0.1 -k ${dir}`, '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Two server processes on one port (Node's cluster: the primary hands each connection to one in turn). */
async function startServers(env: Record<string, string>, port: number): Promise<Worker[]> {
  cluster.setupPrimary({ exec: path.join(ROOT, 'server', 'main.ts'), execArgv: ['--import', 'tsx'], silent: true });
  const workers = Array.from({ length: PROCESSES }, () => cluster.fork({ ...env, PORT: String(port) }));
  // Their output is not the bench's; read and dropped so a full pipe never stops them.
  for (const w of workers) for (const stream of [w.process.stdout, w.process.stderr]) stream?.resume();
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('a server process did not start')), START_TIMEOUT_MS);
          worker.once('listening', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.once('exit', (code) => reject(new Error(`a server process exited with ${code}`)));
        }),
    ),
  );
  return workers;
}

/** The mix against two processes on a fresh PostgreSQL; a sentence instead when it cannot run here. */
export async function mixedOnPostgres(staticDir: string | undefined): Promise<MixedResult | string> {
  const bin = postgresBin();
  if (!bin) return 'not measured: no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  const pg = await startCluster(bin);
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'wenku-bench-pg-files-'));
  let workers: Worker[] = [];
  try {
    // Seeded here once, so the two processes do not both start on an empty database.
    const database = await openDatabase({ databaseUrl: pg.url });
    await seedIfEmpty(database.db);
    await database.close();
    const port = await freePort();
    workers = await startServers(
      {
        DATABASE_URL: pg.url,
        HOST: '127.0.0.1',
        DATA_DIR: filesDir,
        STATIC_DIR: staticDir ?? path.join(filesDir, 'no-portal'),
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'warn',
      },
      port,
    );
    return await mixedReads(`http://127.0.0.1:${port}`);
  } finally {
    await Promise.all(
      workers.map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : (w.once('exit', resolve), w.kill('SIGTERM'))))),
    );
    pg.stop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}
