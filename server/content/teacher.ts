import { defineSet, plainSource, text, type ServerContentType } from './define';
import { profilesOf } from './profiles';
import { teacherProfiles } from '../db/schema';
import { SHOWN_TEACHERS } from './visibility';
import { join, type Loader } from '../search/loader';
import { SCHOOL_SUBJECTS } from '../../src/resources/famousTeachers';
import { TEACHER_TITLES } from '../../src/resources/people';
import { SCHOOL_STAGES } from '../../src/resources/schools';

const source = plainSource('teacher', teacherProfiles, { title: teacherProfiles.name, cover: teacherProfiles.avatarUrl, authors: teacherProfiles.school, summary: teacherProfiles.intro }, { publicRows: SHOWN_TEACHERS });

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

/** The server half of the content type `teacher` (src/shared/contentTypes.ts). */
export const teacherContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'teacher',
    wholeRows: teacherProfiles,
    dc: (p) => [['title', `${p.name}（${p.school}）`], ['subject', SCHOOL_SUBJECTS[p.subjectType ?? 0]], ['description', p.intro], ...text('教师')],
  }),
  search: loadTeachers,
};
