import { and, eq } from 'drizzle-orm';
import { PHOTO_MSG } from '../../../src/resources/photography';
import type { Db } from '../../db/client';
import { photoChapters, photoCourses } from '../../db/schema';
import { AppError, badRequest } from '../../http/envelope';
import type { AreaManagement } from '../area/manageArea';
import type { PgTable } from 'drizzle-orm/pg-core';

type PrepareWrite = NonNullable<AreaManagement<PgTable>['prepareWrite']>;
type Who = Parameters<PrepareWrite>[2];

/** A picture a photographer names must be one they uploaded (POST /common/upload names it `<their id>-…`). */
export function ownUpload(url: unknown, who: Who): void {
  if (who.everywhere || url === undefined) return;
  if (typeof url !== 'string' || !url.startsWith(`/files/image/${who.id}-`)) throw badRequest(PHOTO_MSG.imageFile);
}

/** A video file a photographer names must be one they uploaded (`<their id>-<hex>.mp4`, storage `vod`). */
export const VOD_FILE_RE = /^(\d{1,10})-[0-9a-f]{24}\.mp4$/;
export function ownVideo(name: unknown, who: Who): void {
  if (name === undefined) return;
  const m = typeof name === 'string' ? VOD_FILE_RE.exec(name) : null;
  if (!m || (!who.everywhere && Number(m[1]) !== who.id)) throw badRequest(PHOTO_MSG.videoFile);
}

/** A chapter goes under a course: a photographer's under their own; it belongs to whoever keeps the course. */
export const chapterOnOwnCourse: PrepareWrite = async (tx: Db, values, who) => {
  if (values.courseId === undefined) return;
  const [course] = await tx.select({ ownerId: photoCourses.ownerId }).from(photoCourses).where(eq(photoCourses.id, Number(values.courseId)));
  if (!course) throw badRequest(PHOTO_MSG.courseMissing);
  if (!who.everywhere && course.ownerId !== who.id) throw new AppError(403, PHOTO_MSG.ownCourse);
  values.ownerId = course.ownerId;
};

/** A class goes under a chapter of the caller's own course (the admin: any); it takes the chapter's course and owner. */
export function classOnOwnChapter(readDuration: (file: string) => Promise<number>): PrepareWrite {
  return async (tx: Db, values, who) => {
    ownVideo(values.videoFile, who);
    if (values.videoFile !== undefined) values.duration = await readDuration(String(values.videoFile));
    if (values.chapterId === undefined) return;
    const [chapter] = await tx
      .select({ courseId: photoChapters.courseId, ownerId: photoChapters.ownerId })
      .from(photoChapters)
      .where(and(eq(photoChapters.id, Number(values.chapterId))));
    if (!chapter) throw badRequest(PHOTO_MSG.chapterMissing);
    if (!who.everywhere && chapter.ownerId !== who.id) throw new AppError(403, PHOTO_MSG.ownChapter);
    values.courseId = chapter.courseId;
    values.ownerId = chapter.ownerId;
  };
}
