import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { managedColumnCreateInput, managedColumnResource, managedColumnUpdateInput } from '../../../src/resources/columns';
import type { Db } from '../../db/client';
import { articles, journalColumns, journals } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { authorize } from '../../access/authorize';
import { foreignKeyViolation, inScope, iso, journalScope, MANAGE_MSG, onJournalRow, pathId, targetJournal } from './scope';
import { bodyCheckedByHandler, defineRoute, type AnyRoute } from '../../http/declareRoute';

export const COLUMN_MSG = {
  duplicate: '该期刊已有同名栏目',
  hasArticles: '该栏目下还有文章，不能删除',
} as const;

type ColumnRecord = typeof journalColumns.$inferSelect;

async function findColumn(db: Db, id: number | null): Promise<ColumnRecord | undefined> {
  if (id === null) return undefined;
  const [c] = await db.select().from(journalColumns).where(eq(journalColumns.id, id));
  return c;
}

/** Journal names and article counts of a page of columns. */
async function columnViews(db: Db, rows: ColumnRecord[]) {
  const journalIds = [...new Set(rows.map((r) => r.journalId))];
  const columnIds = rows.map((r) => r.id);
  const [names, counts] = await Promise.all([
    journalIds.length ? db.select({ id: journals.id, name: journals.name }).from(journals).where(inArray(journals.id, journalIds)) : [],
    columnIds.length
      ? db.select({ columnId: articles.columnId, n: count() }).from(articles).where(inArray(articles.columnId, columnIds)).groupBy(articles.columnId)
      : [],
  ]);
  const nameOf = new Map(names.map((j) => [j.id, j.name]));
  const countOf = new Map(counts.map((c) => [c.columnId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    journalId: r.journalId,
    journalName: nameOf.get(r.journalId) ?? '',
    name: r.name,
    articleCount: countOf.get(r.id) ?? 0,
    sort: r.sort,
    createTime: iso(r.createTime),
  }));
}

async function columnDetail(db: Db, c: ColumnRecord) {
  const [view] = await columnViews(db, [c]);
  return view;
}

async function checkUnique(db: Db, journalId: number, name: string, exceptId?: number) {
  const [dup] = await db
    .select({ id: journalColumns.id })
    .from(journalColumns)
    .where(and(eq(journalColumns.journalId, journalId), eq(journalColumns.name, name), exceptId ? ne(journalColumns.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw badRequest(COLUMN_MSG.duplicate);
}

/** 栏目管理: columns of the caller's journals. Columns are not in the search index (articles are). */
export function managedColumnCalls(db: Db): AnyRoute[] {
  const calls = managedColumnResource.calls;

  return [
    defineRoute({
      method: 'GET',
      path: calls.list!.path,
      access: { action: 'update', subject: 'Column' },
      summary: '我管理的栏目列表',
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'update', 'Column');
        const result = await pagedList({
          db,
          table: journalColumns,
          resource: managedColumnResource,
          params: ctx.input,
          where: (f) => [inScope(scope, journalColumns.journalId), f.journalId !== undefined ? eq(journalColumns.journalId, f.journalId) : undefined],
        });
        return { ...result, rows: await columnViews(db, result.rows as ColumnRecord[]) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: calls.one!.path,
      access: { action: 'update', subject: 'Column' },
      summary: '栏目信息（管理）',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Column', () => findColumn(db, pathId(ctx.input.id, '栏目编号必须是正整数')));
        return ok(await columnDetail(db, row));
      },
    }),
    defineRoute({
      method: 'POST',
      path: calls.create!.path,
      access: { action: 'create', subject: 'Column' },
      summary: '新增栏目',
      body: bodyCheckedByHandler(managedColumnCreateInput),
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'create', 'Column');
        const input = managedColumnCreateInput.parse(ctx.input);
        const journalId = targetJournal(scope, 'Column', 'create', input.journalId);
        const created = await db.transaction(async (tx) => {
          const [journal] = await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, journalId)).for('update');
          if (!journal) throw badRequest(MANAGE_MSG.noJournal);
          await checkUnique(tx as unknown as Db, journalId, input.name);
          const [c] = await tx.insert(journalColumns).values({ journalId, name: input.name, sort: input.sort ?? 0 }).returning();
          return c;
        });
        return ok(await columnDetail(db, created), MANAGE_MSG.created);
      },
    }),
    defineRoute({
      method: 'PUT',
      path: calls.update!.path,
      access: { action: 'update', subject: 'Column' },
      summary: '修改栏目',
      body: bodyCheckedByHandler(managedColumnUpdateInput),
      handler: async (ctx) => {
        // Signed out or without the right at all: 401/403 before the body is read.
        await authorize(ctx, 'update', 'Column');
        const input = managedColumnUpdateInput.parse(ctx.input);
        const { row } = await onJournalRow(ctx, 'update', 'Column', () => findColumn(db, input.id));
        const updated = await db.transaction(async (tx) => {
          await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, row.journalId)).for('update');
          await checkUnique(tx as unknown as Db, row.journalId, input.name, row.id);
          const [c] = await tx
            .update(journalColumns)
            .set({ name: input.name, ...(input.sort !== undefined ? { sort: input.sort } : {}), updateTime: new Date() })
            .where(eq(journalColumns.id, row.id))
            .returning();
          return c;
        });
        return ok(await columnDetail(db, updated), MANAGE_MSG.saved);
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: calls.remove!.path,
      access: { action: 'delete', subject: 'Column' },
      summary: '删除栏目',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'delete', 'Column', () => findColumn(db, pathId(ctx.input.id, '栏目编号必须是正整数')));
        try {
          await db.transaction(async (tx) => {
            const [{ n }] = await tx.select({ n: count() }).from(articles).where(eq(articles.columnId, row.id));
            if (Number(n) > 0) throw badRequest(COLUMN_MSG.hasArticles);
            await tx.delete(journalColumns).where(eq(journalColumns.id, row.id));
          });
        } catch (err) {
          if (foreignKeyViolation(err)) throw badRequest(COLUMN_MSG.hasArticles);
          throw err;
        }
        return ok(undefined, MANAGE_MSG.deleted);
      },
    }),
  ];
}
