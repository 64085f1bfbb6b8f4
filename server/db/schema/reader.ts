import { index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Readers' comments on journal content (spec §7 `/common/comment`). `type` + `joinId` name the
 * item (src/shared/readerItems.ts). A first-level comment has no `parentId`; a reply points at
 * its first-level comment (`parentId`) and, when it answers another reply, at that reply's
 * author (`replyToMemberId`). Deleting marks the row (`deleted`) so reply threads keep their shape.
 * `thumbs` and `replyCount` are kept in step with comment_thumb and the replies inside the same
 * transaction, so lists need no aggregate.
 */
export const comments = pgTable(
  'comment',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    joinId: integer('join_id').notNull(),
    parentId: integer('parent_id'),
    replyToMemberId: integer('reply_to_member_id').references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Stored as typed (plain text); every client renders it as text, never as HTML. */
    content: varchar('content', { length: 500 }).notNull(),
    thumbs: integer('thumbs').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    deleted: smallint('deleted').notNull().default(0),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('comment_item').on(t.type, t.joinId, t.parentId, t.createTime),
    index('comment_parent').on(t.parentId, t.createTime),
    index('comment_member').on(t.memberId),
  ],
);

/** One thumbs-up per member and comment; a second press takes it back. */
export const commentThumbs = pgTable(
  'comment_thumb',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.memberId] })],
);

/** A member's row about one reader item (`type` + `itemId` as in src/shared/readerItems.ts): a collection, a reading-log entry. */
const memberItem = () => ({
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  type: smallint('type').notNull(),
  itemId: integer('item_id').notNull(),
});

/** A member's collected items (spec §7 `/collect/*`; `type` + `itemId` as in readerItems.ts). */
export const collections = pgTable(
  'collection',
  {
    ...memberItem(),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_member_item').on(t.memberId, t.type, t.itemId),
    index('collection_member_time').on(t.memberId, t.type, t.createTime),
    index('collection_item').on(t.type, t.itemId),
  ],
);

/**
 * Error reports from any detail page (spec §7 `POST /w_bc/wkapi/v1/errorCorrection`). Signed-in
 * readers are recorded by member; anyone may report, so the route is rate-limited.
 * status: 0 new, 1 handled.
 */
export const errorCorrections = pgTable(
  'error_correction',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    itemId: integer('item_id').notNull(),
    /** What kind of error (错别字, 内容错误, ...), from the form's fixed list. */
    errorType: varchar('error_type', { length: 20 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    memberId: integer('member_id').references(() => members.id),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('error_correction_item').on(t.type, t.itemId), index('error_correction_time').on(t.createTime)],
);

/**
 * 阅读记录: what a signed-in member opened (`type` + `itemId` as in src/shared/readerItems.ts),
 * one row per item, moved to the top on every visit (`lastReadAt`, `readCount`). A member's log
 * keeps its newest READING_LOG_KEEP items (server/modules/readingLog).
 */
export const readingLogs = pgTable(
  'reading_log',
  {
    ...memberItem(),
    readCount: integer('read_count').notNull().default(1),
    firstReadAt: at('first_read_at').notNull().defaultNow(),
    lastReadAt: at('last_read_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reading_log_member_item').on(t.memberId, t.type, t.itemId), index('reading_log_member_time').on(t.memberId, t.lastReadAt)],
);
