import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { articles } from './content';
import { members } from './members';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every change of an article's review status (1 未审核 / 2 已审核) in the journal pipeline: from →
 * to, who and when, with the reviewer's remark. Written in the transaction of the change (its
 * creation, an edit that changes the status, 审核 and 批量审核); a 驳回 keeps 未审核 and is a row
 * 1 → 1 with its remark, so the remark trail is this table read in order.
 */
export const articleStatusHistory = pgTable(
  'article_status_history',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** Null: the article's creation. */
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    remark: text('remark'),
    byMemberId: integer('by_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The member's name at the time (the trail outlives renames). */
    byName: varchar('by_name', { length: 60 }).notNull().default(''),
    createTime: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('article_status_history_article').on(t.articleId, t.id)],
);
