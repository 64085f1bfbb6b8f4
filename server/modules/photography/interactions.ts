import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PHOTO_CALLS, PHOTO_MSG } from '../../../src/resources/photography';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { photoActivities, photoActivityJoins, photoLikes, photos } from '../../db/schema';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { perMemberPerMinute } from '../../http/rateKey';
import { mount } from '../../http/routes';
import { requireMember } from '../../access/session';
import { recordId } from '../area/mountArea';

/** China's calendar day (activities open and close by it). */
const todayInChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Likes and joins (issue 14 "one per member, counted in the same transaction, rate-limited"): the
 * member's row and the counter move together; a second like or join is refused with its message
 * and changes nothing.
 */
export function mountPhotoInteractions(app: FastifyInstance, db: Db): void {
  mount(
    app,
    db,
    PHOTO_CALLS.like.method,
    PHOTO_CALLS.like.path,
    async (ctx) => {
      const { member } = await requireMember(ctx);
      const id = recordId(ctx.params.id, PHOTO_MSG.photoMissing);
      const likes = await db.transaction(async (tx) => {
        const [photo] = await tx.select({ id: photos.id }).from(photos).where(and(eq(photos.id, id), publishedRows(photos)));
        if (!photo) throw notFound(PHOTO_MSG.photoMissing);
        const added = await tx.insert(photoLikes).values({ photoId: id, memberId: member.id }).onConflictDoNothing().returning({ photoId: photoLikes.photoId });
        if (added.length === 0) throw new AppError(409, PHOTO_MSG.liked);
        const [row] = await tx.update(photos).set({ likes: sql`${photos.likes} + 1` }).where(eq(photos.id, id)).returning({ likes: photos.likes });
        return row.likes;
      });
      return ok({ id, likes, liked: true }, '点赞成功');
    },
    { config: { rateLimit: perMemberPerMinute('photoLike', 30) } },
  );

  mount(app, db, PHOTO_CALLS.likeStatus.method, PHOTO_CALLS.likeStatus.path, async (ctx) => {
    const id = recordId(ctx.params.id, PHOTO_MSG.photoMissing);
    const [photo] = await db.select({ likes: photos.likes }).from(photos).where(and(eq(photos.id, id), publishedRows(photos)));
    if (!photo) throw notFound(PHOTO_MSG.photoMissing);
    const signedIn = await ctx.req.signedIn();
    const mine = signedIn ? await db.select({ id: photoLikes.photoId }).from(photoLikes).where(and(eq(photoLikes.photoId, id), eq(photoLikes.memberId, signedIn.member.id))) : [];
    return ok({ id, likes: photo.likes, liked: mine.length > 0 });
  });

  mount(
    app,
    db,
    PHOTO_CALLS.join.method,
    PHOTO_CALLS.join.path,
    async (ctx) => {
      const { member } = await requireMember(ctx);
      const id = recordId(ctx.params.id, PHOTO_MSG.activityMissing);
      const joinNum = await db.transaction(async (tx) => {
        const [activity] = await tx
          .select({ beginDate: photoActivities.beginDate, endDate: photoActivities.endDate })
          .from(photoActivities)
          .where(and(eq(photoActivities.id, id), publishedRows(photoActivities)));
        if (!activity) throw notFound(PHOTO_MSG.activityMissing);
        const today = todayInChina();
        if (today < activity.beginDate) throw badRequest(PHOTO_MSG.notStarted);
        if (today > activity.endDate) throw badRequest(PHOTO_MSG.ended);
        const added = await tx.insert(photoActivityJoins).values({ activityId: id, memberId: member.id }).onConflictDoNothing().returning({ id: photoActivityJoins.activityId });
        if (added.length === 0) throw new AppError(409, PHOTO_MSG.joined);
        const [row] = await tx.update(photoActivities).set({ joinNum: sql`${photoActivities.joinNum} + 1` }).where(eq(photoActivities.id, id)).returning({ joinNum: photoActivities.joinNum });
        return row.joinNum;
      });
      return ok({ id, joinNum, joined: true }, '报名成功');
    },
    { config: { rateLimit: perMemberPerMinute('photoJoin', 10) } },
  );

  mount(app, db, PHOTO_CALLS.joinNum.method, PHOTO_CALLS.joinNum.path, async (ctx) => {
    const id = recordId(ctx.params.id, PHOTO_MSG.activityMissing);
    const [activity] = await db.select({ joinNum: photoActivities.joinNum }).from(photoActivities).where(and(eq(photoActivities.id, id), publishedRows(photoActivities)));
    if (!activity) throw notFound(PHOTO_MSG.activityMissing);
    const signedIn = await ctx.req.signedIn();
    const mine = signedIn
      ? await db.select({ id: photoActivityJoins.activityId }).from(photoActivityJoins).where(and(eq(photoActivityJoins.activityId, id), eq(photoActivityJoins.memberId, signedIn.member.id)))
      : [];
    return ok({ id, joinNum: activity.joinNum, joined: mine.length > 0 });
  });
}
