import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sortAndTimes } from './common';

/**
 * Dictionary rows served at /show/dict/data/type/{dictType}; seeded from src/shared/dict.ts and
 * edited by the platform admin (字典数据). The key is `id` (column dict_code, the wire's dictCode) so
 * the generic management screens and calls treat it like every other row. `status` '0' 正常, '1' 停用.
 */
export const dictData = pgTable(
  'dict_data',
  {
    id: serial('dict_code').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictValue: varchar('dict_value', { length: 64 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(0),
    listClass: varchar('list_class', { length: 32 }),
    status: varchar('status', { length: 1 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('dict_data_type_value').on(t.dictType, t.dictValue)],
);

/** Home banners, `/first/pic/show`. `position` separates the home carousel from area banners. */
export const banners = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    position: varchar('position', { length: 32 }).notNull().default('home'),
    enabled: boolean('enabled').notNull().default(true),
    ...sortAndTimes,
  },
  (t) => [index('banner_position').on(t.position, t.sort)],
);

/** Page-view and download counters behind /common/totle and reading logs. */
export const siteCounters = pgTable('site_counter', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Rate-limit counters shared by every server process on one PostgreSQL (RATE_LIMIT_STORE=database,
 * the default with DATABASE_URL): one row per limit and key, counted until `windowEnd`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counter',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: integer('count').notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counter_window_end').on(t.windowEnd)],
);

/** Periodic jobs: the process that moves `lastRunAt` on runs the job, every other process skips it. */
export const periodicJobs = pgTable('periodic_job', {
  name: varchar('name', { length: 64 }).primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  runs: integer('runs').notNull().default(0),
});
