import { publishedRows } from '../db/published';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { standards } from '../db/schema';
import { join, yearOf, publishedDocs } from '../search/loader';

const source = plainSource('standard', standards, { title: standards.title, cover: null, authors: standards.issuingAuthority, summary: standards.summary });

const loadStandards = publishedDocs('standard', standards, (r) => ({
  title: r.title,
  titleExtra: r.titleEn,
  keywords: join(r.standardNo, r.ccs, r.ics),
  institution: r.issuingAuthority,
  source: r.issuingAuthority,
  summary: r.summary,
  year: yearOf(r.publishDate),
  publishDate: r.publishDate,
}));

/** The server half of the content type `standard` (src/shared/contentTypes.ts). */
export const standardContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'standard',
    wholeRows: standards,
    dc: (s) => [
      ['title', s.title],
      ['subject', s.ccs],
      ['subject', s.ics],
      ['description', s.summary],
      ['publisher', s.issuingAuthority],
      ['date', s.publishDate],
      ...text('标准'),
      ['identifier', s.standardNo],
    ],
  }),
  search: loadStandards,
  homeCount: { as: 'standard', table: standards, where: publishedRows(standards) },
};
