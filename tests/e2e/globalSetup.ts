import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../helpers/freePort';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
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
 * Starts `server/main.ts` on a free port with a throwaway data directory, serving the build in
 * STATIC_DIR (default dist/). The port is free when chosen but only bound after the seed, so
 * another process (a second test run beside this one) may take it meanwhile: then it starts again
 * on another port.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`no built portal in ${staticDir}: run \`npx vite build\` (or set STATIC_DIR to a build) first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wenku-e2e-'));
  let child: ChildProcess | undefined;
  let baseURL: string;
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    let log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
    // The server's warnings and errors are kept in test-results/e2e-server.log: a step that waits
    // in vain for a toast is explained by what the server said at that moment.
    mkdirSync('test-results', { recursive: true });
    const serverLog = createWriteStream(path.join('test-results', 'e2e-server.log'), { flags: 'a' });
    const keep = (d: Buffer) => {
      log += d;
      serverLog.write(d);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    baseURL = `http://127.0.0.1:${port}`;
    try {
      await waitFor(`${baseURL}/api/show/dict/data/type/order_type`, child, 300_000);
      break;
    } catch (error) {
      child.kill('SIGKILL');
      if (attempt < 3 && /EADDRINUSE/.test(log)) continue;
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
    }
  }
  project.provide('baseURL', baseURL);
  const server = child;
  return async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    // Closing the database cleanly takes a moment; a server that hangs is killed.
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
