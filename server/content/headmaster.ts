import { defineSet, plainSource, text, type ServerContentType } from './define';
import { headmasters } from '../db/schema';
import { join, publishedDocs } from '../search/loader';
import { SCHOOL_STAGES } from '../../src/resources/schools';

const source = plainSource('headmaster', headmasters, { title: headmasters.name, cover: headmasters.avatarUrl, authors: headmasters.school, summary: headmasters.intro });

const loadHeadmasters = publishedDocs('headmaster', headmasters, (r) => ({
  title: r.name,
  authors: r.name,
  keywords: join(SCHOOL_STAGES[r.grade], r.position),
  institution: r.school,
  source: r.school,
  summary: r.philosophy,
  body: r.intro,
}));

/** The server half of the content type `headmaster` (src/shared/contentTypes.ts). */
export const headmasterContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'headmaster',
    wholeRows: headmasters,
    dc: (p) => [
      ['title', `${p.name}（${p.school}）`],
      ['subject', p.position],
      ['description', p.intro],
      ...text('校长'),
    ],
  }),
  search: loadHeadmasters,
};
