import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { articles, journalColumns, journalPeriods, journals } from '../../db/schema';

const CHINESE = /[\u4e00-\u9fa5]/;

function envelope(res: LightMyRequestResponse): Record<string, any> {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(res.statusCode).toBe(body.code);
  return body;
}
function data(res: LightMyRequestResponse): any {
  const body = envelope(res);
  expect(body.code, body.msg).toBe(200);
  return body.data;
}
function pageOf(res: LightMyRequestResponse): { rows: any[]; total: number } {
  const body = envelope(res);
  expect(body.code, body.msg).toBe(200);
  expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'rows', 'total']);
  return body as { rows: any[]; total: number };
}
function failure(res: LightMyRequestResponse, code: number): string {
  const body = envelope(res);
  expect(body.code).toBe(code);
  expect(body.msg).toMatch(CHINESE);
  expect(body).not.toHaveProperty('data');
  expect(body).not.toHaveProperty('rows');
  return body.msg;
}

const TAG = '接口测试期刊';
const XINJIANG = 650000; // no seeded journal comes from there
const LONG_TEXT = '正文'.repeat(1800); // 3600 characters
const SHORT_TEXT = '第一句话写在这里。'.repeat(40); // 360 characters, sentences of 9

let t: TestApp;
let app: FastifyInstance;
const ids = { journal: 0, other: 0, proceedings: 0, p2023a: 0, p2023b: 0, p2024: 0, colA: 0, colB: 0, colC: 0 };
const art: Record<string, number> = {};

const get = (url: string) => app.inject({ method: 'GET', url: `/api/show${url}` });
const post = (url: string, payload: Record<string, unknown> = {}) => app.inject({ method: 'POST', url: `/api/show${url}`, payload });

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  const db = t.database.db;
  const [j, o, p] = await db
    .insert(journals)
    .values([
      { name: `${TAG}甲`, journalType: 5, provinceId: XINJIANG, isCore: true, foundedYear: 1901, sponsor: '测试大学', guidelines: '一、来稿须原创。\n二、篇幅不限。', views: 10 },
      { name: `${TAG}乙`, journalType: 5, provinceId: XINJIANG, isCore: false, foundedYear: 1902, sponsor: '测试大学', views: 20 },
      { name: '全国数字图书馆学术研讨会论文集', nameEn: 'Proceedings of the Digital Library Symposium', journalType: 11, sponsor: '测试学会', foundedYear: 2022 },
    ])
    .returning({ id: journals.id });
  Object.assign(ids, { journal: j.id, other: o.id, proceedings: p.id });
  // Created B, A, C but ordered by sort: A (10), B (5), C (1).
  const cols = await db
    .insert(journalColumns)
    .values([
      { journalId: j.id, name: '学术争鸣', sort: 5 },
      { journalId: j.id, name: '专题研究', sort: 10 },
      { journalId: j.id, name: '书评', sort: 1 },
    ])
    .returning({ id: journalColumns.id });
  Object.assign(ids, { colB: cols[0].id, colA: cols[1].id, colC: cols[2].id });
  const periods = await db
    .insert(journalPeriods)
    .values([
      { journalId: j.id, year: 2023, issue: 1, publishDate: '2023-03-15' },
      { journalId: j.id, year: 2023, issue: 2, publishDate: '2023-06-15' },
      { journalId: j.id, year: 2024, issue: 1, publishDate: '2024-03-15' },
      { journalId: p.id, year: 2022, issue: 1, publishDate: '2022-10-15' },
      { journalId: p.id, year: 2099, issue: 1, publishDate: '2099-10-15' },
    ])
    .returning({ id: journalPeriods.id });
  Object.assign(ids, { p2023a: periods[0].id, p2023b: periods[1].id, p2024: periods[2].id });
  const a = (key: string, v: Partial<typeof articles.$inferInsert>) => ({ key, row: { journalId: j.id, periodId: ids.p2024, authors: '张三;李四', priceFen: 500, fullText: LONG_TEXT, ...v, title: `${TAG}文章${key}` } });
  const rows = [
    a('B1', { columnId: ids.colB, pageStart: 1, pageEnd: 5 }),
    a('A2', { columnId: ids.colA, pageStart: 21, pageEnd: 25 }),
    a('A1', { columnId: ids.colA, pageStart: 6, pageEnd: 10, priceFen: 0, keywords: '独特关键词;测试' }),
    a('X1', { columnId: null, pageStart: 26, pageEnd: 28, fullText: SHORT_TEXT }),
    a('C1', { columnId: ids.colC, pageStart: 29, pageEnd: 30, articleStatus: 1, views: 10_000_000 }),
    a('O1', { periodId: ids.p2023a, columnId: ids.colA, pageStart: 1, pageEnd: 9 }),
    a('O2', { periodId: ids.p2023a, columnId: ids.colB, pageStart: 10, pageEnd: 19, views: 9_000_000 }),
    a('O3', { periodId: ids.p2023b, columnId: ids.colB, pageStart: 1, pageEnd: 3, articleStatus: 1 }),
    { key: 'P1', row: { journalId: p.id, periodId: periods[3].id, title: '会议论文一', authors: '王五' } },
    { key: 'P2', row: { journalId: p.id, periodId: periods[3].id, title: '会议论文二', authors: '王五' } },
  ];
  const inserted = await db.insert(articles).values(rows.map((r) => r.row)).returning({ id: articles.id });
  rows.forEach((r, i) => (art[r.key] = inserted[i].id));
});

afterAll(async () => {
  await t?.close();
});

describe('POST /es/getJournalList', () => {
  it('pages 14 journals by default, without guidelines, proceedings left out', async () => {
    const all = await t.database.db.select({ name: journals.name }).from(journals);
    const proceedings = all.filter((j) => /会议|论文集|研讨会|年会/.test(j.name)).length;
    expect(proceedings).toBeGreaterThan(0);
    const body = pageOf(await post('/es/getJournalList'));
    expect(body.rows).toHaveLength(14);
    expect(body.total).toBe(all.length - proceedings);
    for (const r of body.rows) {
      expect(r).not.toHaveProperty('guidelines');
      expect(r.journalTypeName).toMatch(CHINESE);
      expect(r.initial).toMatch(/^[A-Z#]$/);
    }
    const names = pageOf(await post('/es/getJournalList', { keyword: '论文集' }));
    expect(names.total).toBe(0);
  });

  it('filters by keyword, subject, province, core and first letter', async () => {
    expect(pageOf(await post('/es/getJournalList', { keyword: TAG })).total).toBe(2);
    const xj = pageOf(await post('/es/getJournalList', { provinceId: XINJIANG }));
    expect(xj.rows.map((r) => r.name).sort()).toEqual([`${TAG}乙`, `${TAG}甲`]);
    expect(xj.rows[0].provinceName).toBe('新疆');
    expect(pageOf(await post('/es/getJournalList', { provinceId: XINJIANG, isCore: true })).rows.map((r) => r.id)).toEqual([ids.journal]);
    expect(pageOf(await post('/es/getJournalList', { provinceId: XINJIANG, isCore: 'false' })).rows.map((r) => r.id)).toEqual([ids.other]);
    const lit = pageOf(await post('/es/getJournalList', { journalType: 5, pageSize: 100 }));
    expect(lit.rows.every((r) => r.journalType === 5 && r.journalTypeName === '文学')).toBe(true);
    expect(lit.total).toBeLessThan(pageOf(await post('/es/getJournalList')).total);
    const j = pageOf(await post('/es/getJournalList', { firstLetter: 'j', pageSize: 100 }));
    expect(j.rows.every((r) => r.initial === 'J')).toBe(true);
    expect(j.rows.map((r) => r.id)).toContain(ids.journal);
    expect(pageOf(await post('/es/getJournalList', { firstLetter: 'V' })).total).toBe(0);
  });

  it('sorts by name, founded year and views', async () => {
    const by = async (orderByColumn: string, isAsc: string) =>
      pageOf(await post('/es/getJournalList', { keyword: TAG, orderByColumn, isAsc })).rows.map((r) => r.id);
    expect(await by('foundedYear', 'asc')).toEqual([ids.journal, ids.other]);
    expect(await by('foundedYear', 'desc')).toEqual([ids.other, ids.journal]);
    expect(await by('views', 'desc')).toEqual([ids.other, ids.journal]);
    // 甲 (jiǎ) before 乙 (yǐ): names sort in pinyin order, across pages too.
    expect(await by('name', 'asc')).toEqual([ids.journal, ids.other]);
    expect(await by('name', 'desc')).toEqual([ids.other, ids.journal]);
    const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');
    const p1 = pageOf(await post('/es/getJournalList', { orderByColumn: 'name', isAsc: 'asc', pageSize: 10 }));
    const p2 = pageOf(await post('/es/getJournalList', { orderByColumn: 'name', isAsc: 'asc', pageSize: 10, pageNum: 2 }));
    const names = [...p1.rows, ...p2.rows].map((r) => r.name);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(p1.total).toBe(pageOf(await post('/es/getJournalList')).total);
    const initials = names.map((n, i) => [...p1.rows, ...p2.rows][i].initial);
    expect(initials).toEqual([...initials].sort());
    expect(failure(await post('/es/getJournalList', { orderByColumn: 'name', pageSize: 101 }), 400)).toBe('每页条数不能超过100条');
  });

  it('bad filters are a 400 with a Chinese message', async () => {
    expect(failure(await post('/es/getJournalList', { journalType: 'x' }), 400)).toBe('学科分类不正确');
    expect(failure(await post('/es/getJournalList', { provinceId: 1e12 }), 400)).toBe('地区不正确');
    expect(failure(await post('/es/getJournalList', { firstLetter: 'AB' }), 400)).toBe('首字母只能是A到Z的一个字母');
    expect(failure(await post('/es/getJournalList', { orderByColumn: 'guidelines' }), 400)).toMatch(/^不支持按/);
  });
});

describe('GET /exhibition/journal/nav', () => {
  it('gives every subject, the provinces present, core and initial counts that match the list', async () => {
    const nav = data(await get('/exhibition/journal/nav'));
    const total = pageOf(await post('/es/getJournalList')).total;
    expect(nav.total).toBe(total);
    expect(nav.subjects).toHaveLength(12);
    expect(nav.subjects.reduce((s: number, x: any) => s + x.count, 0)).toBe(total);
    const lit = nav.subjects.find((s: any) => s.label === '文学');
    expect(lit.count).toBe(pageOf(await post('/es/getJournalList', { journalType: lit.value })).total);
    expect(nav.provinces.find((p: any) => p.value === XINJIANG)).toEqual({ value: XINJIANG, label: '新疆', count: 2 });
    expect(nav.provinces.every((p: any) => p.count > 0)).toBe(true);
    expect(nav.core.count).toBe(pageOf(await post('/es/getJournalList', { isCore: true })).total);
    expect(nav.letters.reduce((s: number, x: any) => s + x.count, 0)).toBe(total);
    const j = nav.letters.find((l: any) => l.letter === 'J');
    expect(j.count).toBe(pageOf(await post('/es/getJournalList', { firstLetter: 'J' })).total);
  });
});

describe('GET /exhibition/journal/details/{id}', () => {
  it('has the years → issues tree with reviewed counts, columns in order, the latest issue; counts a view', async () => {
    const d = data(await get(`/exhibition/journal/details/${ids.journal}`));
    expect(d.name).toBe(`${TAG}甲`);
    expect(d).not.toHaveProperty('guidelines');
    expect(d.years.map((y: any) => y.year)).toEqual([2024, 2023]);
    expect(d.years[1].issues.map((i: any) => [i.issue, i.articleCount])).toEqual([
      [1, 2],
      [2, 0],
    ]);
    expect(d.years[0].issues[0]).toMatchObject({ periodId: ids.p2024, issue: 1, articleCount: 4 });
    expect(d.latestPeriod).toMatchObject({ periodId: ids.p2024, year: 2024, issue: 1 });
    expect(d.columns.map((c: any) => c.name)).toEqual(['专题研究', '学术争鸣', '书评']);
    expect(d).toMatchObject({ periodCount: 3, articleCount: 6, provinceName: '新疆', journalTypeName: '文学' });
    const again = data(await get(`/exhibition/journal/details/${ids.journal}`));
    expect(again.views).toBe(d.views + 1);
  });

  it('404 for a missing journal, 400 for a malformed id', async () => {
    expect(failure(await get('/exhibition/journal/details/99999999'), 404)).toBe('该期刊不存在或已下架');
    expect(failure(await get('/exhibition/journal/details/abc'), 400)).toBe('期刊编号必须是正整数');
    expect(failure(await get('/exhibition/journal/details/0'), 400)).toBe('期刊编号必须是正整数');
    expect(failure(await get('/exhibition/journal/details/99999999999'), 400)).toBe('期刊编号必须是正整数');
  });
});

describe('GET /exhibition/journal/guidelines/{id}', () => {
  it('gives the guidelines text, an empty text when there is none, and 404/400 otherwise', async () => {
    expect(data(await get(`/exhibition/journal/guidelines/${ids.journal}`))).toMatchObject({ name: `${TAG}甲`, guidelines: '一、来稿须原创。\n二、篇幅不限。' });
    expect(data(await get(`/exhibition/journal/guidelines/${ids.other}`)).guidelines).toBe('');
    failure(await get('/exhibition/journal/guidelines/99999999'), 404);
    failure(await get('/exhibition/journal/guidelines/-1'), 400);
  });
});

describe('GET /exhibition/journal/period/{id}', () => {
  it('lists reviewed articles in page order (B1 pp. 1–5 first), each run of one column under its heading', async () => {
    const c = data(await get(`/exhibition/journal/period/${ids.p2024}`));
    expect(c.period).toMatchObject({ periodId: ids.p2024, journalId: ids.journal, year: 2024, issue: 1, articleCount: 4 });
    expect(c.journal.name).toBe(`${TAG}甲`);
    expect(c.columns.map((g: any) => [g.name, g.articles.map((a: any) => a.title.slice(TAG.length + 2))])).toEqual([
      ['学术争鸣', ['B1']],
      ['专题研究', ['A1', 'A2']],
      ['其他', ['X1']],
    ]);
    const first = c.columns[1].articles[0];
    expect(first).toMatchObject({ pageStart: 6, pageEnd: 10, authors: '张三;李四' });
    expect(first).not.toHaveProperty('fullText');
    expect(c.prev).toMatchObject({ periodId: ids.p2023b, year: 2023, issue: 2, articleCount: 0 });
    expect(c.next).toBeNull();
  });

  it('the first issue has no previous one; 404 and 400 otherwise', async () => {
    const c = data(await get(`/exhibition/journal/period/${ids.p2023a}`));
    expect(c.prev).toBeNull();
    expect(c.next.periodId).toBe(ids.p2023b);
    expect(data(await get(`/exhibition/journal/period/${ids.p2023b}`)).columns).toEqual([]);
    expect(failure(await get('/exhibition/journal/period/99999999'), 404)).toBe('该期不存在或已下架');
    expect(failure(await get('/exhibition/journal/period/1.5'), 400)).toBe('期次编号必须是正整数');
  });
});

describe('GET /exhibition/journal/article/{id}', () => {
  it('a priced article sends a 1000-character preview, its source and neighbours in catalogue order', async () => {
    const a = data(await get(`/exhibition/journal/article/${art.A2}`));
    expect(a.title).toBe(`${TAG}文章A2`);
    expect(a.fullText).toHaveLength(1000);
    expect(a).toMatchObject({ fullTextPreview: true, fullTextLength: 3600, priceFen: 500 });
    expect(a).not.toHaveProperty('articleStatus');
    expect(a.journal).toMatchObject({ id: ids.journal, name: `${TAG}甲` });
    expect(a.period).toMatchObject({ periodId: ids.p2024, year: 2024, issue: 1 });
    expect(a.column).toEqual({ id: ids.colA, name: '专题研究' });
    expect(a.prev.id).toBe(art.A1);
    expect(a.next.id).toBe(art.X1);
    expect(a.issueArticles.map((x: any) => x.id)).toEqual([art.B1, art.A1, art.A2, art.X1]);
    const again = data(await get(`/exhibition/journal/article/${art.A2}`));
    expect(again.views).toBe(a.views + 1);
  });

  it('a free article sends the whole text; the ends of the issue have no neighbour', async () => {
    const free = data(await get(`/exhibition/journal/article/${art.A1}`));
    expect(free).toMatchObject({ fullTextPreview: false, fullTextLength: 3600 });
    expect(free.prev.id).toBe(art.B1);
    expect(data(await get(`/exhibition/journal/article/${art.B1}`)).prev).toBeNull();
    expect(free.fullText).toBe(LONG_TEXT);
    const last = data(await get(`/exhibition/journal/article/${art.X1}`));
    expect(last).toMatchObject({ column: null, next: null });
    // A short priced text: a third of it, up to the end of a sentence, never the whole.
    expect(last).toMatchObject({ fullTextPreview: true, fullTextLength: 360 });
    expect(last.fullText).toBe(SHORT_TEXT.slice(0, 126));
  });

  it('an unreviewed article is a 404 and its views do not move', async () => {
    expect(failure(await get(`/exhibition/journal/article/${art.C1}`), 404)).toBe('该文章不存在或尚未发布');
    const [row] = await t.database.db.select({ views: articles.views }).from(articles).where(eq(articles.id, art.C1));
    expect(row.views).toBe(10_000_000);
    failure(await get('/exhibition/journal/article/99999999'), 404);
    expect(failure(await get('/exhibition/journal/article/abc'), 400)).toBe('文章编号必须是正整数');
  });
});

describe('POST /es/getArticlesList', () => {
  it('filters by journal, issue, column, year and keyword; unreviewed ones and full texts never appear', async () => {
    const all = pageOf(await post('/es/getArticlesList', { journalId: ids.journal, pageSize: 50 }));
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => r.id)).not.toContain(art.C1);
    expect(all.rows.map((r) => r.id)).not.toContain(art.O3);
    for (const r of all.rows) {
      expect(r).not.toHaveProperty('fullText');
      expect(r.journalName).toBe(`${TAG}甲`);
    }
    expect(pageOf(await post('/es/getArticlesList', { periodId: ids.p2024 })).total).toBe(4);
    expect(pageOf(await post('/es/getArticlesList', { columnId: ids.colA })).total).toBe(3);
    expect(pageOf(await post('/es/getArticlesList', { journalId: ids.journal, year: 2023 })).rows.map((r) => r.id).sort()).toEqual([art.O1, art.O2].sort());
    expect(pageOf(await post('/es/getArticlesList', { keyword: '独特关键词' })).rows.map((r) => r.id)).toEqual([art.A1]);
    const paged = pageOf(await post('/es/getArticlesList', { journalId: ids.journal, pageNum: 2, pageSize: 4 }));
    expect(paged.rows).toHaveLength(2);
    expect(failure(await post('/es/getArticlesList', { year: 'abc' }), 400)).toBe('年份不正确');
    expect(failure(await post('/es/getArticlesList', { columnId: 99999999999 }), 400)).toBe('栏目编号不正确');
  });
});

describe('home lists', () => {
  it('latest issues: 5 by default, newest published first, with journal names; future issues wait', async () => {
    const body = pageOf(await get('/exhibition/journal/home/latest'));
    expect(body.rows).toHaveLength(5);
    const dates = body.rows.map((r) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of body.rows) expect(r.journalName).toMatch(CHINESE);
    expect(pageOf(await get('/exhibition/journal/home/latest?pageSize=3')).rows).toHaveLength(3);
    const mine = pageOf(await get(`/exhibition/journal/home/latest?journalId=${ids.proceedings}`));
    expect(mine.rows.map((r) => r.year)).toEqual([2022]);
    expect(mine.rows[0].articleCount).toBe(2);
    expect(failure(await get('/exhibition/journal/home/latest?pageSize=51'), 400)).toBe('每页条数不能超过50条');
  });

  it('hot articles: most viewed reviewed articles, 5 by default', async () => {
    const body = pageOf(await get('/exhibition/journal/home/hot'));
    expect(body.rows).toHaveLength(5);
    expect(body.rows[0].id).toBe(art.O2); // 9 000 000 views; the unreviewed C1 has more but is hidden
    expect(body.rows.map((r) => r.id)).not.toContain(art.C1);
    const views = body.rows.map((r) => r.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.rows[0]).toMatchObject({ journalName: `${TAG}甲`, year: 2023, issue: 1 });
    expect(pageOf(await get('/exhibition/journal/home/hot?pageSize=3')).rows).toHaveLength(3);
  });
});

describe('POST /es/getConferencesList', () => {
  it('lists proceedings journals with their sessions and paper counts, 14 a page', async () => {
    const body = pageOf(await post('/es/getConferencesList'));
    const [{ n }] = await t.database.db.select({ n: count() }).from(journals);
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.total).toBeLessThan(Number(n));
    const row = body.rows.find((r) => r.id === ids.proceedings);
    expect(row).toMatchObject({ name: '全国数字图书馆学术研讨会论文集', periodCount: 2, articleCount: 2, years: [2099, 2022], journalTypeName: '管理学' });
    expect(pageOf(await post('/es/getConferencesList', { keyword: '数字图书馆学术' })).total).toBe(1);
    expect(pageOf(await post('/es/getConferencesList', { year: 2022 })).rows.map((r) => r.id)).toContain(ids.proceedings);
    expect(pageOf(await post('/es/getConferencesList', { keyword: TAG })).total).toBe(0);
    expect(failure(await post('/es/getConferencesList', { pageNum: 0 }), 400)).toBe('页码必须是正整数');
  });
});

describe('GET /exhibition/journal/column/list', () => {
  it("lists a journal's columns in catalogue order", async () => {
    const body = pageOf(await get(`/exhibition/journal/column/list?journalId=${ids.journal}`));
    expect(body.rows.map((r) => r.name)).toEqual(['专题研究', '学术争鸣', '书评']);
    expect(failure(await get('/exhibition/journal/column/list?journalId=x'), 400)).toBe('期刊编号不正确');
  });
});
