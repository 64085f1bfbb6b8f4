import { z } from 'zod';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ROLE_APPLY_KIND_KEYS, ROLE_APPLY_KINDS, roleApplyCalls, type ApplyStatus, type RoleApplyKind } from '../../../src/resources/roleApplications';
import { authorize, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { journals, roleApplicationRemarks, roleApplications } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { bodyCheckedByHandler, defineRoute, routesModule, type AnyRoute } from '../../http/declareRoute';
import { okOf } from '../../openapi/answers';
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

/** The caller's own applications: `{memberId}` rows (MEMBER_RULES); the action on the subject is the route's declared access. */
async function requestOwn(ctx: Parameters<typeof authorize>[0], action: 'read' | 'create' | 'update') {
  const granted = await requestAccess(ctx);
  return authorize(ctx, action, 'RoleApplication', { memberId: granted.member.memberId });
}

type KindContext = Parameters<AnyRoute['handler']>[0];

/** 申请: one open application per member and kind, and not for a role the member has. */
async function apply(ctx: KindContext, kind: RoleApplyKind) {
  const { db } = ctx;
  const { roleKey } = ROLE_APPLY_KINDS[kind];
  const access = await requestOwn(ctx, 'create');
  const memberId = access.member.memberId;
  const form = await checkForm(db, kind, ctx.input);
  const id = await db.transaction(async (tx) => {
    // One application at a time per member and kind, even for two simultaneous requests.
    await tx.execute(sql`select pg_advisory_xact_lock(${memberId}, ${1000 + ROLE_APPLY_KIND_KEYS.indexOf(kind)})`);
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
}

/** 修改: the latest application, unless it passed, goes back to review with the new form. */
async function edit(ctx: KindContext, kind: RoleApplyKind) {
  const { db } = ctx;
  const access = await requestOwn(ctx, 'update');
  const memberId = access.member.memberId;
  const latest = await latestApplication(db, memberId, kind);
  if (!latest) throw badRequest(APPLY_MSG.noApplication);
  await authorize(ctx, 'update', 'RoleApplication', { memberId: latest.memberId });
  if (latest.status === 2) throw badRequest(APPLY_MSG.passed);
  const form = await checkForm(db, kind, ctx.input);
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
}

const idAndStatus = okOf(z.object({ id: z.int(), status: z.int() }));

/** status, apply, historyRemark and edit under one kind's base path. */
function kindRoutes(db: Db, kind: RoleApplyKind): AnyRoute[] {
  const calls = roleApplyCalls(kind);
  const { roleKey, form } = ROLE_APPLY_KINDS[kind];
  const label = ROLE_APPLY_KINDS[kind].label;
  return [
    defineRoute({
      method: calls.status.method,
      path: calls.status.path,
      access: { action: 'read', subject: 'RoleApplication' },
      summary: `我的${label}申请状态`,
      handler: async (ctx) => {
        const access = await requestOwn(ctx, 'read');
        const latest = await latestApplication(db, access.member.memberId, kind);
        const status = (latest?.status ?? 0) as ApplyStatus;
        const hasRole = access.signedIn.roles.some((r) => r.roleKey === roleKey);
        return ok({ status, application: latest ? applicationView(latest) : null, hasRole });
      },
    }),
    defineRoute({
      method: calls.apply.method,
      path: calls.apply.path,
      access: { action: 'create', subject: 'RoleApplication' },
      summary: `提交${label}申请`,
      body: bodyCheckedByHandler(form),
      response: idAndStatus,
      handler: (ctx) => apply(ctx, kind),
    }),
    defineRoute({
      method: calls.historyRemark.method,
      path: calls.historyRemark.path,
      access: { action: 'read', subject: 'RoleApplication' },
      summary: `我的${label}申请的审核记录`,
      handler: async (ctx) => {
        const access = await requestOwn(ctx, 'read');
        const rows = await db
          .select({ status: roleApplicationRemarks.status, remark: roleApplicationRemarks.remark, createTime: roleApplicationRemarks.createdAt })
          .from(roleApplicationRemarks)
          .innerJoin(roleApplications, eq(roleApplications.id, roleApplicationRemarks.applicationId))
          .where(and(eq(roleApplications.memberId, access.member.memberId), eq(roleApplications.kind, kind)))
          .orderBy(desc(roleApplicationRemarks.createdAt), desc(roleApplicationRemarks.id));
        return ok(rows.map((r) => ({ status: r.status, remark: r.remark, createTime: iso(r.createTime) })));
      },
    }),
    defineRoute({
      method: calls.edit.method,
      path: calls.edit.path,
      access: { action: 'update', subject: 'RoleApplication' },
      summary: `修改${label}申请后重新提交`,
      body: bodyCheckedByHandler(form),
      response: idAndStatus,
      handler: (ctx) => edit(ctx, kind),
    }),
  ];
}

/** 角色申请 (spec §7): each kind's own calls and the platform's review. */
export const roleApplyModule = routesModule('roleApply', (db) => [...ROLE_APPLY_KIND_KEYS.flatMap((kind) => kindRoutes(db, kind)), ...reviewRoutes()], { tags: ['角色申请'] });
