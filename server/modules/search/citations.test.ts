import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitableWork } from '../../../src/shared/citation';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import type { SearchResponse } from '../../../src/shared/search';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { articleReferences, articles, journalPeriods, journals, theses } from '../../db/schema';

// Issue 34: 被引 on the search results and the 收藏 cards; the selection's citations built on the
// server with volume/issue, pages and DOI (GET /es/citations).

let t: TestApp;
/** A public article with a DOI and pages that public articles cite, and how many cite it. */
let cited: { id: number; doi: string; pageStart: number; pageEnd: number; issue: number; journal: string; title: string; count: number };
let thesisId: number;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/show${url}`, headers: token ? authed(token) : {} });

beforeAll(async () => {
  t = await makeTestApp();
  const db = t.database.db;
  const [row] = await db
    .select({
      id: articles.id,
      doi: articles.doi,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      issue: journalPeriods.issue,
      journal: journals.name,
      title: articles.title,
      count: sql<number>`(select count(distinct r.article_id)::int from article_reference r join article c on c.id = r.article_id and c.publicly_visible
        where r.matched_type = 'article' and r.matched_id = ${articles.id})`,
    })
    .from(articles)
    .innerJoin(journalPeriods, eq(journalPeriods.id, articles.periodId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(and(eq(articles.publiclyVisible, true), isNotNull(articles.doi), isNotNull(articles.pageStart), sql`exists (select 1 from article_reference r where r.matched_type = 'article' and r.matched_id = ${articles.id})`))
    .orderBy(articles.id)
    .limit(1);
  cited = row as typeof cited;
  [{ id: thesisId }] = await db.select({ id: theses.id }).from(theses).where(eq(theses.published, true)).limit(1);
});
afterAll(async () => {
  await t?.close();
});

describe('被引 on lists and cards', () => {
  it('the seed has an article with a DOI, pages and public citers (the fixture of this file)', () => {
    expect(cited.count).toBeGreaterThan(0);
  });

  it('search results carry 被引 for the citable types, counted from public citers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: cited.title, field: 'title', pageSize: 50 } });
    const body = res.json() as SearchResponse;
    const hit = body.rows.find((r) => r.docType === 'article' && r.docId === cited.id);
    expect(hit?.citedCount).toBe(cited.count);
    for (const r of body.rows) if (r.docType === 'news') expect(r.citedCount).toBeUndefined();
  });

  it('withdrawing a citer lowers the count on the next search at once', async () => {
    const db = t.database.db;
    const [citer] = await db
      .select({ id: articleReferences.articleId })
      .from(articleReferences)
      .innerJoin(articles, and(eq(articles.id, articleReferences.articleId), eq(articles.publiclyVisible, true)))
      .where(and(eq(articleReferences.matchedType, 'article'), eq(articleReferences.matchedId, cited.id)))
      .limit(1);
    await db.update(articles).set({ articleStatus: 1 }).where(eq(articles.id, citer.id));
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: cited.title, field: 'title', pageSize: 50 } });
      expect((res.json() as SearchResponse).rows.find((r) => r.docType === 'article' && r.docId === cited.id)?.citedCount).toBe(cited.count - 1);
    } finally {
      await db.update(articles).set({ articleStatus: 2 }).where(eq(articles.id, citer.id));
    }
  });

  it('收藏 cards carry 被引 for an article; a type no reference names carries none', async () => {
    const member = await signIn(t.app);
    for (const [type, itemId] of [
      [READER_ITEM_TYPES.article.type, cited.id],
      [READER_ITEM_TYPES.ancient.type, 1],
    ]) {
      const added = await t.app.inject({ method: 'POST', url: '/api/show/collect/addCollect', payload: { type, itemId, collect: true }, headers: authed(member) });
      expect(added.json().code).toBe(200);
    }
    const list = (await get('/collect/getCollect?pageSize=50', member)).json() as { rows: Array<{ type: number; itemId: number; citedCount?: number }> };
    expect(list.rows.find((r) => r.type === READER_ITEM_TYPES.article.type && r.itemId === cited.id)?.citedCount).toBe(cited.count);
    const ancient = list.rows.find((r) => r.type === READER_ITEM_TYPES.ancient.type);
    expect(ancient).toBeDefined();
    expect(ancient!.citedCount).toBeUndefined();
  });
});

describe('GET /es/citations', () => {
  it('builds the records with what the detail page cites: issue, pages, DOI; in the order asked; uncitable types left out', async () => {
    const res = await get(`/es/citations?ids=news-1,thesis-${thesisId},article-${cited.id}`);
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json() as { code: number; data: CitableWork[] };
    expect(code).toBe(200);
    expect(data.map((w) => `${w.kind}-${w.id}`)).toEqual([`thesis-${thesisId}`, `article-${cited.id}`]);
    expect(data[1]).toMatchObject({
      kind: 'article',
      title: cited.title,
      journal: cited.journal,
      issue: cited.issue,
      pageStart: cited.pageStart,
      pageEnd: cited.pageEnd,
      doi: cited.doi,
      url: `/article/${cited.id}`,
    });
    expect(data[0].school).toBeTruthy();
    expect(data[0].degree).toBeGreaterThan(0);
  });

  it('leaves out an article readers may not see', async () => {
    const db = t.database.db;
    await db.update(articles).set({ articleStatus: 1 }).where(eq(articles.id, cited.id));
    try {
      expect((await get(`/es/citations?ids=article-${cited.id}`)).json().data).toEqual([]);
    } finally {
      await db.update(articles).set({ articleStatus: 2 }).where(eq(articles.id, cited.id));
    }
  });

  it('refuses a missing, malformed or too long list with a Chinese message', async () => {
    expect((await get('/es/citations')).json()).toEqual({ code: 400, msg: '请选择要导出引文的条目' });
    expect((await get('/es/citations?ids=article-x')).json()).toEqual({ code: 400, msg: '条目编号格式不正确' });
    expect((await get('/es/citations?ids=nope-1')).json()).toEqual({ code: 400, msg: '条目编号格式不正确' });
    const many = Array.from({ length: 101 }, (_, i) => `article-${i + 1}`).join(',');
    const tooMany = await get(`/es/citations?ids=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ code: 400, msg: '一次最多导出100条引文' });
  });
});
