import { defineSet, plainSource, text, type ServerContentType } from './define';
import { famousTeachers } from '../db/schema';
import { join, publishedDocs } from '../search/loader';
import { SCHOOL_SUBJECTS } from '../../src/resources/famousTeachers';
import { SCHOOL_STAGES } from '../../src/resources/schools';

const source = plainSource('famousTeacher', famousTeachers, { title: famousTeachers.name, cover: famousTeachers.avatarUrl, authors: famousTeachers.school, summary: famousTeachers.intro });

// Education areas (issue 14, edu1): the pages of people, schools and activities.
const loadFamousTeachers = publishedDocs('famousTeacher', famousTeachers, (r) => ({
  title: r.name,
  authors: r.name,
  keywords: join(SCHOOL_STAGES[r.grade], SCHOOL_SUBJECTS[r.subjectType], r.title),
  institution: r.school,
  source: r.school,
  summary: r.motto,
  body: join(r.intro, r.honors),
}));

/** The server half of the content type `famousTeacher` (src/shared/contentTypes.ts). */
export const famousTeacherContent: ServerContentType = {
  source,
  // Education areas (issue 14, edu1): a person's or a school's page is a Text describing them.
  oai: defineSet(source, {
    spec: 'famousTeacher',
    wholeRows: famousTeachers,
    dc: (p) => [
      ['title', `${p.name}（${p.school}）`],
      ['subject', p.title],
      ['description', p.intro],
      ...text('名师'),
    ],
  }),
  search: loadFamousTeachers,
};
