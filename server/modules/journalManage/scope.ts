import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { row as tagged } from '../../../src/access/ability';
import type { Action, Subject } from '../../../src/access/policy';
import { authorize, forbidden, recordMissing, type RequestAccess } from '../../access/authorize';
import { badRequest } from '../../http/envelope';
import type { AuthContext } from '../../access/session';

/**
 * Who may manage which journal. Reading is public (PUBLIC_RULES grant `read` on every journal
 * subject), so a management read asks for `update` instead: "may I manage this row?". Rows are
 * tied to a journal by `journalId` (the ability's `journals` scope = journal_manager rows); the
 * platform administrator's unconditional rule reaches every journal.
 */
export type ManageAction = Exclude<Action, 'read' | 'manage' | 'review'>;

export interface JournalScope {
  access: RequestAccess;
  /** The journals the caller may act on; null: every journal (an unconditional rule). */
  journalIds: number[] | null;
}

export const MANAGE_MSG = {
  chooseJournal: '请选择期刊',
  noJournal: '期刊不存在',
  saved: '保存成功',
  created: '新增成功',
  deleted: '删除成功',
} as const;

/** 401 signed out, 403 without the right at all; else the journals the right reaches. */
export async function journalScope(ctx: AuthContext, action: ManageAction, subject: Subject): Promise<JournalScope> {
  const access = await authorize(ctx, action, subject);
  const unconditional = access.ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions);
  if (unconditional) return { access, journalIds: null };
  const ids = (access.member.managedJournalIds ?? []).filter((journalId) => access.ability.can(action, tagged(subject, { journalId })));
  return { access, journalIds: ids };
}

/** The SQL condition limiting a list to the scope's journals. */
export function inScope(scope: JournalScope, column: PgColumn): SQL | undefined {
  if (scope.journalIds === null) return undefined;
  return scope.journalIds.length ? inArray(column, scope.journalIds) : sql`false`;
}

export function mayActOn(access: RequestAccess, action: ManageAction, subject: Subject, journalId: number): boolean {
  return access.ability.can(action, tagged(subject, { journalId }));
}

/**
 * One row of a journal table: the caller must hold the right at all (401/403 first, whatever the
 * id), the row must exist (404 `记录不存在`), and belong to a journal the right reaches — else 404
 * on reads (another editor's rows are never revealed) and 403 on writes.
 */
export async function onJournalRow<T extends { journalId: number }>(
  ctx: AuthContext,
  action: ManageAction | 'read',
  subject: Subject,
  load: () => Promise<T | undefined | null>,
): Promise<{ access: RequestAccess; row: T }> {
  const effective: ManageAction = action === 'read' ? 'update' : action;
  const access = await authorize(ctx, effective, subject);
  const row = await load();
  if (!row) throw recordMissing();
  if (!mayActOn(access, effective, subject, row.journalId)) throw action === 'read' ? recordMissing() : forbidden();
  return { access, row };
}

/**
 * The journal a new row goes into: the one named, or — left out — the only journal the caller
 * manages (several → 400 请选择期刊). Another editor's journal → 403.
 */
export function targetJournal(scope: JournalScope, subject: Subject, action: ManageAction, journalId: number | null | undefined): number {
  if (journalId === null || journalId === undefined) {
    if (scope.journalIds?.length === 1) return scope.journalIds[0];
    throw badRequest(MANAGE_MSG.chooseJournal);
  }
  if (!mayActOn(scope.access, action, subject, journalId)) throw forbidden();
  return journalId;
}

export { foreignKeyViolation, iso, pathId } from '../organization/shared';
