import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, journalPeriods } from '../../db/schema';
import { journalManageWorld, periodWithArticles, type World } from '../journalManage/testing';
import { publicArticle, publicArticleDefinition } from './shared';

/**
 * The contract of `article.publicly_visible` (migration 0031's triggers): after every kind of write
 * that can change who may read an article, the flag equals the rule (`publicArticleDefinition`) for
 * every article of the library — a write path that forgot it fails here — and the public calls,
 * which read the flag, follow at once.
 */
const B = '/exhibition2/journal';
let w: World;
let journalId: number;
let periodId: number;
let articleId: number;
/** Another issue of the same journal, to move the article to. */
let otherPeriodId: number;

beforeAll(async () => {
  w = await journalManageWorld();
  journalId = w.mine.id;
  ({ periodId, id: articleId } = await periodWithArticles(w, journalId));
  const [other] = await w.db
    .select({ id: journalPeriods.id })
    .from(journalPeriods)
    .where(and(eq(journalPeriods.journalId, journalId), ne(journalPeriods.id, periodId)))
    .orderBy(asc(journalPeriods.id))
    .limit(1);
  otherPeriodId = other.id;
});
afterAll(async () => {
  await w?.t.close();
});

/** Articles whose flag disagrees with the rule (ids), and how many the flag shows. */
async function audit() {
  const wrong = await w.db
    .select({ id: articles.id })
    .from(articles)
    .where(sql`${articles.publiclyVisible} is distinct from ${publicArticleDefinition}`);
  const [{ n }] = await w.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(publicArticle);
  return { wrong: wrong.map((r) => r.id), visible: n };
}

async function flagOf(id: number): Promise<boolean | undefined> {
  const [a] = await w.db.select({ v: articles.publiclyVisible }).from(articles).where(eq(articles.id, id));
  return a?.v;
}

/** What a reader gets: the article's detail code, and whether its issue's article list shows it. */
async function reader(id: number) {
  const [detail, list] = await Promise.all([
    w.anon('GET', `/exhibition/journal/article/${id}`),
    w.anon('POST', '/es/getArticlesList', { periodId, pageSize: 100 }),
  ]);
  return { detail: detail.body.code as number, listed: (list.body.rows as Array<{ id: number }>).some((r) => r.id === id) };
}

describe('article.publicly_visible equals the visibility rule after every kind of write', () => {
  it('holds on the seeded library (the migration backfilled it) and shows the public articles', async () => {
    const { wrong, visible } = await audit();
    expect(wrong).toEqual([]);
    expect(visible).toBeGreaterThan(100);
    expect(await flagOf(articleId)).toBe(true);
  });

  it('creating an article: 已审核 is visible, 待审核 is not; changing the review status follows', async () => {
    const reviewed = await w.admin('POST', '/editArticles', { periodId, title: '数字人文视野下的方志整理', authors: '陈晓;林一', articleStatus: 2 });
    const pending = await w.admin('POST', '/editArticles', { periodId, title: '县域公共图书馆总分馆制调查', authors: '周宁' });
    expect(reviewed.body.code).toBe(200);
    expect(pending.body.code).toBe(200);
    expect(await flagOf(reviewed.body.data.id)).toBe(true);
    expect(await flagOf(pending.body.data.id)).toBe(false);
    expect(await reader(reviewed.body.data.id)).toEqual({ detail: 200, listed: true });
    expect(await reader(pending.body.data.id)).toEqual({ detail: 404, listed: false });
    expect((await audit()).wrong).toEqual([]);

    expect((await w.admin('PUT', '/editArticles', { id: reviewed.body.data.id, articleStatus: 1 })).body.code).toBe(200);
    expect((await w.admin('PUT', '/editArticles', { id: pending.body.data.id, articleStatus: 2 })).body.code).toBe(200);
    expect(await flagOf(reviewed.body.data.id)).toBe(false);
    expect(await flagOf(pending.body.data.id)).toBe(true);
    expect((await audit()).wrong).toEqual([]);

    // Deleting one leaves every other flag right.
    expect((await w.admin('DELETE', `/editArticles/${pending.body.data.id}`)).body).toMatchObject({ code: 200 });
    expect(await flagOf(pending.body.data.id)).toBeUndefined();
    expect((await audit()).wrong).toEqual([]);
  });

  it('下架 and 上架 of an article', async () => {
    expect((await w.platform('PUT', `/editArticles/${articleId}/publish`, { published: false })).body).toMatchObject({ code: 200, msg: '已下架' });
    expect(await flagOf(articleId)).toBe(false);
    expect(await reader(articleId)).toEqual({ detail: 404, listed: false });
    expect((await audit()).wrong).toEqual([]);
    expect((await w.platform('PUT', `/editArticles/${articleId}/publish`, { published: true })).body).toMatchObject({ code: 200, msg: '已上架' });
    expect(await flagOf(articleId)).toBe(true);
    expect(await reader(articleId)).toEqual({ detail: 200, listed: true });
  });

  it('moving an article into a 下架 issue hides it; moving it back shows it', async () => {
    expect((await w.platform('PUT', `${B}/period/${otherPeriodId}/publish`, { published: false })).body.code).toBe(200);
    expect((await w.admin('PUT', '/editArticles', { id: articleId, periodId: otherPeriodId })).body.code).toBe(200);
    expect(await flagOf(articleId)).toBe(false);
    expect((await audit()).wrong).toEqual([]);
    expect((await w.admin('PUT', '/editArticles', { id: articleId, periodId })).body.code).toBe(200);
    expect(await flagOf(articleId)).toBe(true);
    expect((await w.platform('PUT', `${B}/period/${otherPeriodId}/publish`, { published: true })).body.code).toBe(200);
    expect((await audit()).wrong).toEqual([]);
  });

  it('下架 and 上架 of an issue take every article in it along, and only those', async () => {
    const before = await audit();
    const inIssue = await w.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(and(eq(articles.periodId, periodId), publicArticle));
    expect(inIssue[0].n).toBeGreaterThan(0);

    expect((await w.platform('PUT', `${B}/period/${periodId}/publish`, { published: false })).body).toMatchObject({ code: 200, msg: '已下架' });
    const hidden = await audit();
    expect(hidden.wrong).toEqual([]);
    expect(hidden.visible).toBe(before.visible - inIssue[0].n);
    expect(await reader(articleId)).toEqual({ detail: 404, listed: false });

    // A reviewed article added to the 下架 issue stays hidden until the issue is 上架.
    const added = await w.admin('POST', '/editArticles', { periodId, title: '下架期次中的新文章', authors: '韩雪', articleStatus: 2 });
    expect(await flagOf(added.body.data.id)).toBe(false);

    expect((await w.platform('PUT', `${B}/period/${periodId}/publish`, { published: true })).body).toMatchObject({ code: 200, msg: '已上架' });
    const back = await audit();
    expect(back.wrong).toEqual([]);
    expect(back.visible).toBe(before.visible + 1);
    expect(await flagOf(added.body.data.id)).toBe(true);
    expect(await reader(articleId)).toEqual({ detail: 200, listed: true });
  });

  it('下架 and 上架 of a journal take all its issues’ articles along', async () => {
    const before = await audit();
    const [{ n: inJournal }] = await w.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(and(eq(articles.journalId, journalId), publicArticle));

    expect((await w.platform('PUT', `${B}/mine/${journalId}/publish`, { published: false })).body).toMatchObject({ code: 200, msg: '已下架' });
    const hidden = await audit();
    expect(hidden.wrong).toEqual([]);
    expect(hidden.visible).toBe(before.visible - inJournal);
    expect((await w.anon('POST', '/es/getArticlesList', { journalId })).body.total).toBe(0);

    // An issue 上架 inside a 下架 journal shows nothing either.
    expect((await w.platform('PUT', `${B}/period/${periodId}/publish`, { published: false })).body.code).toBe(200);
    expect((await w.platform('PUT', `${B}/period/${periodId}/publish`, { published: true })).body.code).toBe(200);
    expect(await flagOf(articleId)).toBe(false);

    expect((await w.platform('PUT', `${B}/mine/${journalId}/publish`, { published: true })).body).toMatchObject({ code: 200, msg: '已上架' });
    const back = await audit();
    expect(back).toEqual(before);
    expect((await w.anon('POST', '/es/getArticlesList', { journalId })).body.total).toBe(inJournal);
  });

  it('adding and deleting journals and issues leaves every flag right', async () => {
    const created = await w.platform('POST', `${B}/mine`, { name: '岭南出版研究', journalType: 3, issn: '2096-2274', sponsor: '广东省出版集团', frequency: '季刊', provinceId: 440000 });
    expect(created.body.code).toBe(200);
    const newJournal = created.body.data.id as number;
    const issue = await w.platform('POST', `${B}/period`, { journalId: newJournal, year: 2026, issue: 1, publishDate: '2026-03-15' });
    expect(issue.body.code).toBe(200);
    const article = await w.platform('POST', '/editArticles', { periodId: issue.body.data.id, title: '岭南刻书业的近代转型', authors: '黄志远', articleStatus: 2 });
    expect(article.body.code).toBe(200);
    expect(await flagOf(article.body.data.id)).toBe(true);
    expect((await audit()).wrong).toEqual([]);

    expect((await w.platform('DELETE', `/editArticles/${article.body.data.id}`)).body.code).toBe(200);
    expect((await w.platform('DELETE', `${B}/period/${issue.body.data.id}`)).body.code).toBe(200);
    expect((await w.platform('DELETE', `${B}/mine/${newJournal}`)).body.code).toBe(200);
    expect((await audit()).wrong).toEqual([]);
  });

  it('the flag cannot be set by hand against the rule', async () => {
    await w.platform('PUT', `/editArticles/${articleId}/publish`, { published: false });
    await w.db.update(articles).set({ publiclyVisible: true }).where(eq(articles.id, articleId));
    expect(await flagOf(articleId)).toBe(false);
    await w.platform('PUT', `/editArticles/${articleId}/publish`, { published: true });
    await w.db.update(articles).set({ publiclyVisible: false }).where(eq(articles.id, articleId));
    expect(await flagOf(articleId)).toBe(true);
    expect((await audit()).wrong).toEqual([]);
  });
});
