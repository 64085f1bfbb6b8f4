import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_FACET_TYPES, type SearchDocType, type SearchResponse } from '../../../src/shared/search';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { articles, books, searchDocs } from '../../db/schema';
import { SEARCH_FIXTURES } from '../../db/seed/content';
import { rowsOf } from '../../db/client';
import { indexDocs, upsertDocs } from '../../search/indexer';
import type { SearchDocInput } from '../../search/sources';

const URL = '/api/show/es/list';
/** Every fixture document carries this source, so a `journal` filter isolates them. */
const FIXTURE_SOURCE = '检索测试出版社';

let t: TestApp;
let app: FastifyInstance;

async function search(body: Record<string, unknown>, target: FastifyInstance = app) {
  const res = await target.inject({ method: 'POST', url: URL, payload: body });
  return { status: res.statusCode, body: res.json() as SearchResponse };
}

/** A search over the fixture documents only. */
const fixtures = (body: Record<string, unknown>) => search({ journal: FIXTURE_SOURCE, pageSize: 50, ...body });
const ids = (r: SearchResponse) => r.rows.map((row) => row.docId);

const doc = (docId: number, fields: Partial<SearchDocInput>): SearchDocInput => ({
  docType: 'book',
  docId,
  title: '',
  source: FIXTURE_SOURCE,
  ...fields,
});

const FIXTURES: SearchDocInput[] = [
  doc(900001, { title: '图书馆学基础', authors: '钱亚新', year: 2021, publishDate: '2021-03-01', downloads: 10 }),
  doc(900002, { title: '地图与古书', summary: '地图绘制史和书籍史的交汇。', year: 2023, publishDate: '2023-05-01', downloads: 300 }),
  doc(900003, { title: '春江花月夜研究', authors: '张若虚研究会', year: 2019, publishDate: '2019-01-01', downloads: 50 }),
  doc(900004, { title: '论张若虚的诗', authors: '王维明', keywords: '唐诗;张若虚', year: 2020, publishDate: '2020-01-01', downloads: 5 }),
  doc(900005, { title: '<script>alert(1)</script>图书馆', year: 2024, publishDate: '2024-01-01' }),
  doc(900006, { title: '量子纠缠导论', year: 2022, downloads: 1 }),
  doc(900007, { title: '物理学讲义', body: '第三章讨论量子纠缠与贝尔不等式。', year: 2022, downloads: 2 }),
  doc(900008, { title: '学生阅读调查报告', year: 2018 }),
  doc(900009, { title: '大学生活调查报告', year: 2018 }),
  doc(900010, { docType: 'ancient', title: '長安古意', authors: '盧照鄰', body: '長安大道連狹斜，青牛白馬七香車。' }),
  // Nothing searchable at all: stored, never found.
  doc(900011, { title: '——', source: '' }),
  // Found by a field the abstract does not hold: the institution, and the full text past the abstract.
  doc(900012, { title: '石窟壁画保护', institution: '敦煌研究院', summary: '壁画病害的调查与修复。', year: 2021 }),
  doc(900013, { title: '统计学习方法', summary: '介绍监督学习的主要方法。', body: '第五章讲贝叶斯推断。', year: 2021 }),
];

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  await upsertDocs(t.database.db, FIXTURES);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /es/list: matching', () => {
  it('finds 图书 only where the two characters stand side by side', async () => {
    const { status, body } = await fixtures({ keyword: '图书' });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(ids(body)).toContain(900001);
    expect(ids(body)).not.toContain(900002);

    // The seed's own fixtures: the article with 图 … 书 apart is never found, the 图书 titles are.
    const apart = await search({ keyword: '图书', journal: SEARCH_FIXTURES.apartJournal, pageSize: 50 });
    expect(apart.body.rows.map((r) => r.title.replace(/<\/?em>/g, ''))).not.toContain(SEARCH_FIXTURES.apartTitle);
    const titles: string[] = [];
    for (let pageNum = 1; pageNum <= 10; pageNum++) {
      const book = await search({ keyword: '图书', field: 'title', journal: SEARCH_FIXTURES.bookJournal, pageSize: 50, pageNum });
      titles.push(...book.body.rows.map((r) => r.title.replace(/<\/?em>/g, '')));
      if (titles.length >= book.body.total) break;
    }
    for (const title of SEARCH_FIXTURES.bookTitles) expect(titles).toContain(title);
    // …while 地图 and 书院 each do find it.
    const each = await search({ keyword: '地图 书院', journal: SEARCH_FIXTURES.apartJournal });
    expect(each.body.rows.map((r) => r.title.replace(/<\/?em>/g, ''))).toContain(SEARCH_FIXTURES.apartTitle);
  });

  it('matches a longer word as a phrase, a single character anywhere, and ANDs words', async () => {
    expect(ids((await fixtures({ keyword: '图书馆' })).body).sort()).toEqual([900001, 900005]);
    expect(ids((await fixtures({ keyword: '书' })).body).sort()).toEqual([900001, 900002, 900005]);
    expect(ids((await fixtures({ keyword: '地图 古书' })).body)).toEqual([900002]);
    expect((await fixtures({ keyword: '地图 图书馆' })).body.total).toBe(0);
  });

  it('searches the whole library: rows carry type, source, year and the detail URL', async () => {
    const { body } = await search({ keyword: '论语' });
    expect(body.total).toBeGreaterThan(0);
    const row = body.rows.find((r) => r.docType === 'ancient')!;
    expect(row.url).toBe(`/ancient/${row.docId}`);
    const article = (await search({ keyword: '图书馆', type: 'article' })).body.rows[0];
    expect(article.url).toBe(`/article/${article.docId}`);
    expect(article.source.length).toBeGreaterThan(0);
    expect(article.year).toBeGreaterThanOrEqual(2022);
  });

  it('stores a document without searchable text', async () => {
    const rows = await t.database.db.select({ tsv: searchDocs.tsv }).from(searchDocs).where(sql`doc_type = 'book' and doc_id = 900011`);
    expect(rows).toEqual([{ tsv: '' }]);
  });

  it('folds traditional and simplified characters: either form finds the other, highlighted as written', async () => {
    expect(ids((await fixtures({ keyword: '長安' })).body)).toEqual([900010]);
    const simplified = await fixtures({ keyword: '长安' });
    expect(ids(simplified.body)).toEqual([900010]);
    expect(simplified.body.rows[0].title).toBe('<em>長安</em>古意');
    // And the other way: a traditional query finds a simplified title.
    expect(ids((await fixtures({ keyword: '圖書館學' })).body)).toEqual([900001]);
    // Still a phrase: 長 and 安 apart do not match.
    expect((await fixtures({ keyword: '安长' })).body.total).toBe(0);
  });
});

describe('POST /es/list: field search', () => {
  it('author only hits the author field; title only the title; all both', async () => {
    expect(ids((await fixtures({ keyword: '张若虚', field: 'author' })).body)).toEqual([900003]);
    expect(ids((await fixtures({ keyword: '张若虚', field: 'title' })).body)).toEqual([900004]);
    expect(ids((await fixtures({ keyword: '张若虚', field: 'keyword' })).body)).toEqual([900004]);
    expect(ids((await fixtures({ keyword: '张若虚' })).body).sort()).toEqual([900003, 900004]);
  });

  it('source and institution search their own columns', async () => {
    expect((await fixtures({ keyword: '检索测试', field: 'source' })).body.total).toBe(FIXTURES.filter((f) => f.source === FIXTURE_SOURCE).length);
    expect((await fixtures({ keyword: '检索测试', field: 'institution' })).body.total).toBe(0);
  });
});

describe('POST /es/list: ranking, sorting, paging', () => {
  it('ranks a title match above a full-text match, and a real word above characters meeting by chance', async () => {
    expect(ids((await fixtures({ keyword: '量子纠缠' })).body)).toEqual([900006, 900007]);
    expect(ids((await fixtures({ keyword: '学生' })).body)).toEqual([900008, 900009]);
  });

  it('sorts by date and by downloads', async () => {
    expect(ids((await fixtures({ keyword: '图书馆', sort: 'date' })).body)).toEqual([900005, 900001]);
    const byDownloads = (await fixtures({ keyword: '书', sort: 'downloads' })).body;
    expect(ids(byDownloads)).toEqual([900002, 900001, 900005]);

    const dated = (await search({ keyword: '研究', sort: 'date', pageSize: 50 })).body.rows;
    const years = dated.map((r) => r.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('pages with pageNum/pageSize (10 by default, 50 at most)', async () => {
    const first = (await search({ keyword: '研究' })).body;
    expect(first.rows).toHaveLength(10);
    const second = (await search({ keyword: '研究', pageNum: 2 })).body;
    expect(second.total).toBe(first.total);
    expect(second.rows.map((r) => `${r.docType}${r.docId}`)).not.toContain(`${first.rows[0].docType}${first.rows[0].docId}`);
    const beyond = (await search({ keyword: '张若虚', pageNum: 3 })).body;
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBeGreaterThan(0);
  });

  it('search within results (secondKeyword) narrows the set', async () => {
    const all = (await search({ keyword: '图书馆' })).body;
    const within = (await search({ keyword: '图书馆', secondKeyword: '阅读推广' })).body;
    expect(within.total).toBeGreaterThan(0);
    expect(within.total).toBeLessThan(all.total);
    for (const row of within.rows) expect(row.title + row.snippet).toContain('<em>');
  });
});

describe('POST /es/list: facets', () => {
  it('counts over the whole match set: the type counts add up to total', async () => {
    const { body } = await search({ keyword: '图书' });
    expect(body.total).toBeGreaterThan(body.rows.length);
    expect(body.facets.type.reduce((s, f) => s + f.count, 0)).toBe(body.total);
    expect(body.facets.type.find((f) => f.value === 'article')?.label).toBe('期刊论文');
  });

  it('each facet value’s count is the total when filtering by it', async () => {
    const { body } = await search({ keyword: '图书馆' });
    const checks: Array<[string, { value: string; count: number }]> = [
      ['type', body.facets.type[1] ?? body.facets.type[0]],
      ['year', body.facets.year[0]],
      ['journal', body.facets.journal[0]],
      ['subject', body.facets.subject[0]],
    ];
    for (const [key, facet] of checks) {
      const filtered = (await search({ keyword: '图书馆', [key]: facet.value })).body;
      expect(filtered.total, `${key}=${facet.value}`).toBe(facet.count);
    }
    const subjectLabel = body.facets.subject[0].label;
    expect(subjectLabel).toMatch(/学$/);
  });
});

describe('POST /es/list: the 来源 facet (issue 34: it mixed places with editions)', () => {
  it('lists publications, publishers, issuing bodies and institutions, never a school’s place or an ancient book’s edition', async () => {
    const notSources = rowsOf<{ source: string }>(
      await t.database.db.execute(sql`select distinct source from search_doc where doc_type in ('ancient', 'school', 'studyPlace', 'famousSchool', 'publisher', 'teaching') and source <> ''`),
    ).map((r) => r.source);
    expect(notSources.length).toBeGreaterThan(5);
    for (const type of ['ancient', 'school', 'studyPlace', 'famousSchool', 'publisher', 'teaching'] as const) expect(SOURCE_FACET_TYPES.has(type), type).toBe(false);
    for (const keyword of ['北京', '浙江', '刻本', '中学']) {
      const { body } = await search({ keyword });
      // The word finds such documents (else the check below proves nothing) …
      expect(body.facets.type.some((f) => !SOURCE_FACET_TYPES.has(f.value as SearchDocType)), keyword).toBe(true);
      // … and none of their places or editions is offered as a 来源.
      expect(body.facets.journal.filter((f) => notSources.includes(f.value)), keyword).toEqual([]);
    }
    // Publications are still there: 北京 finds books of 北京大学出版社 among the schools of 北京.
    expect((await search({ keyword: '北京' })).body.facets.journal.length).toBeGreaterThan(0);
    // A place stays searchable as 来源 (the field search and the filter), just not a facet entry.
    const place = notSources.find((s) => /^浙江/.test(s))!;
    expect((await search({ keyword: place, field: 'source' })).body.total).toBeGreaterThan(0);
  });
});

describe('POST /es/list: a snippet always says why the hit matched (issue 34)', () => {
  it('highlights the term in the abstract, else names the field that holds it, else says 题名 or 正文', async () => {
    const snippets = async (keyword: string) => new Map((await fixtures({ keyword })).body.rows.map((r) => [r.docId, r.snippet]));
    expect((await snippets('唐诗')).get(900004)).toBe('关键词：<em>唐诗</em>;张若虚');
    const poet = await snippets('张若虚');
    expect(poet.get(900003)).toBe('作者：<em>张若虚</em>研究会');
    expect(poet.get(900004)).toMatch(/^关键词：唐诗;<em>张若虚<\/em>/);
    expect((await snippets('敦煌研究院')).get(900012)).toBe('机构：<em>敦煌研究院</em>　壁画病害的调查与修复。');
    expect((await snippets('贝叶斯')).get(900013)).toBe('正文含检索词　介绍监督学习的主要方法。');
    expect((await snippets('石窟')).get(900012)).toBe('题名含检索词　壁画病害的调查与修复。');
    expect((await snippets('修复')).get(900012)).toBe('壁画病害的调查与<em>修复</em>。');
  });

  it('on the seeded library, every hit’s snippet shows the term or names where it is', async () => {
    for (const keyword of ['图书馆', '教育', '长安', '王']) {
      const { body } = await search({ keyword, pageSize: 50 });
      expect(body.rows.length, keyword).toBeGreaterThan(0);
      for (const row of body.rows) expect(row.snippet, `${keyword}: ${row.title}`).toMatch(/<em>|^(题名|正文)含检索词/);
    }
  });
});

describe('POST /es/list: highlighting', () => {
  it('escapes markup in titles and wraps only the matches in <em>', async () => {
    const { body } = await fixtures({ keyword: '图书馆', sort: 'date' });
    const row = body.rows.find((r) => r.docId === 900005)!;
    expect(row.title).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<em>图书馆</em>');
    expect(JSON.stringify(body)).not.toContain('<script>');
  });
});

describe('POST /es/list: validation', () => {
  it.each([
    [{}, '请输入检索词'],
    [{ keyword: '   ' }, '请输入检索词'],
    [{ keyword: '图'.repeat(101) }, '检索词不能超过100个字'],
    [{ keyword: '图书', pageSize: 51 }, '每页条数不能超过50条'],
    [{ keyword: '图书', pageNum: 0 }, '页码必须是正整数'],
    [{ keyword: '图书', field: 'fulltext' }, '检索字段不正确'],
    [{ keyword: '图书', type: 'video' }, '资源类型不正确'],
    [{ keyword: '图书', sort: 'views' }, '排序方式不正确'],
    [{ keyword: '图书', year: 'abc' }, '年份不正确'],
    [{ keyword: '！？、' }, '检索词中没有可检索的文字，请输入汉字、字母或数字'],
    [{ keyword: '图书', pageNum: 501 }, '最多可查看前5000条结果，请增加检索条件缩小范围'],
  ])('%j → 400 %s', async (payload, msg) => {
    const { status, body } = await search(payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg });
  });

  it('accepts exactly 100 characters', async () => {
    expect((await search({ keyword: '图'.repeat(100) })).status).toBe(200);
  });

  it('is rate-limited per client address', async () => {
    const limited = await makeTestApp({ seed: false, appOptions: { rateLimitMax: 10_000 } });
    try {
      let last = 0;
      for (let i = 0; i < 121; i++) last = (await search({}, limited.app)).status;
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('indexDocs keeps the index in step with edits', () => {
  it('re-reads changed documents and drops unpublished or deleted ones', async () => {
    const db = t.database.db;
    const [book] = await db.select().from(books).limit(1);
    await db.update(books).set({ title: '琅嬛福地藏书考' }).where(eq(books.id, book.id));
    expect((await search({ keyword: '琅嬛福地' })).body.total).toBe(0);
    await indexDocs(db, 'book', [book.id]);
    const found = (await search({ keyword: '琅嬛福地' })).body;
    expect(found.rows.map((r) => r.url)).toEqual([`/book/${book.id}`]);

    const [article] = await db.select().from(articles).where(eq(articles.articleStatus, 2)).limit(1);
    await db.update(articles).set({ articleStatus: 1 }).where(eq(articles.id, article.id));
    await indexDocs(db, 'article', [article.id, 987654]);
    const left = await db.select({ n: sql<number>`count(*)::int` }).from(searchDocs).where(sql`doc_type = 'article' and doc_id in (${article.id}, 987654)`);
    expect(left[0].n).toBe(0);
  });
});

describe('the demo library', () => {
  it('长安 finds the ancient books kept in traditional characters (the README says so)', async () => {
    const { status, body } = await search({ keyword: '长安', type: 'ancient', pageSize: 50 });
    expect(status).toBe(200);
    const titles = body.rows.map((r) => r.title.replace(/<[^>]+>/g, ''));
    expect(titles).toEqual(expect.arrayContaining(['三輔黃圖', '盧照鄰集']));
    expect(body.rows.find((r) => r.title.includes('三輔'))?.snippet).toContain('<em>長安</em>');
  });
});
