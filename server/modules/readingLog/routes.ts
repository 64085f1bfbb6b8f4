import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { readingLogs } from '../../db/schema';
import { notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { perMemberPerMinute } from '../../http/rateKey';
import { z } from 'zod';
import { checkedByHandler, defineRoute, routesModule } from '../../http/declareRoute';
import { okOf, pageOf } from '../../openapi/answers';
import { requireMember } from '../../access/session';
import { idParam, ITEM_MISSING_MSG, ITEM_REQUIRED_MSG, itemType, requireItem, withItemCards } from '../collect/items';

/** Spec §9 gives no size for this list: the collections' 10. */
export const READING_LOG_PAGE_SIZE = 10;
/** Newest items kept per member: a reading log is a trail back, not an archive. */
export const READING_LOG_KEEP = 500;
export const READING_LOG_MISSING_MSG = '该阅读记录不存在';
/** A detail page records one visit; a reader opening a page a second is generous. */
export const READING_LOG_RATE = perMemberPerMinute('readingLog', 120);

const paging = {
  name: 'readingLog',
  sortable: [] as string[],
  defaultSort: [{ field: 'lastReadAt', order: 'desc' as const }],
  pageSize: READING_LOG_PAGE_SIZE,
  maxPageSize: 50,
};

/**
 * 阅读记录 (spec §7 "reading log calls", paths decided in docs/decisions.md): a detail page
 * records the signed-in reader's visit; the user centre lists, removes one or clears them.
 * Every call is the member's own (401 signed out; another member's row is 404).
 */
const typeParam = checkedByHandler({ type: 'integer', description: '阅读条目类型（期刊、文章、图书……的类型编号）' });
const itemParams = z.looseObject({ type: typeParam, itemId: checkedByHandler({ type: 'integer', description: '条目编号' }) });
const ofType = z.looseObject({ type: typeParam });

export const readingLogModule = routesModule('readingLog', (db) => [
  defineRoute({
    method: 'POST',
    path: '/readingLog/add',
    access: 'member',
    summary: '记一次阅读（同一条目累加次数；每人保留最近 500 条）',
    body: itemParams,
    response: okOf(z.object({ id: z.int(), type: z.int(), itemId: z.int(), readCount: z.int() })),
    config: { rateLimit: READING_LOG_RATE },
    handler: async (ctx) => {
      const { member } = await requireMember(ctx);
      const type = itemType(ctx.input.type);
      const itemId = idParam(ctx.input.itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG);
      await requireItem(db, type, itemId);
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(readingLogs)
          .values({ memberId: member.id, type, itemId })
          .onConflictDoUpdate({
            target: [readingLogs.memberId, readingLogs.type, readingLogs.itemId],
            set: { readCount: sql`${readingLogs.readCount} + 1`, lastReadAt: sql`now()` },
          })
          .returning({ id: readingLogs.id, readCount: readingLogs.readCount });
        // Past the cap the oldest entries go, in the same transaction.
        const keep = tx
          .select({ id: readingLogs.id })
          .from(readingLogs)
          .where(eq(readingLogs.memberId, member.id))
          .orderBy(desc(readingLogs.lastReadAt), desc(readingLogs.id))
          .limit(READING_LOG_KEEP);
        await tx.delete(readingLogs).where(and(eq(readingLogs.memberId, member.id), notInArray(readingLogs.id, keep)));
        return saved;
      });
      return ok({ id: row.id, type, itemId, readCount: row.readCount });
    },
  }),

  defineRoute({
    method: 'GET',
    path: '/readingLog/list',
    access: 'member',
    summary: '我的阅读记录（最近阅读在前，可按类型筛选）',
    query: ofType.extend({
      pageNum: checkedByHandler({ type: 'integer', minimum: 1, default: 1, description: '页码' }),
      pageSize: checkedByHandler({ type: 'integer', minimum: 1, maximum: paging.maxPageSize, default: READING_LOG_PAGE_SIZE, description: '每页条数' }),
    }),
    response: pageOf(z.unknown().describe('一条阅读记录及其条目卡片')),
    handler: async (ctx) => {
    const { member } = await requireMember(ctx);
    const type = ctx.input.type === undefined || ctx.input.type === '' ? undefined : itemType(ctx.input.type);
    const paged = parsePaging(ctx.input, paging, { lastReadAt: readingLogs.lastReadAt, id: readingLogs.id });
    const where = and(eq(readingLogs.memberId, member.id), type === undefined ? undefined : eq(readingLogs.type, type));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ id: readingLogs.id, type: readingLogs.type, itemId: readingLogs.itemId, readCount: readingLogs.readCount, lastReadAt: readingLogs.lastReadAt })
        .from(readingLogs)
        .where(where)
        .orderBy(...paged.orderBy, desc(readingLogs.id))
        .limit(paged.limit)
        .offset(paged.offset),
      db.select({ total: count() }).from(readingLogs).where(where),
    ]);
    return page(await withItemCards(db, rows), Number(total));
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/readingLog/clear',
    access: 'member',
    summary: '清空我的阅读记录（可只清一种类型）',
    query: ofType,
    response: okOf(z.object({ removed: z.int() })),
    handler: async (ctx) => {
    const { member } = await requireMember(ctx);
    const type = ctx.input.type === undefined || ctx.input.type === '' ? undefined : itemType(ctx.input.type);
    const removed = await db
      .delete(readingLogs)
      .where(and(eq(readingLogs.memberId, member.id), type === undefined ? undefined : eq(readingLogs.type, type)))
      .returning({ id: readingLogs.id });
    return ok({ removed: removed.length }, removed.length ? '阅读记录已清空' : '暂无阅读记录');
    },
  }),

  defineRoute({
    method: 'DELETE',
    path: '/readingLog/{id}',
    access: 'member',
    summary: '删除一条阅读记录',
    params: z.object({ id: checkedByHandler({ type: 'integer', description: '阅读记录编号' }) }),
    response: okOf(z.object({ id: z.int() })),
    handler: async (ctx) => {
    const { member } = await requireMember(ctx);
    const id = idParam(ctx.input.id, '请指定阅读记录', READING_LOG_MISSING_MSG);
    const removed = await db
      .delete(readingLogs)
      .where(and(eq(readingLogs.id, id), eq(readingLogs.memberId, member.id)))
      .returning({ id: readingLogs.id });
    if (removed.length === 0) throw notFound(READING_LOG_MISSING_MSG);
    return ok({ id }, '已删除');
    },
  }),
]);

