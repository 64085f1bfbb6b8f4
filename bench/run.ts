/**
 * `npm run bench`: throughput and latency of the portal's main calls, measured against the real
 * server on a fresh, seeded PGlite database on disk (as in production), plus the size of the
 * JavaScript the portal loads first. Writes bench/results.md and prints it.
 *
 * Loopback only; every run is bounded (fixed duration per endpoint, a watchdog for the whole).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { tableUpkeep } from '../server/db/upkeep';
import { readConfig } from '../server/config';
import { ensureIndexCurrent } from '../server/search/indexer';
import { LIBRARY_CASES, measureSearch, POETRY_CASES, searchTable, type SearchRow } from './search';
import { measureScale, scaleTable } from './scale';
import { lcpTable, measureLcp, type LcpRow } from './lcp';
import { mixedReads, mixedTable, type MixedResult } from './mixed';
import { mixedOnPostgres } from './mixedPostgres';
import { idleLoopDelay, loadTable, previewBurst, searchBurst, type BurstResult, type LoopDelay, type PreviewResult } from './load';

// autocannon ships no types; the part of its API used here.
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total?: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeout?: number;
  workers?: number;
}
type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_DIST_DIR measures a build elsewhere (npm run bench builds into dist/).
const DIST = path.resolve(process.env.BENCH_DIST_DIR ?? path.join(ROOT, 'dist'));
const RESULTS = path.join(ROOT, 'bench', 'results.md');
const SCALE_RESULTS = path.join(ROOT, 'bench', 'scale-results.md');
const POETRY_RESULTS = path.join(ROOT, 'bench', 'poetry-results.md');
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WATCHDOG_MS = 600_000;
/** Sequential runs per search query (latency, not throughput). */
const SEARCH_RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
/** BENCH_POETRY=1: also measure search on the database at DATA_DIR after `npm run import:poetry`. */
const BENCH_POETRY = process.env.BENCH_POETRY === '1';
/** BENCH_ONLY=load: only the overload steps (search burst, concurrent previews); prints, does not write results.md. */
const ONLY_LOAD = process.env.BENCH_ONLY === 'load';
/** BENCH_ONLY=mixed: only the mixed-read step (200 connections, BENCH_MIXED_SECONDS); prints, does not write results.md. */
const ONLY_MIXED = process.env.BENCH_ONLY === 'mixed';
/** BENCH_ONLY=mixed-pg: only the mixed reads on PostgreSQL with two server processes; prints, does not write results.md. */
const ONLY_MIXED_PG = process.env.BENCH_ONLY === 'mixed-pg';
const MIXED_PG_SETTING = 'two server processes, PostgreSQL; goal p99 ≤ 500 ms';
/** BENCH_ONLY=lcp: only the first-paint step (LCP with and without server rendering); prints, does not write results.md. */
const ONLY_LCP = process.env.BENCH_ONLY === 'lcp';
/** Goals of the first paint (issue 10): home and article LCP under the throttled profile. */
const LCP_GOALS: Record<string, number> = { Home: 1200, Article: 1500 };

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const API_TARGETS: Target[] = [
  { label: 'Banners', method: 'GET', path: '/api/show/first/pic/show' },
  { label: 'Library totals', method: 'GET', path: '/api/show/common/totle' },
  { label: 'Journal list p1', method: 'POST', path: '/api/show/es/getJournalList', body: { pageNum: 1, pageSize: 14 } },
  { label: 'Article list p3', method: 'POST', path: '/api/show/es/getArticlesList', body: { pageNum: 3, pageSize: 10 } },
  { label: 'Book list p2', method: 'GET', path: '/api/show/common/book/list?pageNum=2&pageSize=15' },
  { label: 'Thesis list p2', method: 'GET', path: '/api/show/common/thesis/list?pageNum=2&pageSize=10' },
  { label: 'News list p1', method: 'GET', path: '/api/show/common/news/list?pageNum=1&pageSize=10' },
  { label: 'Dictionary', method: 'GET', path: '/api/show/dict/data/type/order_type' },
  { label: 'Search 图书 p1', method: 'POST', path: '/api/show/es/list', body: { keyword: '图书' } },
];

interface Row {
  target: Target;
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
  /** p50 of requests sent one at a time (no queueing): what one reader waits for. */
  aloneP50?: number;
  note?: string;
}

const ALONE_RUNS = 40;

interface BundleFile {
  file: string;
  kind: 'module' | 'modulepreload' | 'classic';
  raw: number;
  gzip: number;
  /** Bytes the server sends to a browser that accepts brotli: the build's `.br` sibling, else the file. */
  served: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** Attributes of every `<tag ...>` in an HTML text (enough for Vite's generated index.html). */
function tags(html: string, tag: string): Array<Record<string, string>> {
  const out: Array<Record<string, string>> = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Record<string, string> = {};
    for (const a of m[1].matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** A local file of dist/ for a URL in index.html; undefined for external or missing files. */
function distFile(url: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return undefined;
  const clean = url.split(/[?#]/)[0].replace(/^\.?\//, '');
  const file = path.resolve(DIST, clean);
  if (!file.startsWith(DIST + path.sep) || !existsSync(file)) return undefined;
  return file;
}

/** The JavaScript the portal's first page load fetches: module scripts, their modulepreloads, classic scripts. */
function firstLoadJs(): BundleFile[] | undefined {
  const index = path.join(DIST, 'index.html');
  if (!existsSync(index)) return undefined;
  const html = readFileSync(index, 'utf8');
  const seen = new Set<string>();
  const files: BundleFile[] = [];
  const add = (url: string | undefined, kind: BundleFile['kind']) => {
    const file = url ? distFile(url) : undefined;
    if (!file || seen.has(file)) return;
    seen.add(file);
    const data = readFileSync(file);
    const served = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : data.length;
    files.push({ file: path.relative(DIST, file), kind, raw: data.length, gzip: gzipSync(data, { level: 9 }).length, served });
  };
  for (const s of tags(html, 'script')) if (s.type === 'module' && s.src) add(s.src, 'module');
  for (const l of tags(html, 'link')) if ((l.rel ?? '').split(/\s+/).includes('modulepreload') && l.href) add(l.href, 'modulepreload');
  // A classic `<script src>` (such as an old-browser check) is loaded first as well.
  for (const s of tags(html, 'script')) if (s.type !== 'module' && s.src && !('nomodule' in s)) add(s.src, 'classic');
  return files;
}

/** The smallest static file of dist/assets (or dist/): what the server does with no database work. */
function staticProbe(): { url: string; size: number } | undefined {
  if (!existsSync(path.join(DIST, 'index.html'))) return undefined;
  const candidates: Array<{ url: string; size: number }> = [];
  for (const dir of ['assets', '.']) {
    const abs = path.join(DIST, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs)) {
      const file = path.join(abs, name);
      if (!statSync(file).isFile() || name === 'index.html' || name.endsWith('.map')) continue;
      const size = statSync(file).size;
      if (size > 0) candidates.push({ url: `/${path.relative(DIST, file).split(path.sep).join('/')}`, size });
    }
    if (candidates.length) break;
  }
  candidates.sort((a, b) => a.size - b.size);
  return candidates[0];
}

async function measure(base: string, target: Target): Promise<Row> {
  const body = target.body === undefined ? undefined : JSON.stringify(target.body);
  const headers = body ? { 'content-type': 'application/json' } : undefined;
  // Warm-up and a sanity check: a benchmark of error answers would be worthless.
  const probe = await fetch(base + target.path, { method: target.method, headers, body });
  await probe.arrayBuffer();
  if (probe.status !== 200) {
    return { target, reqPerSec: 0, p50: 0, p99: 0, total: 0, bad: 0, note: `skipped: HTTP ${probe.status}` };
  }
  const alone: number[] = [];
  for (let i = 0; i < ALONE_RUNS; i++) {
    const t = performance.now();
    await (await fetch(base + target.path, { method: target.method, headers, body })).arrayBuffer();
    alone.push(performance.now() - t);
  }
  alone.sort((a, b) => a - b);
  // Load comes from a worker thread, so the client does not share the server's event loop.
  const r = await autocannon({
    url: base + target.path,
    method: target.method,
    headers,
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    workers: 1,
  });
  return {
    target,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total ?? Math.round(r.requests.average * SECONDS),
    bad: r.errors + r.timeouts + r.non2xx,
    aloneP50: Math.round(alone[Math.floor(alone.length / 2)] * 10) / 10,
  };
}

async function main() {
  const started = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`bench: still running after ${WATCHDOG_MS / 1000} s, giving up`);
    process.exit(2);
  }, WATCHDOG_MS);
  watchdog.unref();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wenku-bench-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), optimizeAhead: true, thread: readConfig().pgliteThread });
  const seedStart = Date.now();
  await seedIfEmpty(database.db);
  // As a server's first start does (its table-upkeep job): PGlite has no autovacuum to analyze.
  await tableUpkeep(database.db);
  const seedMs = Date.now() - seedStart;
  const built = existsSync(path.join(DIST, 'index.html'));
  const app = await buildApp({ db: database.db, staticDir: built ? DIST : undefined, rateLimitMax: 0, filesDir: path.join(dataDir, 'files') });
  /**
   * The mixed reads against the app as `npm start` runs it (its list cache on, LIST_CACHE_MS): the
   * steps above measure the database path itself, with the cache off.
   */
  const mixedOnProductionApp = async (): Promise<MixedResult> => {
    const served = await buildApp({ db: database.db, staticDir: built ? DIST : undefined, rateLimitMax: 0, filesDir: path.join(dataDir, 'files'), listCacheMs: readConfig().listCacheMs, viewFlushMs: readConfig().viewFlushMs });
    try {
      await served.listen({ host: '127.0.0.1', port: 0 });
      return await mixedReads(`http://127.0.0.1:${(served.server.address() as AddressInfo).port}`);
    } finally {
      await served.close();
    }
  };
  const rows: Row[] = [];
  let burst: BurstResult | undefined;
  let previews: PreviewResult | undefined;
  let idle: LoopDelay | undefined;
  let mixed: MixedResult | undefined;
  let mixedPg: MixedResult | string | undefined;
  let counts: Record<string, number> = {};
  let lcp: LcpRow[] | string = 'not measured: dist/ not built';
  let librarySearch: SearchRow[];
  let searchDocs: number;
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    counts = ((await (await fetch(`${base}/api/show/common/totle`)).json()) as { data?: Record<string, number> }).data ?? {};

    if (ONLY_MIXED_PG) {
      const result = await mixedOnPostgres(built ? DIST : undefined);
      console.log(typeof result === 'string' ? result : mixedTable(result, MIXED_PG_SETTING).join('\n'));
      return;
    }
    if (built && !ONLY_MIXED) lcp = await firstPaint(database.db, base);
    if (ONLY_LCP) {
      console.log(lcpTable(lcp, LCP_GOALS).join('\n'));
      return;
    }

    if (ONLY_MIXED) {
      console.log(mixedTable(await mixedOnProductionApp()).join('\n'));
      return;
    }
    idle = await idleLoopDelay();
    // Previews first: the data directory is fresh, so none is built yet.
    process.stderr.write('bench: concurrent previews … ');
    previews = await previewBurst(base);
    process.stderr.write(`event-loop delay p99 ${Math.round(previews.loop.p99)} ms\n`);
    process.stderr.write('bench: search burst … ');
    burst = await searchBurst(base);
    process.stderr.write(`book list p99 ${burst.bookList.p99} ms, event-loop delay p99 ${Math.round(burst.loop.p99)} ms\n`);
    if (ONLY_LOAD) {
      console.log(loadTable(burst, previews, idle).join('\n'));
      return;
    }
    process.stderr.write('bench: mixed reads … ');
    mixed = await mixedOnProductionApp();
    process.stderr.write(`home p99 ${Math.round(mixed.classes[0].p99)} ms\n`);
    process.stderr.write('bench: mixed reads on PostgreSQL, two processes … ');
    mixedPg = await mixedOnPostgres(built ? DIST : undefined);
    process.stderr.write(typeof mixedPg === 'string' ? `${mixedPg}\n` : `lists p99 ${Math.round(mixedPg.classes[2].p99)} ms\n`);

    const targets = [...API_TARGETS];
    const probe = staticProbe();
    if (probe) targets.push({ label: `Static file (${kb(probe.size)}, ceiling)`, method: 'GET', path: probe.url });
    for (const target of targets) {
      process.stderr.write(`bench: ${target.method} ${target.path} … `);
      const row = await measure(base, target);
      process.stderr.write(row.note ?? `${Math.round(row.reqPerSec)} req/s\n`);
      if (row.note) process.stderr.write('\n');
      rows.push(row);
    }
    searchDocs = await countDocs(database.db);
    librarySearch = await measureSearch(base, database.db, LIBRARY_CASES, SEARCH_RUNS, started + WATCHDOG_MS - 60_000);
    if (!probe) {
      rows.push({
        target: { label: 'Static file (ceiling)', method: 'GET', path: '—' },
        reqPerSec: 0,
        p50: 0,
        p99: 0,
        total: 0,
        bad: 0,
        note: 'skipped: dist/ not built',
      });
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (ONLY_LOAD || ONLY_LCP || ONLY_MIXED || ONLY_MIXED_PG) return;
  const poetry = await poetrySection(started);
  const bundle = firstLoadJs();
  const cpus = os.cpus();
  const lines: string[] = [];
  lines.push('# Benchmark results', '');
  lines.push('Written by `npm run bench` (bench/run.ts). Benchmarks measure; tests assert.', '');
  lines.push('| | |', '|---|---|');
  lines.push(`| Date | ${new Date().toISOString()} |`);
  lines.push(`| Node | ${process.version} |`);
  lines.push(`| Machine | ${cpus.length} cores, ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.arch()} |`);
  lines.push(`| Database | PGlite on disk (fresh temp DATA_DIR), seeded and analyzed in ${seedMs} ms |`);
  lines.push(`| Front end | ${built ? (process.env.BENCH_DIST_DIR ? DIST : 'dist/') : 'not built'} |`);
  const c = (k: string) => counts[k] ?? 0;
  lines.push(`| Rows | ${c('journal')} journals, ${c('period')} issues, ${c('article')} articles, ${c('book')} books |`);
  lines.push(`| Load | autocannon, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, loopback, server and client in one process (client on a worker thread) |`);
  lines.push('');
  lines.push('## Endpoints', '');
  lines.push(`One request at a time (${ALONE_RUNS} after a warm-up): what one reader waits for; the goal for a page of any list is p50 ≤ 15 ms. Then ${CONNECTIONS} connections at once: throughput, and the wait behind the others on PGlite's one connection.`, '');
  lines.push(`| Call | p50 one at a time | Requests/s (${CONNECTIONS} conns) | p50 latency | p99 latency | Requests | Errors / non-2xx |`);
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const call = r.target.path === '—' ? r.target.label : `${r.target.label}: \`${r.target.method} ${r.target.path}\`${r.target.body ? ` \`${JSON.stringify(r.target.body)}\`` : ''}`;
    if (r.note) lines.push(`| ${call} | ${r.note} | | | | | |`);
    else lines.push(`| ${call} | ${r.aloneP50 ?? '—'} ms | ${Math.round(r.reqPerSec)} | ${r.p50} ms | ${r.p99} ms | ${r.total} | ${r.bad} |`);
  }
  lines.push('');
  lines.push('## Search', '');
  lines.push(`One request at a time from a client on its own thread, ${SEARCH_RUNS} runs per query after 5 untimed ones; the bare query is the GIN-indexed match alone, run in the server's process after the requests (as many times, after 5 untimed runs of its own). The first row is a call that does no search, through the same client: the fixed cost of HTTP, the plugins and the envelope that every search pays and the bare count does not. Server p50/p95 are the answers' own Server-Timing \`total\` (inside the server, no network). Goal 5 (p95 ≤ 100 ms, and the server's p95 ≤ 3× the bare count's) is judged on the poetry corpus.`, '');
  lines.push(`### Seeded library (${searchDocs} search documents)`, '');
  lines.push(...searchTable(librarySearch, { judged: false }), '');
  lines.push(...poetry, '');
  lines.push('## A million articles', '');
  lines.push(...(await scaleSection()), '');
  lines.push('## Overload', '');
  lines.push(...loadTable(burst, previews, idle));
  if (mixed) lines.push(...mixedTable(mixed));
  if (typeof mixedPg === 'string') lines.push(`### ${MIXED_PG_SETTING}`, '', mixedPg, '');
  else if (mixedPg) lines.push(...mixedTable(mixedPg, MIXED_PG_SETTING));
  lines.push('## Portal first paint', '');
  lines.push(...lcpTable(lcp, LCP_GOALS));
  lines.push('## Portal first-load JavaScript', '');
  if (!bundle) {
    lines.push('Bundle size: not built (no dist/index.html; run `npm run build`).');
  } else {
    const raw = bundle.reduce((s, f) => s + f.raw, 0);
    const gz = bundle.reduce((s, f) => s + f.gzip, 0);
    const served = bundle.reduce((s, f) => s + f.served, 0);
    lines.push('`<script type="module" src>`, `<link rel="modulepreload" href>` and classic `<script src>` of dist/index.html; gzip is zlib level 9; served is what the server sends to a browser that accepts brotli (the build\'s precompressed `.br`, else the file as is).', '');
    lines.push('| File | Kind | Raw | Gzip | Served (br) |', '|---|---|---:|---:|---:|');
    for (const f of bundle) lines.push(`| ${f.file} | ${f.kind} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.served)} |`);
    lines.push(`| **Total (${bundle.length} files)** | | **${kb(raw)}** | **${kb(gz)}** | **${kb(served)}** |`);
  }
  lines.push('', `Whole bench: ${((Date.now() - started) / 1000).toFixed(1)} s.`, '');
  const md = lines.join('\n');
  writeFileSync(RESULTS, md);
  console.log(md);
  clearTimeout(watchdog);
}

/**
 * LCP of home and an article, served with server rendering (the app under test at `base`) and
 * without (a second app on the same database and build, `serverRender: false`).
 */
async function firstPaint(db: Awaited<ReturnType<typeof openDatabase>>['db'], base: string): Promise<LcpRow[] | string> {
  process.stderr.write('bench: first paint (LCP) … ');
  const list = (await (
    await fetch(`${base}/api/show/es/getArticlesList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageNum: 1, pageSize: 1 }) })
  ).json()) as { rows?: Array<{ id: number }> };
  const articleId = list.rows?.[0]?.id;
  const spa = await buildApp({ db, staticDir: DIST, rateLimitMax: 0, serverRender: false });
  try {
    await spa.listen({ host: '127.0.0.1', port: 0 });
    const spaBase = `http://127.0.0.1:${(spa.server.address() as AddressInfo).port}`;
    // Ready: the newest journals on home, the article's source line (both drawn from API data).
    const pages = [
      { label: 'Home', path: '/', ready: '[data-testid="home-page"] a[href^="/journal/"]' },
      ...(articleId ? [{ label: 'Article', path: `/article/${articleId}`, ready: '[data-testid="article-source"]' }] : []),
    ];
    const result = await measureLcp({ 'server-rendered': base, 'without server rendering': spaBase }, pages);
    process.stderr.write(typeof result === 'string' ? `${result}\n` : `${result.map((r) => `${r.label} ${JSON.stringify(r.medians)}`).join(', ')}\n`);
    return result;
  } finally {
    await spa.close();
  }
}

/**
 * An opt-in step (a corpus or a database a newcomer does not have): measured when asked for and kept
 * in `file` with its date; otherwise the kept figures are repeated, so a plain run does not lose them.
 */
async function keptSection(file: string, how: string, measure: (() => Promise<string[] | string>) | null, notMeasured: string): Promise<string[]> {
  if (measure) {
    const measured = await measure();
    if (typeof measured === 'string') return [`${measured}.`];
    writeFileSync(file, `Taken ${new Date().toISOString().slice(0, 10)} (\`${how}\`).\n\n${measured.join('\n')}\n`);
  }
  if (!existsSync(file)) return [notMeasured];
  return readFileSync(file, 'utf8').trimEnd().split('\n');
}

/** The run at scale: BENCH_SCALE_URL names a PostgreSQL database grown by `npm run seed:scale`. */
function scaleSection(): Promise<string[]> {
  const url = process.env.BENCH_SCALE_URL;
  return keptSection(
    SCALE_RESULTS,
    'BENCH_SCALE_URL=… npm run bench',
    url ? async () => scaleTable(await measureScale(url)).split('\n') : null,
    'Not measured: `DATABASE_URL=postgres://… npm run seed:scale -- --articles 1000000`, then `BENCH_SCALE_URL=postgres://… npm run bench`.',
  );
}

/** Search on the chinese-poetry corpus: BENCH_POETRY=1 after `npm run import:poetry`. */
function poetrySection(started: number): Promise<string[]> {
  return keptSection(
    POETRY_RESULTS,
    'BENCH_POETRY=1 npm run bench',
    BENCH_POETRY
      ? async () => {
          const poetry = await benchPoetry(started);
          if (!poetry.rows) return `chinese-poetry corpus: ${poetry.note}`;
          return [`### chinese-poetry corpus (${poetry.docs} search documents, ${poetry.where})`, '', ...searchTable(poetry.rows, { judged: true })];
        }
      : null,
    'chinese-poetry corpus: not measured (run `npm run import:poetry`, then `BENCH_POETRY=1 npm run bench`).',
  );
}

async function countDocs(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<number> {
  const r = (await db.execute(sql`select count(*)::int as n from search_doc`)) as unknown as { rows: Array<{ n: number }> };
  return r.rows[0]?.n ?? 0;
}

/** Search latency on the imported poetry corpus, in the database at DATA_DIR (or DATABASE_URL). */
async function benchPoetry(started: number): Promise<{ rows?: SearchRow[]; docs?: number; where?: string; note?: string }> {
  const config = readConfig();
  const where = config.databaseUrl ? 'DATABASE_URL' : `PGlite at ${path.join(config.dataDir, 'pglite')}`;
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) return { note: `no database at ${where}` };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'), optimizeAhead: true, thread: config.pgliteThread });
  const app = await buildApp({ db: database.db, rateLimitMax: 0 });
  try {
    const imported = (await database.db.execute(sql`select count(*)::int as n from ancient_book where edition like '% · chinese-poetry'`)) as unknown as { rows: Array<{ n: number }> };
    if (!imported.rows[0]?.n) return { note: `nothing imported at ${where}` };
    // A corpus indexed by an older tokenizer is rebuilt first, as the server would at start-up.
    await ensureIndexCurrent(database.db, (msg) => console.log(msg));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const docs = await countDocs(database.db);
    const rows = await measureSearch(`http://127.0.0.1:${port}`, database.db, POETRY_CASES, SEARCH_RUNS, started + WATCHDOG_MS - 15_000);
    return { rows, docs, where };
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
