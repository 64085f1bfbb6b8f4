import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { calligraphers, calligraphyWorks, compositions, famousSchools, famousTeachers, headmasters, photos, recitations, universityActivities } from '../db/schema';
import { COMPOSITION_GRADES, COMPOSITION_TYPES } from '../../src/resources/compositions';
import { RECITATION_CATEGORIES, RECITATION_SUBCODES } from '../../src/resources/recitations';
import { SCHOOL_STAGES, SCHOOL_SUBJECTS } from '../../src/resources/famousTeachers';
import { placeName, SCHOOL_KINDS } from '../../src/resources/famousSchools';
import { ACTIVITY_KINDS } from '../../src/resources/universityActivities';
import { eq } from 'drizzle-orm';
import { join, select, yearOf, type Loader, type Selection } from './loader';

/** Search documents of the education and culture areas (issue 14); server/search/sources.ts lists them all. */
const loadCompositions: Loader = async (db, sel) => {
  const rows = await select(compositions.id, sel, (where, limit) => {
    const q = db.select().from(compositions).where(where).orderBy(asc(compositions.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'composition',
      docId: r.id,
      title: r.title,
      authors: r.author,
      keywords: join(COMPOSITION_GRADES[r.grade], COMPOSITION_TYPES[r.compositionType], r.teacher),
      institution: r.school,
      source: r.school,
      summary: r.teacherComment,
      body: r.content,
      year: r.year,
    },
  }));
};

const loadRecitations: Loader = async (db, sel) => {
  const rows = await select(recitations.id, sel, (where, limit) => {
    const q = db.select().from(recitations).where(where).orderBy(asc(recitations.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'recitation',
      docId: r.id,
      title: r.title,
      authors: join(r.reciter, r.textAuthor),
      keywords: join(RECITATION_CATEGORIES[r.category], RECITATION_SUBCODES[r.subcode], r.dynasty),
      institution: r.school,
      source: r.school,
      body: r.content,
      year: yearOf(r.recordDate),
      publishDate: r.recordDate,
    },
  }));
};

const loadPhotos: Loader = async (db, sel) => {
  const rows = await select(photos.id, sel, (where, limit) => {
    const q = db.select().from(photos).where(where).orderBy(asc(photos.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : { docType: 'photo', docId: r.id, title: r.title, authors: r.author, keywords: r.location, summary: r.description, year: yearOf(r.shootDate), publishDate: r.shootDate },
  }));
};

const loadCalligraphy: Loader = async (db, sel) => {
  const rows = await select(calligraphyWorks.id, sel, (where, limit) => {
    const q = db
      .select({ id: calligraphyWorks.id, title: calligraphyWorks.title, content: calligraphyWorks.content, intro: calligraphyWorks.intro, collection: calligraphyWorks.collection, published: calligraphyWorks.published, by: calligraphers.name, dynasty: calligraphers.dynasty })
      .from(calligraphyWorks)
      .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
      .where(where)
      .orderBy(asc(calligraphyWorks.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : { docType: 'calligraphy', docId: r.id, title: r.title, authors: r.by, keywords: r.dynasty, source: r.collection, summary: r.intro, body: r.content },
  }));
};

/** A table's rows for a selection, in id order (the education loaders below). */
function rowsOf(db: Db, table: PgTable & { id: PgColumn }, sel: Selection): Promise<unknown[]> {
  return select(table.id, sel, (where, limit) => {
    const q = db.select().from(table).where(where).orderBy(asc(table.id));
    return limit ? q.limit(limit) : q;
  });
}

// Education areas (issue 14, edu1): the pages of people, schools and activities.
const loadFamousTeachers: Loader = async (db, sel) =>
  ((await rowsOf(db, famousTeachers, sel)) as Array<typeof famousTeachers.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'famousTeacher',
      docId: r.id,
      title: r.name,
      authors: r.name,
      keywords: join(SCHOOL_STAGES[r.grade], SCHOOL_SUBJECTS[r.subjectType], r.title),
      institution: r.school,
      source: r.school,
      summary: r.motto,
      body: join(r.intro, r.honors),
    },
  }));

const loadHeadmasters: Loader = async (db, sel) =>
  ((await rowsOf(db, headmasters, sel)) as Array<typeof headmasters.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'headmaster',
      docId: r.id,
      title: r.name,
      authors: r.name,
      keywords: join(SCHOOL_STAGES[r.grade], r.position),
      institution: r.school,
      source: r.school,
      summary: r.philosophy,
      body: r.intro,
    },
  }));

const loadFamousSchools: Loader = async (db, sel) =>
  ((await rowsOf(db, famousSchools, sel)) as Array<typeof famousSchools.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'famousSchool',
      docId: r.id,
      title: r.name,
      keywords: join(SCHOOL_KINDS[r.schoolType], placeName(r.provinceId), placeName(r.areaId), placeName(r.regionId), r.motto),
      institution: r.name,
      source: join(placeName(r.provinceId), placeName(r.areaId)),
      summary: r.motto,
      body: join(r.intro, r.honors),
      year: r.foundedYear,
    },
  }));

const loadUniversityActivities: Loader = async (db, sel) =>
  ((await rowsOf(db, universityActivities, sel)) as Array<typeof universityActivities.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'universityActivity',
      docId: r.id,
      title: r.title,
      authors: r.organizer,
      keywords: join(ACTIVITY_KINDS[r.activityType], r.location),
      institution: join(r.organizer, r.coOrganizer),
      source: r.organizer,
      summary: r.summary,
      body: r.content,
      year: yearOf(r.startDate),
      publishDate: r.startDate,
    },
  }));

export const EDUCATION_LOADERS = {
  composition: loadCompositions,
  recitation: loadRecitations,
  photo: loadPhotos,
  calligraphy: loadCalligraphy,
  famousTeacher: loadFamousTeachers,
  headmaster: loadHeadmasters,
  famousSchool: loadFamousSchools,
  universityActivity: loadUniversityActivities,
} satisfies Record<string, Loader>;
