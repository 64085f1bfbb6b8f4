import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { REVIEW_REMARK_REQUIRED, ROLE_APPLY_CALLS, ROLE_APPLY_KINDS, roleApplicationFilters, roleApplicationResource, roleApplyReviewInput } from '../../../src/resources/roleApplications';
import { row as tagged } from '../../../src/access/ability';
import { authorize, forbidden, recordMissing, requestAccess, type RequestAccess } from '../../access/authorize';
import { reviewBatchRoute, type ReviewDecisionOf } from '../area/batchCall';
import { auditActor, recordAudit } from '../contentAudit/record';
import type { Db } from '../../db/client';
import { journalManagers, members, partyRoles, roleApplicationRemarks, roleApplications, studios } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { pagedList } from '../../http/query';
import { defineRoute, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
import { pagingShape } from '../../http/paging';
import { applicationView } from './view';
import { openDirectoryProfile } from '../people/openProfile';

export const REVIEW_MSG = {
  alreadyReviewed: '该申请已审核，请勿重复操作',
  approved: '审核通过',
  rejected: '已驳回申请',
} as const;

/** The applications under review, with who applied. */
async function applicationList(ctx: ListContext) {
  const { db } = ctx;
  const resource = roleApplicationResource;
  const filters = ctx.query;
  const result = await pagedList({
    db,
    table: roleApplications,
    resource,
    params: ctx.input,
    where: [
      filters.status !== undefined ? eq(roleApplications.status, filters.status) : undefined,
      filters.kind !== undefined ? eq(roleApplications.kind, filters.kind) : undefined,
    ],
  });
  const rows = result.rows as Array<typeof roleApplications.$inferSelect>;
  const memberIds = [...new Set(rows.map((r) => r.memberId))];
  const people = memberIds.length
    ? await db.select({ id: members.id, username: members.username, mname: members.mname }).from(members).where(inArray(members.id, memberIds))
    : [];
  const byId = new Map(people.map((p) => [p.id, p]));
  return {
    ...result,
    rows: rows.map((r) => ({ ...applicationView(r), memberId: r.memberId, username: byId.get(r.memberId)?.username ?? '', mname: byId.get(r.memberId)?.mname ?? '' })),
  };
}

/** 通过 or 驳回 of one application (the declared route's access already asked for `review RoleApplication`). */
async function review(ctx: ReviewContext) {
  const access = await requestAccess(ctx);
  const input = ctx.body;
  await reviewApplication(ctx.db, access, input.id, { approve: input.status === 2, remark: input.remark ?? '' });
  return ok({ id: input.id, status: input.status }, input.status === 2 ? REVIEW_MSG.approved : REVIEW_MSG.rejected);
}

const listQuery = z.looseObject({ ...roleApplicationFilters.shape, ...pagingShape(roleApplicationResource) });
type ListContext = DeclaredContext<z.output<typeof listQuery>, undefined, undefined>;
type ReviewContext = DeclaredContext<undefined, z.output<typeof roleApplyReviewInput>, undefined>;

/** Platform review of role applications (`review RoleApplication`: the platform admin). */
export function reviewRoutes(): AnyRoute[] {
  const resource = roleApplicationResource;
  return [
    defineRoute({
      method: resource.calls.list!.method,
      path: resource.calls.list!.path,
      access: { action: 'review', subject: 'RoleApplication' },
      summary: '待审核与已审核的角色申请',
      query: listQuery,
      handler: applicationList,
    }),
    defineRoute({
      method: ROLE_APPLY_CALLS.review.method,
      path: ROLE_APPLY_CALLS.review.path,
      access: { action: 'review', subject: 'RoleApplication' },
      summary: '审核角色申请（通过或驳回）',
      body: roleApplyReviewInput,
      handler: review,
    }),
    reviewBatchRoute<RequestAccess>(ROLE_APPLY_CALLS.reviewBatch, roleApplicationResource.label, {
      authorize: (db, req) => authorize({ db, req }, 'review', 'RoleApplication'),
      row: (tx, access, id, decision) => reviewApplication(tx, access, id, decision),
      remarkRequired: REVIEW_REMARK_REQUIRED,
    }),
  ];
}

/**
 * 通过 (2) or 驳回 (4) of one application as the single 审核 does it: the reviewer must reach the
 * applicant (403), the application must await review (400 `该申请已审核，请勿重复操作`); status,
 * remark row, the role (a journal editor's journal, a studio, a directory profile) and one 操作日志
 * entry together or not at all.
 */
export async function reviewApplication(db: Db, access: RequestAccess, id: number, decision: ReviewDecisionOf): Promise<void> {
  const status = decision.approve ? 2 : 4;
  const input = { status, remark: decision.remark || undefined };
  const [application] = await db.select().from(roleApplications).where(eq(roleApplications.id, id));
  if (!application) throw recordMissing();
  if (!access.ability.can('review', tagged('RoleApplication', { memberId: application.memberId }))) throw forbidden();
  const reviewerId = access.member.memberId;
  // Status, remark row, the role (and a journal editor's journal) together or not at all.
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(roleApplications)
      .set({ status: input.status, reviewerId, reviewedAt: new Date(), updateTime: new Date() })
      .where(and(eq(roleApplications.id, application.id), eq(roleApplications.status, 1)))
      .returning({ id: roleApplications.id });
    if (!updated.length) throw badRequest(REVIEW_MSG.alreadyReviewed);
    await tx.insert(roleApplicationRemarks).values({ applicationId: application.id, status: input.status, remark: input.remark ?? null, byMemberId: reviewerId });
    await recordAudit(tx as unknown as Db, auditActor(access), {
      action: decision.approve ? 'approve' : 'reject',
      entity: roleApplicationResource.name,
      entityId: application.id,
      title: ROLE_APPLY_KINDS[application.kind as keyof typeof ROLE_APPLY_KINDS]?.label ?? application.kind,
      before: { status: application.status },
      after: { status: input.status, remark: input.remark ?? null },
    });
    if (input.status !== 2) return;
    const [applicant] = await tx.select({ partyId: members.partyId }).from(members).where(eq(members.id, application.memberId));
    await tx.insert(partyRoles).values({ partyId: applicant.partyId, roleKey: application.roleKey, activated: false }).onConflictDoNothing();
    const journalId = Number((application.form as Record<string, unknown>)?.journalId);
    if (application.kind === 'journal' && Number.isSafeInteger(journalId) && journalId > 0) {
      await tx.insert(journalManagers).values({ memberId: application.memberId, journalId }).onConflictDoNothing();
    }
    // An approved studio gets its space: the studio row its manager runs (one per manager).
    if (application.kind === 'studio') {
      const form = application.form as Record<string, unknown>;
      const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
      await tx
        .insert(studios)
        .values({ managerId: application.memberId, applicationId: application.id, name: text(form.studioName, 60) || '教师工作室', leader: text(form.realName, 30), intro: text(form.intro, 5000) })
        .onConflictDoNothing();
    }
    // An approved scholar, publisher or teacher gets their directory profile (issue 14).
    await openDirectoryProfile(tx as unknown as Db, application.kind, application.memberId, application.form as Record<string, unknown>);
  });
}

