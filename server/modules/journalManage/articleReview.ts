import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ARTICLE_REVIEW_CALLS, ARTICLE_REVIEW_MSG, managedArticleResource } from '../../../src/resources/articles';
import { authorize, forbidden, recordMissing, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { articles, articleStatusHistory } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { indexDocs } from '../../search/indexer';
import { reviewBatchRoute, type ReviewDecisionOf } from '../area/batchCall';
import { auditActor, recordAudit, type AuditActor } from '../contentAudit/record';
import { mayActOn, onJournalRow, pathId } from './scope';
import { bodyCheckedByHandler, defineRoute, type AnyRoute } from '../../http/declareRoute';

/** One change of an article's review status, in the transaction of the change. */
export async function recordStatusChange(tx: Db, change: { articleId: number; from: number | null; to: number; remark?: string | null; by: AuditActor }): Promise<void> {
  await tx.insert(articleStatusHistory).values({
    articleId: change.articleId,
    fromStatus: change.from,
    toStatus: change.to,
    remark: change.remark || null,
    byMemberId: change.by.id,
    byName: change.by.name,
  });
}

/**
 * 审核 of one article as an editor of its journal (or the platform admin): 通过 makes it 已审核 (2),
 * 驳回 keeps it 未审核 (1) with the remark; only an 未审核 article is reviewed (400 otherwise). The
 * status, its history row, its search document and one 操作日志 entry together.
 */
export async function reviewArticle(db: Db, access: RequestAccess, id: number, decision: ReviewDecisionOf): Promise<number> {
  const [article] = await db.select({ id: articles.id, journalId: articles.journalId, title: articles.title, status: articles.articleStatus }).from(articles).where(eq(articles.id, id));
  if (!article) throw recordMissing();
  if (!mayActOn(access, 'update', 'Article', article.journalId)) throw forbidden();
  if (article.status !== 1) throw badRequest(ARTICLE_REVIEW_MSG.notReviewable);
  const to = decision.approve ? 2 : 1;
  const by = auditActor(access);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(articles)
      .set({ articleStatus: to, updateTime: new Date() })
      .where(and(eq(articles.id, id), eq(articles.articleStatus, 1)))
      .returning({ id: articles.id });
    if (!moved.length) throw badRequest(ARTICLE_REVIEW_MSG.notReviewable);
    await recordStatusChange(tx as unknown as Db, { articleId: id, from: 1, to, remark: decision.remark || (decision.approve ? ARTICLE_REVIEW_MSG.approved : null), by });
    await indexDocs(tx as unknown as Db, 'article', [id]);
    await recordAudit(tx as unknown as Db, by, {
      action: decision.approve ? 'approve' : 'reject',
      entity: managedArticleResource.name,
      entityId: id,
      title: article.title,
      before: { articleStatus: 1 },
      after: { articleStatus: to, remark: decision.remark },
    });
  });
  return to;
}

const reviewInput = z.object({
  id: z.coerce.number({ error: '文章编号不正确' }).int('文章编号不正确').positive('文章编号不正确').max(2_147_483_647, '文章编号不正确'),
  articleStatus: z.coerce.number({ error: ARTICLE_REVIEW_MSG.badReview }).refine((v): v is 1 | 2 => v === 1 || v === 2, ARTICLE_REVIEW_MSG.badReview),
  remark: z.string({ error: '审核意见不正确' }).trim().max(200, '审核意见不能超过200个字').default(''),
});

/** The journal pipeline's review: 审核 of one article, 批量审核, and an article's status history. */
export function articleReviewCalls(db: Db): AnyRoute[] {
  const calls = ARTICLE_REVIEW_CALLS;


  return [
    defineRoute({
      ...calls.review,
      access: { action: 'update', subject: 'Article' },
      summary: '审核文章（通过或驳回）',
      body: bodyCheckedByHandler(reviewInput),
      handler: async (ctx) => {
        const access = await authorize(ctx, 'update', 'Article');
        const input = reviewInput.parse(ctx.input);
        if (input.articleStatus === 1 && !input.remark) throw badRequest(ARTICLE_REVIEW_MSG.remarkRequired);
        await reviewArticle(db, access, input.id, { approve: input.articleStatus === 2, remark: input.remark });
        return ok({ id: input.id, articleStatus: input.articleStatus }, input.articleStatus === 2 ? ARTICLE_REVIEW_MSG.approved : ARTICLE_REVIEW_MSG.rejected);
      },
    }),
    // Each change: from → to, who, when, the remark — oldest first (the remark trail).
    defineRoute({
      ...calls.history,
      access: { action: 'update', subject: 'Article' },
      summary: '文章状态历史',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Article', async () => {
          const id = pathId(ctx.input.id, '文章编号必须是正整数');
          if (id === null) return undefined;
          const [a] = await db.select({ id: articles.id, journalId: articles.journalId }).from(articles).where(eq(articles.id, id));
          return a;
        });
        const rows = await db.select().from(articleStatusHistory).where(eq(articleStatusHistory.articleId, row.id)).orderBy(asc(articleStatusHistory.id));
        return ok(rows.map((h) => ({ id: h.id, fromStatus: h.fromStatus, toStatus: h.toStatus, remark: h.remark, byName: h.byName, createTime: h.createTime.toISOString() })));
      },
    }),
    reviewBatchRoute<RequestAccess>(calls.reviewBatch, managedArticleResource.label, {
      authorize: (db, req) => authorize({ db, req }, 'update', 'Article'),
      row: async (tx, access, id, decision) => void (await reviewArticle(tx, access, id, decision)),
      remarkRequired: ARTICLE_REVIEW_MSG.remarkRequired,
    }),
  ];
}
