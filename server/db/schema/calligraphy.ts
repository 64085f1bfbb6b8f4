import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';

/** 书法 (issue 14): calligraphers and their works, browsed by script (书体) and calligrapher. */

/** 书法家: historic (朝代 such as 东晋, 唐) or contemporary (当代). */
export const calligraphers = pgTable(
  'calligrapher',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    dynasty: varchar('dynasty', { length: 20 }).notNull(),
    lifespan: varchar('lifespan', { length: 40 }),
    intro: text('intro'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('calligrapher_sort').on(t.sort, t.createTime), index('calligrapher_views').on(t.views)],
);

/** 书法作品: `script` 1 楷书, 2 行书, 3 草书, 4 隶书, 5 篆书; `content` the text written (释文). */
export const calligraphyWorks = pgTable(
  'calligraphy_work',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    script: integer('script').notNull(),
    // No cascade: a calligrapher with works is not deleted (409 in the management call).
    calligrapherId: integer('calligrapher_id')
      .notNull()
      .references(() => calligraphers.id),
    era: varchar('era', { length: 40 }),
    medium: varchar('medium', { length: 60 }),
    collection: varchar('collection', { length: 100 }),
    content: text('content').notNull(),
    intro: text('intro'),
    imageUrl: text('image_url'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('calligraphy_work_script').on(t.script), index('calligraphy_work_calligrapher').on(t.calligrapherId), ...viewsAndSortIndexes('calligraphy_work', t)],
);
