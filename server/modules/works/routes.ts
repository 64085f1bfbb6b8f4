import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { publicWorksListSpec, WORKS_CALLS, worksInput, worksListSpec } from '../../../src/resources/works';
import { authorize, authorizeEverywhere, recordMissing } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, sensitiveWords, works, worksRemarks, writerProfiles } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module, type RouteContext } from '../../http/routes';
import { kickCloudReview } from './cloudReview';
import { authorName } from './readerSource';
import { writerProfileModule } from './writerRoutes';
import { worksReviewCalls } from './review';
import { idOf, keywordFilter, remarksOf, statusFilter, transition, WORKS_MSG, worksView, type WorkRow } from './workRows';

export { WORKS_MSG } from './workRows';

/** The caller's own work: another member's → 403 `只能管理自己的作品`, never its data. */
async function ownWork(ctx: RouteContext, action: 'read' | 'update' | 'delete'): Promise<{ work: WorkRow; memberId: number }> {
  const access = await authorize(ctx, action, 'Works');
  const id = idOf(ctx.params);
  const [work] = await ctx.db.select().from(works).where(eq(works.id, id));
  if (!work) throw recordMissing();
  if (work.uid !== access.member.memberId) throw new AppError(403, WORKS_MSG.notOwner);
  await authorize(ctx, action, 'Works', { uid: work.uid });
  return { work, memberId: access.member.memberId };
}

async function passedWork(db: Db, params: Record<string, unknown>): Promise<WorkRow> {
  const [work] = await db.select().from(works).where(and(eq(works.id, idOf(params)), eq(works.worksStatus, 2)));
  if (!work) throw notFound(WORKS_MSG.missing);
  return work;
}

/** The management calls of one version (v1 `/works`, v2 `/w_rl/.../works`): same rules, `worksType` 1 or 2. */
function authorCalls(app: Parameters<Module>[0], db: Db, worksType: 1 | 2) {
  const c = worksType === 1
    ? { list: WORKS_CALLS.v1List, add: WORKS_CALLS.v1Add, edit: WORKS_CALLS.v1Edit, delete: WORKS_CALLS.v1Delete }
    : { list: WORKS_CALLS.list, add: WORKS_CALLS.add, edit: WORKS_CALLS.edit, delete: WORKS_CALLS.delete };

  mount(app, db, c.list.method, c.list.path, async (ctx) => {
    const access = await authorize(ctx, 'read', 'Works');
    const status = statusFilter.parse(ctx.params.worksStatus);
    const where: Array<SQL | undefined> = [eq(works.uid, access.member.memberId), eq(works.worksType, worksType), status ? eq(works.worksStatus, status) : undefined, keywordIn(keywordFilter(ctx.params), works.title)];
    return pagedList({ db, table: works, resource: worksListSpec, params: ctx.params, where, omit: ['body'], map: worksView });
  });

  mount(app, db, c.add.method, c.add.path, async (ctx) => {
    const access = await authorize(ctx, 'create', 'Works');
    const memberId = access.member.memberId;
    await authorize(ctx, 'create', 'Works', { uid: memberId });
    const input = worksInput.parse(ctx.params);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(works).values({ ...input, uid: memberId, worksType, worksStatus: 5 }).returning({ id: works.id });
      await tx.insert(worksRemarks).values({ worksId: row.id, fromStatus: null, status: 5, remark: WORKS_MSG.submitRemark, byMemberId: memberId });
      return row.id;
    });
    kickCloudReview(db);
    return ok({ id, worksStatus: 5 }, WORKS_MSG.added);
  });

  mount(app, db, c.edit.method, c.edit.path, async (ctx) => {
    const { work, memberId } = await ownWork(ctx, 'update');
    if (work.worksStatus === 2) throw badRequest(WORKS_MSG.passedNoEdit);
    if (work.worksStatus === 5) throw badRequest(WORKS_MSG.inCloud);
    const input = worksInput.parse(ctx.params);
    await transition(db, work, [1, 3, 4, 6], 5, WORKS_MSG.editRemark, memberId, WORKS_MSG.inCloud, input);
    return ok({ id: work.id, worksStatus: 5 }, WORKS_MSG.edited);
  });

  mount(app, db, c.delete.method, c.delete.path, async (ctx) => {
    const { work } = await ownWork(ctx, 'delete');
    if (work.worksStatus === 2) throw badRequest(WORKS_MSG.passedNoDelete);
    await db.transaction(async (tx) => {
      await tx.delete(worksRemarks).where(eq(worksRemarks.worksId, work.id));
      await tx.delete(works).where(and(eq(works.id, work.id), inArray(works.worksStatus, [1, 3, 4, 5, 6])));
    });
    return ok(undefined, WORKS_MSG.deleted);
  });
}

export const worksModule: Module = (app, db) => {
  void writerProfileModule(app, db);
  authorCalls(app, db, 1);
  authorCalls(app, db, 2);

  mount(app, db, WORKS_CALLS.edit2.method, WORKS_CALLS.edit2.path, async (ctx) => {
    const { work, memberId } = await ownWork(ctx, 'update');
    const to = Number(ctx.params.worksStatus);
    if (to === 4) {
      await transition(db, work, [1, 2, 3, 5, 6], 4, WORKS_MSG.closeRemark, memberId, WORKS_MSG.alreadyClosed);
      return ok({ id: work.id, worksStatus: 4 }, WORKS_MSG.closed);
    }
    if (to === 5) {
      await transition(db, work, [3, 4, 6], 5, WORKS_MSG.resubmitRemark, memberId, WORKS_MSG.cannotResubmit);
      return ok({ id: work.id, worksStatus: 5 }, WORKS_MSG.resubmitted);
    }
    throw badRequest(WORKS_MSG.badAction);
  });

  mount(app, db, WORKS_CALLS.detail.method, WORKS_CALLS.detail.path, async (ctx) => {
    const access = await authorize(ctx, 'read', 'Works');
    const id = idOf(ctx.params);
    const [work] = await db.select().from(works).where(eq(works.id, id));
    if (!work) throw recordMissing();
    // The author, or the platform admin (review); anyone else is refused without the data.
    const admin = access.ability.rulesFor('review', 'Works').some((r) => !r.inverted && !r.conditions);
    if (!admin && work.uid !== access.member.memberId) throw new AppError(403, WORKS_MSG.notOwner);
    return ok({ ...worksView(work), remarks: await remarksOf(db, work.id) });
  });

  mount(app, db, WORKS_CALLS.getPrice.method, WORKS_CALLS.getPrice.path, async (ctx) => {
    const work = await passedWork(db, ctx.params);
    return ok({ id: work.id, title: work.title, price: work.price, orderType: 4, joinId: work.id });
  });

  mount(app, db, WORKS_CALLS.getBlock.method, WORKS_CALLS.getBlock.path, async (ctx) => {
    const work = await passedWork(db, ctx.params);
    const [author] = await db.select({ name: authorName, writerId: writerProfiles.id }).from(members).leftJoin(writerProfiles, eq(writerProfiles.ownerId, members.id)).where(eq(members.id, work.uid));
    // writerId: the author's page in the writer library, when they keep one.
    return ok({ id: work.id, title: work.title, genre: work.genre, summary: work.summary, freeBlock: work.freeBlock, price: work.price, author: author?.name ?? '', uid: work.uid, writerId: author?.writerId ?? null, createTime: work.createTime.toISOString() });
  });

  mount(app, db, WORKS_CALLS.publicList.method, WORKS_CALLS.publicList.path, async (ctx) => {
    const uid = z.coerce.number().int().positive().optional().catch(undefined).parse(ctx.params.uid);
    const where = [eq(works.worksStatus, 2), uid ? eq(works.uid, uid) : undefined, keywordIn(keywordFilter(ctx.params), works.title)];
    return pagedList({
      db, table: works, resource: publicWorksListSpec, params: ctx.params, where, omit: ['body', 'flaggedWords', 'fileUrl'],
      map: (w) => ({ id: w.id, uid: w.uid, worksType: w.worksType, worksStatus: w.worksStatus, title: w.title, genre: w.genre, summary: w.summary, price: w.price, createTime: w.createTime.toISOString() }),
    });
  });

  worksReviewCalls(app, db);

  mount(app, db, WORKS_CALLS.wordList.method, WORKS_CALLS.wordList.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'review', 'Works');
    const spec = { name: 'sensitiveWords', sortable: ['word', 'createTime'], defaultSort: [{ field: 'createTime', order: 'desc' as const }], pageSize: 15 };
    return pagedList({ db, table: sensitiveWords, resource: spec, params: ctx.params, where: [keywordIn(keywordFilter(ctx.params), sensitiveWords.word)], map: (w) => ({ id: w.id, word: w.word, createTime: w.createTime.toISOString() }) });
  });

  mount(app, db, WORKS_CALLS.wordAdd.method, WORKS_CALLS.wordAdd.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'review', 'Works');
    const word = z.string({ error: WORKS_MSG.wordRequired }).trim().min(1, WORKS_MSG.wordRequired).max(60, '敏感词不能超过60个字').parse(ctx.params.word).toLowerCase();
    const [row] = await db.insert(sensitiveWords).values({ word }).onConflictDoNothing().returning({ id: sensitiveWords.id });
    if (!row) throw badRequest(WORKS_MSG.wordExists);
    return ok({ id: row.id, word });
  });

  mount(app, db, WORKS_CALLS.wordDelete.method, WORKS_CALLS.wordDelete.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'review', 'Works');
    const id = z.coerce.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确').parse(ctx.params.id);
    const gone = await db.delete(sensitiveWords).where(eq(sensitiveWords.id, id)).returning({ id: sensitiveWords.id });
    if (!gone.length) throw recordMissing();
    return ok(undefined, WORKS_MSG.deleted);
  });
};
