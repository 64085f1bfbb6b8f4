import { index, integer, pgTable, serial, text, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { published, sortAndTimes } from './common';
import { members } from './members';

/**
 * 基础教育 (issue 14, edubasic): the teaching catalogue and the resources attached to it
 * (src/resources/teaching.ts).
 */

/**
 * 教学目录: one node of the tree 学科 (level 1) → 年级 (2) → 教材版本 (3) → 单元 (4). `code` is the
 * node's 学科 / 年级 / 版本 code (spec §3 `subjectType`, `grade`, `teachingVersion`); units have none.
 * A node with children or resources cannot be deleted (checked first; the foreign keys stand behind it).
 */
export const teachingTypes = pgTable(
  'teaching_type',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => teachingTypes.id),
    level: integer('level').notNull(),
    code: integer('code'),
    name: varchar('name', { length: 100 }).notNull(),
    ...sortAndTimes,
  },
  (t) => [index('teaching_type_parent').on(t.parentId, t.sort), index('teaching_type_level').on(t.level, t.sort)],
);

/**
 * 教学资源 (`teachingjoin`): a 课件, 教案, 学案, 试题, 微课视频 or 素材 attached to a unit
 * (`knowledge`). `subjectType`, `grade`, `teachingVersion` and `eduLevel` are copied from the unit's
 * ancestors when the row is written, so the list filters are plain indexed equalities. `fileName`
 * is a private stored file (storage area `studio`), opened through `/common/teachingjoin/file/{id}`.
 * `ownerId` is the teacher who uploaded it; null is the platform's own.
 */
export const teachingResources = pgTable(
  'teaching_resource',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    knowledge: integer('knowledge')
      .notNull()
      .references(() => teachingTypes.id),
    subjectType: integer('subject_type').notNull(),
    grade: integer('grade').notNull(),
    teachingVersion: integer('teaching_version').notNull(),
    eduLevel: integer('edu_level').notNull(),
    fileType: integer('file_type').notNull(),
    author: varchar('author', { length: 60 }).notNull(),
    school: varchar('school', { length: 100 }),
    keywords: varchar('keywords', { length: 200 }),
    intro: text('intro'),
    fileName: varchar('file_name', { length: 120 }),
    fileSize: integer('file_size').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('teaching_resource_filter').on(t.subjectType, t.grade, t.teachingVersion),
    index('teaching_resource_knowledge').on(t.knowledge),
    index('teaching_resource_file_type').on(t.fileType),
    index('teaching_resource_views').on(t.views),
    index('teaching_resource_downloads').on(t.downloads),
    index('teaching_resource_sort').on(t.sort, t.createTime),
    index('teaching_resource_owner').on(t.ownerId),
  ],
);
