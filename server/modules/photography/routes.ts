import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import {
  durationText,
  PHOTO_CALLS,
  PHOTO_MSG,
  photoActivityResource,
  photoChapterResource,
  photoClassResource,
  photoCourseResource,
  photoResource,
} from '../../../src/resources/photography';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { photoActivities, photoChapters, photoClasses, photoCourses, photos, photoTypes } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { mountManagedArea } from '../area/manageArea';
import { owns, VIDEO_ORDER_TYPE } from '../order/items';
import { writeDemoPhotoFiles } from './demoFiles';
import { mountPhotoInteractions } from './interactions';
import { chapterOnOwnCourse, classOnOwnChapter, ownUpload } from './ownership';
import { mountPhotoVod, publicClass, storedVideoDuration } from './vod';
import { equalFilters } from '../area/mountArea';

/** A type and, when it is a top-level one, its children: filtering by 风光 finds 山川 and 湖海 too. */
const typeAndChildren = (typeId: number | undefined, column: PgColumn) =>
  typeId === undefined ? undefined : or(eq(column, typeId), inArray(column, sql`(select ${photoTypes.id} from ${photoTypes} where ${photoTypes.parentId} = ${typeId})`));

/** Names of the types on one list page (one query per page). */
async function withTypeNames(db: Db, rows: Array<Record<string, unknown>>) {
  const ids = [...new Set(rows.map((r) => r.typeId).filter((v): v is number => typeof v === 'number'))];
  const names = new Map(ids.length ? (await db.select({ id: photoTypes.id, name: photoTypes.name }).from(photoTypes).where(inArray(photoTypes.id, ids))).map((t) => [t.id, t.name]) : []);
  return rows.map((r) => ({ ...r, typeName: names.get(r.typeId as number) ?? '' }));
}

/**
 * 摄影 (forePhotographer 15; spec §7 `/common/photographic*`; paths in docs/decisions.md
 * "Photography"): banner, type tree, activities with `joinNum`, photos ("files"), search, likes,
 * hot, forum courses with chapters and classes, their detail, vod and the bought videos. A
 * photographer manages their own photos and courses; the platform admin everything, and the activities.
 */
export const photographyModule: Module = (app, db) => {
  mount(app, db, PHOTO_CALLS.banner.method, PHOTO_CALLS.banner.path, async () => {
    // Activities still open come first, then the latest closed ones: what the home's carousel shows.
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db
      .select({ id: photoActivities.id, title: photoActivities.title, imageUrl: photoActivities.coverUrl, organizer: photoActivities.organizer, endDate: photoActivities.endDate })
      .from(photoActivities)
      .where(and(publishedRows(photoActivities), sql`${photoActivities.coverUrl} is not null`))
      .orderBy(desc(gte(photoActivities.endDate, today)), desc(photoActivities.beginDate))
      .limit(5);
    return ok({ list: rows.map((r) => ({ ...r, link: `/photography/activity/${r.id}` })) });
  });

  mount(app, db, PHOTO_CALLS.typeTree.method, PHOTO_CALLS.typeTree.path, async () => {
    const rows = await db.select({ id: photoTypes.id, parentId: photoTypes.parentId, name: photoTypes.name }).from(photoTypes).orderBy(desc(photoTypes.sort), asc(photoTypes.id));
    const top = rows.filter((r) => r.parentId === 0);
    return ok(top.map((t) => ({ id: t.id, name: t.name, children: rows.filter((c) => c.parentId === t.id).map((c) => ({ id: c.id, name: c.name })) })));
  });

  mount(app, db, PHOTO_CALLS.typeOptions.method, PHOTO_CALLS.typeOptions.path, async () => {
    const rows = await db.select({ id: photoTypes.id, parentId: photoTypes.parentId, name: photoTypes.name }).from(photoTypes).orderBy(desc(photoTypes.sort), asc(photoTypes.id));
    return ok(rows.filter((r) => r.parentId === 0).flatMap((t) => [{ value: String(t.id), label: t.name }, ...rows.filter((c) => c.parentId === t.id).map((c) => ({ value: String(c.id), label: `${t.name} · ${c.name}` }))]));
  });

  mount(app, db, PHOTO_CALLS.search.method, PHOTO_CALLS.search.path, async ({ params }) => {
    const { keyword } = photoResource.filters!.parse({ keyword: params.keyword });
    if (!keyword) throw badRequest(PHOTO_MSG.keywordRequired);
    const result = await pagedList({
      db,
      table: photos,
      resource: { ...photoResource, pageSize: 10 },
      params,
      omit: ['description'],
      where: [publishedRows(photos), keywordIn(keyword, photos.title, photos.author, photos.location, photos.description)],
    });
    return { ...result, rows: await withTypeNames(db, result.rows as Array<Record<string, unknown>>) };
  });

  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人的摄影作品' },
      missingRefMsg: '所选分类或活动不存在',
      prepareWrite: async (_tx, values, who) => ownUpload(values.imageUrl, who),
    },
    resource: photoResource,
    table: photos,
    // Hot works: the most liked (real like rows), spec §9 3 or 5.
    hot: { path: PHOTO_CALLS.hot.path, fields: ['id', 'title', 'author', 'imageUrl', 'likes', 'views'], by: 'likes' },
    notFoundMsg: PHOTO_MSG.photoMissing,
    filterWhere: (f) => [
      keywordIn(f.keyword, photos.title, photos.author, photos.location),
      typeAndChildren(f.typeId, photos.typeId),
      ...equalFilters(f, { activityId: photos.activityId }),
    ],
    decorateList: (rows) => withTypeNames(db, rows),
    decorateOne: async (row) => {
      const [type] = row.typeId ? await db.select({ name: photoTypes.name }).from(photoTypes).where(eq(photoTypes.id, row.typeId)) : [];
      const [activity] = row.activityId
        ? await db.select({ title: photoActivities.title }).from(photoActivities).where(and(eq(photoActivities.id, row.activityId), publishedRows(photoActivities)))
        : [];
      return { typeName: type?.name ?? '', activityTitle: activity?.title ?? null };
    },
  });

  mountManagedArea(app, db, {
    manage: { missingRefMsg: '所选分类不存在' },
    resource: photoActivityResource,
    table: photoActivities,
    notFoundMsg: PHOTO_MSG.activityMissing,
    omitInList: ['intro'],
    filterWhere: (f) => [keywordIn(f.keyword, photoActivities.title, photoActivities.organizer), typeAndChildren(f.typeId, photoActivities.typeId)],
  });

  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人的课程' },
      missingRefMsg: '所选分类不存在',
      prepareWrite: async (_tx, values, who) => ownUpload(values.coverUrl ?? undefined, who),
    },
    resource: photoCourseResource,
    table: photoCourses,
    notFoundMsg: PHOTO_MSG.courseMissing,
    omitInList: ['intro'],
    filterWhere: (f) => [keywordIn(f.keyword, photoCourses.title, photoCourses.teacher), typeAndChildren(f.typeId, photoCourses.typeId)],
    decorateList: (rows) => withTypeNames(db, rows),
    // The course page: its chapters with their classes (上架 ones), each with its price and whether the caller bought it.
    decorateOne: async (row, req) => {
      const [chapters, classes] = await Promise.all([
        db.select({ id: photoChapters.id, title: photoChapters.title }).from(photoChapters).where(and(eq(photoChapters.courseId, row.id), publishedRows(photoChapters))).orderBy(asc(photoChapters.sort), asc(photoChapters.id)),
        db
          .select({ id: photoClasses.id, chapterId: photoClasses.chapterId, title: photoClasses.title, duration: photoClasses.duration, free: photoClasses.free, priceFen: photoClasses.priceFen, views: photoClasses.views })
          .from(photoClasses)
          .where(and(eq(photoClasses.courseId, row.id), publishedRows(photoClasses)))
          .orderBy(asc(photoClasses.sort), asc(photoClasses.id)),
      ]);
      const member = await req.signedIn();
      const bought = new Set<number>();
      if (member) for (const c of classes) if (!c.free && (await owns(db, member.member.id, VIDEO_ORDER_TYPE, c.id))) bought.add(c.id);
      const total = classes.reduce((s, c) => s + c.duration, 0);
      return {
        classCount: classes.length,
        totalDuration: durationText(total),
        chapters: chapters.map((ch) => ({
          ...ch,
          classes: classes
            .filter((c) => c.chapterId === ch.id)
            .map((c) => ({ ...c, durationText: durationText(c.duration), free: c.free || c.priceFen <= 0, bought: bought.has(c.id) })),
        })),
      };
    },
  });

  mountManagedArea(app, db, {
    manage: { owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人课程的章节' }, missingRefMsg: PHOTO_MSG.courseMissing, prepareWrite: chapterOnOwnCourse },
    resource: photoChapterResource,
    table: photoChapters,
    notFoundMsg: PHOTO_MSG.chapterMissing,
    filterWhere: (f) => [keywordIn(f.keyword, photoChapters.title), ...equalFilters(f, { courseId: photoChapters.courseId })],
  });

  mountManagedArea(app, db, {
    manage: {
      owner: { column: 'ownerId', forbiddenMsg: '无权操作：只能修改或删除本人课程的视频' },
      missingRefMsg: PHOTO_MSG.chapterMissing,
      prepareWrite: classOnOwnChapter((file) => storedVideoDuration(app, file)),
    },
    resource: photoClassResource,
    table: photoClasses,
    notFoundMsg: PHOTO_MSG.classMissing,
    filterWhere: (f) => [keywordIn(f.keyword, photoClasses.title), ...equalFilters(f, { chapterId: photoClasses.chapterId })],
    // A class of a 下架 chapter or course is as hidden as they are.
    decorateOne: async (row) => {
      const visible = await publicClass(db, row.id);
      if (!visible) throw notFound(PHOTO_MSG.classMissing);
      const [course] = await db.select({ title: photoCourses.title, teacher: photoCourses.teacher }).from(photoCourses).where(eq(photoCourses.id, row.courseId));
      return { videoFile: undefined, courseTitle: course?.title ?? '', teacher: course?.teacher ?? '', durationText: durationText(row.duration), free: row.free || row.priceFen <= 0 };
    },
  });

  mountPhotoInteractions(app, db);
  mountPhotoVod(app, db);
  app.addHook('onReady', () => writeDemoPhotoFiles(app, db));
};
