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

/**
 * A writer's public profile (foreWriter members), one per member: the writer library's entry.
 * `ownerId` (column member_id) is the CASL `owner` scope condition: a writer edits their own.
 */
export const writerProfiles = pgTable(
  'writer_profile',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('member_id')
      .notNull()
      .references(() => members.id),
    penName: varchar('pen_name', { length: 60 }).notNull(),
    /** 籍贯 or where the writer lives. */
    hometown: varchar('hometown', { length: 60 }).notNull().default(''),
    /** 创作体裁: 散文、小说、诗歌… */
    genres: varchar('genres', { length: 100 }).notNull().default(''),
    biography: text('biography').notNull().default(''),
    /** 代表作品与获奖 as free text (one a line). */
    honors: text('honors').notNull().default(''),
    photoUrl: varchar('photo_url', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('writer_profile_member').on(t.ownerId)],
);

/**
 * A writer's videos (talks, readings): an MP4 in the private media store (server-made name,
 * `video-<uploader>-<hex>.mp4`), played through a short-lived access code with range requests.
 */
export const writerVideos = pgTable(
  'writer_video',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('member_id')
      .notNull()
      .references(() => members.id),
    title: varchar('title', { length: 200 }).notNull(),
    intro: text('intro').notNull().default(''),
    /** The stored file's name. The column keeps its first name (video_url) so no migration renames it. */
    fileName: varchar('video_url', { length: 500 }).notNull(),
    fileSize: integer('file_size').notNull().default(0),
    /** Seconds, read from the MP4's movie header when saved (never taken from the client). */
    duration: integer('duration').notNull().default(0),
    coverUrl: varchar('cover_url', { length: 500 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createTime: at('create_time').notNull().defaultNow(),
    updateTime: at('update_time').notNull().defaultNow(),
  },
  (t) => [index('writer_video_member').on(t.ownerId)],
);
