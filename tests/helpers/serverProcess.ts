import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './freePort';

/** A real server process (`server/main.ts`) on a free loopback port, its output kept for assertions. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  log: () => string;
}

/**
 * Starts `server/main.ts` with `env` on top of the test's environment, its data under `dataDir`
 * (no portal build: STATIC_DIR points at nothing), and waits until it answers a public call.
 */
export async function startServerProcess(env: Record<string, string>, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', ...env, DATA_DIR: dataDir, PORT: String(port), STATIC_DIR: path.join(dataDir, 'no-portal') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log}`);
    try {
      if ((await fetch(`${base}/api/show/dict/data/type/order_type`)).ok) return { base, child, log: () => log };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start\n${log}`);
}

/** Resolves when the process has ended (at once if it already has). */
export const processExited = (s: ServerProcess) =>
  new Promise((r) => (s.child.exitCode !== null || s.child.signalCode !== null ? r(null) : s.child.once('exit', r)));
