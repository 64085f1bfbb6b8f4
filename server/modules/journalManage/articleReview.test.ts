import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleStatusHistory, contentAudits } from '../../db/schema';
import { articleDoc, FORBIDDEN, journalManageWorld, MISSING, periodWithArticles, type World } from './testing';

// Issue 35 items 5 and 6: the journal pipeline's 审核 — one article or a batch — each row authorised
// as the single call (an editor of its journal), the status history (from → to, who, when, remark).
let w: World;
beforeAll(async () => {
  w = await journalManageWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const historyRows = (ids: number[]) => w.db.select().from(articleStatusHistory).where(inArray(articleStatusHistory.articleId, ids)).orderBy(articleStatusHistory.id);
const statusOf = async (id: number) => (await w.db.select({ s: articles.articleStatus }).from(articles).where(eq(articles.id, id)))[0]?.s;
const newArticle = async (as: World['admin'], journalId: number, title: string) => {
  const { periodId } = await periodWithArticles(w, journalId);
  const res = await as('POST', '/editArticles', { periodId, title, authors: '王静' });
  expect(res.body.code).toBe(200);
  return res.body.data.id as number;
};

describe('article status history', () => {
  it('records the creation, an edit of the status and a review with its remark; the history call reads them in order', async () => {
    const id = await newArticle(w.admin, w.mine.id, '历史测试 甲');
    expect((await w.admin('PUT', '/editArticles', { id, articleStatus: 2 })).body.code).toBe(200);
    expect((await w.admin('PUT', '/editArticles', { id, title: '历史测试 甲（改）' })).body.code).toBe(200);
    expect((await w.admin('PUT', '/editArticles', { id, articleStatus: 1 })).body.code).toBe(200);
    expect((await w.admin('POST', '/editArticles/review', { id, articleStatus: 1 })).body).toEqual({ code: 400, msg: '驳回时请填写审核意见' });
    expect((await w.admin('POST', '/editArticles/review', { id, articleStatus: 1, remark: '摘要过长，请压缩' })).body).toMatchObject({ code: 200, msg: '已驳回，文章保持未审核' });
    expect((await w.admin('POST', '/editArticles/review', { id, articleStatus: 2, remark: '已修改' })).body).toMatchObject({ code: 200, msg: '文章已审核通过' });
    expect((await w.admin('POST', '/editArticles/review', { id, articleStatus: 2 })).body).toEqual({ code: 400, msg: '只能审核未审核的文章' });
    const rows = await historyRows([id]);
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.remark])).toEqual([
      [null, 1, null],
      [1, 2, null],
      [2, 1, null],
      [1, 1, '摘要过长，请压缩'],
      [1, 2, '已修改'],
    ]);
    expect(rows.every((r) => r.byName !== '' && r.byMemberId !== null)).toBe(true);
    const read = (await w.admin('GET', `/editArticles/${id}/history`)).body;
    expect(read.code).toBe(200);
    expect(read.data.map((h: { fromStatus: number | null; toStatus: number; remark: string | null }) => [h.fromStatus, h.toStatus, h.remark])).toEqual(rows.map((r) => [r.fromStatus, r.toStatus, r.remark]));
    expect(read.data[0]).toMatchObject({ byName: rows[0].byName, createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // 通过 puts it back in the search index.
    expect(await articleDoc(w, id)).toBeDefined();
  });

  it('another journal’s editor reads no history (404) and reviews nothing (403)', async () => {
    const id = await newArticle(w.admin, w.mine.id, '历史测试 乙');
    expect((await w.other('GET', `/editArticles/${id}/history`)).body).toEqual(MISSING);
    expect((await w.other('POST', '/editArticles/review', { id, articleStatus: 2 })).body).toEqual(FORBIDDEN);
    expect((await w.member('POST', '/editArticles/review', { id, articleStatus: 2 })).body).toEqual(FORBIDDEN);
    expect(await statusOf(id)).toBe(1);
    expect(await historyRows([id])).toHaveLength(1);
  });
});

describe('POST /editArticles/review/batch', () => {
  it('authorises each row as its single review: an editor passes their journal’s articles, another journal’s row fails with 403’s message', async () => {
    const mineA = await newArticle(w.admin, w.mine.id, '批量文章 甲');
    const mineB = await newArticle(w.admin, w.mine.id, '批量文章 乙');
    const theirs = await newArticle(w.other, w.theirs.id, '批量文章 他刊');
    const res = (await w.admin('POST', '/editArticles/review/batch', { ids: [mineA, theirs, mineB], decision: 'approve', remark: '符合刊发要求' })).body;
    expect(res).toEqual({ code: 200, msg: '成功 2 条，失败 1 条', data: { succeeded: [mineA, mineB], failed: [{ id: theirs, msg: FORBIDDEN.msg }] } });
    expect([await statusOf(mineA), await statusOf(mineB), await statusOf(theirs)]).toEqual([2, 2, 1]);
    expect((await historyRows([mineA, mineB])).filter((r) => r.remark === '符合刊发要求').map((r) => r.articleId)).toEqual([mineA, mineB]);
    expect(await historyRows([theirs])).toHaveLength(1);
    const audits = await w.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'managedArticles'), inArray(contentAudits.entityId, [mineA, mineB, theirs])));
    expect(audits.map((a) => [a.entityId, a.action]).sort()).toEqual([[mineA, 'approve'], [mineB, 'approve']].sort());
  });

  it('an already reviewed article fails with the single call’s message; 驳回 needs a remark; the signed out get 401', async () => {
    const a = await newArticle(w.admin, w.mine.id, '批量文章 丙');
    const b = await newArticle(w.admin, w.mine.id, '批量文章 丁');
    expect((await w.admin('POST', '/editArticles/review', { id: a, articleStatus: 2 })).body.code).toBe(200);
    expect((await w.admin('POST', '/editArticles/review/batch', { ids: [a, b], decision: 'reject' })).body).toEqual({ code: 400, msg: '驳回时请填写审核意见' });
    const res = (await w.admin('POST', '/editArticles/review/batch', { ids: [a, b], decision: 'reject', remark: '图表不清晰' })).body;
    expect(res).toEqual({ code: 200, msg: '成功 1 条，失败 1 条', data: { succeeded: [b], failed: [{ id: a, msg: '只能审核未审核的文章' }] } });
    expect((await historyRows([b])).at(-1)).toMatchObject({ fromStatus: 1, toStatus: 1, remark: '图表不清晰' });
    expect((await w.anon('POST', '/editArticles/review/batch', { ids: [b], decision: 'approve' })).body.code).toBe(401);
    expect((await w.member('POST', '/editArticles/review/batch', { ids: [b], decision: 'approve' })).body).toEqual(FORBIDDEN);
  });
});
