import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INFO_TYPE, STUDIO_CALLS, STUDIO_MSG, studioInfoInput, studioInfoResource, studioProfileInput, studioResource } from '../../../src/resources/studios';
import { cleanRichFields, registerRichTextColumns } from '../../http/richText';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, studioData, studioInfos, studioMembers, studios, studioVideos } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import type { Module } from '../../http/routes';
import { bodyCheckedByHandler, defineRoute, routesModule, type AnyRoute, type DeclaredContext } from '../../http/declareRoute';
import { keywordIn, pagedList } from '../../http/query';
import { checkUpload, studioFileAccessModule } from './access';
import { decorate, everywhere, idParam, iso, manageScope, studioById, targetStudio } from './common';
import { studioContentRoutes } from './content';
import { studioMemberModule } from './members';
import { writeDemoFiles } from './demoFiles';

type Ctx = DeclaredContext<unknown, unknown, unknown>;
type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };

const studioView = (s: typeof studios.$inferSelect, memberCount = 0) => ({ ...iso(s), memberCount });

async function memberCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db.select({ id: studioMembers.studioId, n: count() }).from(studioMembers).where(and(inArray(studioMembers.studioId, ids), eq(studioMembers.applyStatus, 2))).groupBy(studioMembers.studioId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The directory, a studio's home (profile, members, counts) and the manager's profile edit. */
function studioCalls(db: Db): AnyRoute[] {
  return [
    defineRoute({
      ...STUDIO_CALLS.list,
      access: 'public',
      summary: '工作室列表',
      handler: async (ctx) => {
        const f = studioResource.filters!.parse(ctx.input);
        const page = await pagedList({ db, table: studios, resource: studioResource, params: ctx.input, where: [f.studioType ? eq(studios.studioType, f.studioType) : undefined, keywordIn(f.keyword, studios.name, studios.school, studios.subject, studios.leader)] });
        const rows = page.rows as Array<typeof studios.$inferSelect>;
        const counts = await memberCounts(db, rows.map((r) => r.id));
        return { ...page, rows: rows.map((r) => studioView(r, counts.get(r.id) ?? 0)) };
      },
    }),
    defineRoute({
      ...STUDIO_CALLS.myList,
      access: { action: 'update', subject: 'Studio' },
      summary: '我管理的工作室',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'update', 'Studio');
        const where = everywhere(access, 'update', 'Studio') ? [] : [eq(studios.managerId, access.member.memberId)];
        const page = await pagedList({ db, table: studios, resource: studioResource, params: ctx.input, where });
        const rows = page.rows as Array<typeof studios.$inferSelect>;
        const counts = await memberCounts(db, rows.map((r) => r.id));
        return { ...page, rows: rows.map((r) => studioView(r, counts.get(r.id) ?? 0)) };
      },
    }),
    defineRoute({
      ...STUDIO_CALLS.one,
      access: 'public',
      summary: '工作室主页（简介、成员与数量）',
      handler: async (ctx) => {
        const s = await studioById(db, idParam(ctx.input.id, '工作室编号不正确'));
        const [manager] = await db.select({ mname: members.mname }).from(members).where(eq(members.id, s.managerId));
        const people = await db
          .select({ id: studioMembers.id, memberId: studioMembers.memberId, mname: members.mname, joinTime: studioMembers.updateTime })
          .from(studioMembers)
          .innerJoin(members, eq(members.id, studioMembers.memberId))
          .where(and(eq(studioMembers.studioId, s.id), eq(studioMembers.applyStatus, 2)))
          .orderBy(asc(studioMembers.sort), asc(studioMembers.id))
          .limit(100);
        const [[d], [v], [i]] = await Promise.all([
          db.select({ n: count() }).from(studioData).where(eq(studioData.studioId, s.id)),
          db.select({ n: count() }).from(studioVideos).where(eq(studioVideos.studioId, s.id)),
          db.select({ n: count() }).from(studioInfos).where(eq(studioInfos.studioId, s.id)),
        ]);
        return ok({
          ...studioView(s, people.length),
          managerName: manager?.mname ?? '',
          members: people.map((p) => ({ id: p.id, memberId: p.memberId, mname: p.mname, joinTime: p.joinTime.toISOString() })),
          counts: { data: Number(d.n), videos: Number(v.n), infos: Number(i.n) },
        });
      },
    }),
    defineRoute({
      ...STUDIO_CALLS.update,
      access: { action: 'update', subject: 'Studio' },
      summary: '修改工作室简介',
      body: bodyCheckedByHandler(studioProfileInput),
      handler: async (ctx) => {
        const access = await authorize(ctx, 'update', 'Studio');
        const s = ctx.input.id !== undefined ? await studioById(db, idParam(ctx.input.id)) : await targetStudio(db, access, undefined);
        await authorize(ctx, 'update', 'Studio', { managerId: s.managerId });
        const input = studioProfileInput.parse(ctx.input);
        await db.update(studios).set({ ...input, subject: input.subject ?? '', school: input.school ?? '', leader: input.leader ?? '', coverUrl: input.coverUrl ?? '', updateTime: new Date() }).where(eq(studios.id, s.id));
        return ok({ id: s.id }, STUDIO_MSG.saved);
      },
    }),
  ];
}

type InfoRow = typeof studioInfos.$inferSelect;
const infoView = (r: InfoRow) => ({ ...iso(r), hasAnnex: Boolean(r.annexFile) });
const infoType = z.coerce.number().int().optional().catch(undefined);

/** 工作室资讯: public list / detail / listOfType, and the same create, edit and delete under v1, v2 and /custom. */
function infoCalls(db: Db, app: FastifyInstance): AnyRoute[] {
  const saveInput = async (ctx: Ctx, access: Awaited<ReturnType<typeof authorize>>) => {
    const input = studioInfoInput.parse(ctx.input);
    cleanRichFields(studioInfoResource.fields, input);
    const annex = input.annexFile ? await checkUpload(app, input.annexFile, ['annex'], everywhere(access, 'update', 'Studio') ? null : access.member.memberId) : { size: 0 };
    return { ...input, summary: input.summary ?? '', coverUrl: input.coverUrl ?? '', annexFile: input.annexFile ?? '', annexSize: annex.size };
  };

  const add = async (ctx: Ctx) => {
    const access = await authorize(ctx, 'create', 'Studio');
    const s = await targetStudio(db, access, ctx.input.studioId);
    await authorize(ctx, 'create', 'Studio', { managerId: s.managerId });
    const values = await saveInput(ctx, access);
    const [row] = await db.insert(studioInfos).values({ ...values, studioId: s.id, uid: access.member.memberId }).returning({ id: studioInfos.id });
    return ok({ id: row.id }, STUDIO_MSG.added);
  };
  const edit = async (ctx: Ctx) => {
    const access = await authorize(ctx, 'update', 'Studio');
    const [r] = await db.select().from(studioInfos).where(eq(studioInfos.id, idParam(ctx.input.id)));
    if (!r) throw notFound(STUDIO_MSG.infoMissing);
    const s = await studioById(db, r.studioId);
    await authorize(ctx, 'update', 'Studio', { managerId: s.managerId });
    const values = await saveInput(ctx, access);
    // An annex kept as it was is not re-checked against the editor (the admin may edit a manager's row).
    await db.update(studioInfos).set({ ...values, ...(values.annexFile === r.annexFile ? { annexSize: r.annexSize } : {}), updateTime: new Date() }).where(eq(studioInfos.id, r.id));
    return ok({ id: r.id }, STUDIO_MSG.saved);
  };
  const remove = async (ctx: Ctx, ids: number[]) => {
    await authorize(ctx, 'delete', 'Studio');
    const rows = await db.select({ id: studioInfos.id, studioId: studioInfos.studioId }).from(studioInfos).where(inArray(studioInfos.id, ids));
    if (rows.length !== ids.length) throw notFound(STUDIO_MSG.infoMissing);
    for (const s of await db.select({ managerId: studios.managerId }).from(studios).where(inArray(studios.id, [...new Set(rows.map((r) => r.studioId))]))) {
      await authorize(ctx, 'delete', 'Studio', { managerId: s.managerId });
    }
    await db.delete(studioInfos).where(inArray(studioInfos.id, ids));
    return ok(undefined, STUDIO_MSG.deleted);
  };
  const idList = (raw: unknown) => {
    const parts = String(raw ?? '').split(',').filter(Boolean);
    if (!parts.length || parts.length > 100) throw badRequest('编号不正确');
    return [...new Set(parts.map((p) => idParam(p)))];
  };

  // The same create, edit and delete under v1, v2 and /custom (the last deletes several ids).
  const saveCalls = (add: AnyRoute['handler'], edit: AnyRoute['handler'], [a, e, d]: readonly [Call, Call, Call], removeIds: (ctx: Ctx) => number[], version: string): AnyRoute[] => [
    defineRoute({ ...a, access: { action: 'create', subject: 'Studio' }, summary: `新增工作室资讯${version}`, body: bodyCheckedByHandler(studioInfoInput), handler: add }),
    defineRoute({ ...e, access: { action: 'update', subject: 'Studio' }, summary: `修改工作室资讯${version}`, body: bodyCheckedByHandler(studioInfoInput.extend({ id: z.int() })), handler: edit }),
    defineRoute({ ...d, access: { action: 'delete', subject: 'Studio' }, summary: `删除工作室资讯${version}`, handler: (ctx) => remove(ctx, removeIds(ctx)) }),
  ];

  return [
    ...saveCalls(add, edit, [STUDIO_CALLS.infoV1Add, STUDIO_CALLS.infoV1Edit, STUDIO_CALLS.infoV1Delete], (ctx) => [idParam(ctx.input.id)], '（v1）'),
    ...saveCalls(add, edit, [STUDIO_CALLS.infoV2Add, STUDIO_CALLS.infoV2Edit, STUDIO_CALLS.infoV2Delete], (ctx) => [idParam(ctx.input.id)], ''),
    ...saveCalls(add, edit, [STUDIO_CALLS.infoCustomAdd, STUDIO_CALLS.infoCustomEdit, STUDIO_CALLS.infoCustomDelete], (ctx) => idList(ctx.input.ids), '（多条删除）'),
    defineRoute({
      ...STUDIO_CALLS.infoList,
      access: 'public',
      summary: '工作室资讯列表',
      handler: async (ctx) => {
        const f = studioInfoResource.filters!.parse(ctx.input);
        const page = await pagedList({ db, table: studioInfos, resource: studioInfoResource, params: ctx.input, omit: ['content'], where: [f.studioId ? eq(studioInfos.studioId, f.studioId) : undefined, f.infoType ? eq(studioInfos.infoType, f.infoType) : undefined, keywordIn(f.keyword, studioInfos.title)] });
        return { ...page, rows: (await decorate(db, page.rows as InfoRow[])).map((r) => ({ ...infoView(r as InfoRow), studioName: r.studioName, managerId: r.managerId })) };
      },
    }),
    defineRoute({
      ...STUDIO_CALLS.infoDetail,
      access: 'public',
      summary: '工作室资讯详情',
      handler: async (ctx) => {
        const [r] = await db.select().from(studioInfos).where(eq(studioInfos.id, idParam(ctx.input.id)));
        if (!r) throw notFound(STUDIO_MSG.infoMissing);
        const [d] = await decorate(db, [r]);
        return ok({ ...infoView(r), studioName: d.studioName, managerId: d.managerId });
      },
    }),
    // The studio home: the latest few of each type.
    defineRoute({
      ...STUDIO_CALLS.infoListOfType,
      access: 'public',
      summary: '工作室各类资讯（首页）',
      handler: async (ctx) => {
        const studioId = idParam(ctx.input.studioId, '请选择工作室');
        const size = Math.min(Math.max(Number(ctx.input.size) || 5, 1), 20);
        const only = infoType.parse(ctx.input.infoType);
        const types = Object.keys(INFO_TYPE).map(Number).filter((t) => !only || t === only);
        const groups = await Promise.all(
          types.map(async (t) => {
            const rows = await db.select({ id: studioInfos.id, title: studioInfos.title, summary: studioInfos.summary, coverUrl: studioInfos.coverUrl, createTime: studioInfos.createTime }).from(studioInfos).where(and(eq(studioInfos.studioId, studioId), eq(studioInfos.infoType, t))).orderBy(asc(studioInfos.sort), desc(studioInfos.createTime)).limit(size);
            return { infoType: t, typeName: INFO_TYPE[t as keyof typeof INFO_TYPE], rows: rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() })) };
          }),
        );
        return ok(groups);
      },
    }),
    defineRoute({
      ...STUDIO_CALLS.infoV2List,
      access: { action: 'update', subject: 'Studio' },
      summary: '我管理的工作室资讯',
      handler: async (ctx) => {
        const access = await authorize(ctx, 'update', 'Studio');
        const f = studioInfoResource.filters!.parse(ctx.input);
        const scope = await manageScope(db, access, 'Studio', { studioId: studioInfos.studioId }, f.studioId);
        const page = await pagedList({ db, table: studioInfos, resource: studioInfoResource, params: ctx.input, omit: ['content'], where: [scope, f.infoType ? eq(studioInfos.infoType, f.infoType) : undefined, keywordIn(f.keyword, studioInfos.title)] });
        return { ...page, rows: (await decorate(db, page.rows as InfoRow[])).map((r) => ({ ...infoView(r as InfoRow), studioName: r.studioName, managerId: r.managerId })) };
      },
    }),
  ];
}

/** Teacher studios (issue 13): every spec studio call. */
registerRichTextColumns(studioInfos, studioInfoResource.fields);

/** The directory, studio homes and 工作室资讯 as a plugin of declared routes. */
const studioPagesModule = routesModule('studio', (db, app) => [...studioCalls(db), ...infoCalls(db, app), ...studioContentRoutes(db, app)], { tags: ['工作室'] });

export const studioModule: Module = async (app, db) => {
  await studioPagesModule(app, db);
  studioMemberModule(app, db);
  studioFileAccessModule(app, db);
  app.addHook('onReady', () => writeDemoFiles(app, db));
};
