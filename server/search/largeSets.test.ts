/**
 * The ways of large match sets (server/search/query.ts), with limits small enough for a test
 * library: the title tier of the relevance order, paging across it, and estimated totals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { upsertDocs } from './indexer';
import { roughly } from './facets';
import { runSearch, SEARCH_LIMITS, type SearchLimits } from './query';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { searchRequest } from './request';
import type { SearchDocInput } from './sources';

const SOURCE = '大结果集测试社';
let t: TestApp;

// 霁 in 8 titles of different lengths, and in the body only of 24 more, one year each.
const TITLES = ['霁', '雨霁', '秋霁晚望', '初霁', '霁色满江楼', '新霁', '晚霁登高台远眺', '霁后'];
const DOCS: SearchDocInput[] = [
  ...TITLES.map((title, i) => ({ docType: 'book' as const, docId: 910_000 + i, title, source: SOURCE, year: 2000 + i })),
  ...Array.from({ length: 24 }, (_, i) => ({
    docType: 'book' as const,
    docId: 910_100 + i,
    title: `山居杂记第${i + 1}卷`,
    body: `夜来风雨，晨起天霁，记之。`,
    source: SOURCE,
    year: 1990 + i,
  })),
];

/** This file is about the ways of sets too large to hold: the small-set way is off unless a test turns it on. */
const limits = (l: Partial<SearchLimits>): SearchLimits => ({ ...SEARCH_LIMITS, smallSetMax: 0, ...l });
const search = (body: Record<string, unknown>, l: Partial<SearchLimits>) =>
  runSearch(t.database.db, searchRequest.parse({ journal: SOURCE, ...body }), limits(l));
const plain = (title: string) => title.replace(/<[^>]+>/g, '');

beforeAll(async () => {
  t = await makeTestApp();
  await upsertDocs(t.database.db, DOCS);
});
afterAll(async () => {
  await t?.close();
});

describe('relevance over a large match set', () => {
  it('puts title matches first (shortest title first when they are many), then the rest newest first, across pages', async () => {
    const seen: string[] = [];
    for (let pageNum = 1; pageNum <= 5; pageNum++) {
      const r = await search({ keyword: '霁', pageNum, pageSize: 7 }, { rankAllMax: 4 });
      expect(r.total).toBe(32);
      seen.push(...r.rows.map((row) => plain(row.title)));
    }
    expect(seen).toHaveLength(32);
    expect(new Set(seen).size).toBe(32);
    const titled = seen.slice(0, 8);
    expect(new Set(titled)).toEqual(new Set(TITLES));
    expect(titled.map((s) => s.length)).toEqual([...titled.map((s) => s.length)].sort((a, b) => a - b));
    // The body-only ones follow, newest first: 第24卷 is 2013, 第1卷 1990.
    expect(seen.slice(8)).toEqual(Array.from({ length: 24 }, (_, i) => `山居杂记第${24 - i}卷`));
  });

  it('ranks the title tier by relevance when it is small, and still gives every match once', async () => {
    const first = await search({ keyword: '霁', pageSize: 50 }, { rankAllMax: 10 });
    const titles = first.rows.map((row) => plain(row.title));
    expect(titles).toHaveLength(32);
    expect(new Set(titles.slice(0, 8))).toEqual(new Set(TITLES));
    expect(first.rows[0].title).toContain('<em>霁</em>');
  });

  it('pages through a small ranked title tier as the whole list has it: the tier, its last page, the rest', async () => {
    const whole = (await search({ keyword: '霁', pageSize: 50 }, { rankAllMax: 10 })).rows.map((row) => plain(row.title));
    const paged: string[] = [];
    // Pages of 3: page 3 ends the tier of 8 and starts the rest; pages 4 on lie past the tier.
    for (let pageNum = 1; pageNum <= 11; pageNum++) {
      const r = await search({ keyword: '霁', pageNum, pageSize: 3 }, { rankAllMax: 10 });
      expect(r.total).toBe(32);
      paged.push(...r.rows.map((row) => plain(row.title)));
    }
    expect(paged).toEqual(whole);
  });

  it('orders the same set by ts_rank when it is under the limit (no tiers)', async () => {
    const r = await search({ keyword: '霁', pageSize: 50 }, {});
    expect(r.rows).toHaveLength(32);
    expect(r.approximate).toBeUndefined();
  });

  it('keeps date and downloads sorts as they are', async () => {
    const r = await search({ keyword: '霁', sort: 'date', pageSize: 3 }, { rankAllMax: 4 });
    expect(r.rows.map((row) => row.year)).toEqual([2013, 2012, 2011]);
  });
});

describe('a small match set, fetched whole', () => {
  const requests = [
    { keyword: '霁', pageSize: 50 },
    { keyword: '霁', pageSize: 7, pageNum: 2 },
    { keyword: '霁', sort: 'date', pageSize: 5, pageNum: 3 },
    { keyword: '霁', sort: 'downloads', pageSize: 10 },
    { keyword: '霁色 江楼' },
    { keyword: '霁', pageNum: 9 },
  ];

  it('answers as the one-statement search does: total, facets, rows and their order', async () => {
    for (const body of requests) {
      const whole = await search(body, { smallSetMax: 100 });
      const atOnce = await search(body, { smallSetMax: 0 });
      expect(whole, JSON.stringify(body)).toEqual(atOnce);
    }
  });

  it('the whole seeded library too, where the facets count several types, years and sources', async () => {
    for (const keyword of ['数字化', '阅读推广', '古籍']) {
      const body = searchRequest.parse({ keyword });
      const whole = await runSearch(t.database.db, body, { ...SEARCH_LIMITS, smallSetMax: 10_000 });
      const atOnce = await runSearch(t.database.db, body, { ...SEARCH_LIMITS, smallSetMax: 0 });
      expect(whole.total, keyword).toBeGreaterThan(1);
      expect(whole, keyword).toEqual(atOnce);
    }
  });

  it('takes the one-statement way when the set is larger than the planner thought', async () => {
    const r = await search({ keyword: '霁', pageSize: 50 }, { smallSetMax: 10 });
    expect(r.total).toBe(32);
    expect(r.rows).toHaveLength(32);
  });
});

describe('the plan of a match', () => {
  it('goes through the GIN index even for a common word of the seeded library (a whole scan reads every tsvector from TOAST)', async () => {
    for (const query of ['图书', '书:*', '研究']) {
      const plan = rowsOf<Record<string, string>>(await t.database.db.execute(sql`explain select count(*) from search_doc where tsv @@ ${query}::tsquery`));
      expect(plan.map((r) => Object.values(r)[0]).join('\n'), query).toContain('Bitmap Index Scan on search_doc_tsv');
    }
  });
});

describe('how a document is stored', () => {
  it('keeps a tsvector of some kilobytes inline and uncompressed, so ranking and recheck read it as it is', async () => {
    // Some 5 kB of tsvector: past the 2 kB where PostgreSQL would compress it or move it to TOAST.
    const body = Array.from({ length: 400 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 37) % 1500))).join('');
    const db = t.database.db;
    const [{ toast }] = rowsOf<{ toast: string }>(await db.execute(sql`select reltoastrelid::regclass::text as toast from pg_class where oid = 'search_doc'::regclass`));
    const toastChunks = async () => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.raw(toast)}`))[0].n);
    const before = await toastChunks();
    await upsertDocs(db, [{ docType: 'book', docId: 910_900, title: '凉州词', body, source: SOURCE }]);
    const [row] = rowsOf<{ size: number; compression: string | null }>(
      await db.execute(sql`select pg_column_size(tsv) as size, pg_column_compression(tsv) as compression from search_doc where doc_type = 'book' and doc_id = 910900`),
    );
    expect(row.size).toBeGreaterThan(4000);
    expect(row.compression).toBeNull();
    expect(await toastChunks()).toBe(before);
    await db.execute(sql`delete from search_doc where doc_type = 'book' and doc_id = 910900`);
  });
});

describe('estimated totals', () => {
  it('estimates total and facets from a sample past exactCountMax, and says so', async () => {
    const r = await search({ keyword: '霁' }, { exactCountMax: 10, sampleFrom: 0, samplePercent: 100 });
    expect(r.approximate).toBe(true);
    expect(r.total).toBe(32);
    expect(r.facets.type).toEqual([{ value: 'book', label: expect.any(String), count: 32 }]);
    expect(r.rows).toHaveLength(10);
  });

  it('counts exactly at or under exactCountMax', async () => {
    const r = await search({ keyword: '霁' }, { exactCountMax: 32, sampleFrom: 0, samplePercent: 100 });
    expect(r.approximate).toBeUndefined();
    expect(r.total).toBe(32);
  });

  it('rounds an estimate to two significant figures, never to 0', () => {
    expect(roughly(68_731)).toBe(69_000);
    expect(roughly(10_449)).toBe(10_000);
    expect(roughly(0.4)).toBe(1);
    expect(roughly(57)).toBe(57);
  });
});
