import { boolean, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';

/**
 * 高校活动 (issue 14): contests and campaigns run by universities, with their rounds (spec §7
 * `issueList`), award-winning works (`awardWorkList`) and news (`newsList`, `newsDetail`).
 */
export const universityActivities = pgTable(
  'university_activity',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    /** src/resources/universityActivities.ts ACTIVITY_KINDS. */
    activityType: integer('activity_type').notNull(),
    organizer: varchar('organizer', { length: 200 }).notNull(),
    coOrganizer: varchar('co_organizer', { length: 300 }),
    provinceId: integer('province_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    location: varchar('location', { length: 200 }),
    audience: varchar('audience', { length: 200 }),
    coverUrl: text('cover_url'),
    /** Shown in the area's carousel (spec §7 `bannerList`). */
    isBanner: boolean('is_banner').notNull().default(false),
    summary: text('summary'),
    content: text('content'),
    joinNum: integer('join_num').notNull().default(0),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('university_activity_dates').on(t.startDate), ...viewsAndSortIndexes('university_activity', t)],
);

/** One round (届次/赛程) of an activity: 报名, 初赛, 复赛, 决赛 … */
export const universityActivityRounds = pgTable(
  'university_activity_round',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => universityActivities.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    description: text('description'),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('university_activity_round_activity').on(t.activityId, t.startDate)],
);

/** A work that won an award in an activity; `awardLevel` src/resources/universityActivities.ts AWARD_LEVELS. */
export const universityAwardWorks = pgTable(
  'university_award_work',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => universityActivities.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    authors: varchar('authors', { length: 200 }).notNull(),
    school: varchar('school', { length: 100 }).notNull(),
    advisor: varchar('advisor', { length: 100 }),
    awardLevel: integer('award_level').notNull(),
    summary: text('summary'),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('university_award_work_activity').on(t.activityId, t.awardLevel)],
);

/** 活动资讯: news of the activities (one activity's, or of the area when `activityId` is null). */
export const universityNews = pgTable(
  'university_news',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').references(() => universityActivities.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 300 }).notNull(),
    source: varchar('source', { length: 100 }),
    publishDate: date('publish_date').notNull(),
    summary: text('summary'),
    content: text('content'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('university_news_activity').on(t.activityId, t.publishDate), index('university_news_date').on(t.publishDate)],
);
