import { and, asc, getTableColumns, sql } from 'drizzle-orm';
import { SCHOOL_STAGES, SCHOOL_SUBJECTS } from '../../src/resources/famousTeachers';
import { DISCIPLINES, PUBLISHER_KINDS, SCHOLAR_TITLES, TEACHER_TITLES } from '../../src/resources/people';
import { provinceLabel } from '../../src/resources/journals';
import type { Db } from '../db/client';
import { publishedRows } from '../db/published';
import { publisherProfiles, scholarProfiles, teacherProfiles } from '../db/schema';
import { SHOWN_PUBLISHERS, SHOWN_SCHOLARS, SHOWN_TEACHERS } from '../modules/people/visibility';
import { join, select, type Loader, type Selection } from './loader';

type ProfileTable = typeof scholarProfiles | typeof publisherProfiles | typeof teacherProfiles;

/** A directory's rows for a selection, each with whether the public sees it (the list's own condition). */
function profilesOf<T extends ProfileTable>(db: Db, table: T, shown: ReturnType<typeof and>, sel: Selection) {
  return select(table.id, sel, (where, limit) => {
    const q = db
      .select({ ...getTableColumns(table as ProfileTable), shown: sql<boolean>`coalesce(${and(publishedRows(table), shown)}, false)` })
      .from(table as ProfileTable)
      .where(where)
      .orderBy(asc(table.id));
    return limit ? q.limit(limit) : q;
  }) as Promise<Array<T['$inferSelect'] & { shown: boolean }>>;
}

/** Search documents of the people directories (issue 14, people); a hidden profile has none. */
const loadScholars: Loader = async (db, sel) =>
  (await profilesOf(db, scholarProfiles, SHOWN_SCHOLARS, sel)).map((r) => ({
    id: r.id,
    doc: !r.shown
      ? null
      : {
          docType: 'scholar',
          docId: r.id,
          title: r.name,
          authors: r.name,
          keywords: join(DISCIPLINES[r.discipline ?? 0], SCHOLAR_TITLES[r.title ?? 0], r.researchField),
          institution: join(r.institution, r.department),
          source: r.institution,
          summary: r.researchField,
          body: join(r.intro, r.achievements),
        },
  }));

const loadPublishers: Loader = async (db, sel) =>
  (await profilesOf(db, publisherProfiles, SHOWN_PUBLISHERS, sel)).map((r) => ({
    id: r.id,
    doc: !r.shown
      ? null
      : {
          docType: 'publisher',
          docId: r.id,
          title: r.name,
          keywords: join(PUBLISHER_KINDS[r.kind ?? 0], provinceLabel(r.provinceId), r.city, r.specialties),
          institution: r.name,
          source: r.city,
          summary: r.specialties,
          body: r.intro,
          year: r.foundedYear,
        },
  }));

const loadTeachers: Loader = async (db, sel) =>
  (await profilesOf(db, teacherProfiles, SHOWN_TEACHERS, sel)).map((r) => ({
    id: r.id,
    doc: !r.shown
      ? null
      : {
          docType: 'teacher',
          docId: r.id,
          title: r.name,
          authors: r.name,
          keywords: join(SCHOOL_STAGES[r.grade ?? 0], SCHOOL_SUBJECTS[r.subjectType ?? 0], TEACHER_TITLES[r.title ?? 0]),
          institution: r.school,
          source: r.school,
          body: join(r.intro, r.honors),
        },
  }));

export const PEOPLE_LOADERS = { scholar: loadScholars, publisher: loadPublishers, teacher: loadTeachers } satisfies Record<string, Loader>;
