import { and, count, eq, inArray, ne } from 'drizzle-orm';
import {
  managedPeriodCreateInput,
  managedPeriodResource,
  managedPeriodUpdateInput,
  type ManagedPeriodRow,
} from '../../../src/resources/periods';
import type { Db } from '../../db/client';
import { articles, journalPeriods, journals } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { indexDocs } from '../../search/indexer';
import { authorize } from '../../access/authorize';
import { foreignKeyViolation, inScope, iso, journalScope, MANAGE_MSG, onJournalRow, pathId, targetJournal } from './scope';
import { bodyCheckedByHandler, defineRoute, type AnyRoute } from '../../http/declareRoute';

export const PERIOD_MSG = {
  duplicate: '该期刊已有这一年的这一期',
  hasArticles: '该期次下还有文章，不能删除',
} as const;

type PeriodRecord = typeof journalPeriods.$inferSelect;

async function findPeriod(db: Db, id: number | null): Promise<PeriodRecord | undefined> {
  if (id === null) return undefined;
  const [p] = await db.select().from(journalPeriods).where(eq(journalPeriods.id, id));
  return p;
}

/** Journal names and article counts (every status) of a page of issues, one query each. */
async function periodViews(db: Db, rows: PeriodRecord[]): Promise<ManagedPeriodRow[]> {
  const journalIds = [...new Set(rows.map((r) => r.journalId))];
  const periodIds = rows.map((r) => r.id);
  const [names, counts] = await Promise.all([
    journalIds.length ? db.select({ id: journals.id, name: journals.name }).from(journals).where(inArray(journals.id, journalIds)) : [],
    periodIds.length
      ? db.select({ periodId: articles.periodId, n: count() }).from(articles).where(inArray(articles.periodId, periodIds)).groupBy(articles.periodId)
      : [],
  ]);
  const nameOf = new Map(names.map((j) => [j.id, j.name]));
  const countOf = new Map(counts.map((c) => [c.periodId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    journalId: r.journalId,
    journalName: nameOf.get(r.journalId) ?? '',
    year: r.year,
    issue: r.issue,
    publishDate: r.publishDate ?? null,
    coverUrl: r.coverUrl ?? null,
    articleCount: countOf.get(r.id) ?? 0,
    sort: r.sort,
    published: r.published,
    createTime: iso(r.createTime),
  }));
}

/** The detail: the list row of one issue. */
async function periodDetail(db: Db, p: PeriodRecord) {
  const [view] = await periodViews(db, [p]);
  return view;
}

/** Refuses a second issue with the same journal, year and number. */
async function checkUnique(db: Db, journalId: number, year: number, issue: number, exceptId?: number) {
  const [dup] = await db
    .select({ id: journalPeriods.id })
    .from(journalPeriods)
    .where(
      and(eq(journalPeriods.journalId, journalId), eq(journalPeriods.year, year), eq(journalPeriods.issue, issue), exceptId ? ne(journalPeriods.id, exceptId) : undefined),
    )
    .limit(1);
  if (dup) throw badRequest(PERIOD_MSG.duplicate);
}

/** 期次管理: issues of the caller's journals. */
export function managedPeriodCalls(db: Db): AnyRoute[] {
  const calls = managedPeriodResource.calls;

  return [
    defineRoute({
      method: 'GET',
      path: calls.list!.path,
      access: { action: 'update', subject: 'Period' },
      summary: '我管理的期次列表',
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'update', 'Period');
        const result = await pagedList({
          db,
          table: journalPeriods,
          resource: managedPeriodResource,
          params: ctx.input,
          where: (f) => [
            inScope(scope, journalPeriods.journalId),
            f.journalId !== undefined ? eq(journalPeriods.journalId, f.journalId) : undefined,
            f.year !== undefined ? eq(journalPeriods.year, f.year) : undefined,
          ],
        });
        return { ...result, rows: await periodViews(db, result.rows as PeriodRecord[]) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: calls.one!.path,
      access: { action: 'update', subject: 'Period' },
      summary: '期次信息（管理）',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Period', () => findPeriod(db, pathId(ctx.input.id, '期次编号必须是正整数')));
        return ok(await periodDetail(db, row));
      },
    }),
    defineRoute({
      method: 'POST',
      path: calls.create!.path,
      access: { action: 'create', subject: 'Period' },
      summary: '新增期次',
      body: bodyCheckedByHandler(managedPeriodCreateInput),
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'create', 'Period');
        const input = managedPeriodCreateInput.parse(ctx.input);
        const journalId = targetJournal(scope, 'Period', 'create', input.journalId);
        const created = await db.transaction(async (tx) => {
          const [journal] = await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, journalId)).for('update');
          if (!journal) throw badRequest(MANAGE_MSG.noJournal);
          await checkUnique(tx as unknown as Db, journalId, input.year, input.issue);
          const [p] = await tx
            .insert(journalPeriods)
            .values({ journalId, year: input.year, issue: input.issue, publishDate: input.publishDate ?? null, coverUrl: input.coverUrl ?? null, sort: input.sort ?? 0 })
            .returning();
          return p;
        });
        return ok(await periodDetail(db, created), MANAGE_MSG.created);
      },
    }),
    // An issue's year is in its articles' search documents: a new year re-indexes them.
    defineRoute({
      method: 'PUT',
      path: calls.update!.path,
      access: { action: 'update', subject: 'Period' },
      summary: '修改期次',
      body: bodyCheckedByHandler(managedPeriodUpdateInput),
      handler: async (ctx) => {
        // Signed out or without the right at all: 401/403 before the body is read.
        await authorize(ctx, 'update', 'Period');
        const input = managedPeriodUpdateInput.parse(ctx.input);
        const { row } = await onJournalRow(ctx, 'update', 'Period', () => findPeriod(db, input.id));
        const updated = await db.transaction(async (tx) => {
          await tx.select({ id: journals.id }).from(journals).where(eq(journals.id, row.journalId)).for('update');
          await checkUnique(tx as unknown as Db, row.journalId, input.year, input.issue, row.id);
          const [p] = await tx
            .update(journalPeriods)
            .set({
              year: input.year,
              issue: input.issue,
              ...(input.publishDate !== undefined ? { publishDate: input.publishDate } : {}),
              ...(input.coverUrl !== undefined ? { coverUrl: input.coverUrl } : {}),
              ...(input.sort !== undefined ? { sort: input.sort } : {}),
              updateTime: new Date(),
            })
            .where(eq(journalPeriods.id, row.id))
            .returning();
          if (p.year !== row.year) {
            const ids = (await tx.select({ id: articles.id }).from(articles).where(eq(articles.periodId, row.id))).map((a) => a.id);
            await indexDocs(tx as unknown as Db, 'article', ids);
          }
          return p;
        });
        return ok(await periodDetail(db, updated), MANAGE_MSG.saved);
      },
    }),
    // An issue that still has articles stays (its articles would lose their issue).
    defineRoute({
      method: 'DELETE',
      path: calls.remove!.path,
      access: { action: 'delete', subject: 'Period' },
      summary: '删除期次',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'delete', 'Period', () => findPeriod(db, pathId(ctx.input.id, '期次编号必须是正整数')));
        try {
          await db.transaction(async (tx) => {
            const [{ n }] = await tx.select({ n: count() }).from(articles).where(eq(articles.periodId, row.id));
            if (Number(n) > 0) throw badRequest(PERIOD_MSG.hasArticles);
            await tx.delete(journalPeriods).where(eq(journalPeriods.id, row.id));
          });
        } catch (err) {
          if (foreignKeyViolation(err)) throw badRequest(PERIOD_MSG.hasArticles);
          throw err;
        }
        return ok(undefined, MANAGE_MSG.deleted);
      },
    }),
  ];
}
