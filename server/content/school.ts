import { defineSet, plainSource, text, type ServerContentType } from './define';
import { schools } from '../db/schema';
import { join, provinceCity, publishedDocs } from '../search/loader';
import { PROVINCE_LABELS } from '../../src/resources/journals';
import { SCHOOL_DIRECTORY_KINDS, SCHOOL_STAGES } from '../../src/resources/schools';

// Directories of issue 14 (places).
const source = plainSource('school', schools, { title: schools.name, cover: schools.coverUrl, authors: schools.city, summary: schools.intro });

/** Search documents of the directories of issue 14 (places): schools, study places, topics. */
const loadSchools = publishedDocs('school', schools, (r) => ({
  title: r.name,
  authors: r.principal,
  keywords: join(SCHOOL_STAGES[r.stage], SCHOOL_DIRECTORY_KINDS[r.kind], PROVINCE_LABELS[r.provinceId], r.city),
  institution: r.name,
  source: provinceCity(PROVINCE_LABELS[r.provinceId], r.city),
  summary: r.intro,
  year: r.foundedYear,
}));

/** The server half of the content type `school` (src/shared/contentTypes.ts). */
export const schoolContent: ServerContentType = {
  source,
  // Directories of issue 14 (places).
  oai: defineSet(source, {
    spec: 'school',
    wholeRows: schools,
    dc: (s) => [['title', s.name], ['subject', SCHOOL_STAGES[s.stage]], ['subject', SCHOOL_DIRECTORY_KINDS[s.kind]], ['description', s.intro], ...text('学校'), ['coverage', `${PROVINCE_LABELS[s.provinceId] ?? ''} ${s.city}`]],
  }),
  search: loadSchools,
};
