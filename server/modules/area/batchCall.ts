import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BATCH_ACTIONS, BATCH_MAX_ROWS, batchSummary, REVIEW_DECISIONS, REVIEW_REMARK_MAX, type BatchAction, type BatchOutcome, type ReviewDecision } from '../../../src/resources/batch';
import type { Db } from '../../db/client';
import { defineRoute, type AnyRoute } from '../../http/declareRoute';
import { AppError, ok } from '../../http/envelope';
import { okOf } from '../../openapi/answers';

const batchIds = z
  // An id past PostgreSQL's integer is no row of ours: refused here, never a 500 from the database.
  .array(z.coerce.number({ error: '编号必须是正整数' }).int('编号必须是正整数').positive('编号必须是正整数').max(2_147_483_647, '编号不正确'), { error: '请选择要操作的记录' })
  .min(1, '请选择要操作的记录')
  .max(BATCH_MAX_ROWS, `一次最多操作${BATCH_MAX_ROWS}条记录`);

const batchBody = z.object({
  action: z.enum(BATCH_ACTIONS, { error: '批量操作不正确' }),
  ids: batchIds,
});

const batchAnswer = z.object({
  succeeded: z.array(z.int()),
  failed: z.array(z.object({ id: z.int(), msg: z.string() })),
});

/**
 * One batch action of an area: `authorize` asks what the single call asks of the caller (a caller
 * refused that is refused the whole batch, 401/403), `row` does what the single call does to one
 * row inside the batch's transaction — its own checks (another's row: 403; a missing one: 404),
 * its audit entry and its search documents — and throws a 4xx to refuse that row.
 */
export interface BatchRowAction<Who> {
  authorize(db: Db, req: FastifyRequest): Promise<Who>;
  row(tx: Db, who: Who, id: number): Promise<void>;
}

export type BatchRowActions = Partial<Record<BatchAction, BatchRowAction<never>>>;

/**
 * `POST …/batch` (body `{action, ids}`): the rows of one selection in one call and one transaction.
 * Each row runs in a savepoint of that transaction, so a refused row leaves nothing of itself and
 * the others still commit; the answer says which rows failed and why (成功 N 条，失败 M 条). An
 * unexpected error (a 5xx) rolls the whole batch back. Declared for members (401 before the body
 * is read); each action then asks what its single call asks.
 */
export function batchRoute(call: { method: 'POST' | 'PUT' | 'GET' | 'DELETE'; path: string }, label: string, actions: BatchRowActions): AnyRoute {
  return defineRoute({
    method: call.method,
    path: call.path,
    access: 'member',
    summary: `${label}批量上架/下架/删除`,
    tags: [label],
    body: batchBody,
    response: okOf(batchAnswer),
    handler: async ({ db, req, body }) => {
      const { action, ids } = body;
      const does = actions[action] as BatchRowAction<unknown> | undefined;
      if (!does) throw new AppError(400, '该内容不支持此批量操作');
      const who = await does.authorize(db, req);
      const outcome = await eachRowInSavepoints(db, ids, (tx, id) => does.row(tx, who, id));
      return ok(outcome, batchSummary(outcome));
    },
  });
}

/**
 * The rows of one batch in one transaction, each in a savepoint of it: a row refused with a 4xx
 * leaves nothing of itself and is reported with its message; the others still commit. An
 * unexpected error (a 5xx) rolls the whole batch back.
 */
export async function eachRowInSavepoints(db: Db, ids: readonly number[], row: (tx: Db, id: number) => Promise<void>): Promise<BatchOutcome> {
  return db.transaction(async (tx) => {
    const result: BatchOutcome = { succeeded: [], failed: [] };
    for (const id of new Set(ids)) {
      try {
        await tx.transaction((savepoint) => row(savepoint as unknown as Db, id));
        result.succeeded.push(id);
      } catch (err) {
        if (!(err instanceof AppError) || err.code >= 500) throw err;
        result.failed.push({ id, msg: err.message });
      }
    }
    return result;
  });
}

/** One reviewer's decision for every row of a batch review. */
export interface ReviewDecisionOf {
  approve: boolean;
  /** The reviewer's remark, trimmed; empty when none was given (驳回 always has one). */
  remark: string;
}

/**
 * What a review declares for its batch (issue 35 item 5): `authorize` asks what the single 审核
 * asks of the caller (refused: the whole batch, 401/403); `row` reviews one row exactly as the
 * single call does — its checks (already reviewed: that row fails with the single call's message),
 * its remark row and its 操作日志 entry — inside the batch's transaction.
 */
export interface ReviewRowAction<Who> {
  authorize(db: Db, req: FastifyRequest): Promise<Who>;
  row(tx: Db, who: Who, id: number, decision: ReviewDecisionOf): Promise<void>;
  /** The single call's message for a 驳回 without a remark. */
  remarkRequired: string;
}

const reviewBatchBody = z.object({
  decision: z.enum(REVIEW_DECISIONS, { error: '审核结果只能是通过或驳回' }),
  remark: z.string({ error: '审核意见不正确' }).trim().max(REVIEW_REMARK_MAX, `审核意见不能超过${REVIEW_REMARK_MAX}个字`).optional(),
  ids: batchIds,
});

/**
 * `POST …/review/batch` (body `{ids, decision, remark}`): 批量通过/驳回 of a selection with one
 * remark, one transaction and a savepoint per row (eachRowInSavepoints); the answer is the batch's
 * summary (成功 N 条，失败 M 条) with each failed row's reason.
 */
export function reviewBatchRoute<Who>(call: { method: 'POST' | 'PUT' | 'GET' | 'DELETE'; path: string }, label: string, review: ReviewRowAction<Who>): AnyRoute {
  return defineRoute({
    method: call.method,
    path: call.path,
    access: 'member',
    summary: `${label}批量审核`,
    tags: [label],
    body: reviewBatchBody,
    response: okOf(batchAnswer),
    handler: async ({ db, req, body }) => {
      const who = await review.authorize(db, req);
      const decision: ReviewDecisionOf = { approve: (body.decision as ReviewDecision) === 'approve', remark: body.remark ?? '' };
      if (!decision.approve && !decision.remark) throw new AppError(400, review.remarkRequired);
      const outcome = await eachRowInSavepoints(db, body.ids, (tx, id) => review.row(tx, who, id, decision));
      return ok(outcome, batchSummary(outcome));
    },
  });
}
