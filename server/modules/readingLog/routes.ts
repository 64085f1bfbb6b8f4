import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { readingLogs } from '../../db/schema';
import { notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { perMemberPerMinute } from '../../http/rateKey';
import { mount, type Module } from '../../http/routes';
import { requireMember } from '../auth/session';
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
export const readingLogModule: Module = (app, db) => {
  mount(
    app,
    db,
    'POST',
    '/readingLog/add',
    async (ctx) => {
      const { member } = await requireMember(ctx);
      const type = itemType(ctx.params.type);
      const itemId = idParam(ctx.params.itemId, ITEM_REQUIRED_MSG, ITEM_MISSING_MSG);
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
    { config: { rateLimit: READING_LOG_RATE } },
  );

  mount(app, db, 'GET', '/readingLog/list', async (ctx) => {
    const { member } = await requireMember(ctx);
    const type = ctx.params.type === undefined || ctx.params.type === '' ? undefined : itemType(ctx.params.type);
    const paged = parsePaging(ctx.params, paging, { lastReadAt: readingLogs.lastReadAt, id: readingLogs.id });
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
  });

  mount(app, db, 'DELETE', '/readingLog/clear', async (ctx) => {
    const { member } = await requireMember(ctx);
    const type = ctx.params.type === undefined || ctx.params.type === '' ? undefined : itemType(ctx.params.type);
    const removed = await db
      .delete(readingLogs)
      .where(and(eq(readingLogs.memberId, member.id), type === undefined ? undefined : eq(readingLogs.type, type)))
      .returning({ id: readingLogs.id });
    return ok({ removed: removed.length }, removed.length ? '阅读记录已清空' : '暂无阅读记录');
  });

  mount(app, db, 'DELETE', '/readingLog/{id}', async (ctx) => {
    const { member } = await requireMember(ctx);
    const id = idParam(ctx.params.id, '请指定阅读记录', READING_LOG_MISSING_MSG);
    const removed = await db
      .delete(readingLogs)
      .where(and(eq(readingLogs.id, id), eq(readingLogs.memberId, member.id)))
      .returning({ id: readingLogs.id });
    if (removed.length === 0) throw notFound(READING_LOG_MISSING_MSG);
    return ok({ id }, '已删除');
  });
};

