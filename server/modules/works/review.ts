import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { WORKS_CALLS, worksListSpec, worksReviewResource } from '../../../src/resources/works';
import { auditActor, recordAudit, type AuditActor } from '../contentAudit/record';
import { authorizeEverywhere, recordMissing } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, sensitiveWords, works, worksRemarks, writerProfiles } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { envelope } from '../../openapi/answers';
import { z } from 'zod';
import { defineRoute, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
import { keywordIn, pagedList } from '../../http/query';
import { reviewBatchRoute, type ReviewDecisionOf } from '../area/batchCall';
import { authorName } from './readerSource';
import { idOf, keywordFilter, remarksOf, statusFilter, transition, WORKS_MSG, worksView } from './workRows';

/** Who reviews: the platform admin's member id and name (the remark row and the 操作日志 entry). */
interface Reviewer {
  memberId: number;
  actor: AuditActor;
}

/** The writer as the reviewer reads them: the pen name, else the member's name, and their writer-library page. */
async function writerOf(db: Db, uid: number) {
  const [w] = await db
    .select({ name: authorName, username: members.username, writerId: writerProfiles.id })
    .from(members)
    .leftJoin(writerProfiles, eq(writerProfiles.ownerId, members.id))
    .where(eq(members.id, uid));
  return { uid, name: w?.name || w?.username || '', writerId: w?.writerId ?? null };
}

/**
 * 通过 (2) or 驳回 (3) of one work awaiting a human (1): the status, its remark row and one 操作日志
 * entry together. Missing: 404; any other status: 400 `只能审核待人工审核的作品` (the batch reports
 * that row with the same message).
 */
export async function reviewWork(db: Db, by: Reviewer, id: number, decision: ReviewDecisionOf): Promise<number> {
  const status = decision.approve ? 2 : 3;
  const [work] = await db.select().from(works).where(eq(works.id, id));
  if (!work) throw recordMissing();
  await db.transaction(async (tx) => {
    await transition(tx as unknown as Db, work, [1], status, decision.remark || WORKS_MSG.reviewed(status), by.memberId, WORKS_MSG.notReviewable);
    await recordAudit(tx as unknown as Db, by.actor, {
      action: decision.approve ? 'approve' : 'reject',
      entity: worksReviewResource.name,
      entityId: work.id,
      title: work.title,
      before: { worksStatus: work.worksStatus },
      after: { worksStatus: status, remark: decision.remark },
    });
  });
  return status;
}

/** Platform review: the admin only (an author's `manage Works {uid}` is conditional → 403). */
const REVIEW_WORKS = { action: 'review', subject: 'Works', everywhere: true } as const;

async function reviewer(ctx: Pick<DeclaredContext<unknown, unknown, unknown>, 'db' | 'req'>): Promise<Reviewer> {
  const access = await authorizeEverywhere(ctx, 'review', 'Works');
  return { memberId: access.member.memberId, actor: auditActor(access) };
}

/** The writer's history: their other works with each one's outcome, and how many passed and were refused. */
async function writerHistory(db: Db, input: Record<string, unknown>) {
  const uid = idOf({ id: input.uid });
  const [exists] = await db.select({ id: members.id }).from(members).where(eq(members.id, uid));
  if (!exists) throw recordMissing();
  const except = Number(input.exceptId);
  const rows = await db
    .select({ id: works.id, title: works.title, genre: works.genre, worksStatus: works.worksStatus, createTime: works.createTime, updateTime: works.updateTime })
    .from(works)
    .where(and(eq(works.uid, uid), Number.isSafeInteger(except) && except > 0 ? ne(works.id, except) : undefined))
    .orderBy(desc(works.updateTime), desc(works.id))
    .limit(100);
  // Each work's last review remark (the reviewer's or the cloud's): what the outcome was for.
  const remarks = rows.length
    ? await db
        .selectDistinctOn([worksRemarks.worksId], { worksId: worksRemarks.worksId, remark: worksRemarks.remark })
        .from(worksRemarks)
        .where(and(inArray(worksRemarks.worksId, rows.map((r) => r.id)), inArray(worksRemarks.status, [2, 3, 6])))
        .orderBy(worksRemarks.worksId, desc(worksRemarks.id))
    : [];
  const remarkOf = new Map(remarks.map((r) => [r.worksId, r.remark]));
  const tally = await db.select({ status: works.worksStatus, n: count() }).from(works).where(eq(works.uid, uid)).groupBy(works.worksStatus);
  const n = (s: number) => Number(tally.find((t) => t.status === s)?.n ?? 0);
  return ok({
    writer: await writerOf(db, uid),
    passed: n(2),
    refused: n(3),
    total: tally.reduce((sum, t) => sum + Number(t.n), 0),
    works: rows.map((r) => ({ ...r, remark: remarkOf.get(r.id) ?? null, createTime: r.createTime.toISOString(), updateTime: r.updateTime.toISOString() })),
  });
}

/**
 * 作品审核 (the platform admin's): the list with the writer's name, one work whole (text, file,
 * remark trail, writer), the writer's history, the single 审核 and the batch.
 */
export function worksReviewRoutes(): AnyRoute[] {
  return [
    defineRoute({
      ...WORKS_CALLS.reviewList,
      access: REVIEW_WORKS,
      summary: '作品审核列表',
      handler: async ({ db, input }) => {
        const status = statusFilter.parse(input.worksStatus);
        const where = [status ? eq(works.worksStatus, status) : undefined, keywordIn(keywordFilter(input), works.title, works.summary)];
        const page = await pagedList({ db, table: works, resource: worksListSpec, params: input, where, omit: ['body'], map: worksView });
        // The reviewer reads who wrote it: the pen name, else the member's name (as the portal credits it).
        const rows = page.rows as Array<ReturnType<typeof worksView>>;
        const uids = [...new Set(rows.map((w) => w.uid))];
        const names = uids.length
          ? await db.select({ uid: members.id, name: authorName }).from(members).leftJoin(writerProfiles, eq(writerProfiles.ownerId, members.id)).where(inArray(members.id, uids))
          : [];
        const nameOf = new Map(names.map((n) => [n.uid, n.name]));
        return { ...page, rows: rows.map((w) => ({ ...w, authorName: nameOf.get(w.uid) ?? '' })) };
      },
    }),
    defineRoute({
      ...WORKS_CALLS.reviewDetail,
      access: REVIEW_WORKS,
      summary: '待审核作品全文（正文、文件、审核记录与作者）',
      handler: async ({ db, input }) => {
        const [work] = await db.select().from(works).where(eq(works.id, idOf(input)));
        if (!work) throw recordMissing();
        const writer = await writerOf(db, work.uid);
        return ok({ ...worksView(work), authorName: writer.name, writer, remarks: await remarksOf(db, work.id) });
      },
    }),
    defineRoute({
      ...WORKS_CALLS.reviewWriter,
      access: REVIEW_WORKS,
      summary: '作者的投稿历史',
      handler: ({ db, input }) => writerHistory(db, input),
    }),
    defineRoute({
      ...WORKS_CALLS.review,
      access: REVIEW_WORKS,
      summary: '审核作品（通过或驳回）',
      body: z.looseObject({ id: z.unknown().optional(), worksStatus: z.unknown().optional(), remark: z.unknown().optional() }).meta({ description: 'id：作品编号；worksStatus：2 通过，3 驳回；remark：审核意见（驳回时必填）' }),
      handler: async (ctx) => {
        const by = await reviewer(ctx);
        const { input } = ctx;
        const status = Number(input.worksStatus ?? input.status);
        if (status !== 2 && status !== 3) throw badRequest(WORKS_MSG.badReview);
        const remark = typeof input.remark === 'string' ? input.remark.trim().slice(0, 500) : '';
        if (status === 3 && !remark) throw badRequest(WORKS_MSG.remarkRequired);
        const id = idOf(input);
        await reviewWork(ctx.db, by, id, { approve: status === 2, remark });
        return ok({ id, worksStatus: status }, WORKS_MSG.reviewed(status));
      },
    }),
    reviewBatchRoute<Reviewer>(WORKS_CALLS.reviewBatch, worksReviewResource.label, {
      authorize: (db, req) => reviewer({ db, req }),
      row: async (tx, by, id, decision) => void (await reviewWork(tx, by, id, decision)),
      remarkRequired: WORKS_MSG.remarkRequired,
    }),
  ];
}

/** 敏感词 (the cloud review's word list): the platform admin's. */
export function sensitiveWordRoutes(): AnyRoute[] {
  const spec = { name: 'sensitiveWords', sortable: ['word', 'createTime'], defaultSort: [{ field: 'createTime', order: 'desc' as const }], pageSize: 15 };
  return [
    defineRoute({
      ...WORKS_CALLS.wordList,
      access: REVIEW_WORKS,
      summary: '敏感词列表',
      handler: ({ db, input }) =>
        pagedList({ db, table: sensitiveWords, resource: spec, params: input, where: [keywordIn(keywordFilter(input), sensitiveWords.word)], map: (w) => ({ id: w.id, word: w.word, createTime: w.createTime.toISOString() }) }),
    }),
    defineRoute({
      ...WORKS_CALLS.wordAdd,
      access: REVIEW_WORKS,
      summary: '添加敏感词',
      body: z.looseObject({ word: z.unknown().optional() }).meta({ description: 'word：敏感词（60 字以内）' }),
      handler: async ({ db, input }) => {
        const word = z.string({ error: WORKS_MSG.wordRequired }).trim().min(1, WORKS_MSG.wordRequired).max(60, '敏感词不能超过60个字').parse(input.word).toLowerCase();
        const [row] = await db.insert(sensitiveWords).values({ word }).onConflictDoNothing().returning({ id: sensitiveWords.id });
        if (!row) throw badRequest(WORKS_MSG.wordExists);
        return ok({ id: row.id, word });
      },
    }),
    defineRoute({
      ...WORKS_CALLS.wordDelete,
      access: REVIEW_WORKS,
      summary: '删除敏感词',
      response: envelope,
      handler: async ({ db, input }) => {
        const id = z.coerce.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确').parse(input.id);
        const gone = await db.delete(sensitiveWords).where(eq(sensitiveWords.id, id)).returning({ id: sensitiveWords.id });
        if (!gone.length) throw recordMissing();
        return ok(undefined, WORKS_MSG.deleted);
      },
    }),
  ];
}
