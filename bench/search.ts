/**
 * The search part of `npm run bench`: latency of `POST /es/list` (one request at a time, p50 and
 * p95) for a set of queries, beside the bare indexed SQL that decides what matches
 * (`select count(*) from search_doc where tsv @@ …`) for the same query, in the same run.
 * What the endpoint adds on top of the bare query is ranking, facets, highlighting and HTTP.
 */
import { sql } from 'drizzle-orm';
import { searchRequest, type SearchRequest } from '../server/search/request';
import type { Db } from '../server/db/client';
import { compileSearch } from '../server/search/compile';
import { timedCalls } from './client';

export interface SearchCase {
  label: string;
  body: Partial<Record<keyof SearchRequest, unknown>> & { keyword: string };
}

export interface SearchRow {
  label: string;
  total: number;
  p50: number;
  p95: number;
  sqlP50: number;
  sqlP95: number;
  /** The server's own time (Server-Timing `total`: request in to answer out, no network, no client). */
  serverP50: number;
  serverP95: number;
  runs: number;
  /** The floor row: a call that does no search, through the same client and plugins (no bare SQL). */
  floor?: true;
}

/**
 * The round trip of an answer that costs the server next to nothing (library totals, kept in
 * memory), with the same client: what HTTP, the plugins and the envelope cost every search.
 */
const FLOOR_CALL = { label: 'No search: library totals (`GET /api/show/common/totle`), the round trip\'s floor', path: '/api/show/common/totle' };

/** The seeded library: short and long words, one character, two words, field search, sorts. */
export const LIBRARY_CASES: SearchCase[] = [
  { label: '图书 (two-character word)', body: { keyword: '图书' } },
  { label: '图书馆 阅读推广 (two words)', body: { keyword: '图书馆 阅读推广' } },
  { label: '书 (one character: prefix)', body: { keyword: '书' } },
  { label: '数字化转型, title field', body: { keyword: '数字化转型', field: 'title' } },
  { label: '公共图书馆, keyword field', body: { keyword: '公共图书馆', field: 'keyword' } },
  { label: '研究, sorted by date, page 5', body: { keyword: '研究', sort: 'date', pageNum: 5 } },
  { label: '图书 within 出版, type article', body: { keyword: '图书', secondKeyword: '出版', type: 'article' } },
];

/** The chinese-poetry corpus (全唐诗 and 全宋诗 are in traditional characters there; search folds both ways). */
export const POETRY_CASES: SearchCase[] = [
  { label: '明月 (two-character word)', body: { keyword: '明月' } },
  { label: '春風 楊柳 (two words)', body: { keyword: '春風 楊柳' } },
  { label: '白日依山盡 (phrase)', body: { keyword: '白日依山盡' } },
  { label: '月 (one character: prefix)', body: { keyword: '月' } },
  { label: '李白, author field', body: { keyword: '李白', field: 'author' } },
  { label: '長安, title field, page 3', body: { keyword: '長安', field: 'title', pageNum: 3 } },
  { label: '长安 (simplified, folded to 長安)', body: { keyword: '长安' } },
  { label: '江南, sorted by downloads', body: { keyword: '江南', sort: 'downloads' } },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * (sorted.length - 1)))];
}

const round = (n: number) => Math.round(n * 10) / 10;
const sorted = (values: number[]) => values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);

/** Issue 10, goal 5: p95 ≤ 100 ms as a reader sees it, and the server's p95 ≤ 3× the bare query's. */
const GOAL_P95_MS = 100;
const GOAL_RATIO = 3;

/** Untimed calls before each measure: the first ones after opening the database read its pages from disk. */
const WARMUPS = 5;

/**
 * Runs each case `runs` times through HTTP from a client on its own thread (bench/client.ts), then
 * `runs` times as bare SQL in this process (each after WARMUPS untimed calls),
 * and stops early when `deadline` (epoch ms) passes. Not alternating: on the poetry corpus the
 * bare count of a one-character query reads some 7,000 heap blocks and pushed the search's pages
 * out of PGlite's buffers, so each measure paid for the other's reads (月: 104 ms right after a bare
 * count, 53 ms when searched again). Each is now measured as a reader repeating it sees it.
 */
export async function measureSearch(base: string, db: Db, cases: SearchCase[], runs: number, deadline: number): Promise<SearchRow[]> {
  const out: SearchRow[] = [];
  const floor = await timedCalls(`${base}${FLOOR_CALL.path}`, { method: 'GET', headers: { 'accept-encoding': 'br, gzip' } }, WARMUPS, runs, deadline);
  floor.times.sort((a, b) => a - b);
  const floorServer = sorted(floor.serverTimes);
  out.push({
    label: FLOOR_CALL.label,
    total: 0,
    p50: round(percentile(floor.times, 0.5)),
    p95: round(percentile(floor.times, 0.95)),
    sqlP50: 0,
    sqlP95: 0,
    serverP50: round(percentile(floorServer, 0.5)),
    serverP95: round(percentile(floorServer, 0.95)),
    runs: floor.times.length,
    floor: true,
  });
  for (const c of cases) {
    const compiled = compileSearch(searchRequest.parse(c.body));
    const bare = sql`select count(*)::int as n from search_doc where tsv @@ ${compiled.match}::tsquery`;
    const init = { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' }, body: JSON.stringify(c.body) };
    const { times: http, serverTimes, lastBody } = await timedCalls(`${base}/api/show/es/list`, init, WARMUPS, runs, deadline);
    const json = JSON.parse(lastBody) as { code: number; total: number; msg: string };
    if (json.code !== 200) throw new Error(`${c.label}: ${json.msg}`);
    const raw: number[] = [];
    for (let i = 0; i < WARMUPS; i++) await db.execute(bare);
    for (let i = 0; i < http.length; i++) {
      const t = performance.now();
      await db.execute(bare);
      raw.push(performance.now() - t);
    }
    http.sort((a, b) => a - b);
    raw.sort((a, b) => a - b);
    const server = sorted(serverTimes);
    out.push({
      label: c.label,
      total: json.total,
      p50: round(percentile(http, 0.5)),
      p95: round(percentile(http, 0.95)),
      sqlP50: round(percentile(raw, 0.5)),
      sqlP95: round(percentile(raw, 0.95)),
      serverP50: round(percentile(server, 0.5)),
      serverP95: round(percentile(server, 0.95)),
      runs: http.length,
    });
    process.stderr.write(`bench: search ${c.label}: p50 ${round(percentile(http, 0.5))} ms (bare SQL ${round(percentile(raw, 0.5))} ms)\n`);
  }
  return out;
}

/**
 * Markdown table of a search measurement. The ratio is the server's own p95 (Server-Timing) over the
 * bare count's p95: both are taken inside the server, so a query that matches four documents is not
 * held to a round trip that costs more than its whole bare count (docs/decisions.md, eighteenth session).
 * `judged`: goal 5 is set on the poetry corpus; on the small seeded library a bare count takes 2–4 ms
 * and the ~3 ms every search adds (segmenting, highlighting, compressing) decides the ratio, so
 * that table shows the ratio without a verdict.
 */
export function searchTable(rows: SearchRow[], { judged }: { judged: boolean }): string[] {
  const lines = [
    `| Query \`POST /api/show/es/list\` | Matches | p50 | p95 | Server p50 | Server p95 | Bare \`tsv @@ query\` count p50 | p95 | Server p95 ÷ bare p95${judged ? ` (goal ≤ ${GOAL_RATIO}×)` : ''} | Runs |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    if (r.floor) {
      lines.push(`| ${r.label} | — | ${r.p50} ms | ${r.p95} ms | ${r.serverP50} ms | ${r.serverP95} ms | — | — | — | ${r.runs} |`);
      continue;
    }
    const ratio = r.sqlP95 > 0 ? r.serverP95 / r.sqlP95 : Infinity;
    const ok = ratio <= GOAL_RATIO && r.p95 <= GOAL_P95_MS;
    lines.push(
      `| ${r.label} | ${r.total} | ${r.p50} ms | ${r.p95} ms | ${r.serverP50} ms | ${r.serverP95} ms | ${r.sqlP50} ms | ${r.sqlP95} ms | ${ratio.toFixed(1)}×${judged ? (ok ? ' ok' : ' missed') : ''} | ${r.runs} |`,
    );
  }
  return lines;
}
