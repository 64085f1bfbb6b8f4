import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';
import { famousSchools } from './famousSchools';

/**
 * The directories of issue 14 (places): schools with their campuses, study places, special topics,
 * the database navigation and the 关于我们 page. All are the platform admin's (docs/decisions.md
 * "Schools, study places, topics, databases, about-us (places)").
 */

/** 学校: one school of the directory. `stage` 1–6 is 学前 … 高等 (src/resources/schools.ts). */
export const schools = pgTable(
  'school',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    stage: integer('stage').notNull(),
    kind: integer('kind').notNull(),
    provinceId: integer('province_id').notNull(),
    city: varchar('city', { length: 40 }).notNull(),
    foundedYear: integer('founded_year'),
    principal: varchar('principal', { length: 60 }),
    website: varchar('website', { length: 200 }),
    coverUrl: text('cover_url'),
    intro: text('intro'),
    /** The 名校 page of the same school, when it has one (the directory links to it). */
    famousSchoolId: integer('famous_school_id').references(() => famousSchools.id, { onDelete: 'set null' }),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('school_filter').on(t.provinceId, t.stage, t.kind),
    index('school_city').on(t.city),
    ...viewsAndSortIndexes('school', t),
    index('school_founded').on(t.foundedYear),
  ],
);

/** 校区: a campus of a school, with its own address, phone and profile. */
export const campuses = pgTable(
  'campus',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'no action' }),
    name: varchar('name', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    profile: text('profile'),
    isMain: boolean('is_main').notNull().default(false),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('campus_school').on(t.schoolId, t.sort), index('campus_sort').on(t.sort, t.createTime)],
);

/** 学习场所: a library, museum, science centre, reading room … open to readers. */
export const studyPlaces = pgTable(
  'study_place',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    placeKind: integer('place_kind').notNull(),
    provinceId: integer('province_id').notNull(),
    city: varchar('city', { length: 40 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    openingHours: varchar('opening_hours', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    isFree: boolean('is_free').notNull().default(true),
    needsBooking: boolean('needs_booking').notNull().default(false),
    website: varchar('website', { length: 200 }),
    coverUrl: text('cover_url'),
    intro: text('intro'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('study_place_filter').on(t.provinceId, t.placeKind),
    index('study_place_city').on(t.city),
    ...viewsAndSortIndexes('study_place', t),
  ],
);

/** 专题: a curated set of items from any area, in ordered sections. */
export const topics = pgTable(
  'topic',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    coverUrl: text('cover_url'),
    intro: text('intro').notNull(),
    editor: varchar('editor', { length: 60 }),
    publishDate: date('publish_date'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [...viewsAndSortIndexes('topic', t), index('topic_date').on(t.publishDate)],
);

/** One section of a topic (导读, 经典文献 …), ordered by `sort` ascending. */
export const topicSections = pgTable(
  'topic_section',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'no action' }),
    title: varchar('title', { length: 100 }).notNull(),
    intro: text('intro'),
    ...sortAndTimes,
  },
  (t) => [index('topic_section_topic').on(t.topicId, t.sort), index('topic_section_sort').on(t.sort, t.createTime)],
);

/**
 * One item of a section: a reader item (src/shared/readerItems.ts) by type and id. The item's own
 * table decides whether it is shown — an unpublished or deleted item drops out of the topic page.
 */
export const topicItems = pgTable(
  'topic_item',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => topicSections.id, { onDelete: 'cascade' }),
    itemType: integer('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    note: varchar('note', { length: 300 }),
    ...sortAndTimes,
  },
  (t) => [uniqueIndex('topic_item_once').on(t.sectionId, t.itemType, t.itemId), index('topic_item_sort').on(t.sort, t.createTime), index('topic_item_ref').on(t.itemType, t.itemId)],
);

/**
 * 数据库导航: one database of the library (中文期刊库 …). `source` names the area whose public rows
 * are counted (src/resources/libraryDatabases.ts); the count is never stored.
 */
export const libraryDatabases = pgTable(
  'library_database',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    category: integer('category').notNull(),
    source: varchar('source', { length: 40 }).notNull(),
    description: text('description').notNull(),
    coverage: varchar('coverage', { length: 300 }),
    updateCycle: varchar('update_cycle', { length: 40 }),
    linkPath: varchar('link_path', { length: 200 }).notNull(),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('library_database_sort').on(t.sort, t.createTime), index('library_database_category').on(t.category)],
);

/** 关于我们: the sections of the page, in `sort` order; `anchor` is the footer's link target (#cooperation …). */
export const aboutSections = pgTable(
  'about_section',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    anchor: varchar('anchor', { length: 40 }),
    content: text('content').notNull(),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('about_section_sort').on(t.sort, t.createTime), uniqueIndex('about_section_anchor').on(t.anchor)],
);
