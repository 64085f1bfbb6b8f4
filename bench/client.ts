/**
 * A bench client on its own thread: requests one at a time from a worker, timed there. The
 * server's latency as a reader's browser sees it, without the client's own request building and
 * response parsing (undici, JSON) taking turns with the server on one event loop, which added a
 * millisecond or two to every short call the bench timed in process.
 */
import { Worker } from 'node:worker_threads';

export interface TimedCalls {
  /** Milliseconds per timed request, in the order they ran. */
  times: number[];
  /** The body of the last answer (the caller checks the envelope). */
  lastBody: string;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, init, warmups, runs, deadline } = workerData;
(async () => {
  let lastBody = '';
  const call = async () => {
    const res = await fetch(url, init);
    lastBody = await res.text();
    if (res.status !== 200) throw new Error(url + ': HTTP ' + res.status + ' ' + lastBody.slice(0, 200));
  };
  for (let i = 0; i < warmups; i++) await call();
  const times = [];
  for (let i = 0; i < runs && Date.now() < deadline; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  parentPort.postMessage({ times, lastBody });
})().catch((err) => parentPort.postMessage({ error: String(err && err.message || err) }));
`;

/** `runs` requests after `warmups`, stopping early when `deadline` (epoch ms) passes. */
export async function timedCalls(url: string, init: RequestInit, warmups: number, runs: number, deadline: number): Promise<TimedCalls> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { url, init, warmups, runs, deadline } });
  try {
    const answer = await new Promise<TimedCalls & { error?: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (answer.error) throw new Error(answer.error);
    return { times: answer.times, lastBody: answer.lastBody };
  } finally {
    await worker.terminate();
  }
}
