import { boolean, index, integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every content table has: spec §9 default sort is `sort` descending, then create date. */
export const sortAndTimes = {
  sort: integer('sort').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/**
 * 上架/下架 of a content area's rows: false hides the row from every public call (lists, details,
 * search, sitemap, OAI-PMH, home totals, collection and comment cards). Existing rows stay published.
 */
export const published = {
  published: boolean('published').notNull().default(true),
};

type IndexedColumn = Parameters<ReturnType<typeof index>['on']>[0];

/**
 * The indexes of a public area's two standard orders, named `<table>_views` and `<table>_sort`:
 * most viewed first (its hot list) and the spec §9 default, `sort` then create date.
 */
export function viewsAndSortIndexes(table: string, t: { views: IndexedColumn; sort: IndexedColumn; createTime: IndexedColumn }) {
  return [index(`${table}_views`).on(t.views), index(`${table}_sort`).on(t.sort, t.createTime)];
}
