import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
