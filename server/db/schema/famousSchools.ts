import { boolean, date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';

/**
 * 名校 (issue 14): famous primary and secondary schools, placed by GB/T 2260 codes — `provinceId`
 * (省), `areaId` (市) and `regionId` (区县) — which the directory's tree is built from.
 */
export const famousSchools = pgTable(
  'famous_school',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** src/resources/famousSchools.ts SCHOOL_KINDS: 小学, 初中, 高中, 完全中学, 九年一贯制. */
    schoolType: integer('school_type').notNull(),
    /** 公办 (true) or 民办. */
    isPublic: boolean('is_public').notNull().default(true),
    provinceId: integer('province_id').notNull(),
    areaId: integer('area_id').notNull(),
    regionId: integer('region_id'),
    address: varchar('address', { length: 200 }),
    foundedYear: integer('founded_year'),
    motto: varchar('motto', { length: 100 }),
    principal: varchar('principal', { length: 60 }),
    phone: varchar('phone', { length: 40 }),
    website: varchar('website', { length: 200 }),
    coverUrl: text('cover_url'),
    intro: text('intro'),
    honors: text('honors'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('famous_school_place').on(t.provinceId, t.areaId, t.regionId),
    ...viewsAndSortIndexes('famous_school', t),
  ],
);

/** A school's 动态 (1), 活动 (2) or 文章 (3): spec §7 `dynamic`, `activity`, `article`. */
export const famousSchoolPosts = pgTable(
  'famous_school_post',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => famousSchools.id, { onDelete: 'cascade' }),
    postType: integer('post_type').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    author: varchar('author', { length: 60 }),
    publishDate: date('publish_date'),
    summary: text('summary'),
    content: text('content'),
    coverUrl: text('cover_url'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('famous_school_post_school').on(t.schoolId, t.postType, t.publishDate), index('famous_school_post_views').on(t.views)],
);

/** A school's 校园风采 photo (spec §7 `piclist`). */
export const famousSchoolPics = pgTable(
  'famous_school_pic',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => famousSchools.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    imageUrl: text('image_url').notNull(),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('famous_school_pic_school').on(t.schoolId, t.sort)],
);
