/**
 * The mixed-read step of `npm run bench` (issue 30, goal 8): 200 connections of what a campus reads
 * at once — the home page, portal pages, lists, details and searches — for MIXED_SECONDS on one
 * process, while a reader already connected asks for a page of books again and again. Goals: home
 * and lists p99 ≤ 2 s, no list request times out, errors only the deliberate 503s (under 5 %), and
 * the reader's cheap call is not held behind the expensive ones, from the first second on.
 *
 * Each class of call is its own autocannon instance (its own worker thread), so each has its own
 * latency figures; a connection cycles through its class's requests.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { burstCaller, spread } from './burstCalls';

interface Histogram {
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  latency: Histogram;
  requests: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
}
interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const MIXED_CONNECTIONS = 200;
export const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
/** A client gives up on an answer after this long (the "times out"). */
const CLIENT_TIMEOUT_S = 10;
const READER_PATH = '/api/show/common/book/list?pageNum=2&pageSize=15';

/** What a browser sends with every call: it takes compressed answers. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const json = (path: string, body: unknown): Request => ({ method: 'POST', path, headers: { ...BROWSER, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const get = (path: string): Request => ({ method: 'GET', path, headers: BROWSER });

interface CallClass {
  label: string;
  connections: number;
  /** Judged against the 2 s p99 goal. */
  judged: boolean;
  requests: Request[];
}

/** The mix, from ids the seeded library holds (read from its own lists first). */
export async function mixedClasses(base: string): Promise<CallClass[]> {
  const rows = async (path: string, body?: unknown) => {
    const res = await fetch(base + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
    const env = (await res.json()) as { rows?: Array<{ id: number }>; data?: { rows?: Array<{ id: number }> } };
    return (env.rows ?? env.data?.rows ?? []).map((r) => r.id);
  };
  const books = await rows('/api/show/common/book/list?pageNum=1&pageSize=10');
  const articles = await rows('/api/show/es/getArticlesList', { pageNum: 1, pageSize: 10 });
  const journals = await rows('/api/show/es/getJournalList', { pageNum: 1, pageSize: 10 });
  const keywords = ['图书', '教育', '历史', '文化', '中国', '研究', '图书馆', '语文'];
  return [
    { label: 'Home page `/` (server-rendered)', connections: 30, judged: true, requests: [get('/')] },
    {
      label: 'Portal pages (`/bookLists`, `/journal/{id}`, `/article/{id}`)',
      connections: 30,
      judged: false,
      requests: [get('/bookLists'), ...journals.slice(0, 3).map((id) => get(`/journal/${id}`)), ...articles.slice(0, 3).map((id) => get(`/article/${id}`))],
    },
    {
      label: 'Lists (books, articles, journals, theses, news; pages 1–5)',
      connections: 60,
      judged: true,
      requests: [1, 2, 3, 4, 5].flatMap((page) => [
        get(`/api/show/common/book/list?pageNum=${page}&pageSize=15`),
        json('/api/show/es/getArticlesList', { pageNum: page, pageSize: 10 }),
        json('/api/show/es/getJournalList', { pageNum: page, pageSize: 14 }),
        get(`/api/show/common/thesis/list?pageNum=${page}&pageSize=10`),
        get(`/api/show/common/news/list?pageNum=${page}&pageSize=10`),
      ]),
    },
    {
      label: 'Details (books, articles)',
      connections: 40,
      judged: false,
      requests: [...books.map((id) => get(`/api/show/common/book/${id}`)), ...articles.map((id) => get(`/api/show/exhibition/journal/article/${id}`))],
    },
    {
      label: 'Search (`POST /api/show/es/list`, 8 keywords)',
      connections: 40,
      judged: false,
      requests: keywords.map((keyword) => json('/api/show/es/list', { keyword })),
    },
  ];
}

export interface ClassResult {
  label: string;
  connections: number;
  judged: boolean;
  total: number;
  ok: number;
  shed: number;
  other: number;
  timeouts: number;
  p50: number;
  p99: number;
  max: number;
}

export interface MixedResult {
  seconds: number;
  classes: ClassResult[];
  /** The connected reader's book list: all calls, and those sent in the first second. */
  reader: { calls: number; ok: number; p50: number; p99: number; max: number; firstSecondMax: number; firstSecondCalls: number };
  loadAverage: number[];
}

/** Runs the mix for MIXED_SECONDS; every class starts at the same moment as the reader. */
export async function mixedReads(base: string): Promise<MixedResult> {
  const classes = await mixedClasses(base);
  const reader = burstCaller(base + READER_PATH, 'kept');
  await reader.ready;
  const until = Date.now() + MIXED_SECONDS * 1000;
  const [calls, ...results] = await Promise.all([
    reader.start(until),
    ...classes.map((c) =>
      autocannon({
        url: base,
        requests: c.requests,
        connections: c.connections,
        duration: MIXED_SECONDS,
        timeout: CLIENT_TIMEOUT_S,
        workers: 1,
      }),
    ),
  ]);
  // Calls run one after another: a call's start is the sum of the times before it.
  let at = 0;
  const firstSecond: number[] = [];
  for (const ms of calls.times) {
    if (at < 1000) firstSecond.push(ms);
    at += ms;
  }
  const count = (r: AutocannonResult, code: string) => r.statusCodeStats?.[code]?.count ?? 0;
  return {
    seconds: MIXED_SECONDS,
    classes: classes.map((c, i) => {
      const r = results[i];
      return {
        label: c.label,
        connections: c.connections,
        judged: c.judged,
        total: r['2xx'] + r.non2xx + r.timeouts,
        ok: r['2xx'],
        shed: count(r, '503'),
        other: r.non2xx - count(r, '503'),
        timeouts: r.timeouts,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
      };
    }),
    reader: {
      calls: calls.times.length,
      ok: calls.statuses.filter((s) => s === 200).length,
      ...spread(calls.times),
      firstSecondMax: Math.round(Math.max(0, ...firstSecond)),
      firstSecondCalls: firstSecond.length,
    },
    loadAverage: os.loadavg(),
  };
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '—');

/** `setting`: where it ran, for the table's title. */
export function mixedTable(r: MixedResult, setting = 'one process, PGlite'): string[] {
  const total = r.classes.reduce((n, c) => n + c.total, 0);
  const shed = r.classes.reduce((n, c) => n + c.shed, 0);
  const lines = [
    `### ${MIXED_CONNECTIONS} connections of mixed reads (${r.seconds} s, ${setting})`,
    '',
    `Each class of call on its own connections, all at once; a reader already connected asks for \`GET ${READER_PATH}\` again and again. Goals: home and lists p99 ≤ 2 s (marked ◆), no list request unanswered after ${CLIENT_TIMEOUT_S} s, errors only 503s and under 5 %, the reader's call never held behind the others from the first second. Load average at the end ${r.loadAverage.map((l) => l.toFixed(1)).join(' / ')}.`,
    '',
    '| Class (connections) | Answers | 503 shed | Other errors / time-outs | p50 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...r.classes.map((c) => `| ${c.judged ? '◆ ' : ''}${c.label} (${c.connections}) | ${c.total.toLocaleString('en')} | ${c.shed} (${pct(c.shed, c.total)}) | ${c.other} / ${c.timeouts} | ${ms(c.p50)} | ${ms(c.p99)} | ${ms(c.max)} |`),
    `| All | ${total.toLocaleString('en')} (${Math.round(total / r.seconds)} req/s) | ${shed} (${pct(shed, total)}) | | | | |`,
    `| The connected reader's book list | ${r.reader.calls} (${r.reader.ok} answered 200) | | | ${ms(r.reader.p50)} | ${ms(r.reader.p99)} | ${ms(r.reader.max)} |`,
    `| … its calls sent in the first second | ${r.reader.firstSecondCalls} | | | | | ${ms(r.reader.firstSecondMax)} |`,
    '',
  ];
  return lines;
}
