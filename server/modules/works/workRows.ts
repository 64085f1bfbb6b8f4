import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { works, worksRemarks } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { kickCloudReview } from './cloudReview';

/**
 * A work's row as the author's calls and the platform review read and move it: the messages, the
 * view, a status change with its remark row, and the list filters (shared by routes.ts and review.ts).
 */
export const WORKS_MSG = {
  added: '作品已提交，正在云审核',
  edited: '修改成功，作品已重新提交审核',
  closed: '作品已关闭',
  resubmitted: '作品已重新提交审核',
  deleted: '删除成功',
  notOwner: '只能管理自己的作品',
  missing: '作品不存在或未通过审核',
  inCloud: '作品正在云审核中，请稍后再试',
  passedNoEdit: '已通过审核的作品不能修改，请先关闭后再修改',
  passedNoDelete: '已通过审核的作品不能删除，请先关闭',
  alreadyClosed: '作品已关闭，请勿重复操作',
  cannotResubmit: '只有被驳回、已关闭或云审核异常的作品可以重新提交',
  badAction: '操作只能是关闭(4)或重新提交(5)',
  notReviewable: '只能审核待人工审核的作品',
  badReview: '审核结果只能是通过或驳回',
  remarkRequired: '驳回时请填写审核意见',
  reviewed: (status: number) => (status === 2 ? '审核通过' : '已驳回作品'),
  submitRemark: '提交作品',
  editRemark: '修改作品后重新提交',
  closeRemark: '作者关闭作品',
  resubmitRemark: '作者重新提交作品',
  wordExists: '该敏感词已存在',
  wordRequired: '请输入敏感词',
} as const;

export type WorkRow = typeof works.$inferSelect;
export const idOf = (params: Record<string, unknown>) => z.coerce.number({ error: '作品编号不正确' }).int('作品编号不正确').positive('作品编号不正确').max(2_147_483_647, '作品编号不正确').parse(params.id);

/** A work as its author and the admin see it (list rows omit the body). */
export const worksView = (w: Omit<WorkRow, 'body'> & { body?: string }) => ({
  id: w.id,
  uid: w.uid,
  worksType: w.worksType,
  worksStatus: w.worksStatus,
  title: w.title,
  genre: w.genre,
  summary: w.summary,
  ...(w.body !== undefined ? { body: w.body } : {}),
  fileUrl: w.fileUrl,
  freeBlock: w.freeBlock,
  price: w.price,
  flaggedWords: w.flaggedWords,
  createTime: w.createTime.toISOString(),
  updateTime: w.updateTime.toISOString(),
});

/** Moves a work from one of `from` to `to` with a remark row, or refuses with `refusal`. */
export async function transition(db: Db, work: WorkRow, from: number[], to: number, remark: string | null, by: number | null, refusal: string, set: Partial<WorkRow> = {}) {
  if (!from.includes(work.worksStatus)) throw badRequest(refusal);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(works)
      .set({ ...set, worksStatus: to, ...(to === 5 ? { flaggedWords: [] } : {}), updateTime: new Date() })
      .where(and(eq(works.id, work.id), inArray(works.worksStatus, from)))
      .returning({ id: works.id });
    if (!updated.length) throw badRequest(refusal);
    await tx.insert(worksRemarks).values({ worksId: work.id, fromStatus: work.worksStatus, status: to, remark, byMemberId: by });
  });
  if (to === 5) kickCloudReview(db);
}

export async function remarksOf(db: Db, worksId: number) {
  const rows = await db.select().from(worksRemarks).where(eq(worksRemarks.worksId, worksId)).orderBy(asc(worksRemarks.id));
  return rows.map((r) => ({ fromStatus: r.fromStatus, status: r.status, remark: r.remark, byPlatform: r.byMemberId === null ? '云审核' : undefined, createTime: r.createTime.toISOString() }));
}

export const statusFilter = z.coerce.number().int().min(1).max(6).optional().catch(undefined);
export const keywordFilter = (params: Record<string, unknown>) => (typeof params.keyword === 'string' && params.keyword.trim() ? params.keyword.trim().slice(0, 50) : typeof params.title === 'string' && params.title.trim() ? params.title.trim().slice(0, 50) : undefined);

