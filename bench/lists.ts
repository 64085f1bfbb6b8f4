/**
 * `npx tsx bench/lists.ts`: the list calls of issue 10's goal 4 (a page of any list p50 ≤ 15 ms on
 * the seeded library) alone, in a minute, without the build, the load steps or results.md: a fresh
 * seeded PGlite on disk as `npm run bench` makes it, each call one request at a time (40 after a
 * warm-up, as the bench's "p50 one at a time"), then the PGlite plans of the article list's page 3,
 * of its most-read page and of its count. Prints; writes nothing. Benchmarks measure; tests assert.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { desc, getTableColumns, sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/config';
import { articles } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import { tableUpkeep } from '../server/db/upkeep';
import { EXACT_COUNT_LIMIT } from '../server/http/query';
import { publicArticle } from '../server/modules/journal/shared';

const RUNS = 40;
const GOAL_MS = 15;

const TARGETS: Array<{ label: string; method: 'GET' | 'POST'; path: string; body?: unknown }> = [
  { label: 'Library totals', method: 'GET', path: '/api/show/common/totle' },
  { label: 'Journal list p1', method: 'POST', path: '/api/show/es/getJournalList', body: { pageNum: 1, pageSize: 14 } },
  { label: 'Article list p3', method: 'POST', path: '/api/show/es/getArticlesList', body: { pageNum: 3, pageSize: 10 } },
  { label: 'Article list, most read', method: 'POST', path: '/api/show/es/getArticlesList', body: { pageNum: 1, pageSize: 10, orderByColumn: 'views' } },
  { label: 'Book list p2', method: 'GET', path: '/api/show/common/book/list?pageNum=2&pageSize=15' },
  { label: 'News list p1', method: 'GET', path: '/api/show/common/news/list?pageNum=1&pageSize=10' },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wenku-lists-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), optimizeAhead: true, thread: readConfig().pgliteThread });
  try {
    await seedIfEmpty(database.db);
    await tableUpkeep(database.db);
    const app = await buildApp({ db: database.db, rateLimitMax: 0, filesDir: path.join(dataDir, 'files') });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`| Call | p50 one at a time | p95 | goal p50 ≤ ${GOAL_MS} ms |\n|---|---:|---:|---|`);
    for (const t of TARGETS) {
      const body = t.body === undefined ? undefined : JSON.stringify(t.body);
      const init = { method: t.method, headers: body ? { 'content-type': 'application/json' } : undefined, body };
      const probe = await fetch(base + t.path, init);
      if (probe.status !== 200) throw new Error(`${t.label}: HTTP ${probe.status}`);
      await probe.arrayBuffer();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await (await fetch(base + t.path, init)).arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p50 = quantile(times, 0.5);
      console.log(`| ${t.label} | ${p50.toFixed(1)} ms | ${quantile(times, 0.95).toFixed(1)} ms | ${p50 <= GOAL_MS ? 'ok' : 'missed'} |`);
    }
    await app.close();

    // The article list's page 3 and its capped count as pagedList sends them (full text left out).
    const { fullText: _f, ...listed } = getTableColumns(articles);
    const db = database.db;
    const page = db.select(listed).from(articles).where(publicArticle).orderBy(desc(articles.publishDate), desc(articles.createTime), desc(articles.id)).limit(10).offset(20);
    const mostRead = db.select(listed).from(articles).where(publicArticle).orderBy(desc(articles.views), desc(articles.publishDate), desc(articles.createTime), desc(articles.id)).limit(10);
    const capped = db.select({ one: sql`1` }).from(articles).where(publicArticle).limit(EXACT_COUNT_LIMIT + 1);
    for (const [label, query] of [
      ['page 3', page],
      ['most read, page 1', mostRead],
      ['count', sql`select count(*) from (${capped}) c`],
    ] as const) {
      const plan = (await db.execute(sql`explain (analyze, costs off, timing off) ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      console.log(`\nPlan of the article list, ${label}:\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
