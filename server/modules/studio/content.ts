import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DATA_CALLS, durationText, STUDIO_MSG, studioDataInput, studioDataResource, studioVideoInput, studioVideoResource, VIDEO_CALLS } from '../../../src/resources/studios';
import type { Subject } from '../../../src/access/policy';
import { authorize, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { studioData, studios, studioVideos } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { defineRoute, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
import { checkUpload } from './access';
import { decorate, everywhere, idParam, iso, joinedStudioIds, manageScope, ownStudio, sortItems, studioById, type StudioRow } from './common';

type Ctx = DeclaredContext<unknown, unknown, unknown>;
type DataRow = typeof studioData.$inferSelect;
type VideoRow = typeof studioVideos.$inferSelect;

/**
 * The studio a document or video is posted to: the one asked for, else the manager's own, else
 * (documents) the one studio the member has joined. A member posts only where they belong.
 */
async function postingStudio(db: Db, access: RequestAccess, subject: Subject, raw: unknown): Promise<StudioRow> {
  const me = access.member.memberId;
  const admin = everywhere(access, 'create', subject);
  let s: StudioRow | null;
  if (raw !== undefined && raw !== null && raw !== '') s = await studioById(db, idParam(raw, '工作室编号不正确'));
  else {
    s = await ownStudio(db, me);
    if (!s && subject === 'StudioData') {
      const joined = await joinedStudioIds(db, me);
      if (joined.length > 1) throw badRequest(STUDIO_MSG.chooseStudio);
      if (joined.length === 1) s = await studioById(db, joined[0]);
    }
  }
  if (!s) throw new AppError(403, subject === 'StudioData' ? STUDIO_MSG.notMember : STUDIO_MSG.noStudio);
  if (!admin && s.managerId !== me) {
    if (subject !== 'StudioData' || !(await joinedStudioIds(db, me)).includes(s.id)) throw new AppError(403, subject === 'StudioData' ? STUDIO_MSG.notMember : STUDIO_MSG.notManager);
  }
  return s;
}

/** Documents and videos share their calls: list, list2, manager/myList, details, addList, sort, delete. */
function fileArea(db: Db, app: FastifyInstance, area: 'data' | 'video'): AnyRoute[] {
  const isData = area === 'data';
  const calls = isData ? DATA_CALLS : VIDEO_CALLS;
  const table = isData ? studioData : studioVideos;
  const resource = isData ? studioDataResource : studioVideoResource;
  const subject: Subject = isData ? 'StudioData' : 'Studio';
  const missing = isData ? STUDIO_MSG.dataMissing : STUDIO_MSG.videoMissing;
  // The stored name never leaves the server: files open through access codes.
  const view = (r: DataRow | VideoRow) => {
    const { fileName: _f, ...rest } = iso(r);
    return { ...rest, ...('duration' in r ? { durationText: durationText(r.duration) } : {}) };
  };
  const rowsOf = async (rows: Array<DataRow | VideoRow>) => (await decorate(db, rows)).map((r) => ({ ...view(r), studioName: r.studioName, managerId: r.managerId, authorName: r.authorName }));
  const filters = (ctx: Ctx) => resource.filters!.parse(ctx.input) as { keyword?: string; studioId?: number; fileType?: number };
  const typeWhere = (f: { fileType?: number }) => (isData && f.fileType ? eq(studioData.fileType, f.fileType) : undefined);

  /** The rows by id with their studio's manager, each checked against the action (403 on any refused). */
  async function checkedRows(ctx: Ctx, action: 'update' | 'delete', ids: number[]) {
    await authorize(ctx, action, subject);
    const rows = await db.select({ id: table.id, uid: table.uid, managerId: studios.managerId }).from(table).innerJoin(studios, eq(studios.id, table.studioId)).where(inArray(table.id, ids));
    if (rows.length !== ids.length) throw notFound(missing);
    for (const r of rows) await authorize(ctx, action, subject, { managerId: r.managerId, uid: r.uid });
    return rows;
  }

  return [
    // Public: one studio's (list) or every studio's latest (list2, the directory's 最新资料 / 最新视频).
    defineRoute({
      ...calls.list,
      access: 'public',
      summary: '工作室资料/视频列表',
      handler: async (ctx) => {
        const f = filters(ctx);
        if (!f.studioId) throw badRequest('请选择工作室');
        const page = await pagedList({ db, table, resource, params: ctx.input, where: [eq(table.studioId, f.studioId), typeWhere(f), keywordIn(f.keyword, table.title)] });
        return { ...page, rows: await rowsOf(page.rows as DataRow[]) };
      },
    }),
    defineRoute({
      ...calls.list2,
      access: 'public',
      summary: '各工作室最新资料/视频',
      handler: async (ctx) => {
        const f = filters(ctx);
        const page = await pagedList({ db, table, resource, params: { orderByColumn: 'createTime', isAsc: 'desc', ...ctx.input }, where: [f.studioId ? eq(table.studioId, f.studioId) : undefined, typeWhere(f), keywordIn(f.keyword, table.title)] });
        return { ...page, rows: await rowsOf(page.rows as DataRow[]) };
      },
    }),
    defineRoute({
      ...calls.details,
      access: 'public',
      summary: '资料/视频详情',
      handler: async (ctx) => {
        const [r] = await db.select().from(table).where(eq(table.id, idParam(ctx.input.id)));
        if (!r) throw notFound(missing);
        return ok((await rowsOf([r]))[0]);
      },
    }),
    // Management: the manager's studio, a member's own posts, or (admin) everything.
    defineRoute({
      ...calls.myList,
      access: { action: 'update', subject },
      summary: '我管理的资料/视频',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'update', subject);
        const f = filters(ctx);
        const scope = await manageScope(db, access, subject, { studioId: table.studioId, uid: isData ? studioData.uid : undefined }, f.studioId);
        const page = await pagedList({ db, table, resource, params: ctx.input, where: [scope, typeWhere(f), keywordIn(f.keyword, table.title)] });
        return { ...page, rows: await rowsOf(page.rows as DataRow[]) };
      },
    }),
    // addList: one item (the admin form) or `{ list: [...] }`, all or none.
    defineRoute({
      ...calls.addList,
      access: { action: 'create', subject },
      summary: '新增资料/视频（可多条）',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'create', subject);
        const me = access.member.memberId;
        const items = Array.isArray(ctx.input.list) ? (ctx.input.list as Record<string, unknown>[]) : [ctx.input];
        if (items.length === 0 || items.length > 50) throw badRequest(STUDIO_MSG.emptyList);
        const admin = everywhere(access, 'create', subject);
        const values = [];
        for (const item of items) {
          const s = await postingStudio(db, access, subject, item.studioId ?? ctx.input.studioId);
          await authorize(ctx, 'create', subject, { managerId: s.managerId, uid: me });
          if (isData) {
            const input = studioDataInput.parse(item);
            const file = await checkUpload(app, input.fileName, ['data'], admin ? null : me);
            values.push({ studioId: s.id, uid: me, title: input.title, fileType: input.fileType, intro: input.intro ?? '', fileName: input.fileName, fileSize: file.size, sort: input.sort });
          } else {
            const input = studioVideoInput.parse(item);
            const file = await checkUpload(app, input.fileName, ['video'], admin ? null : me);
            values.push({ studioId: s.id, uid: me, title: input.title, intro: input.intro ?? '', coverUrl: input.coverUrl ?? '', fileName: input.fileName, fileSize: file.size, duration: file.duration, sort: input.sort });
          }
        }
        const rows = isData
          ? await db.insert(studioData).values(values as Array<typeof studioData.$inferInsert>).returning({ id: studioData.id })
          : await db.insert(studioVideos).values(values as Array<typeof studioVideos.$inferInsert>).returning({ id: studioVideos.id });
        return ok({ id: rows[0].id, ids: rows.map((r) => r.id) }, STUDIO_MSG.added);
      },
    }),
    defineRoute({
      ...calls.sort,
      access: { action: 'update', subject },
      summary: '资料/视频排序',
      handler: async (ctx) => {
        await authorize(ctx, 'update', subject);
        const items = sortItems(ctx.input);
        await checkedRows(ctx, 'update', [...new Set(items.map((i) => i.id))]);
        await db.transaction(async (tx) => {
          for (const i of items) await tx.update(table).set({ sort: i.sort, updateTime: new Date() }).where(eq(table.id, i.id));
        });
        return ok(undefined, STUDIO_MSG.sorted);
      },
    }),
    defineRoute({
      ...calls.remove,
      access: { action: 'delete', subject },
      summary: '删除资料/视频',
      handler: async (ctx) => {
        const id = idParam(ctx.input.id);
        await checkedRows(ctx, 'delete', [id]);
        const [gone] = await db.delete(table).where(and(eq(table.id, id))).returning({ fileName: table.fileName });
        if (gone) await app.accounts.storage.remove('studio', gone.fileName);
        return ok(undefined, STUDIO_MSG.deleted);
      },
    }),
  ];
}

/** 工作室资料 and 工作室视频: the same calls over their own tables. */
export const studioContentRoutes = (db: Db, app: FastifyInstance): AnyRoute[] => [...fileArea(db, app, 'data'), ...fileArea(db, app, 'video')];
