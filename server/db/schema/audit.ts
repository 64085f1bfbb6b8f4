import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every management change of content (issue 11): who, when, what, and the row before and after
 * (null before a create, null after a delete). Written in the same transaction as the change, so
 * there is never a change without its entry nor an entry without its change.
 */
export const contentAudits = pgTable(
  'content_audit',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    /** The member's name at the time (the entry outlives renames). */
    memberName: varchar('member_name', { length: 60 }).notNull().default(''),
    action: varchar('action', { length: 10 }).notNull(),
    /** The resource name of src/resources (books, laws …). */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    /** The item's title at the time, for the log's list. */
    title: varchar('title', { length: 300 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('content_audit_entity').on(t.entity, t.entityId),
    index('content_audit_time').on(t.createTime),
    // 工作台's 最近变更 of one member, newest first.
    index('content_audit_member_time').on(t.memberId, t.createTime),
  ],
);
