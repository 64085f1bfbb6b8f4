import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  JOURNAL_EDIT_PERMISSION_CALL,
  managedJournalFilters,
  managedJournalInput,
  managedJournalResource,
  type JournalEditPermission,
} from '../../../src/resources/journals';
import { requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { articles, journals } from '../../db/schema';
import { ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount } from '../../http/routes';
import { indexDocs } from '../../search/indexer';
import { idParam, journalRow } from '../journal/shared';
import { authorize } from '../../access/authorize';
import { inScope, journalScope, MANAGE_MSG, mayActOn, onJournalRow, pathId } from './scope';

type JournalRecord = typeof journals.$inferSelect;

const findJournal = async (db: Db, id: number | null) => {
  if (id === null) return undefined;
  const [j] = await db.select().from(journals).where(eq(journals.id, id));
  return j ? { ...j, journalId: j.id } : undefined;
};

/** A managed journal as the list, the detail and the edit form read it. */
const journalView = (j: JournalRecord) => ({ ...journalRow(j), guidelines: j.guidelines ?? '' });

/** 期刊管理: my journals, one journal, edit its information; and the portal's edit-permission question. */
export function managedJournalCalls(app: FastifyInstance, db: Db): void {
  const calls = managedJournalResource.calls;

  mount(app, db, 'GET', calls.list!.path, async (ctx) => {
    const scope = await journalScope(ctx, 'update', 'Journal');
    const f = managedJournalFilters.parse(ctx.params);
    return pagedList({
      db,
      table: journals,
      resource: managedJournalResource,
      params: ctx.params,
      where: [inScope(scope, journals.id), keywordIn(f.keyword, journals.name, journals.issn, journals.cn)],
      map: journalView,
    });
  });

  mount(app, db, 'GET', calls.one!.path, async (ctx) => {
    const { row } = await onJournalRow(ctx, 'read', 'Journal', () => findJournal(db, pathId(ctx.params.id, '期刊编号必须是正整数')));
    return ok(journalView(row));
  });

  // The name and subject are in every article's search document: a change re-indexes them.
  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    // Signed out or without the right at all: 401/403 before the body is read.
    await authorize(ctx, 'update', 'Journal');
    const input = managedJournalInput.parse(ctx.params);
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
  });

  // Signed in only (the portal asks only then); anyone may ask, the answer is about the caller.
  mount(app, db, 'GET', JOURNAL_EDIT_PERMISSION_CALL.path, async (ctx) => {
    const journalId = idParam(ctx.params.journalId, '期刊编号');
    const access = await requestAccess(ctx);
    // Only a journal role's own journals (journal_manager): not the platform admin's `manage all`.
    const mine = (access.member.managedJournalIds ?? []).includes(journalId);
    const may = (subject: 'Period' | 'Column' | 'Article') => mine && mayActOn(access, 'update', subject, journalId);
    const answer: JournalEditPermission = { journalId, canEdit: false, periods: may('Period'), columns: may('Column'), articles: may('Article') };
    answer.canEdit = answer.periods || answer.columns || answer.articles;
    return ok(answer);
  });
}
