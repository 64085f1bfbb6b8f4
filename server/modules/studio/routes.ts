import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INFO_TYPE, STUDIO_CALLS, STUDIO_MSG, studioInfoInput, studioInfoResource, studioProfileInput, studioResource } from '../../../src/resources/studios';
import { cleanRichFields, registerRichTextColumns } from '../../http/richText';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { members, studioData, studioInfos, studioMembers, studios, studioVideos } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module, type RouteContext } from '../../http/routes';
import { checkUpload, studioFileAccessModule } from './access';
import { decorate, everywhere, idParam, iso, manageScope, studioById, targetStudio } from './common';
import { studioContentModule } from './content';
import { studioMemberModule } from './members';
import { writeDemoFiles } from './demoFiles';

const studioView = (s: typeof studios.$inferSelect, memberCount = 0) => ({ ...iso(s), memberCount });

async function memberCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db.select({ id: studioMembers.studioId, n: count() }).from(studioMembers).where(and(inArray(studioMembers.studioId, ids), eq(studioMembers.applyStatus, 2))).groupBy(studioMembers.studioId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The directory, a studio's home (profile, members, counts) and the manager's profile edit. */
function studioCalls(app: FastifyInstance, db: Db) {
  mount(app, db, STUDIO_CALLS.list.method, STUDIO_CALLS.list.path, async (ctx) => {
    const f = studioResource.filters!.parse(ctx.params);
    const page = await pagedList({ db, table: studios, resource: studioResource, params: ctx.params, where: [f.studioType ? eq(studios.studioType, f.studioType) : undefined, keywordIn(f.keyword, studios.name, studios.school, studios.subject, studios.leader)] });
    const rows = page.rows as Array<typeof studios.$inferSelect>;
    const counts = await memberCounts(db, rows.map((r) => r.id));
    return { ...page, rows: rows.map((r) => studioView(r, counts.get(r.id) ?? 0)) };
  });

  mount(app, db, STUDIO_CALLS.myList.method, STUDIO_CALLS.myList.path, async (ctx) => {
    const access = await authorize(ctx, 'update', 'Studio');
    const where = everywhere(access, 'update', 'Studio') ? [] : [eq(studios.managerId, access.member.memberId)];
    const page = await pagedList({ db, table: studios, resource: studioResource, params: ctx.params, where });
    const rows = page.rows as Array<typeof studios.$inferSelect>;
    const counts = await memberCounts(db, rows.map((r) => r.id));
    return { ...page, rows: rows.map((r) => studioView(r, counts.get(r.id) ?? 0)) };
  });

  mount(app, db, STUDIO_CALLS.one.method, STUDIO_CALLS.one.path, async (ctx) => {
    const s = await studioById(db, idParam(ctx.params.id, '工作室编号不正确'));
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
  });

  mount(app, db, STUDIO_CALLS.update.method, STUDIO_CALLS.update.path, async (ctx) => {
    const access = await authorize(ctx, 'update', 'Studio');
    const s = ctx.params.id !== undefined ? await studioById(db, idParam(ctx.params.id)) : await targetStudio(db, access, undefined);
    await authorize(ctx, 'update', 'Studio', { managerId: s.managerId });
    const input = studioProfileInput.parse(ctx.params);
    await db.update(studios).set({ ...input, subject: input.subject ?? '', school: input.school ?? '', leader: input.leader ?? '', coverUrl: input.coverUrl ?? '', updateTime: new Date() }).where(eq(studios.id, s.id));
    return ok({ id: s.id }, STUDIO_MSG.saved);
  });
}

type InfoRow = typeof studioInfos.$inferSelect;
const infoView = (r: InfoRow) => ({ ...iso(r), hasAnnex: Boolean(r.annexFile) });
const infoType = z.coerce.number().int().optional().catch(undefined);

/** 工作室资讯: public list / detail / listOfType, and the same create, edit and delete under v1, v2 and /custom. */
function infoCalls(app: FastifyInstance, db: Db) {
  mount(app, db, STUDIO_CALLS.infoList.method, STUDIO_CALLS.infoList.path, async (ctx) => {
    const f = studioInfoResource.filters!.parse(ctx.params);
    const page = await pagedList({ db, table: studioInfos, resource: studioInfoResource, params: ctx.params, omit: ['content'], where: [f.studioId ? eq(studioInfos.studioId, f.studioId) : undefined, f.infoType ? eq(studioInfos.infoType, f.infoType) : undefined, keywordIn(f.keyword, studioInfos.title)] });
    return { ...page, rows: (await decorate(db, page.rows as InfoRow[])).map((r) => ({ ...infoView(r as InfoRow), studioName: r.studioName, managerId: r.managerId })) };
  });

  mount(app, db, STUDIO_CALLS.infoDetail.method, STUDIO_CALLS.infoDetail.path, async (ctx) => {
    const [r] = await db.select().from(studioInfos).where(eq(studioInfos.id, idParam(ctx.params.id)));
    if (!r) throw notFound(STUDIO_MSG.infoMissing);
    const [d] = await decorate(db, [r]);
    return ok({ ...infoView(r), studioName: d.studioName, managerId: d.managerId });
  });

  // The studio home: the latest few of each type.
  mount(app, db, STUDIO_CALLS.infoListOfType.method, STUDIO_CALLS.infoListOfType.path, async (ctx) => {
    const studioId = idParam(ctx.params.studioId, '请选择工作室');
    const size = Math.min(Math.max(Number(ctx.params.size) || 5, 1), 20);
    const only = infoType.parse(ctx.params.infoType);
    const types = Object.keys(INFO_TYPE).map(Number).filter((t) => !only || t === only);
    const groups = await Promise.all(
      types.map(async (t) => {
        const rows = await db.select({ id: studioInfos.id, title: studioInfos.title, summary: studioInfos.summary, coverUrl: studioInfos.coverUrl, createTime: studioInfos.createTime }).from(studioInfos).where(and(eq(studioInfos.studioId, studioId), eq(studioInfos.infoType, t))).orderBy(asc(studioInfos.sort), desc(studioInfos.createTime)).limit(size);
        return { infoType: t, typeName: INFO_TYPE[t as keyof typeof INFO_TYPE], rows: rows.map((r) => ({ ...r, createTime: r.createTime.toISOString() })) };
      }),
    );
    return ok(groups);
  });

  mount(app, db, STUDIO_CALLS.infoV2List.method, STUDIO_CALLS.infoV2List.path, async (ctx) => {
    const access = await authorize(ctx, 'update', 'Studio');
    const f = studioInfoResource.filters!.parse(ctx.params);
    const scope = await manageScope(db, access, 'Studio', { studioId: studioInfos.studioId }, f.studioId);
    const page = await pagedList({ db, table: studioInfos, resource: studioInfoResource, params: ctx.params, omit: ['content'], where: [scope, f.infoType ? eq(studioInfos.infoType, f.infoType) : undefined, keywordIn(f.keyword, studioInfos.title)] });
    return { ...page, rows: (await decorate(db, page.rows as InfoRow[])).map((r) => ({ ...infoView(r as InfoRow), studioName: r.studioName, managerId: r.managerId })) };
  });

  const saveInput = async (ctx: RouteContext, access: Awaited<ReturnType<typeof authorize>>) => {
    const input = studioInfoInput.parse(ctx.params);
    cleanRichFields(studioInfoResource.fields, input);
    const annex = input.annexFile ? await checkUpload(app, input.annexFile, ['annex'], everywhere(access, 'update', 'Studio') ? null : access.member.memberId) : { size: 0 };
    return { ...input, summary: input.summary ?? '', coverUrl: input.coverUrl ?? '', annexFile: input.annexFile ?? '', annexSize: annex.size };
  };

  const add = async (ctx: RouteContext) => {
    const access = await authorize(ctx, 'create', 'Studio');
    const s = await targetStudio(db, access, ctx.params.studioId);
    await authorize(ctx, 'create', 'Studio', { managerId: s.managerId });
    const values = await saveInput(ctx, access);
    const [row] = await db.insert(studioInfos).values({ ...values, studioId: s.id, uid: access.member.memberId }).returning({ id: studioInfos.id });
    return ok({ id: row.id }, STUDIO_MSG.added);
  };
  const edit = async (ctx: RouteContext) => {
    const access = await authorize(ctx, 'update', 'Studio');
    const [r] = await db.select().from(studioInfos).where(eq(studioInfos.id, idParam(ctx.params.id)));
    if (!r) throw notFound(STUDIO_MSG.infoMissing);
    const s = await studioById(db, r.studioId);
    await authorize(ctx, 'update', 'Studio', { managerId: s.managerId });
    const values = await saveInput(ctx, access);
    // An annex kept as it was is not re-checked against the editor (the admin may edit a manager's row).
    await db.update(studioInfos).set({ ...values, ...(values.annexFile === r.annexFile ? { annexSize: r.annexSize } : {}), updateTime: new Date() }).where(eq(studioInfos.id, r.id));
    return ok({ id: r.id }, STUDIO_MSG.saved);
  };
  const remove = async (ctx: RouteContext, ids: number[]) => {
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

  for (const [a, e, d] of [
    [STUDIO_CALLS.infoV1Add, STUDIO_CALLS.infoV1Edit, STUDIO_CALLS.infoV1Delete],
    [STUDIO_CALLS.infoV2Add, STUDIO_CALLS.infoV2Edit, STUDIO_CALLS.infoV2Delete],
  ] as const) {
    mount(app, db, a.method, a.path, add);
    mount(app, db, e.method, e.path, edit);
    mount(app, db, d.method, d.path, (ctx) => remove(ctx, [idParam(ctx.params.id)]));
  }
  mount(app, db, STUDIO_CALLS.infoCustomAdd.method, STUDIO_CALLS.infoCustomAdd.path, add);
  mount(app, db, STUDIO_CALLS.infoCustomEdit.method, STUDIO_CALLS.infoCustomEdit.path, edit);
  mount(app, db, STUDIO_CALLS.infoCustomDelete.method, STUDIO_CALLS.infoCustomDelete.path, (ctx) => remove(ctx, idList(ctx.params.ids)));
}

/** Teacher studios (issue 13): every spec studio call. */
registerRichTextColumns(studioInfos, studioInfoResource.fields);

export const studioModule: Module = (app, db) => {
  studioCalls(app, db);
  infoCalls(app, db);
  studioContentModule(app, db);
  studioMemberModule(app, db);
  studioFileAccessModule(app, db);
  app.addHook('onReady', () => writeDemoFiles(app, db));
};
