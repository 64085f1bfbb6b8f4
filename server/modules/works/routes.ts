import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { publicWorksListSpec, WORKS_CALLS, worksInput, worksListSpec } from '../../../src/resources/works';
import { authorize, recordMissing, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, works, worksRemarks, writerProfiles } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { bodyCheckedByHandler, defineRoute, routesModule, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
import { keywordIn, pagedList } from '../../http/query';
import { envelope, okOf } from '../../openapi/answers';
import { kickCloudReview } from './cloudReview';
import { authorName } from './readerSource';
import { sensitiveWordRoutes, worksReviewRoutes } from './review';
import { writerProfileRoutes } from './writerRoutes';
import { idOf, keywordFilter, remarksOf, statusFilter, transition, WORKS_MSG, worksView, type WorkRow } from './workRows';

export { WORKS_MSG } from './workRows';

type Ctx = DeclaredContext<unknown, unknown, unknown>;
const idAndStatus = okOf(z.object({ id: z.int(), worksStatus: z.int() }));

/** The caller's own work: another member's → 403 `只能管理自己的作品`, never its data. */
async function ownWork(ctx: Ctx, action: 'read' | 'update' | 'delete'): Promise<{ work: WorkRow; memberId: number }> {
  const access = await authorize(ctx, action, 'Works');
  const [work] = await ctx.db.select().from(works).where(eq(works.id, idOf(ctx.input)));
  if (!work) throw recordMissing();
  if (work.uid !== access.member.memberId) throw new AppError(403, WORKS_MSG.notOwner);
  await authorize(ctx, action, 'Works', { uid: work.uid });
  return { work, memberId: access.member.memberId };
}

async function passedWork(db: Db, input: Record<string, unknown>): Promise<WorkRow> {
  const [work] = await db.select().from(works).where(and(eq(works.id, idOf(input)), eq(works.worksStatus, 2)));
  if (!work) throw notFound(WORKS_MSG.missing);
  return work;
}

/** The management calls of one version (v1 `/works`, v2 `/w_rl/.../works`): same rules, `worksType` 1 or 2. */
function authorRoutes(worksType: 1 | 2): AnyRoute[] {
  const c = worksType === 1
    ? { list: WORKS_CALLS.v1List, add: WORKS_CALLS.v1Add, edit: WORKS_CALLS.v1Edit, delete: WORKS_CALLS.v1Delete }
    : { list: WORKS_CALLS.list, add: WORKS_CALLS.add, edit: WORKS_CALLS.edit, delete: WORKS_CALLS.delete };
  const version = worksType === 1 ? '（v1）' : '';
  return [
    defineRoute({
      ...c.list,
      access: { action: 'read', subject: 'Works' },
      summary: `我的作品列表${version}`,
      handler: async (ctx) => {
        const access = await authorize(ctx, 'read', 'Works');
        const status = statusFilter.parse(ctx.input.worksStatus);
        const where: Array<SQL | undefined> = [eq(works.uid, access.member.memberId), eq(works.worksType, worksType), status ? eq(works.worksStatus, status) : undefined, keywordIn(keywordFilter(ctx.input), works.title)];
        return pagedList({ db: ctx.db, table: works, resource: worksListSpec, params: ctx.input, where, omit: ['body'], map: worksView });
      },
    }),
    defineRoute({
      ...c.add,
      access: { action: 'create', subject: 'Works' },
      summary: `提交作品${version}`,
      body: bodyCheckedByHandler(worksInput),
      response: idAndStatus,
      handler: async (ctx) => {
        const access = await authorize(ctx, 'create', 'Works');
        const memberId = access.member.memberId;
        await authorize(ctx, 'create', 'Works', { uid: memberId });
        const input = worksInput.parse(ctx.input);
        const id = await ctx.db.transaction(async (tx) => {
          const [row] = await tx.insert(works).values({ ...input, uid: memberId, worksType, worksStatus: 5 }).returning({ id: works.id });
          await tx.insert(worksRemarks).values({ worksId: row.id, fromStatus: null, status: 5, remark: WORKS_MSG.submitRemark, byMemberId: memberId });
          return row.id;
        });
        kickCloudReview(ctx.db);
        return ok({ id, worksStatus: 5 }, WORKS_MSG.added);
      },
    }),
    defineRoute({
      ...c.edit,
      access: { action: 'update', subject: 'Works' },
      summary: `修改作品${version}`,
      body: bodyCheckedByHandler(worksInput.extend({ id: z.int() })),
      response: idAndStatus,
      handler: async (ctx) => {
        const { work, memberId } = await ownWork(ctx, 'update');
        if (work.worksStatus === 2) throw badRequest(WORKS_MSG.passedNoEdit);
        if (work.worksStatus === 5) throw badRequest(WORKS_MSG.inCloud);
        const input = worksInput.parse(ctx.input);
        await transition(ctx.db, work, [1, 3, 4, 6], 5, WORKS_MSG.editRemark, memberId, WORKS_MSG.inCloud, input);
        return ok({ id: work.id, worksStatus: 5 }, WORKS_MSG.edited);
      },
    }),
    defineRoute({
      ...c.delete,
      access: { action: 'delete', subject: 'Works' },
      summary: `删除作品${version}`,
      response: envelope,
      handler: async (ctx) => {
        const { work } = await ownWork(ctx, 'delete');
        if (work.worksStatus === 2) throw badRequest(WORKS_MSG.passedNoDelete);
        await ctx.db.transaction(async (tx) => {
          await tx.delete(worksRemarks).where(eq(worksRemarks.worksId, work.id));
          await tx.delete(works).where(and(eq(works.id, work.id), inArray(works.worksStatus, [1, 3, 4, 5, 6])));
        });
        return ok(undefined, WORKS_MSG.deleted);
      },
    }),
  ];
}

/** The author's status change (关闭 4 / 重新提交 5) and one work whole for its author or the reviewer. */
function ownWorkRoutes(): AnyRoute[] {
  return [
    defineRoute({
      ...WORKS_CALLS.edit2,
      access: { action: 'update', subject: 'Works' },
      summary: '关闭或重新提交作品',
      body: z.looseObject({ id: z.unknown().optional(), worksStatus: z.unknown().optional() }).meta({ description: 'id：作品编号；worksStatus：4 关闭，5 重新提交' }),
      response: idAndStatus,
      handler: async (ctx) => {
        const { work, memberId } = await ownWork(ctx, 'update');
        const to = Number(ctx.input.worksStatus);
        if (to === 4) {
          await transition(ctx.db, work, [1, 2, 3, 5, 6], 4, WORKS_MSG.closeRemark, memberId, WORKS_MSG.alreadyClosed);
          return ok({ id: work.id, worksStatus: 4 }, WORKS_MSG.closed);
        }
        if (to === 5) {
          await transition(ctx.db, work, [3, 4, 6], 5, WORKS_MSG.resubmitRemark, memberId, WORKS_MSG.cannotResubmit);
          return ok({ id: work.id, worksStatus: 5 }, WORKS_MSG.resubmitted);
        }
        throw badRequest(WORKS_MSG.badAction);
      },
    }),
    defineRoute({
      ...WORKS_CALLS.detail,
      access: { action: 'read', subject: 'Works' },
      summary: '作品详情（作者或审核人）',
      handler: async (ctx) => {
        const access: RequestAccess = await authorize(ctx, 'read', 'Works');
        const [work] = await ctx.db.select().from(works).where(eq(works.id, idOf(ctx.input)));
        if (!work) throw recordMissing();
        // The author, or the platform admin (review); anyone else is refused without the data.
        const admin = access.ability.rulesFor('review', 'Works').some((r) => !r.inverted && !r.conditions);
        if (!admin && work.uid !== access.member.memberId) throw new AppError(403, WORKS_MSG.notOwner);
        return ok({ ...worksView(work), remarks: await remarksOf(ctx.db, work.id) });
      },
    }),
  ];
}

/** What readers see of passed works: the public list, a work's price and its free part. */
function readerRoutes(): AnyRoute[] {
  return [
    defineRoute({
      ...WORKS_CALLS.getPrice,
      access: 'public',
      summary: '作品价格',
      handler: async ({ db, input }) => {
        const work = await passedWork(db, input);
        return ok({ id: work.id, title: work.title, price: work.price, orderType: 4, joinId: work.id });
      },
    }),
    defineRoute({
      ...WORKS_CALLS.getBlock,
      access: 'public',
      summary: '作品试读部分',
      handler: async ({ db, input }) => {
        const work = await passedWork(db, input);
        const [author] = await db.select({ name: authorName, writerId: writerProfiles.id }).from(members).leftJoin(writerProfiles, eq(writerProfiles.ownerId, members.id)).where(eq(members.id, work.uid));
        // writerId: the author's page in the writer library, when they keep one.
        return ok({ id: work.id, title: work.title, genre: work.genre, summary: work.summary, freeBlock: work.freeBlock, price: work.price, author: author?.name ?? '', uid: work.uid, writerId: author?.writerId ?? null, createTime: work.createTime.toISOString() });
      },
    }),
    defineRoute({
      ...WORKS_CALLS.publicList,
      access: 'public',
      summary: '作品列表（已通过审核）',
      handler: async ({ db, input }) => {
        const uid = z.coerce.number().int().positive().optional().catch(undefined).parse(input.uid);
        const where = [eq(works.worksStatus, 2), uid ? eq(works.uid, uid) : undefined, keywordIn(keywordFilter(input), works.title)];
        return pagedList({
          db, table: works, resource: publicWorksListSpec, params: input, where, omit: ['body', 'flaggedWords', 'fileUrl'],
          map: (w) => ({ id: w.id, uid: w.uid, worksType: w.worksType, worksStatus: w.worksStatus, title: w.title, genre: w.genre, summary: w.summary, price: w.price, createTime: w.createTime.toISOString() }),
        });
      },
    }),
  ];
}

/** 作品 (spec §7 Works, issue 13): the author's calls, readers' calls, the writer library and the platform review. */
export const worksModule = routesModule(
  'works',
  (db, app) => [...writerProfileRoutes(db, app), ...authorRoutes(1), ...authorRoutes(2), ...ownWorkRoutes(), ...readerRoutes(), ...worksReviewRoutes(), ...sensitiveWordRoutes()],
  { tags: ['作品'] },
);
