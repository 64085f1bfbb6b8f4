import { and, count, desc, eq } from 'drizzle-orm';
import { row as tagged, type AppAbility } from '../../../src/access/ability';
import type { Action, Subject } from '../../../src/access/policy';
// The index fills 操作日志's 内容类型 labels once every resource is declared.
import '../../../src/resources';
import { AUDIT_ACTION_LABELS, AUDITED_ENTITY_LABELS } from '../../../src/resources/contentAudits';
import { adminListPath, WORKBENCH_CALL, WORKBENCH_RECENT, type Workbench, type WorkbenchCount } from '../../../src/shared/workbench';
import { requestAccess, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { contentAudits } from '../../db/schema';
import { ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { ownStudio } from '../studio/common';
import { filterCondition, ownerCondition, WORKBENCH_QUEUES, WORKBENCH_TOTALS, type Scoped, type WorkbenchCounter } from './queues';

/** The ability grants the action on the subject with no row condition: the platform admin's. */
const unconditional = (ability: AppAbility, action: Action, subject: Subject) => ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions);

/** The owners a counter reaches for this caller (null: every owner). */
async function scopeOf(db: Db, access: RequestAccess, c: WorkbenchCounter): Promise<Scoped | null> {
  const { ability } = access;
  if (!ability.can(c.action, c.subject)) return null;
  const everywhere = unconditional(ability, c.action, c.subject);
  if (everywhere) return { journalIds: null, studioIds: null };
  if (c.reach === 'platform') return null;
  if (c.reach === 'journals') {
    const ids = (access.member.managedJournalIds ?? []).filter((journalId) => ability.can(c.action, tagged(c.subject, { journalId })));
    return ids.length ? { journalIds: ids, studioIds: [] } : null;
  }
  const studio = await ownStudio(db, access.member.memberId);
  return studio && ability.can(c.action, tagged(c.subject, { managerId: studio.managerId })) ? { journalIds: [], studioIds: [studio.id] } : null;
}

/** Every counter the caller may see, with its COUNT: no per-role code, the ability decides. */
async function counted(db: Db, access: RequestAccess, counters: readonly WorkbenchCounter[]): Promise<WorkbenchCount[]> {
  const shown = await Promise.all(
    counters.map(async (c) => {
      const scoped = await scopeOf(db, access, c);
      if (!scoped) return null;
      const [row] = await db
        .select({ n: count() })
        .from(c.table)
        .where(and(...filterCondition(c), ownerCondition(c, scoped)));
      return { key: c.key, label: c.label, count: Number(row?.n ?? 0), path: adminListPath(c.list, c.filter) };
    }),
  );
  return shown.filter((c): c is WorkbenchCount => c !== null);
}

/** 最近变更: every change for whoever may read 操作日志, else the caller's own changes. */
async function recentChanges(db: Db, access: RequestAccess): Promise<Workbench['recent']> {
  const everything = unconditional(access.ability, 'manage', 'Content');
  const rows = await db
    .select({
      id: contentAudits.id,
      action: contentAudits.action,
      entity: contentAudits.entity,
      title: contentAudits.title,
      memberName: contentAudits.memberName,
      createTime: contentAudits.createTime,
    })
    .from(contentAudits)
    .where(everything ? undefined : eq(contentAudits.memberId, access.member.memberId))
    .orderBy(desc(contentAudits.createTime), desc(contentAudits.id))
    .limit(WORKBENCH_RECENT);
  return rows.map((r) => ({
    id: r.id,
    actionLabel: AUDIT_ACTION_LABELS[r.action as keyof typeof AUDIT_ACTION_LABELS] ?? '变更',
    entityLabel: AUDITED_ENTITY_LABELS[r.entity] ?? '内容',
    title: r.title,
    memberName: r.memberName,
    createTime: r.createTime.toISOString(),
  }));
}

/**
 * GET /manage/workbench: the 工作台 of the signed-in account (401 signed out). An account that may
 * act on nothing gets empty lists, not a 403: the page is its landing, not a protected screen.
 */
export const workbenchModule: Module = (app, db) => {
  mount(app, db, WORKBENCH_CALL.method, WORKBENCH_CALL.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const [queues, totals, recent] = await Promise.all([counted(db, access, WORKBENCH_QUEUES), counted(db, access, WORKBENCH_TOTALS), recentChanges(db, access)]);
    const answer: Workbench = { queues, totals, recent };
    return ok(answer);
  });
};
