import { asc, eq } from 'drizzle-orm';
import { TEACHING_FILE_TYPES, TEACHING_GRADES, TEACHING_SUBJECTS, TEACHING_VERSIONS } from '../../src/resources/teaching';
import { teachingResources, teachingTypes } from '../db/schema';
import { join, select, yearOf, type Loader } from './loader';

/** Search documents of 基础教育 teaching resources (issue 14, edubasic): the title, the unit and its place in the catalogue. */
export const loadTeaching: Loader = async (db, sel) => {
  const rows = await select(teachingResources.id, sel, (where, limit) => {
    const q = db
      .select({ r: teachingResources, unit: teachingTypes.name })
      .from(teachingResources)
      .innerJoin(teachingTypes, eq(teachingTypes.id, teachingResources.knowledge))
      .where(where)
      .orderBy(asc(teachingResources.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map(({ r, unit }) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published
      ? null
      : {
          docType: 'teaching',
          docId: r.id,
          title: r.title,
          authors: r.author,
          keywords: join(r.keywords, TEACHING_SUBJECTS[r.subjectType], TEACHING_GRADES[r.grade], TEACHING_VERSIONS[r.teachingVersion], TEACHING_FILE_TYPES[r.fileType]),
          institution: r.school,
          source: unit,
          summary: r.intro,
          year: yearOf(r.createTime.toISOString().slice(0, 10)),
        },
  }));
};
