/**
 * Lists, details and catalogues on a large library (`npm run seed:scale`), one request at a time
 * through the real app in this process (no network), so the figures are the server's own work.
 * Used by `npm run bench` when BENCH_SCALE_URL names such a PostgreSQL database; runnable alone:
 * `BENCH_SCALE_URL=postgres://… npx tsx bench/scale.ts`.
 */
import { sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { openDatabase, rowsOf } from '../server/db/client';

export interface ScaleRow {
  label: string;
  p50: number;
  p95: number;
  goal: number;
  note?: string;
}

const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 30);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function measureScale(databaseUrl: string): Promise<{ articles: number; rows: ScaleRow[] }> {
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp({ db: database.db, rateLimitMax: 0 });
  await app.ready();
  try {
    const db = database.db;
    const [{ n: articles }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from article`));
    // A synthetic journal in the middle of the id range, one of its issues and one article of it.
    const [sample] = rowsOf<{ journal_id: number; period_id: number; article_id: number }>(
      await db.execute(sql`select a.journal_id, a.period_id, a.id as article_id from article a order by a.id offset ${Math.floor(articles / 2)} limit 1`),
    );
    const cases: Array<{ label: string; goal: number; method: 'GET' | 'POST'; url: string; body?: object }> = [
      { label: 'Article list p1 (newest)', goal: 50, method: 'POST', url: '/api/show/es/getArticlesList', body: { pageNum: 1, pageSize: 10 } },
      { label: 'Article list p3', goal: 50, method: 'POST', url: '/api/show/es/getArticlesList', body: { pageNum: 3, pageSize: 10 } },
      { label: 'Article list, most read', goal: 50, method: 'POST', url: '/api/show/es/getArticlesList', body: { pageNum: 1, pageSize: 10, orderByColumn: 'views', isAsc: 'desc' } },
      { label: 'Article list of one journal', goal: 50, method: 'POST', url: '/api/show/es/getArticlesList', body: { journalId: sample.journal_id, pageNum: 2, pageSize: 10 } },
      { label: 'Article list of one issue', goal: 50, method: 'POST', url: '/api/show/es/getArticlesList', body: { periodId: sample.period_id, pageSize: 20 } },
      { label: 'Article list, keyword', goal: 100, method: 'POST', url: '/api/show/es/getArticlesList', body: { keyword: '乡村振兴', pageSize: 10 } },
      { label: 'Issue catalogue', goal: 50, method: 'GET', url: `/api/show/exhibition/journal/period/${sample.period_id}` },
      { label: 'Article detail', goal: 50, method: 'GET', url: `/api/show/exhibition/journal/article/${sample.article_id}` },
      // 知网节 (issue 34): loaded after the article, every list capped (scripts/seed-scale.ts gives each article 5 references).
      { label: 'Article network (知网节)', goal: 100, method: 'GET', url: `/api/show/exhibition/journal/article/${sample.article_id}/network` },
      { label: 'Journal list p1', goal: 50, method: 'POST', url: '/api/show/es/getJournalList', body: { pageNum: 1, pageSize: 14 } },
      { label: 'Journal details', goal: 50, method: 'GET', url: `/api/show/exhibition/journal/details/${sample.journal_id}` },
      { label: 'Journal facets (nav)', goal: 100, method: 'GET', url: '/api/show/exhibition/journal/nav' },
    ];
    const rows: ScaleRow[] = [];
    for (const c of cases) {
      const times: number[] = [];
      let note: string | undefined;
      for (let i = 0; i < RUNS + 2; i++) {
        const started = performance.now();
        const res = await app.inject({ method: c.method, url: c.url, payload: c.body });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) note = `HTTP ${res.statusCode}: ${res.body.slice(0, 80)}`;
        if (i >= 2) times.push(ms); // the first two warm the caches
      }
      times.sort((a, b) => a - b);
      rows.push({ label: c.label, p50: quantile(times, 0.5), p95: quantile(times, 0.95), goal: c.goal, note });
    }
    return { articles, rows };
  } finally {
    await app.close();
    await database.close();
  }
}

export function scaleTable(result: { articles: number; rows: ScaleRow[] }): string {
  const lines = [
    `${result.articles.toLocaleString('en-US')} articles on PostgreSQL, one request at a time in process, ${RUNS} runs each.`,
    '',
    '| call | p50 | p95 | goal (p95) | |',
    '|---|---:|---:|---:|---|',
    ...result.rows.map((r) => `| ${r.label} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.goal} ms | ${r.note ?? (r.p95 <= r.goal ? 'ok' : '**over**')} |`),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.BENCH_SCALE_URL;
  if (!url) throw new Error('set BENCH_SCALE_URL to a database grown by npm run seed:scale');
  console.log(scaleTable(await measureScale(url)));
}
