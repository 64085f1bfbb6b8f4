import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Readers' suggestions from the footer page 意见建议 (`POST /exhibition/addSuggestion`).
 * Contact details are optional: an anonymous suggestion is still worth reading.
 */
export const suggestions = pgTable(
  'suggestion',
  {
    id: serial('id').primaryKey(),
    /** 联系人; empty when the reader left it blank. */
    contact: varchar('contact', { length: 30 }).notNull().default(''),
    /** Spec §5 phone rule, checked before insert. */
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 100 }),
    content: text('content').notNull(),
    /** The client address as Fastify sees it (trustProxy: the first X-Forwarded-For hop). */
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('suggestion_create_time').on(t.createTime)],
);

/**
 * 问题反馈 (spec §7 `/w_bc/wkapi/v1/issues/*ForPlatform`): a signed-in reader's issue with up to four
 * screenshots, answered by the platform. status: 1 待处理, 2 已回复, 3 已关闭 (src/resources/platformIssues.ts).
 */
export const platformIssues = pgTable(
  'platform_issue',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: smallint('type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** Picture URLs this server made (`/files/image/…`). */
    screenshots: jsonb('screenshots').$type<string[]>().notNull().default([]),
    contact: varchar('contact', { length: 50 }),
    status: smallint('status').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('platform_issue_member').on(t.memberId, t.createTime), index('platform_issue_status').on(t.status, t.updateTime)],
);

/** The conversation of an issue: the reader's follow-ups and the platform's answers, oldest first. */
export const platformIssueReplies = pgTable(
  'platform_issue_reply',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => platformIssues.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    fromPlatform: boolean('from_platform').notNull(),
    content: text('content').notNull(),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('platform_issue_reply_issue').on(t.issueId, t.createTime)],
);
