import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BATCH_ACTIONS, BATCH_MAX_ROWS, batchSummary, type BatchAction, type BatchOutcome } from '../../../src/resources/batch';
import type { Db } from '../../db/client';
import { defineRoute, type AnyRoute } from '../../http/declareRoute';
import { AppError, ok } from '../../http/envelope';
import { okOf } from '../../openapi/answers';

const batchBody = z.object({
  action: z.enum(BATCH_ACTIONS, { error: '批量操作不正确' }),
  ids: z
    // An id past PostgreSQL's integer is no row of ours: refused here, never a 500 from the database.
    .array(z.coerce.number({ error: '编号必须是正整数' }).int('编号必须是正整数').positive('编号必须是正整数').max(2_147_483_647, '编号不正确'), { error: '请选择要操作的记录' })
    .min(1, '请选择要操作的记录')
    .max(BATCH_MAX_ROWS, `一次最多操作${BATCH_MAX_ROWS}条记录`),
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
      const outcome = await db.transaction(async (tx) => {
        const result: BatchOutcome = { succeeded: [], failed: [] };
        for (const id of new Set(ids)) {
          try {
            await tx.transaction((row) => does.row(row as unknown as Db, who, id));
            result.succeeded.push(id);
          } catch (err) {
            if (!(err instanceof AppError) || err.code >= 500) throw err;
            result.failed.push({ id, msg: err.message });
          }
        }
        return result;
      });
      return ok(outcome, batchSummary(outcome));
    },
  });
}
