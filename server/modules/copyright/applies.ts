import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACQUIRE_METHODS,
  applyIdInput,
  applyListSpec,
  COPYRIGHT_CALLS,
  COPYRIGHT_MSG,
  COPYRIGHT_STATUS,
  INHERIT_WAYS,
  PUBLISH_STATUS,
  STEP_CALLS,
  STEP_INPUTS,
  STEP_TITLES,
  WORK_CATEGORIES,
  type CopyrightStatus,
} from '../../../src/resources/copyright';
import { maskIdNumber } from '../../../src/shared/idNumbers';
import { authorize, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { copyrightApplies, copyrightRemarks } from '../../db/schema';
import { AppError, badRequest, ok } from '../../http/envelope';
import { keywordIn, keywordParam, pagedList } from '../../http/query';
import { bodyCheckedByHandler, defineRoute, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
import { areaName, isAreaCode } from '../organization/area';
import { ownersOf, ownerView } from './owners';
import { checkSamples } from './samples';

export type ApplyRow = typeof copyrightApplies.$inferSelect;
export const applyMissing = () => new AppError(404, COPYRIGHT_MSG.applyMissing);
const EDITABLE = [0, 3];

/** Whether the caller reviews for the platform (every application), rather than as its applicant. */
export const reviewsForPlatform = (access: RequestAccess) => access.ability.rulesFor('review', 'Copyright').some((r) => !r.inverted && !r.conditions);

/** A row as lists show it (no long texts). */
export const applySummary = (a: ApplyRow) => ({
  id: a.id,
  memberId: a.memberId,
  status: a.status,
  statusLabel: COPYRIGHT_STATUS[a.status as CopyrightStatus] ?? '',
  step: a.step,
  title: a.title,
  category: a.category,
  categoryLabel: WORK_CATEGORIES[a.category as keyof typeof WORK_CATEGORIES] ?? '',
  applicantName: a.applicantName,
  registrationNo: a.registrationNo,
  submitTime: a.submitTime?.toISOString() ?? null,
  approvedAt: a.approvedAt?.toISOString() ?? null,
  createTime: a.createTime.toISOString(),
  updateTime: a.updateTime.toISOString(),
});

/** Every step's fields, for the wizard (resume) and the review screen. */
async function applyView(db: Db, a: ApplyRow) {
  const [owners, remarks] = await Promise.all([
    a.status === 0 || a.status === 3 || a.ownerSnapshot.length === 0
      ? ownersOf(db, a.memberId, a.ownerIds).then((rows) => rows.map(ownerView)).catch(() => [])
      : a.ownerSnapshot.map((o) => ({ ownerType: o.ownerType, name: o.name, idNumber: maskIdNumber(o.idNumber) })),
    db.select().from(copyrightRemarks).where(eq(copyrightRemarks.applyId, a.id)).orderBy(asc(copyrightRemarks.id)),
  ]);
  return {
    ...applySummary(a),
    ownerIds: a.ownerIds,
    owners,
    creationDate: a.creationDate,
    publishStatus: a.publishStatus || null,
    publishStatusLabel: PUBLISH_STATUS[a.publishStatus as 1 | 2] ?? '',
    firstPublishDate: a.firstPublishDate,
    firstPublishCity: a.firstPublishCity,
    firstPublishCityName: areaName(a.firstPublishCity),
    acquireMethod: a.acquireMethod || null,
    acquireMethodLabel: ACQUIRE_METHODS[a.acquireMethod as 1 | 2] ?? '',
    inheritWay: a.inheritWay || null,
    inheritWayLabel: INHERIT_WAYS[a.inheritWay as 1 | 2 | 3 | 4] ?? '',
    rights: a.rights,
    creationPurpose: a.creationPurpose,
    creationProcess: a.creationProcess,
    originality: a.originality,
    samples: a.samples,
    declarationAgreed: a.declarationAgreed,
    remarks: remarks.map((r) => ({ fromStatus: r.fromStatus, status: r.status, remark: r.remark, createTime: r.createTime.toISOString() })),
  };
}

/**
 * An application the caller may act on: their own, or (reads only) any for the platform reviewer.
 * Another member's answers 404 — its existence is not revealed.
 */
export async function visibleApply(ctx: DeclaredContext<unknown, unknown, unknown>, action: 'read' | 'update' | 'delete'): Promise<{ access: RequestAccess; apply: ApplyRow }> {
  const access = await authorize(ctx, action, 'Copyright');
  const { id } = applyIdInput.parse(ctx.input);
  const [apply] = await ctx.db.select().from(copyrightApplies).where(eq(copyrightApplies.id, id));
  if (!apply) throw applyMissing();
  if (action === 'read' && reviewsForPlatform(access)) return { access, apply };
  if (apply.memberId !== access.member.memberId) throw applyMissing();
  return { access, apply };
}

/** What step `n` stores, from its validated input. */
function stepColumns(n: number, input: Record<string, unknown>): Partial<ApplyRow> {
  if (n === 2) {
    const w = input as z.infer<(typeof STEP_INPUTS)[1]>;
    const published = w.publishStatus === 1;
    return { title: w.title, category: w.category, creationDate: w.creationDate, publishStatus: w.publishStatus, firstPublishDate: published ? w.firstPublishDate : null, firstPublishCity: published ? w.firstPublishCity : '' };
  }
  if (n === 3) {
    const r = input as z.infer<(typeof STEP_INPUTS)[2]>;
    return { acquireMethod: r.acquireMethod, inheritWay: r.acquireMethod === 2 ? r.inheritWay : 0, rights: [...new Set(r.rights)] };
  }
  return input as Partial<ApplyRow>;
}

/** The stored values of step `n`, as its input would carry them (submission validates them again). */
function storedStep(a: ApplyRow, n: number): Record<string, unknown> {
  switch (n) {
    case 1: return { ownerIds: a.ownerIds };
    case 2: return { title: a.title, category: a.category || undefined, creationDate: a.creationDate ?? undefined, publishStatus: a.publishStatus || undefined, firstPublishDate: a.firstPublishDate ?? '', firstPublishCity: a.firstPublishCity };
    case 3: return { acquireMethod: a.acquireMethod || undefined, inheritWay: a.inheritWay, rights: a.rights };
    case 4: return { creationPurpose: a.creationPurpose, creationProcess: a.creationProcess, originality: a.originality };
    case 5: return { samples: a.samples };
    default: return { declarationAgreed: a.declarationAgreed || undefined, applicantName: a.applicantName };
  }
}

/** The first message of a refused step, for `第N步未完成：…`. */
const firstMessage = (e: z.ZodError) => e.issues[0]?.message ?? '请检查后重试';

/** 第1步 … 第6步 of the wizard: step 1 without an id starts a draft; every step saves into the caller's draft. */
function stepRoutes(db: Db): AnyRoute[] {
  return STEP_CALLS.map((callSpec, index) => {
    const n = index + 1;
    return defineRoute({
      ...callSpec,
      access: { action: n === 1 ? 'create' : 'update', subject: 'Copyright' },
      summary: `版权登记第${n}步：${STEP_TITLES[index]}`,
      body: bodyCheckedByHandler(STEP_INPUTS[index]),
      handler: async (ctx) => {
        // Step 1 without an id starts a new draft; every other step saves into the caller's draft.
        const isNew = n === 1 && (ctx.input.id === undefined || ctx.input.id === '' || ctx.input.id === null);
        const access = await authorize(ctx, isNew ? 'create' : 'update', 'Copyright');
        const memberId = access.member.memberId;
        const input = STEP_INPUTS[index].parse(ctx.input) as Record<string, unknown>;
        if (n === 1) await ownersOf(db, memberId, input.ownerIds as number[]);
        if (n === 5) checkSamples(memberId, input.samples as ApplyRow['samples']);
        // Six digits is all the shared schema can see; the server knows the real city codes.
        if (n === 2 && input.publishStatus === 1 && !isAreaCode(input.firstPublishCity as string)) throw badRequest('请选择首次发表城市');
        if (isNew) {
          const [row] = await db.insert(copyrightApplies).values({ memberId, ownerIds: [...new Set(input.ownerIds as number[])], step: 1 }).returning();
          return ok({ id: row.id, step: 1, status: 0 }, COPYRIGHT_MSG.stepSaved(1));
        }
        const { apply } = await visibleApply(ctx, 'update');
        if (!EDITABLE.includes(apply.status)) throw badRequest(COPYRIGHT_MSG.notEditable);
        const set = n === 1 ? { ownerIds: [...new Set(input.ownerIds as number[])] } : stepColumns(n, input);
        const [row] = await db
          .update(copyrightApplies)
          .set({ ...set, step: Math.max(apply.step, n), updateTime: new Date() })
          .where(and(eq(copyrightApplies.id, apply.id), inArray(copyrightApplies.status, EDITABLE)))
          .returning({ id: copyrightApplies.id, step: copyrightApplies.step, status: copyrightApplies.status });
        if (!row) throw badRequest(COPYRIGHT_MSG.notEditable);
        return ok(row, COPYRIGHT_MSG.stepSaved(n));
      },
    });
  });
}

export function applyRoutes(db: Db): AnyRoute[] {
  return [
    ...stepRoutes(db),

    defineRoute({
      ...COPYRIGHT_CALLS.saveApply,
      access: { action: 'update', subject: 'Copyright' },
      summary: '提交版权登记申请',
      handler: async (ctx) => {
        const { access, apply } = await visibleApply(ctx, 'update');
        if (!EDITABLE.includes(apply.status)) throw badRequest(COPYRIGHT_MSG.notSubmittable);
        for (let n = 1; n <= 6; n++) {
          const checked = STEP_INPUTS[n - 1].safeParse(storedStep(apply, n));
          if (!checked.success) throw badRequest(COPYRIGHT_MSG.incomplete(n, firstMessage(checked.error)));
        }
        const owners = await ownersOf(db, apply.memberId, apply.ownerIds).catch(() => {
          throw badRequest(COPYRIGHT_MSG.incomplete(1, '所选著作权人不存在，请重新选择'));
        });
        const resubmit = apply.status === 3;
        await db.transaction(async (tx) => {
          const moved = await tx
            .update(copyrightApplies)
            .set({ status: 1, submitTime: new Date(), updateTime: new Date(), ownerSnapshot: owners.map((o) => ({ ownerType: o.ownerType, name: o.name, idNumber: o.idNumber })) })
            .where(and(eq(copyrightApplies.id, apply.id), inArray(copyrightApplies.status, EDITABLE)))
            .returning({ id: copyrightApplies.id });
          if (!moved.length) throw badRequest(COPYRIGHT_MSG.notSubmittable);
          await tx.insert(copyrightRemarks).values({ applyId: apply.id, fromStatus: apply.status, status: 1, remark: resubmit ? COPYRIGHT_MSG.resubmitRemark : COPYRIGHT_MSG.submitRemark, byMemberId: access.member.memberId });
        });
        return ok({ id: apply.id, status: 1 }, resubmit ? COPYRIGHT_MSG.resubmitted : COPYRIGHT_MSG.submitted);
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.getVO,
      access: { action: 'read', subject: 'Copyright' },
      summary: '版权登记申请详情',
      handler: async (ctx) => {
        const { apply } = await visibleApply(ctx, 'read');
        return ok(await applyView(db, apply));
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.list,
      access: { action: 'read', subject: 'Copyright' },
      summary: '我的版权登记申请列表',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'read', 'Copyright');
        const status = z.coerce.number().int().min(0).max(3).optional().catch(undefined).parse(ctx.input.status === '' ? undefined : ctx.input.status);
        const where = [eq(copyrightApplies.memberId, access.member.memberId), status !== undefined ? eq(copyrightApplies.status, status) : undefined, keywordIn(keywordParam(ctx.input.keyword), copyrightApplies.title)];
        return pagedList({ db, table: copyrightApplies, resource: applyListSpec, params: ctx.input, where, omit: ['creationProcess', 'originality', 'creationPurpose'], map: applySummary });
      },
    }),

    // 复制: a new draft with every step of an earlier application (the caller's own), never its review state.
    defineRoute({
      ...COPYRIGHT_CALLS.copyDTO,
      access: { action: 'create', subject: 'Copyright' },
      summary: '复制版权登记申请',
      handler: async (ctx) => {
        const { access, apply } = await visibleApply(ctx, 'update');
        await authorize(ctx, 'create', 'Copyright');
        const memberId = access.member.memberId;
        const [row] = await db
          .insert(copyrightApplies)
          .values({
            memberId,
            step: apply.step,
            ownerIds: apply.ownerIds,
            title: apply.title,
            category: apply.category,
            creationDate: apply.creationDate,
            publishStatus: apply.publishStatus,
            firstPublishDate: apply.firstPublishDate,
            firstPublishCity: apply.firstPublishCity,
            acquireMethod: apply.acquireMethod,
            inheritWay: apply.inheritWay,
            rights: apply.rights,
            creationPurpose: apply.creationPurpose,
            creationProcess: apply.creationProcess,
            originality: apply.originality,
            samples: apply.samples,
            // The declaration is the applicant's word for this application: signed again for the copy.
            declarationAgreed: false,
            applicantName: '',
          })
          .returning();
        return ok({ id: row.id, step: row.step, status: 0 }, COPYRIGHT_MSG.copied);
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.delDetail,
      access: { action: 'delete', subject: 'Copyright' },
      summary: '删除版权登记草稿',
      handler: async (ctx) => {
        const { apply } = await visibleApply(ctx, 'delete');
        if (apply.status !== 0) throw badRequest(COPYRIGHT_MSG.onlyDraftDelete);
        const gone = await db.delete(copyrightApplies).where(and(eq(copyrightApplies.id, apply.id), eq(copyrightApplies.status, 0))).returning({ id: copyrightApplies.id });
        if (!gone.length) throw badRequest(COPYRIGHT_MSG.onlyDraftDelete);
        return ok(undefined, COPYRIGHT_MSG.draftDeleted);
      },
    }),
  ];
}
