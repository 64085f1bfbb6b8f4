import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';
import { members } from './members';

/**
 * 作文 and 朗诵 (issue 14): student compositions and recitations a teacher (foreTeacher 5) submits
 * for their students, or the platform adds. `ownerId` is the teacher who keeps the row; null is the
 * platform's own.
 */

/** 作文: one student's composition with the teacher's comment. `grade` 1–12 is 一年级 to 高三. */
export const compositions = pgTable(
  'composition',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 60 }).notNull(),
    school: varchar('school', { length: 100 }).notNull(),
    grade: integer('grade').notNull(),
    compositionType: integer('composition_type').notNull(),
    year: integer('year').notNull(),
    wordCount: integer('word_count').notNull().default(0),
    teacher: varchar('teacher', { length: 60 }),
    teacherComment: text('teacher_comment'),
    award: varchar('award', { length: 200 }),
    content: text('content').notNull(),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('composition_filter').on(t.grade, t.compositionType, t.year),
    ...viewsAndSortIndexes('composition', t),
    index('composition_year').on(t.year),
    index('composition_owner').on(t.ownerId),
  ],
);

/**
 * 朗诵: a recording of a text read aloud. `category` A–D and `subcode` (A1 …) are the categories of
 * src/resources/recitations.ts; `duration` is in seconds (shown h:mm:ss); the audio is a file under
 * /media/audio, streamed with range requests.
 */
export const recitations = pgTable(
  'recitation',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    textAuthor: varchar('text_author', { length: 60 }),
    dynasty: varchar('dynasty', { length: 20 }),
    reciter: varchar('reciter', { length: 60 }).notNull(),
    school: varchar('school', { length: 100 }),
    category: varchar('category', { length: 1 }).notNull(),
    subcode: varchar('subcode', { length: 4 }).notNull(),
    content: text('content'),
    audioUrl: text('audio_url'),
    duration: integer('duration').notNull().default(0),
    recordDate: date('record_date'),
    views: integer('views').notNull().default(0),
    ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
    ...sortAndTimes,
    ...published,
  },
  (t) => [
    index('recitation_category').on(t.category, t.subcode),
    ...viewsAndSortIndexes('recitation', t),
    index('recitation_duration').on(t.duration),
    index('recitation_record_date').on(t.recordDate),
    index('recitation_owner').on(t.ownerId),
  ],
);
