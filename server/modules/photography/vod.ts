import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { durationText, PHOTO_BOUGHT_PAGE_SIZE, PHOTO_CALLS, PHOTO_MSG } from '../../../src/resources/photography';
import { STUDIO_UPLOAD } from '../../../src/resources/studios';
import { apiUrl } from '../../../src/shared/apiPath';
import { fillPath } from '../../../src/resources/define';
import { authorize, requestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { entitlements, orders, photoChapters, photoClasses, photoCourses, photoVodCodes } from '../../db/schema';
import { AppError, badRequest, notFound, ok, page } from '../../http/envelope';
import { readOneFile } from '../../http/multipart';
import { parsePaging } from '../../http/paging';
import { mount } from '../../http/routes';
import { sendVideo } from '../../http/videoStream';
import { RATE } from '../auth/rate';
import { currentMember } from '../../access/session';
import { recordId } from '../area/mountArea';
import { yuan } from '../member/routes';
import { owns, VIDEO_ORDER_TYPE } from '../order/items';
import { mp4Duration, storedNameFor } from '../studio/fileKinds';

/** A player watches for a while and asks again on every seek: a code lives three hours. */
const VOD_CODE_TTL_MS = 3 * 3600_000;

/** A class readers may see: it, its chapter and its course all 上架. */
export async function publicClass(db: Db, id: number) {
  const [row] = await db
    .select({ id: photoClasses.id, title: photoClasses.title, videoFile: photoClasses.videoFile, free: photoClasses.free, priceFen: photoClasses.priceFen, ownerId: photoClasses.ownerId, courseId: photoClasses.courseId, duration: photoClasses.duration })
    .from(photoClasses)
    .innerJoin(photoChapters, eq(photoChapters.id, photoClasses.chapterId))
    .innerJoin(photoCourses, eq(photoCourses.id, photoClasses.courseId))
    .where(and(eq(photoClasses.id, id), publishedRows(photoClasses), publishedRows(photoChapters), publishedRows(photoCourses)));
  return row ?? null;
}

/** Whether the member may watch a paid class: bought it, keeps it, or manages every course. */
async function mayWatch(db: Db, ctx: Parameters<typeof requestAccess>[0], cls: { id: number; ownerId: number | null }): Promise<boolean> {
  const access = await requestAccess(ctx);
  const memberId = access.signedIn.member.id;
  if (cls.ownerId === memberId) return true;
  if (access.ability.rulesFor('update', 'PhotoCourse').some((r) => !r.inverted && !r.conditions)) return true;
  return owns(db, memberId, VIDEO_ORDER_TYPE, cls.id);
}

/**
 * Video on demand (spec §7 "vod"): `vod/{id}` checks who asks (a free class: anyone; a paid one:
 * its buyer, its photographer or the platform admin) and answers a play URL with a code, because
 * a `<video>` element sends no Authorization header; `vod/play/{code}` streams the MP4 with HTTP
 * ranges. The photographer's upload (MP4 only, checked by its bytes) and the bought list live here too.
 */
export function mountPhotoVod(app: FastifyInstance, db: Db): void {
  const storage = app.accounts.storage;

  mount(app, db, PHOTO_CALLS.vod.method, PHOTO_CALLS.vod.path, async (ctx) => {
    const id = recordId(ctx.params.id, PHOTO_MSG.classMissing);
    const cls = await publicClass(db, id);
    if (!cls) throw notFound(PHOTO_MSG.classMissing);
    if (!cls.free && cls.priceFen > 0) {
      // 403, not 401: the spec's client ends the session and leaves the page on any 401 (§8), and a visitor has none.
      if (!(await currentMember(ctx))) throw new AppError(403, PHOTO_MSG.signInToWatch);
      if (!(await mayWatch(db, ctx, cls))) throw new AppError(403, PHOTO_MSG.buyFirst);
    }
    const code = randomBytes(24).toString('hex');
    const expiresAt = new Date(Date.now() + VOD_CODE_TTL_MS);
    await db.delete(photoVodCodes).where(lt(photoVodCodes.expiresAt, new Date()));
    await db.insert(photoVodCodes).values({ code, classId: id, expiresAt });
    return ok({ id, code, url: apiUrl(fillPath(PHOTO_CALLS.play.path, { code })), expiresAt: expiresAt.toISOString(), duration: cls.duration, durationText: durationText(cls.duration) });
  });

  mount(app, db, PHOTO_CALLS.play.method, PHOTO_CALLS.play.path, async (ctx) => {
    const code = typeof ctx.params.code === 'string' && /^[0-9a-f]{48}$/.test(ctx.params.code) ? ctx.params.code : null;
    const [row] = code
      ? await db
          .select({ videoFile: photoClasses.videoFile })
          .from(photoVodCodes)
          .innerJoin(photoClasses, eq(photoClasses.id, photoVodCodes.classId))
          .where(and(eq(photoVodCodes.code, code), gt(photoVodCodes.expiresAt, new Date())))
      : [];
    if (!row) throw notFound(PHOTO_MSG.codeMissing);
    return sendVideo(ctx.req, ctx.reply, storage, 'vod', row.videoFile, PHOTO_MSG.fileMissing);
  });

  mount(
    app,
    db,
    PHOTO_CALLS.upload.method,
    PHOTO_CALLS.upload.path,
    async (ctx) => {
      const access = await authorize(ctx, 'create', 'PhotoCourse');
      const rule = STUDIO_UPLOAD.video;
      let originalName = '';
      const data = await readOneFile(ctx.req, { field: 'file', maxBytes: rule.maxBytes, missing: '请选择要上传的文件', tooBig: `视频文件不能超过${rule.maxBytes / 1024 / 1024}MB`, onFile: (n) => (originalName = n) });
      // The studio's check of an MP4 by its bytes; the name here is `<uploader id>-<24 hex>.mp4`.
      const checked = storedNameFor('video', access.member.memberId, originalName, data);
      const name = checked.replace(/^video-/, '');
      await storage.put('vod', name, data);
      const duration = mp4Duration(data);
      return ok({ fileName: name, originalName, size: data.length, duration, durationText: durationText(duration) }, '上传成功');
    },
    { config: { rateLimit: RATE.upload } },
  );

  mount(app, db, PHOTO_CALLS.bought.method, PHOTO_CALLS.bought.path, async (ctx) => {
    const access = await requestAccess(ctx);
    const memberId = access.signedIn.member.id;
    const paging = parsePaging(ctx.params, { name: 'photoBought', sortable: [], defaultSort: [], pageSize: PHOTO_BOUGHT_PAGE_SIZE, maxPageSize: 50 }, { id: entitlements.id });
    const where = and(eq(entitlements.memberId, memberId), eq(entitlements.itemKind, VIDEO_ORDER_TYPE));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: entitlements.id,
          classId: photoClasses.id,
          title: photoClasses.title,
          duration: photoClasses.duration,
          courseId: photoCourses.id,
          courseTitle: photoCourses.title,
          teacher: photoCourses.teacher,
          coverUrl: photoCourses.coverUrl,
          orderNo: orders.orderNo,
          amountFen: orders.amountFen,
          createTime: entitlements.createdAt,
        })
        .from(entitlements)
        .innerJoin(orders, eq(orders.id, entitlements.orderId))
        .innerJoin(photoClasses, eq(photoClasses.id, entitlements.itemId))
        .innerJoin(photoCourses, eq(photoCourses.id, photoClasses.courseId))
        .where(where)
        .orderBy(desc(entitlements.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ total: count() }).from(entitlements).where(where),
    ]);
    return page(
      rows.map((r) => ({ ...r, durationText: durationText(r.duration), amount: yuan(r.amountFen), path: `/photography/class/${r.classId}` })),
      Number(total),
    );
  });
}

/** The seconds of a stored class video (its MP4 movie header), for the row being saved. */
export async function storedVideoDuration(app: FastifyInstance, name: string): Promise<number> {
  const data = await app.accounts.storage.get('vod', name);
  if (!data) throw badRequest(PHOTO_MSG.fileMissing);
  return mp4Duration(data);
}
