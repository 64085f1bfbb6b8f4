import { defineSet, plainSource, text, type ServerContentType } from './define';
import { famousSchools } from '../db/schema';
import { join, publishedDocs } from '../search/loader';
import { SCHOOL_KINDS, placeName } from '../../src/resources/famousSchools';

const source = plainSource('famousSchool', famousSchools, { title: famousSchools.name, cover: famousSchools.coverUrl, authors: famousSchools.address, summary: famousSchools.intro });

const loadFamousSchools = publishedDocs('famousSchool', famousSchools, (r) => ({
  title: r.name,
  keywords: join(SCHOOL_KINDS[r.schoolType], placeName(r.provinceId), placeName(r.areaId), placeName(r.regionId), r.motto),
  institution: r.name,
  source: join(placeName(r.provinceId), placeName(r.areaId)),
  summary: r.motto,
  body: join(r.intro, r.honors),
  year: r.foundedYear,
}));

/** The server half of the content type `famousSchool` (src/shared/contentTypes.ts). */
export const famousSchoolContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'famousSchool',
    wholeRows: famousSchools,
    dc: (s) => [
      ['title', s.name],
      ['subject', SCHOOL_KINDS[s.schoolType]],
      ['description', s.intro],
      ...text('名校'),
      ['coverage', [placeName(s.provinceId), placeName(s.areaId), placeName(s.regionId)].filter(Boolean).join(' ')],
    ],
  }),
  search: loadFamousSchools,
};
