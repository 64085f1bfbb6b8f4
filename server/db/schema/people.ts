import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes, viewsAndSortIndexes } from './common';
import { members } from './members';

/**
 * The people directories (issue 14): one profile per approved role holder, which the holder keeps
 * (`ownerId`; null is an entry the platform keeps itself). `isPublic` is the holder's switch,
 * `published` the platform's 上架/下架; the public sees a profile while both are on and the holder
 * still has the role (server/modules/people/visibility.ts). The codes (学科门类, 职称, 类型, 学段, 学科)
 * may be empty on a profile opened from an application, which does not ask for them; the holder
 * fills them in.
 */
const profileColumns = () => ({
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
  isPublic: boolean('is_public').notNull().default(true),
  views: integer('views').notNull().default(0),
  ...sortAndTimes,
  ...published,
});

/** 学者 (foreScholar 7): `discipline` 学科门类, `title` 职称 (src/resources/people.ts). */
export const scholarProfiles = pgTable(
  'scholar_profile',
  {
    ...profileColumns(),
    name: varchar('name', { length: 30 }).notNull(),
    institution: varchar('institution', { length: 100 }).notNull(),
    department: varchar('department', { length: 100 }),
    title: integer('title'),
    discipline: integer('discipline'),
    researchField: varchar('research_field', { length: 100 }).notNull(),
    provinceId: integer('province_id'),
    avatarUrl: text('avatar_url'),
    intro: text('intro'),
    achievements: text('achievements'),
  },
  (t) => [...viewsAndSortIndexes('scholar_profile', t), uniqueIndex('scholar_profile_owner').on(t.ownerId)],
);

/** 出版社 (forePublisher 4): `name` is what books carry in their `publisher` column. */
export const publisherProfiles = pgTable(
  'publisher_profile',
  {
    ...profileColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    kind: integer('kind'),
    provinceId: integer('province_id'),
    city: varchar('city', { length: 30 }),
    address: varchar('address', { length: 200 }),
    licenseNo: varchar('license_no', { length: 30 }),
    foundedYear: integer('founded_year'),
    specialties: varchar('specialties', { length: 200 }),
    logoUrl: text('logo_url'),
    intro: text('intro'),
  },
  (t) => [
    ...viewsAndSortIndexes('publisher_profile', t),
    index('publisher_profile_founded').on(t.foundedYear),
    uniqueIndex('publisher_profile_owner').on(t.ownerId),
  ],
);

/** 教师 (foreTeacher 5): `grade` 学段 and `subjectType` 学科 of basic education. */
export const teacherProfiles = pgTable(
  'teacher_profile',
  {
    ...profileColumns(),
    name: varchar('name', { length: 30 }).notNull(),
    school: varchar('school', { length: 100 }).notNull(),
    grade: integer('grade'),
    subjectType: integer('subject_type'),
    title: integer('title'),
    provinceId: integer('province_id'),
    teachingYears: integer('teaching_years'),
    avatarUrl: text('avatar_url'),
    intro: text('intro'),
    honors: text('honors'),
  },
  (t) => [
    ...viewsAndSortIndexes('teacher_profile', t),
    index('teacher_profile_years').on(t.teachingYears),
    uniqueIndex('teacher_profile_owner').on(t.ownerId),
  ],
);
