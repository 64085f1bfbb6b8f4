/**
 * The unrelated callers of the search burst (bench/load.ts), each on its own worker thread:
 * - a reader already connected: one kept-alive connection, opened (one untimed call) before the
 *   burst starts, then calls one after another until the burst ends — what goal 6's book list
 *   measures. Started together with the burst, its connection raced the burst's 200 and sometimes
 *   waited seconds behind them to be accepted, which is the next caller's figure, not this one's;
 * - a reader connecting during the burst: a fresh connection every `everyMs`, timed from the
 *   request's start (connect and accept included) to the whole answer.
 */
import { Worker } from 'node:worker_threads';

export interface CallTimes {
  /** Milliseconds per call, in the order they ran. */
  times: number[];
  /** HTTP status per call (0: no answer within the client's 30 s). */
  statuses: number[];
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, mode, everyMs } = workerData;
const agent = new http.Agent({ keepAlive: mode === 'kept', maxSockets: 1 });
const call = () => new Promise((resolve) => {
  const req = http.get(url, { agent, timeout: 30000 }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode || 0)); });
  req.on('timeout', () => { req.destroy(); resolve(0); });
  req.on('error', () => resolve(0));
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
(async () => {
  if (mode === 'kept') await call();
  parentPort.postMessage({ ready: true });
  const until = await new Promise((r) => parentPort.once('message', (m) => r(m.until)));
  const times = [], statuses = [];
  while (Date.now() < until) {
    const start = performance.now();
    statuses.push(await call());
    times.push(performance.now() - start);
    if (mode === 'fresh') await sleep(everyMs);
  }
  agent.destroy();
  parentPort.postMessage({ times, statuses });
})();
`;

export interface BurstCaller {
  /** Resolves once the caller is ready (the kept connection is open). */
  ready: Promise<void>;
  /** Starts the calls, which end at `until` (epoch ms). */
  start(until: number): Promise<CallTimes>;
}

export function burstCaller(url: string, mode: 'kept' | 'fresh', everyMs = 250): BurstCaller {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url, mode, everyMs } });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    ready,
    async start(until) {
      const done = new Promise<CallTimes>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage({ until });
      try {
        return await done;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** p50, p99 and max (ms) of call times. */
export function spread(times: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * (sorted.length - 1)))] : 0);
  return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), max: Math.round(sorted[sorted.length - 1] ?? 0) };
}
