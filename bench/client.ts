/**
 * A bench client on its own thread: requests one at a time from a worker, timed there, on one
 * kept-alive connection through node:http (as a browser reuses its connection). The server's
 * latency as a reader's browser sees it, without the client's own request building and response
 * parsing taking turns with the server on one event loop (a millisecond or two in process), and
 * without undici's fetch, whose per-call cost in a freshly started worker was some 2–3 ms of
 * the 8 ms a four-match search took (white-box: the server's own onRequest → onResponse time
 * was 4.7 ms).
 */
import { Worker } from 'node:worker_threads';

export interface TimedCalls {
  /** Milliseconds per timed request, in the order they ran. */
  times: number[];
  /** The server's own time per timed request (its Server-Timing `total`, ms; NaN when it sent none). */
  serverTimes: number[];
  /** The body of the last answer (the caller checks the envelope). */
  lastBody: string;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const zlib = require('node:zlib');
const { url, init, warmups, runs, deadline } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const body = init.body === undefined ? undefined : Buffer.from(init.body);
const headers = { ...(init.headers || {}), ...(body ? { 'content-length': body.length } : {}) };
const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
const call = () => new Promise((resolve, reject) => {
  const req = http.request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: init.method || 'GET', headers, agent }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('error', reject);
    res.on('end', () => {
      const raw = Buffer.concat(chunks);
      const decode = decoders[res.headers['content-encoding']];
      const text = (decode ? decode(raw) : raw).toString('utf8');
      const total = /total;dur=([\\d.]+)/.exec(res.headers['server-timing'] || '');
      if (res.statusCode !== 200) reject(new Error(url + ': HTTP ' + res.statusCode + ' ' + text.slice(0, 200)));
      else resolve({ text, server: total ? Number(total[1]) : NaN });
    });
  });
  req.on('error', reject);
  req.end(body);
});
(async () => {
  let lastBody = '';
  for (let i = 0; i < warmups; i++) lastBody = (await call()).text;
  const times = [];
  const serverTimes = [];
  for (let i = 0; i < runs && Date.now() < deadline; i++) {
    const start = performance.now();
    const answer = await call();
    times.push(performance.now() - start);
    serverTimes.push(answer.server);
    lastBody = answer.text;
  }
  agent.destroy();
  parentPort.postMessage({ times, serverTimes, lastBody });
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
    return { times: answer.times, serverTimes: answer.serverTimes, lastBody: answer.lastBody };
  } finally {
    await worker.terminate();
  }
}
