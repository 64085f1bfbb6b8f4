import { asc, eq } from 'drizzle-orm';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { teachingTypes } from '../db/schema';
import { teachingResources } from '../db/schema/teaching';
import { join, select, type Loader, yearOf } from '../search/loader';
import { TEACHING_FILE_TYPES, TEACHING_GRADES, TEACHING_SUBJECTS, TEACHING_VERSIONS } from '../../src/resources/teaching';
import { chinaDate } from '../../src/shared/format';

const source = plainSource('teaching', teachingResources, { title: teachingResources.title, cover: null, authors: teachingResources.author, summary: teachingResources.intro });

/** Search documents of 基础教育 teaching resources (issue 14, edubasic): the title, the unit and its place in the catalogue. */
const loadTeaching: Loader = async (db, sel) => {
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
          year: yearOf(chinaDate(r.createTime)),
        },
  }));
};

/** The server half of the content type `teaching` (src/shared/contentTypes.ts). */
export const teachingContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'teaching',
    wholeRows: teachingResources,
    dc: (r) => [
      ['title', r.title],
      ['creator', r.author],
      ['subject', TEACHING_SUBJECTS[r.subjectType]],
      ['subject', TEACHING_GRADES[r.grade]],
      ['subject', TEACHING_VERSIONS[r.teachingVersion]],
      ['description', r.intro],
      ['publisher', r.school],
      ['date', chinaDate(r.createTime)],
      ...text(TEACHING_FILE_TYPES[r.fileType] ?? '教学资源'),
    ],
  }),
  search: loadTeaching,
};
