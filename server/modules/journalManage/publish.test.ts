import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { articles, contentAudits, journalPeriods } from '../../db/schema';
import { loadScholarlyMeta } from '../citationMeta/meta';
import { articleDoc, journalManageWorld, periodWithArticles, type World } from './testing';

const B = '/exhibition2/journal';
const host = 'wenku.example.org';
let w: World;
let journalId: number;
let periodId: number;
let articleId: number;
let journalName: string;

beforeAll(async () => {
  w = await journalManageWorld();
  journalId = w.mine.id;
  journalName = w.mine.name;
  ({ periodId, id: articleId } = await periodWithArticles(w, journalId));
});
afterAll(async () => {
  await w?.t.close();
});

const get = (url: string) => w.t.app.inject({ method: 'GET', url, headers: { host } });
/** Everything a reader or a crawler can reach of the journal, its issue and its article. */
async function publicView() {
  const [list, nav, detail, guidelines, issue, article, articleList, totals, sitemap, oaiArticle, meta, search] = await Promise.all([
    w.anon('POST', '/es/getJournalList', { keyword: journalName }),
    w.anon('GET', '/exhibition/journal/nav'),
    w.anon('GET', `/exhibition/journal/details/${journalId}`),
    w.anon('GET', `/exhibition/journal/guidelines/${journalId}`),
    w.anon('GET', `/exhibition/journal/period/${periodId}`),
    w.anon('GET', `/exhibition/journal/article/${articleId}`),
    w.anon('POST', '/es/getArticlesList', { journalId, pageSize: 50 }),
    w.anon('GET', '/common/totle'),
    get('/sitemap.xml'),
    get(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:article/${articleId}`),
    loadScholarlyMeta(w.db, 'article', articleId),
    articleDoc(w, articleId),
  ]);
  return {
    listed: (list.body.rows ?? []).some((r: { id: number }) => r.id === journalId),
    navTotal: nav.body.data.total as number,
    detail: detail.body.code,
    guidelines: guidelines.body.code,
    issue: issue.body.code,
    article: article.body.code,
    articleCount: articleList.body.total as number,
    totals: totals.body.data as { journal: number; period: number; article: number },
    inSitemap: sitemap.body.includes(`http://${host}${READER_ITEM_TYPES.journal.path(journalId)}<`),
    articleInSitemap: sitemap.body.includes(`http://${host}${READER_ITEM_TYPES.article.path(articleId)}<`),
    oaiGone: oaiArticle.body.includes('idDoesNotExist'),
    citation: meta !== null,
    searchable: Boolean(search),
  };
}

describe('上架/下架 of journals, issues and articles', () => {
  it('下架 a journal: it, its issues and its articles leave every public call at once; 上架 brings all back', async () => {
    const before = await publicView();
    expect(before).toMatchObject({ listed: true, detail: 200, guidelines: 200, issue: 200, article: 200, inSitemap: true, articleInSitemap: true, oaiGone: false, citation: true, searchable: true });
    expect(before.articleCount).toBeGreaterThan(0);

    const res = await w.platform('PUT', `${B}/mine/${journalId}/publish`, { published: false });
    expect(res.body).toMatchObject({ code: 200, msg: '已下架', data: { id: journalId, published: false } });

    const hidden = await publicView();
    expect(hidden).toMatchObject({ listed: false, detail: 404, guidelines: 404, issue: 404, article: 404, articleCount: 0, inSitemap: false, articleInSitemap: false, oaiGone: true, citation: false, searchable: false });
    expect(hidden.navTotal).toBe(before.navTotal - 1);
    expect(hidden.totals.journal).toBe(before.totals.journal - 1);
    expect(hidden.totals.article).toBe(before.totals.article - before.articleCount);

    // Its editor still manages it, 下架 included.
    const mine = await w.admin('GET', `${B}/mine/list`);
    expect(mine.body.rows!.find((r: { id: number }) => r.id === journalId)).toMatchObject({ published: false });
    expect((await w.admin('GET', '/editArticles/list', { journalId })).body.total).toBeGreaterThan(0);

    expect((await w.platform('PUT', `${B}/mine/${journalId}/publish`, { published: true })).body).toMatchObject({ code: 200, msg: '已上架' });
    expect(await publicView()).toEqual(before);

    const log = await w.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'managedJournals'), eq(contentAudits.entityId, journalId)));
    expect(log.map((e) => e.action)).toEqual(['unpublish', 'publish']);
    expect(log[0]).toMatchObject({ title: journalName });
  });

  it('下架 an issue: its catalogue, its articles and its purchase go; the journal stays', async () => {
    const res = await w.platform('PUT', `${B}/period/${periodId}/publish`, { published: false });
    expect(res.body).toMatchObject({ code: 200, msg: '已下架' });
    const view = await publicView();
    expect(view).toMatchObject({ listed: true, detail: 200, issue: 404, article: 404, articleInSitemap: false, searchable: false });
    const tree = (await w.anon('GET', `/exhibition/journal/details/${journalId}`)).body.data.years as Array<{ issues: Array<{ periodId: number }> }>;
    expect(tree.flatMap((y) => y.issues.map((i) => i.periodId))).not.toContain(periodId);
    // Not for sale while 下架: no order for the whole issue.
    const order = await w.member('POST', '/order/addOrder', { orderType: 8, joinId: periodId });
    expect(order.body.code).toBeGreaterThanOrEqual(400);
    expect((await w.platform('PUT', `${B}/period/${periodId}/publish`, { published: true })).body.code).toBe(200);
    expect((await publicView()).issue).toBe(200);
  });

  it('下架 an article hides it even when 已审核, and only it', async () => {
    const res = await w.platform('PUT', `/editArticles/${articleId}/publish`, { published: false });
    expect(res.body).toMatchObject({ code: 200, msg: '已下架' });
    const view = await publicView();
    expect(view).toMatchObject({ issue: 200, article: 404, articleInSitemap: false, oaiGone: true, citation: false, searchable: false });
    const catalogue = (await w.anon('GET', `/exhibition/journal/period/${periodId}`)).body.data.columns as Array<{ articles: Array<{ id: number }> }>;
    expect(catalogue.flatMap((c) => c.articles.map((a) => a.id))).not.toContain(articleId);
    const [row] = await w.db.select({ status: articles.articleStatus }).from(articles).where(eq(articles.id, articleId));
    expect(row.status).toBe(2);
    expect((await w.platform('PUT', `/editArticles/${articleId}/publish`, { published: true })).body.code).toBe(200);
    expect((await publicView()).searchable).toBe(true);
  });

  it('is the platform admin’s: a journal’s own editors and readers are refused, nothing changes', async () => {
    for (const who of [w.admin, w.editor, w.member]) {
      expect((await who('PUT', `${B}/mine/${journalId}/publish`, { published: false })).status).toBe(403);
      expect((await who('PUT', `${B}/period/${periodId}/publish`, { published: false })).status).toBe(403);
      expect((await who('PUT', `/editArticles/${articleId}/publish`, { published: false })).status).toBe(403);
    }
    expect((await w.anon('PUT', `${B}/mine/${journalId}/publish`, { published: false })).status).toBe(401);
    const [p] = await w.db.select({ published: journalPeriods.published }).from(journalPeriods).where(eq(journalPeriods.id, periodId));
    expect(p.published).toBe(true);
    expect((await w.platform('PUT', `${B}/mine/${journalId}/publish`, {})).body).toMatchObject({ code: 400, msg: '请选择上架或下架' });
    expect((await w.platform('PUT', `${B}/period/99999999/publish`, { published: false })).body).toMatchObject({ code: 404, msg: '该期次不存在或已删除' });
  });
});
