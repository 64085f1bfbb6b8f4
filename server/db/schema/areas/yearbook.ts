import { integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { area } from '../../../../src/areas/declared/yearbook';
import { published, sortAndTimes } from '../common';

const { fields } = area;

/**
 * 年鉴 (src/areas/declared/yearbook.ts): one row a year-book. Text lengths are the declaration's,
 * which the admin form and the server's validation read too; the cover's address is unbounded text
 * in the table (as before the kit), the form's 500 characters its only limit.
 */
export const yearbooks = pgTable('yearbook', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: fields.title.max }).notNull(),
  year: integer('year').notNull(),
  provinceId: integer('province_id'),
  region: varchar('region', { length: fields.region.max }),
  editor: varchar('editor', { length: fields.editor.max }),
  publisher: varchar('publisher', { length: fields.publisher.max }),
  coverUrl: text('cover_url'),
  summary: text('summary'),
  ...sortAndTimes,
  ...published,
});
