import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACQUIRE_METHODS,
  COPYRIGHT_CALLS,
  COPYRIGHT_MSG,
  copyrightReviewResource,
  INHERIT_WAYS,
  OWNER_TYPES,
  reviewInput,
  VERIFY_PAGE,
  WORK_CATEGORIES,
  type WorkCategory,
} from '../../../src/resources/copyright';
import { authorizeEverywhere, type RequestAccess } from '../../access/authorize';
import { bodyCheckedByHandler, defineRoute, type AnyRoute } from '../../http/declareRoute';
import { reviewBatchRoute, type ReviewDecisionOf } from '../area/batchCall';
import { auditActor, recordAudit } from '../contentAudit/record';
import type { Db } from '../../db/client';
import { copyrightApplies, copyrightRegistrationSeq, copyrightRemarks } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { keywordIn, keywordParam, likePattern, pagedList } from '../../http/query';
import { areaName, areaTree } from '../organization/area';
import { publicBaseUrl } from '../publicItems/baseUrl';
import { applyMissing, applySummary, visibleApply, type ApplyRow } from './applies';
import type { CopyrightPdfs } from './certificateStore';

/** The registration date as the certificate and the number read it: Beijing time. */
const beijingDate = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** `国作登字-2026-A-00000001`: year of approval, the category's letter, the approval sequence. */
export const registrationNumber = (year: string, category: string, seq: number) => `国作登字-${year}-${category}-${String(seq).padStart(8, '0')}`;
const NUMBER_RE = /^国作登字-\d{4}-[A-Z]-\d{8}$/;

/** What anyone may read of an approved registration: names of owners, never an ID number. */
const publicRecord = (a: ApplyRow) => ({
  registrationNo: a.registrationNo,
  title: a.title,
  category: a.category,
  categoryLabel: WORK_CATEGORIES[a.category as WorkCategory] ?? '',
  owners: a.ownerSnapshot.map((o) => ({ name: o.name, ownerType: OWNER_TYPES[o.ownerType as 1 | 2] ?? '' })),
  creationDate: a.creationDate,
  firstPublishDate: a.firstPublishDate,
  firstPublishCityName: areaName(a.firstPublishCity),
  approvedDate: a.approvedAt ? beijingDate(a.approvedAt) : null,
});

const queryInput = z.object({
  keyword: z.string({ error: COPYRIGHT_MSG.queryRequired }).trim().min(1, COPYRIGHT_MSG.queryRequired).max(100, '检索词不能超过100个字').refine((s) => s.length >= 2, COPYRIGHT_MSG.queryTooShort),
});

/** Provinces → cities (no counties): the first-publication place of step 2. */
function cityTree() {
  return areaTree().map((p) => ({ value: p.value, label: p.label, children: (p.children ?? []).map((c) => ({ value: c.value, label: c.label })) }));
}

/** The platform reviewer's: every application, without an institution's row condition. */
const REVIEW_COPYRIGHT = { action: 'review', subject: 'Copyright', everywhere: true } as const;

export function reviewRoutes(db: Db, pdfs: CopyrightPdfs): AnyRoute[] {
  return [
    defineRoute({
      ...COPYRIGHT_CALLS.getCity,
      access: 'public',
      summary: '首次发表城市（省、市）',
      handler: () => ok(cityTree()),
    }),

    // 版权登记审核: submitted applications of every member (drafts are the applicant's own business).
    defineRoute({
      ...COPYRIGHT_CALLS.reviewList,
      access: REVIEW_COPYRIGHT,
      summary: '版权登记审核列表',
      handler: async (ctx) => {
        const status = z.coerce.number().int().min(1).max(3).optional().catch(undefined).parse(ctx.input.status === '' ? undefined : ctx.input.status);
        const where = [status ? eq(copyrightApplies.status, status) : inArray(copyrightApplies.status, [1, 2, 3]), keywordIn(keywordParam(ctx.input.keyword), copyrightApplies.title, copyrightApplies.applicantName)];
        return pagedList({ db, table: copyrightApplies, resource: copyrightReviewResource, params: ctx.input, where, omit: ['creationProcess', 'originality', 'creationPurpose'], map: applySummary });
      },
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.review,
      access: REVIEW_COPYRIGHT,
      summary: '审核版权登记申请（通过或驳回）',
      body: bodyCheckedByHandler(reviewInput),
      handler: async (ctx) => {
        const access = await authorizeEverywhere(ctx, 'review', 'Copyright');
        const input = reviewInput.parse(ctx.input);
        if (input.status === 3 && !input.remark) throw badRequest(COPYRIGHT_MSG.remarkRequired);
        const result = await reviewApply(db, access, input.id, { approve: input.status === 2, remark: input.remark });
        return ok(result, input.status === 2 ? COPYRIGHT_MSG.approved : COPYRIGHT_MSG.rejected);
      },
    }),

    reviewBatchRoute<RequestAccess>(COPYRIGHT_CALLS.reviewBatch, copyrightReviewResource.label, {
      authorize: (db, req) => authorizeEverywhere({ db, req }, 'review', 'Copyright'),
      row: async (tx, access, id, decision) => void (await reviewApply(tx, access, id, decision)),
      remarkRequired: COPYRIGHT_MSG.remarkRequired,
    }),

    defineRoute({
      ...COPYRIGHT_CALLS.certificate,
      access: { action: 'read', subject: 'Copyright' },
      summary: '作品登记证书（PDF）',
      handler: async (ctx) => {
        const { apply } = await visibleApply(ctx, 'read');
        if (apply.status !== 2 || !apply.registrationNo || !apply.approvedAt) throw badRequest(COPYRIGHT_MSG.noCertificate);
        const record = publicRecord(apply);
        const published = apply.publishStatus === 1 && apply.firstPublishDate ? `${apply.firstPublishDate}，${record.firstPublishCityName}` : '未发表';
        const acquire = ACQUIRE_METHODS[apply.acquireMethod as 1 | 2] ?? '';
        const pdf = await pdfs.certificate(apply.id, {
          registrationNo: apply.registrationNo,
          title: apply.title,
          categoryLabel: record.categoryLabel,
          owners: record.owners.map((o) => o.name),
          creationDate: apply.creationDate ?? '',
          firstPublish: published,
          acquireMethod: apply.acquireMethod === 2 ? `${acquire}（${INHERIT_WAYS[apply.inheritWay as 1 | 2 | 3 | 4] ?? ''}）` : acquire,
          approvedDate: record.approvedDate ?? '',
          verifyUrl: `${publicBaseUrl(ctx.req)}${VERIFY_PAGE}?no=${encodeURIComponent(apply.registrationNo)}`,
        });
        const file = `作品登记证书-${apply.registrationNo}.pdf`;
        return ctx.reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="certificate-${apply.id}.pdf"; filename*=UTF-8''${encodeURIComponent(file)}`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    }),

    // Public verification: approved registrations only, by exact number or by a word of the title.
    defineRoute({
      ...COPYRIGHT_CALLS.batchQueryWorks,
      access: 'public',
      summary: '作品登记查询（已登记作品）',
      handler: async (ctx) => {
        const { keyword } = queryInput.parse(ctx.input);
        const numbers = keyword.split(/[\s,，;；]+/).filter((k) => NUMBER_RE.test(k)).slice(0, 20);
        const match = numbers.length ? inArray(copyrightApplies.registrationNo, numbers) : or(sql`${copyrightApplies.title} ilike ${likePattern(keyword)}`, eq(copyrightApplies.registrationNo, keyword));
        const rows = await db.select().from(copyrightApplies).where(and(eq(copyrightApplies.status, 2), match)).orderBy(desc(copyrightApplies.approvedAt)).limit(20);
        return ok(rows.map(publicRecord));
      },
    }),
  ];
}

/**
 * 通过 (2, a registration number is given) or 驳回 (3) of one submitted application, as the single
 * 审核 does it: missing → 404, not awaiting review → 400 `只能审核待审核的申请`; status, number,
 * remark row and one 操作日志 entry together.
 */
export async function reviewApply(db: Db, access: RequestAccess, id: number, decision: ReviewDecisionOf) {
  const [apply] = await db.select().from(copyrightApplies).where(eq(copyrightApplies.id, id));
  if (!apply) throw applyMissing();
  if (apply.status !== 1) throw badRequest(COPYRIGHT_MSG.notReviewable);
  const { approve: approved } = decision;
  const status = approved ? 2 : 3;
  return db.transaction(async (tx) => {
    const now = new Date();
    let registrationNo: string | null = null;
    if (approved) {
      // A sequence, not max()+1: numbers stay unique and in approval order across processes.
      const next = await tx.execute(sql`select nextval(${copyrightRegistrationSeq.seqName}::regclass)::int as seq`);
      const seq = Number((next as unknown as { rows: Array<{ seq: number }> }).rows[0].seq);
      registrationNo = registrationNumber(beijingDate(now).slice(0, 4), apply.category, seq);
    }
    const moved = await tx
      .update(copyrightApplies)
      .set({ status, updateTime: now, ...(approved ? { registrationNo, approvedAt: now } : {}) })
      .where(and(eq(copyrightApplies.id, apply.id), eq(copyrightApplies.status, 1)))
      .returning({ id: copyrightApplies.id });
    if (!moved.length) throw badRequest(COPYRIGHT_MSG.notReviewable);
    const remark = decision.remark || (approved ? COPYRIGHT_MSG.approved : COPYRIGHT_MSG.rejected);
    await tx.insert(copyrightRemarks).values({ applyId: apply.id, fromStatus: 1, status, remark, byMemberId: access.member.memberId });
    await recordAudit(tx as unknown as Db, auditActor(access), {
      action: approved ? 'approve' : 'reject',
      entity: copyrightReviewResource.name,
      entityId: apply.id,
      title: apply.title,
      before: { status: apply.status },
      after: { status, registrationNo, remark: decision.remark },
    });
    return { id: apply.id, status, registrationNo };
  });
}
