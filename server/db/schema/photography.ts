import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';
import { members } from './members';

/**
 * 摄影 (forePhotographer 15, issue 14). Rows a photographer keeps (their photos and forum courses)
 * name the member in `ownerId`; null is the platform's own row. Counters (`likes`, `joinNum`,
 * `views`) move only with the member rows that make them, in one transaction.
 */

/** 摄影分类: a two-level tree (风光 → 山川 …); `parentId` 0 is a top-level type. */
export const photoTypes = pgTable(
  'photo_type',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 40 }).notNull(),
    ...sortAndTimes,
  },
  (t) => [index('photo_type_parent').on(t.parentId, t.sort)],
);

/** 摄影活动: a contest or exhibition photographers join (`joinNum` counts `photo_activity_join`). */
export const photoActivities = pgTable(
  'photo_activity',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    typeId: integer('type_id').references(() => photoTypes.id, { onDelete: 'set null' }),
    organizer: varchar('organizer', { length: 200 }),
    coverUrl: text('cover_url'),
    beginDate: date('begin_date').notNull(),
    endDate: date('end_date').notNull(),
    intro: text('intro'),
    joinNum: integer('join_num').notNull().default(0),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('photo_activity_sort').on(t.sort, t.createTime), index('photo_activity_join_num').on(t.joinNum)],
);

/** One member's joining of one activity. */
export const photoActivityJoins = pgTable(
  'photo_activity_join',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => photoActivities.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.memberId] })],
);

/** 摄影作品 (the spec's "files"): one photo, its picture re-encoded by the upload call. */
export const photos = pgTable(
  'photo',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    typeId: integer('type_id').references(() => photoTypes.id, { onDelete: 'set null' }),
    activityId: integer('activity_id').references(() => photoActivities.id, { onDelete: 'set null' }),
    author: varchar('author', { length: 60 }).notNull(),
    imageUrl: text('image_url').notNull(),
    location: varchar('location', { length: 100 }),
    camera: varchar('camera', { length: 100 }),
    shootDate: date('shoot_date'),
    description: text('description'),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('photo_by_type').on(t.typeId),
    index('photo_by_activity').on(t.activityId),
    index('photo_likes').on(t.likes),
    ...viewsAndSortIndexes('photo', t),
    index('photo_owner').on(t.ownerId),
  ],
);

/** One member's like of one photo. */
export const photoLikes = pgTable(
  'photo_like',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.memberId] })],
);

/** 摄影课堂 (the spec's "forum courses"): a photographer's course of chapters and classes. */
export const photoCourses = pgTable(
  'photo_course',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    typeId: integer('type_id').references(() => photoTypes.id, { onDelete: 'set null' }),
    teacher: varchar('teacher', { length: 60 }).notNull(),
    coverUrl: text('cover_url'),
    intro: text('intro'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('photo_course_sort').on(t.sort, t.createTime), index('photo_course_views').on(t.views), index('photo_course_owner').on(t.ownerId)],
);

/** 章: a course's chapter. */
export const photoChapters = pgTable(
  'photo_chapter',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => photoCourses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('photo_chapter_course').on(t.courseId, t.sort), index('photo_chapter_owner').on(t.ownerId)],
);

/**
 * 节: one video of a chapter, streamed by `vod`. `videoFile` is a server-made storage name (area
 * `vod`); `duration` seconds read from the MP4 when it was uploaded; `priceFen` 0 is free to watch,
 * else bought as order type 4 (作品), buy class 3 (video).
 */
export const photoClasses = pgTable(
  'photo_class',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => photoChapters.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => photoCourses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    videoFile: varchar('video_file', { length: 100 }).notNull(),
    duration: integer('duration').notNull().default(0),
    priceFen: integer('price_fen').notNull().default(0),
    free: boolean('free').notNull().default(false),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('photo_class_chapter').on(t.chapterId, t.sort), index('photo_class_course').on(t.courseId), index('photo_class_owner').on(t.ownerId)],
);

/**
 * A short-lived code that plays one class's video: a `<video>` element sends no Authorization
 * header, so `vod/{id}` checks the caller and hands out a code the player's range requests carry.
 */
export const photoVodCodes = pgTable(
  'photo_vod_code',
  {
    code: varchar('code', { length: 48 }).primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => photoClasses.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('photo_vod_code_expires').on(t.expiresAt)],
);
