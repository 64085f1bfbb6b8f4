/**
 * Overload steps of `npm run bench` (issue 10, goals 6 and 7): what an unrelated caller sees while
 * the server is pushed past its capacity.
 *
 * The server runs in this process (bench/run.ts calls buildApp and listen), so the event-loop delay
 * measured here with perf_hooks.monitorEventLoopDelay is the server's own loop; the load comes from
 * autocannon on worker threads, which do not add to it.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { burstCaller, spread, type CallTimes } from './burstCalls';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
  total?: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const BURST_CONNECTIONS = 200;
export const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
export const PREVIEWS = 20;

const BURST_PATH = '/api/show/es/list';
const BURST_BODY = JSON.stringify({ keyword: '图书' });
export const BOOK_LIST_PATH = '/api/show/common/book/list?pageNum=2&pageSize=15';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Records the event loop's delay (ms) while `work` runs. */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; loop: LoopDelay }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await work();
    h.disable();
    return { result, loop: { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 } };
  } finally {
    h.disable();
  }
}

/**
 * The event-loop delay of the idle server over `ms`: on a shared machine other processes alone can
 * delay the loop; the figures under load are read against this one.
 */
export async function idleLoopDelay(ms = 3000): Promise<LoopDelay> {
  return (await withLoopDelay(() => new Promise<void>((r) => setTimeout(r, ms)))).loop;
}

export interface BurstResult {
  loop: LoopDelay;
  search: { ok: number; shed: number; other: number; timeouts: number; p50: number; p99: number };
  /** The connected reader's calls (burstCalls.ts). */
  bookList: { ok: number; shed: number; timeouts: number; p50: number; p99: number; max: number };
  /** A reader connecting during the burst: fresh connections, connect and accept included. */
  fresh: { calls: number; ok: number; p50: number; max: number };
  drainMs: number;
}

const count = (r: AutocannonResult, code: string) => r.statusCodeStats?.[code]?.count ?? 0;
const statusCount = (calls: CallTimes, status: number) => calls.statuses.filter((s) => s === status).length;

/**
 * 200 connections hammer search for BURST_SECONDS while one connection asks for a page of books
 * over and over; both from autocannon worker threads. Then waits (bounded) until the server answers
 * a cheap call quickly again, so the next step does not measure the burst's leftovers.
 */
export async function searchBurst(base: string): Promise<BurstResult> {
  const connected = burstCaller(base + BOOK_LIST_PATH, 'kept');
  const connecting = burstCaller(base + BOOK_LIST_PATH, 'fresh');
  await Promise.all([connected.ready, connecting.ready]);
  const until = Date.now() + BURST_SECONDS * 1000;
  const { result, loop } = await withLoopDelay(() =>
    Promise.all([
      connected.start(until),
      connecting.start(until),
      autocannon({
        url: base + BURST_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BURST_BODY,
        connections: BURST_CONNECTIONS,
        duration: BURST_SECONDS,
        timeout: 10,
        workers: 1,
      }),
    ]),
  );
  const [list, fresh, search] = result;
  const drainStart = Date.now();
  for (let i = 0; i < 120; i++) {
    const t = performance.now();
    await (await fetch(base + BOOK_LIST_PATH)).arrayBuffer();
    if (performance.now() - t < 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    loop,
    search: {
      ok: search['2xx'],
      shed: count(search, '503'),
      other: search.non2xx - count(search, '503'),
      timeouts: search.timeouts,
      p50: search.latency.p50,
      p99: search.latency.p99,
    },
    bookList: { ok: statusCount(list, 200), shed: statusCount(list, 503), timeouts: statusCount(list, 0), ...spread(list.times) },
    fresh: { calls: fresh.times.length, ok: statusCount(fresh, 200), p50: spread(fresh.times).p50, max: spread(fresh.times).max },
    drainMs: Date.now() - drainStart,
  };
}

export interface PreviewResult {
  loop: LoopDelay;
  books: number;
  ok: number;
  wallMs: number;
  slowestMs: number;
  /** A book-list request every 100 ms during the builds: the slowest one. */
  listMaxMs: number;
  listRuns: number;
}

/** PREVIEWS uncached preview PDFs at once (distinct books of a fresh data directory), with a list call running alongside. */
export async function previewBurst(base: string): Promise<PreviewResult> {
  const list = (await (await fetch(`${base}/api/show/common/book/list?pageNum=1&pageSize=${PREVIEWS}`)).json()) as { rows?: Array<{ id: number }> };
  const ids = (list.rows ?? []).map((b) => b.id);
  const started = performance.now();
  let done = false;
  let listMaxMs = 0;
  let listRuns = 0;
  const { result, loop } = await withLoopDelay(async () => {
    const listLoop = (async () => {
      while (!done && listRuns < 1000) {
        const t = performance.now();
        await (await fetch(base + BOOK_LIST_PATH)).arrayBuffer();
        listMaxMs = Math.max(listMaxMs, performance.now() - t);
        listRuns++;
        // Paced, so the probe measures the previews' effect rather than adding load of its own.
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const builds = await Promise.all(
      ids.map(async (id) => {
        const t = performance.now();
        const res = await fetch(`${base}/api/show/common/book/preview/${id}/pdf`);
        await res.arrayBuffer();
        return { ok: res.status === 200, ms: performance.now() - t };
      }),
    );
    done = true;
    await listLoop;
    return builds;
  });
  return {
    loop,
    books: ids.length,
    ok: result.filter((b) => b.ok).length,
    wallMs: performance.now() - started,
    slowestMs: Math.max(0, ...result.map((b) => b.ms)),
    listMaxMs,
    listRuns,
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;

export function loadTable(burst: BurstResult | undefined, previews: PreviewResult | undefined, idle?: LoopDelay): string[] {
  const lines: string[] = [];
  if (idle) {
    lines.push(
      `Event-loop delay of the idle server just before (the machine's own noise): p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)}, max ${ms(idle.max)}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end.`,
      '',
    );
  }
  if (burst) {
    lines.push(
      `### ${BURST_CONNECTIONS}-connection search burst (${BURST_SECONDS} s, \`POST ${BURST_PATH}\` \`${BURST_BODY}\`)`,
      '',
      `Alongside it a reader already connected (one kept-alive connection, opened before the burst) asks for \`GET ${BOOK_LIST_PATH}\` again and again, and a reader connecting during the burst asks for it on a fresh connection every 250 ms (connect and accept included: a new connection queues behind the burst's to be accepted). Goals: book list p99 ≤ 1 s, event-loop delay p99 ≤ 100 ms.`,
      '',
      '| Measure | Value |',
      '|---|---:|',
      `| Book list p50 / p99 / max | ${ms(burst.bookList.p50)} / ${ms(burst.bookList.p99)} / ${ms(burst.bookList.max)} |`,
      `| Book list answers: 200 / 503 shed / timed out | ${burst.bookList.ok} / ${burst.bookList.shed} / ${burst.bookList.timeouts} |`,
      `| Book list on a fresh connection p50 / max (${burst.fresh.calls} calls, ${burst.fresh.ok} answered 200) | ${ms(burst.fresh.p50)} / ${ms(burst.fresh.max)} |`,
      `| Event-loop delay p50 / p99 / max | ${ms(burst.loop.p50)} / ${ms(burst.loop.p99)} / ${ms(burst.loop.max)} |`,
      `| Search answers: 200 / 503 shed / other / client time-outs (10 s) | ${burst.search.ok} / ${burst.search.shed} / ${burst.search.other} / ${burst.search.timeouts} |`,
      `| Search latency p50 / p99 (all answers) | ${ms(burst.search.p50)} / ${ms(burst.search.p99)} |`,
      `| Until a list call answers in < 200 ms after the burst | ${ms(burst.drainMs)} |`,
      '',
    );
  }
  if (previews) {
    lines.push(
      `### ${previews.books} concurrent uncached book previews (\`GET /api/show/common/book/preview/{id}/pdf\`)`,
      '',
      'Distinct books, fresh data directory; alongside, a book-list call every 100 ms. Goal: event-loop delay p99 ≤ 50 ms.',
      '',
      '| Measure | Value |',
      '|---|---:|',
      `| Event-loop delay p50 / p99 / max | ${ms(previews.loop.p50)} / ${ms(previews.loop.p99)} / ${ms(previews.loop.max)} |`,
      `| PDFs answered 200 | ${previews.ok} of ${previews.books} |`,
      `| All built (wall) / slowest single answer | ${ms(previews.wallMs)} / ${ms(previews.slowestMs)} |`,
      `| Slowest book-list call alongside (${previews.listRuns} calls) | ${ms(previews.listMaxMs)} |`,
      '',
    );
  }
  return lines;
}
