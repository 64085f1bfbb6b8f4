import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';
import { members } from './members';

/**
 * Education and culture areas (issue 14). Rows a role holder keeps (a famous teacher's page and
 * works, a headmaster's) name the member in `ownerId`; null is the platform's own row.
 */

/** 名师 (foreFamousTeach 14): a famous teacher of basic education. `grade` is the 学段, `subjectType` the 学科. */
export const famousTeachers = pgTable(
  'famous_teacher',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    school: varchar('school', { length: 100 }).notNull(),
    grade: integer('grade').notNull(),
    subjectType: integer('subject_type').notNull(),
    title: varchar('title', { length: 60 }),
    provinceId: integer('province_id'),
    motto: varchar('motto', { length: 200 }),
    avatarUrl: text('avatar_url'),
    intro: text('intro'),
    honors: text('honors'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [...viewsAndSortIndexes('famous_teacher', t), index('famous_teacher_owner').on(t.ownerId)],
);

/** 名师成果: a famous teacher's article (1), book (2) or lecture video (3, `duration` in seconds). */
export const famousTeacherWorks = pgTable(
  'famous_teacher_work',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => famousTeachers.id, { onDelete: 'cascade' }),
    workType: integer('work_type').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    source: varchar('source', { length: 200 }),
    publishDate: date('publish_date'),
    summary: text('summary'),
    content: text('content'),
    coverUrl: text('cover_url'),
    videoUrl: text('video_url'),
    duration: integer('duration'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('famous_teacher_work_teacher').on(t.teacherId, t.workType), index('famous_teacher_work_owner').on(t.ownerId)],
);

/** 校长 (foreHeadmaster 10): a headmaster of a primary or secondary school. `grade` is the school's 学段. */
export const headmasters = pgTable(
  'headmaster',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    school: varchar('school', { length: 100 }).notNull(),
    grade: integer('grade').notNull(),
    position: varchar('position', { length: 60 }),
    provinceId: integer('province_id'),
    philosophy: varchar('philosophy', { length: 200 }),
    avatarUrl: text('avatar_url'),
    intro: text('intro'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [...viewsAndSortIndexes('headmaster', t), index('headmaster_owner').on(t.ownerId)],
);

const ofHeadmaster = () =>
  integer('headmaster_id')
    .notNull()
    .references(() => headmasters.id, { onDelete: 'cascade' });

/** 校长履历: one post of a headmaster's career (`endYear` null: to this day). */
export const headmasterExps = pgTable(
  'headmaster_exp',
  {
    id: serial('id').primaryKey(),
    headmasterId: ofHeadmaster(),
    startYear: integer('start_year').notNull(),
    endYear: integer('end_year'),
    unit: varchar('unit', { length: 100 }).notNull(),
    position: varchar('position', { length: 60 }).notNull(),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('headmaster_exp_headmaster').on(t.headmasterId, t.startYear), index('headmaster_exp_owner').on(t.ownerId)],
);

/** 校长视频: a headmaster's talk, `duration` in seconds, the file streamed from /media/video. */
export const headmasterVideos = pgTable(
  'headmaster_video',
  {
    id: serial('id').primaryKey(),
    headmasterId: ofHeadmaster(),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary'),
    coverUrl: text('cover_url'),
    videoUrl: text('video_url'),
    duration: integer('duration'),
    publishDate: date('publish_date'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('headmaster_video_headmaster').on(t.headmasterId), index('headmaster_video_views').on(t.views), index('headmaster_video_owner').on(t.ownerId)],
);

/** 校长图文: an illustrated article by or about a headmaster. */
export const headmasterImgTexts = pgTable(
  'headmaster_imgtext',
  {
    id: serial('id').primaryKey(),
    headmasterId: ofHeadmaster(),
    title: varchar('title', { length: 300 }).notNull(),
    summary: text('summary'),
    coverUrl: text('cover_url'),
    content: text('content'),
    publishDate: date('publish_date'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('headmaster_imgtext_headmaster').on(t.headmasterId), index('headmaster_imgtext_views').on(t.views), index('headmaster_imgtext_owner').on(t.ownerId)],
);
