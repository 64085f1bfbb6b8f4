import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A member's work (spec §3 Works, §4 review status 1–6). `uid` is the author member (the CASL
 * `works` scope condition). `freeBlock` is the part anyone may read (getBlock); `price` in fen.
 */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => members.id),
    /** 1 v1 member work, 2 v2 writer work. */
    worksType: integer('works_type').notNull().default(1),
    /** 1 under review, 2 passed, 3 rejected, 4 closed, 5 under cloud review, 6 cloud review error. */
    worksStatus: integer('works_status').notNull().default(5),
    title: varchar('title', { length: 200 }).notNull(),
    genre: varchar('genre', { length: 40 }).notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    fileUrl: varchar('file_url', { length: 500 }).notNull().default(''),
    freeBlock: text('free_block').notNull().default(''),
    price: integer('price').notNull().default(0),
    /** Words the cloud review matched (status 6), shown to the author. */
    flaggedWords: jsonb('flagged_words').$type<string[]>().notNull().default([]),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [index('works_uid').on(t.uid), index('works_status').on(t.worksStatus)],
);

/** Every status change of a work with its remark (cloud review, admin review, author actions). */
export const worksRemarks = pgTable(
  'works_remark',
  {
    id: serial('id').primaryKey(),
    worksId: integer('works_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status'),
    status: integer('status').notNull(),
    remark: text('remark'),
    /** Null: the cloud review job. */
    byMemberId: integer('by_member_id').references(() => members.id),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('works_remark_works').on(t.worksId)],
);

/** The platform-managed sensitive-word list the cloud review screens against. */
export const sensitiveWords = pgTable(
  'sensitive_word',
  {
    id: serial('id').primaryKey(),
    word: varchar('word', { length: 60 }).notNull(),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sensitive_word_word').on(t.word)],
);

/** A writer's public profile (foreWriter members), one per member. */
export const writerProfiles = pgTable(
  'writer_profile',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    penName: varchar('pen_name', { length: 60 }).notNull(),
    biography: text('biography').notNull().default(''),
    photoUrl: varchar('photo_url', { length: 500 }).notNull().default(''),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('writer_profile_member').on(t.memberId)],
);

/** A writer's videos. */
export const writerVideos = pgTable(
  'writer_video',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: varchar('title', { length: 200 }).notNull(),
    videoUrl: varchar('video_url', { length: 500 }).notNull(),
    coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('writer_video_member').on(t.memberId)],
);
