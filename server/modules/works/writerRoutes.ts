import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { authorize } from '../../access/authorize';
import { members, works, writerProfiles, writerVideos } from '../../db/schema';
import { AppError, badRequest, ok, page } from '../../http/envelope';
import { mount, type Module, type RouteContext } from '../../http/routes';

export const WRITER_P = '/w_rl/wkapi/v2/platform/writer';
export const WRITER_MSG = {
  notWriter: '仅作家可以维护作家信息，请先申请作家角色',
  exists: '作家信息已存在，请修改',
  missing: '请先填写作家信息',
  videoMissing: '视频不存在',
} as const;

const infoInput = z.object({
  penName: z.string({ error: '请输入笔名' }).trim().min(1, '请输入笔名').max(60, '笔名不能超过60个字'),
  biography: z.string().trim().max(5000, '简介不能超过5000个字').default(''),
  photoUrl: z.string().trim().max(500, '照片地址过长').default(''),
});
const videoInput = z.object({
  title: z.string({ error: '请输入视频标题' }).trim().min(1, '请输入视频标题').max(200, '视频标题不能超过200个字'),
  videoUrl: z.string({ error: '请上传视频' }).trim().min(1, '请上传视频').max(500, '视频地址过长'),
  coverUrl: z.string().trim().max(500, '封面地址过长').default(''),
});
const idParam = (v: unknown) => z.coerce.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确').parse(v);

/** A signed-in member holding the foreWriter role (spec §6 key 8). */
async function writerOf(ctx: RouteContext): Promise<number> {
  const access = await authorize(ctx, 'read', 'Works');
  if (!access.signedIn.roles.some((r) => r.roleKey === 'foreWriter')) throw new AppError(403, WRITER_MSG.notWriter);
  return access.member.memberId;
}

/** Writer information and videos (spec §7 "writer video and information add/edit/delete") and the public writer list. */
export const writerProfileModule: Module = (app, db) => {
  mount(app, db, 'GET', `${WRITER_P}/info`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const [profile] = await db.select().from(writerProfiles).where(eq(writerProfiles.memberId, memberId));
    const videos = await db.select().from(writerVideos).where(eq(writerVideos.memberId, memberId)).orderBy(asc(writerVideos.id));
    return ok({ profile: profile ?? null, videos });
  });
  mount(app, db, 'POST', `${WRITER_P}/info/add`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const input = infoInput.parse(ctx.params);
    const [row] = await db.insert(writerProfiles).values({ ...input, memberId }).onConflictDoNothing().returning({ id: writerProfiles.id });
    if (!row) throw badRequest(WRITER_MSG.exists);
    return ok({ id: row.id });
  });
  mount(app, db, 'PUT', `${WRITER_P}/info/edit`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const input = infoInput.parse(ctx.params);
    const done = await db.update(writerProfiles).set({ ...input, updateTime: new Date() }).where(eq(writerProfiles.memberId, memberId)).returning({ id: writerProfiles.id });
    if (!done.length) throw badRequest(WRITER_MSG.missing);
    return ok({ id: done[0].id }, '修改成功');
  });
  mount(app, db, 'DELETE', `${WRITER_P}/info/delete`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const done = await db.delete(writerProfiles).where(eq(writerProfiles.memberId, memberId)).returning({ id: writerProfiles.id });
    if (!done.length) throw badRequest(WRITER_MSG.missing);
    return ok(undefined, '删除成功');
  });
  mount(app, db, 'POST', `${WRITER_P}/video/add`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const [row] = await db.insert(writerVideos).values({ ...videoInput.parse(ctx.params), memberId }).returning({ id: writerVideos.id });
    return ok({ id: row.id });
  });
  mount(app, db, 'PUT', `${WRITER_P}/video/edit`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const id = idParam(ctx.params.id);
    // Scoped to the caller: another writer's video is "not found", never changed.
    const done = await db.update(writerVideos).set(videoInput.parse(ctx.params)).where(and(eq(writerVideos.id, id), eq(writerVideos.memberId, memberId))).returning({ id: writerVideos.id });
    if (!done.length) throw new AppError(404, WRITER_MSG.videoMissing);
    return ok({ id }, '修改成功');
  });
  mount(app, db, 'DELETE', `${WRITER_P}/video/delete`, async (ctx) => {
    const memberId = await writerOf(ctx);
    const id = idParam(ctx.params.id);
    const done = await db.delete(writerVideos).where(and(eq(writerVideos.id, id), eq(writerVideos.memberId, memberId))).returning({ id: writerVideos.id });
    if (!done.length) throw new AppError(404, WRITER_MSG.videoMissing);
    return ok(undefined, '删除成功');
  });

  // Public: writers with a profile, their videos and passed works (for /writerLibrary).
  mount(app, db, 'GET', '/common/writer/profiles', async () => {
    const profiles = await db.select({ memberId: writerProfiles.memberId, penName: writerProfiles.penName, biography: writerProfiles.biography, photoUrl: writerProfiles.photoUrl, mname: members.mname }).from(writerProfiles).innerJoin(members, eq(members.id, writerProfiles.memberId)).orderBy(asc(writerProfiles.id)).limit(100);
    const ids = profiles.map((p) => p.memberId);
    const [videos, passed] = ids.length
      ? await Promise.all([
          db.select().from(writerVideos).where(inArray(writerVideos.memberId, ids)),
          db.select({ id: works.id, uid: works.uid, title: works.title, genre: works.genre, price: works.price }).from(works).where(and(inArray(works.uid, ids), eq(works.worksStatus, 2))),
        ])
      : [[], []];
    const rows = profiles.map((p) => ({
      ...p,
      videos: videos.filter((v) => v.memberId === p.memberId).map((v) => ({ id: v.id, title: v.title, videoUrl: v.videoUrl, coverUrl: v.coverUrl })),
      works: passed.filter((w) => w.uid === p.memberId),
    }));
    return page(rows, rows.length);
  });
};
