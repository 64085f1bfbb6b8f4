import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every content table has: spec §9 default sort is `sort` descending, then create date. */
export const sortAndTimes = {
  sort: integer('sort').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
