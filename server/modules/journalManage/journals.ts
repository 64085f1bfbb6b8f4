import { eq } from 'drizzle-orm';
import {
  JOURNAL_EDIT_PERMISSION_CALL,
  newJournalInput,
  managedJournalInput,
  managedJournalResource,
  type JournalEditPermission,
} from '../../../src/resources/journals';
import { authorizeEverywhere, requestAccess, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { articles, journalColumns, journalPeriods, journals } from '../../db/schema';
import { auditActor, recordAudit } from '../contentAudit/record';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { indexDocs } from '../../search/indexer';
import { idParam, journalRow } from '../journal/shared';
import { authorize } from '../../access/authorize';
import { inScope, journalScope, MANAGE_MSG, mayActOn, onJournalRow, pathId } from './scope';
import { bodyCheckedByHandler, defineRoute, type AnyRoute } from '../../http/declareRoute';

type JournalRecord = typeof journals.$inferSelect;

const findJournal = async (db: Db, id: number | null) => {
  if (id === null) return undefined;
  const [j] = await db.select().from(journals).where(eq(journals.id, id));
  return j ? { ...j, journalId: j.id } : undefined;
};

/** A managed journal as the list, the detail and the edit form read it. */
const journalView = (j: JournalRecord) => ({ ...journalRow(j), guidelines: j.guidelines ?? '', published: j.published });

/** 操作日志 of a journal added or deleted (who, when, before and after). */
const auditJournal = (tx: Db, access: RequestAccess, action: 'create' | 'delete', before: JournalRecord | null, after: JournalRecord | null) =>
  recordAudit(tx, auditActor(access), {
    action,
    entity: managedJournalResource.name,
    entityId: (after ?? before)!.id,
    title: (after ?? before)!.name,
    before: before && journalView(before),
    after: after && journalView(after),
  });

/** 期刊管理: my journals, one journal, edit its information; and the portal's edit-permission question. */
export function managedJournalCalls(db: Db): AnyRoute[] {
  const calls = managedJournalResource.calls;

  return [
    defineRoute({
      method: 'GET',
      path: calls.list!.path,
      access: { action: 'update', subject: 'Journal' },
      summary: '我管理的期刊列表',
      handler: async (ctx) => {
        const scope = await journalScope(ctx, 'update', 'Journal');
        return pagedList({
          db,
          table: journals,
          resource: managedJournalResource,
          params: ctx.input,
          where: (f) => [inScope(scope, journals.id), keywordIn(f.keyword, journals.name, journals.issn, journals.cn)],
          map: journalView,
        });
      },
    }),
    defineRoute({
      method: 'GET',
      path: calls.one!.path,
      access: { action: 'update', subject: 'Journal' },
      summary: '期刊信息（管理）',
      handler: async (ctx) => {
        const { row } = await onJournalRow(ctx, 'read', 'Journal', () => findJournal(db, pathId(ctx.input.id, '期刊编号必须是正整数')));
        return ok(journalView(row));
      },
    }),
    // The name and subject are in every article's search document: a change re-indexes them.
    defineRoute({
      method: 'PUT',
      path: calls.update!.path,
      access: { action: 'update', subject: 'Journal' },
      summary: '修改期刊信息',
      body: bodyCheckedByHandler(managedJournalInput),
      handler: async (ctx) => {
        // Signed out or without the right at all: 401/403 before the body is read.
        await authorize(ctx, 'update', 'Journal');
        const input = managedJournalInput.parse(ctx.input);
        const { row } = await onJournalRow(ctx, 'update', 'Journal', () => findJournal(db, input.id));
        const { id, ...changes } = input;
        const updated = await db.transaction(async (tx) => {
          const [j] = await tx
            .update(journals)
            .set({ ...changes, updateTime: new Date() })
            .where(eq(journals.id, id))
            .returning();
          if (j.name !== row.name) {
            const ids = (await tx.select({ id: articles.id }).from(articles).where(eq(articles.journalId, id))).map((a) => a.id);
            await indexDocs(tx as unknown as Db, 'article', ids);
          }
          return j;
        });
        return ok(journalView(updated), MANAGE_MSG.saved);
      },
    }),
    // A new journal: the platform admin's alone (a journal's own people may edit it, not add one).
    defineRoute({
      method: 'POST',
      path: calls.create!.path,
      access: { action: 'create', subject: 'Journal', everywhere: true },
      summary: '新增期刊',
      body: bodyCheckedByHandler(newJournalInput),
      handler: async (ctx) => {
        const access = await authorizeEverywhere(ctx, 'create', 'Journal');
        const input = newJournalInput.parse(ctx.input);
        const id = await db.transaction(async (tx) => {
          const [j] = await tx.insert(journals).values({ ...input, issuePriceFen: input.issuePriceFen ?? 0, isCore: input.isCore ?? false }).returning();
          await auditJournal(tx, access, 'create', null, j);
          return j.id;
        });
        return ok({ id }, MANAGE_MSG.created);
      },
    }),
    // Only an empty journal goes: its issues (and with them articles, orders and downloads) never
    // disappear with it. Its columns, which hold nothing once no article is left, go with it.
    defineRoute({
      method: 'DELETE',
      path: calls.remove!.path,
      access: { action: 'delete', subject: 'Journal', everywhere: true },
      summary: '删除期刊',
      handler: async (ctx) => {
        const access = await authorizeEverywhere(ctx, 'delete', 'Journal');
        const id = pathId(ctx.input.id, '期刊编号必须是正整数');
        if (id === null) throw notFound(MANAGE_MSG.noJournal);
        await db.transaction(async (tx) => {
          const [j] = await tx.select().from(journals).where(eq(journals.id, id)).for('update');
          if (!j) throw notFound(MANAGE_MSG.noJournal);
          const [issue] = await tx.select({ id: journalPeriods.id }).from(journalPeriods).where(eq(journalPeriods.journalId, id)).limit(1);
          if (issue) throw badRequest('该期刊下还有期次，请先删除期次后再删除期刊');
          await tx.delete(journalColumns).where(eq(journalColumns.journalId, id));
          await tx.delete(journals).where(eq(journals.id, id));
          await auditJournal(tx, access, 'delete', j, null);
        });
        return ok(null, MANAGE_MSG.deleted);
      },
    }),
    // Signed in only (the portal asks only then); anyone may ask, the answer is about the caller.
    defineRoute({
      method: 'GET',
      path: JOURNAL_EDIT_PERMISSION_CALL.path,
      access: 'member',
      summary: '我对期刊的编辑权限',
      handler: async (ctx) => {
        const journalId = idParam(ctx.input.journalId, '期刊编号');
        const access = await requestAccess(ctx);
        // Only a journal role's own journals (journal_manager): not the platform admin's `manage all`.
        const mine = (access.member.managedJournalIds ?? []).includes(journalId);
        const may = (subject: 'Period' | 'Column' | 'Article') => mine && mayActOn(access, 'update', subject, journalId);
        const answer: JournalEditPermission = { journalId, canEdit: false, periods: may('Period'), columns: may('Column'), articles: may('Article') };
        answer.canEdit = answer.periods || answer.columns || answer.articles;
        return ok(answer);
      },
    }),
  ];
}
