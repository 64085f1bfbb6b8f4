import { asc } from 'drizzle-orm';
import { schools, studyPlaces, topics } from '../db/schema';
import { PROVINCE_LABELS } from '../../src/resources/journals';
import { SCHOOL_DIRECTORY_KINDS, SCHOOL_STAGES } from '../../src/resources/schools';
import { STUDY_PLACE_KINDS } from '../../src/resources/studyPlaces';
import { join, select, yearOf, type Loader } from './loader';

/** Search documents of the directories of issue 14 (places): schools, study places, topics. */
const loadSchools: Loader = async (db, sel) => {
  const rows = await select(schools.id, sel, (where, limit) => {
    const q = db.select().from(schools).where(where).orderBy(asc(schools.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published
      ? null
      : {
          docType: 'school',
          docId: r.id,
          title: r.name,
          authors: r.principal,
          keywords: join(SCHOOL_STAGES[r.stage], SCHOOL_DIRECTORY_KINDS[r.kind], PROVINCE_LABELS[r.provinceId], r.city),
          institution: r.name,
          source: join(PROVINCE_LABELS[r.provinceId], r.city),
          summary: r.intro,
          year: r.foundedYear,
        },
  }));
};

const loadStudyPlaces: Loader = async (db, sel) => {
  const rows = await select(studyPlaces.id, sel, (where, limit) => {
    const q = db.select().from(studyPlaces).where(where).orderBy(asc(studyPlaces.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published
      ? null
      : {
          docType: 'studyPlace',
          docId: r.id,
          title: r.name,
          keywords: join(STUDY_PLACE_KINDS[r.placeKind], PROVINCE_LABELS[r.provinceId], r.city),
          institution: r.name,
          source: r.address,
          summary: r.intro,
        },
  }));
};

const loadTopics: Loader = async (db, sel) => {
  const rows = await select(topics.id, sel, (where, limit) => {
    const q = db.select().from(topics).where(where).orderBy(asc(topics.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published
      ? null
      : {
          docType: 'topic',
          docId: r.id,
          title: r.title,
          titleExtra: r.subtitle,
          authors: r.editor,
          summary: r.intro,
          year: yearOf(r.publishDate),
          publishDate: r.publishDate,
        },
  }));
};

export const PLACES_LOADERS = { school: loadSchools, studyPlace: loadStudyPlaces, topic: loadTopics } satisfies Record<string, Loader>;
