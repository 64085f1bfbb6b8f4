import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE_APPLY_KIND_KEYS, ROLE_APPLY_KINDS, roleApplyCalls, type ApplyStatus, type RoleApplyKind } from '../../../src/resources/roleApplications';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { journals, roleApplicationRemarks, roleApplications } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { mount, type Module } from '../../http/routes';
import { iso } from '../organization/shared';
import { applicationView } from './view';
import { reviewRoutes } from './review';

export const APPLY_MSG = {
  duplicate: '您已提交过申请，请勿重复提交',
  hasRole: '您已拥有该角色，无需申请',
  noApplication: '您还没有提交过该申请',
  passed: '申请已通过，无需修改',
  changed: '申请状态已变化，请刷新后重试',
  journalMissing: '申请管理的期刊不存在',
  applied: '申请已提交，请等待审核',
  edited: '修改成功，请等待审核',
  submitRemark: '提交申请',
  editRemark: '修改申请后重新提交',
} as const;

type ApplicationRow = typeof roleApplications.$inferSelect;

async function latestApplication(db: Db, memberId: number, kind: RoleApplyKind): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(roleApplications)
    .where(and(eq(roleApplications.memberId, memberId), eq(roleApplications.kind, kind)))
    .orderBy(desc(roleApplications.id))
    .limit(1);
  return row;
}

async function checkForm(db: Db, kind: RoleApplyKind, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const form = ROLE_APPLY_KINDS[kind].form.parse(params) as Record<string, unknown>;
  if (kind === 'journal') {
    const [j] = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, Number(form.journalId)));
    if (!j) throw badRequest(APPLY_MSG.journalMissing);
  }
  return form;
}

/** status, apply, historyRemark and edit under one kind's base path. */
function kindRoutes(app: Parameters<Module>[0], db: Db, kind: RoleApplyKind): void {
  const calls = roleApplyCalls(kind);
  const { roleKey } = ROLE_APPLY_KINDS[kind];
  const kindIndex = ROLE_APPLY_KIND_KEYS.indexOf(kind);

  mount(app, db, calls.status.method, calls.status.path, async (ctx) => {
    const access = await requestOwn(ctx, 'read');
    const latest = await latestApplication(db, access.member.memberId, kind);
    const status = (latest?.status ?? 0) as ApplyStatus;
    const hasRole = access.signedIn.roles.some((r) => r.roleKey === roleKey);
    return ok({ status, application: latest ? applicationView(latest) : null, hasRole });
  });

  mount(app, db, calls.apply.method, calls.apply.path, async (ctx) => {
    const access = await requestOwn(ctx, 'create');
    const memberId = access.member.memberId;
    const form = await checkForm(db, kind, ctx.params);
    const id = await db.transaction(async (tx) => {
      // One application at a time per member and kind, even for two simultaneous requests.
      await tx.execute(sql`select pg_advisory_xact_lock(${memberId}, ${1000 + kindIndex})`);
      const [open] = await tx
        .select({ id: roleApplications.id })
        .from(roleApplications)
        .where(and(eq(roleApplications.memberId, memberId), eq(roleApplications.kind, kind), inArray(roleApplications.status, [1, 2])))
        .limit(1);
      if (open) throw badRequest(APPLY_MSG.duplicate);
      if (access.signedIn.roles.some((r) => r.roleKey === roleKey)) throw badRequest(APPLY_MSG.hasRole);
      const [row] = await tx.insert(roleApplications).values({ memberId, kind, roleKey, status: 1, form }).returning({ id: roleApplications.id });
      await tx.insert(roleApplicationRemarks).values({ applicationId: row.id, status: 1, remark: APPLY_MSG.submitRemark, byMemberId: memberId });
      return row.id;
    });
    return ok({ id, status: 1 }, APPLY_MSG.applied);
  });

  mount(app, db, calls.historyRemark.method, calls.historyRemark.path, async (ctx) => {
    const access = await requestOwn(ctx, 'read');
    const rows = await db
      .select({ status: roleApplicationRemarks.status, remark: roleApplicationRemarks.remark, createTime: roleApplicationRemarks.createdAt })
      .from(roleApplicationRemarks)
      .innerJoin(roleApplications, eq(roleApplications.id, roleApplicationRemarks.applicationId))
      .where(and(eq(roleApplications.memberId, access.member.memberId), eq(roleApplications.kind, kind)))
      .orderBy(desc(roleApplicationRemarks.createdAt), desc(roleApplicationRemarks.id));
    return ok(rows.map((r) => ({ status: r.status, remark: r.remark, createTime: iso(r.createTime) })));
  });

  mount(app, db, calls.edit.method, calls.edit.path, async (ctx) => {
    const access = await requestOwn(ctx, 'update');
    const memberId = access.member.memberId;
    const latest = await latestApplication(db, memberId, kind);
    if (!latest) throw badRequest(APPLY_MSG.noApplication);
    await authorize(ctx, 'update', 'RoleApplication', { memberId: latest.memberId });
    if (latest.status === 2) throw badRequest(APPLY_MSG.passed);
    const form = await checkForm(db, kind, ctx.params);
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(roleApplications)
        .set({ form, status: 1, reviewerId: null, reviewedAt: null, updateTime: new Date() })
        .where(and(eq(roleApplications.id, latest.id), inArray(roleApplications.status, [1, 4])))
        .returning({ id: roleApplications.id });
      if (!updated.length) throw badRequest(APPLY_MSG.changed);
      await tx.insert(roleApplicationRemarks).values({ applicationId: latest.id, status: 1, remark: APPLY_MSG.editRemark, byMemberId: memberId });
    });
    return ok({ id: latest.id, status: 1 }, APPLY_MSG.edited);
  });
}

/** The caller's own applications: `{memberId}` rows (MEMBER_RULES). */
async function requestOwn(ctx: Parameters<typeof authorize>[0], action: 'read' | 'create' | 'update') {
  const access = await authorize(ctx, action, 'RoleApplication');
  return authorize(ctx, action, 'RoleApplication', { memberId: access.member.memberId });
}

export const roleApplyModule: Module = (app, db) => {
  for (const kind of ROLE_APPLY_KIND_KEYS) kindRoutes(app, db, kind);
  reviewRoutes(app, db);
};
