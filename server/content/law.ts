import { publishedRows } from '../db/published';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { laws } from '../db/schema';
import { join, yearOf, publishedDocs } from '../search/loader';

const source = plainSource('law', laws, { title: laws.title, cover: null, authors: laws.issuingAuthority, summary: laws.content });

const loadLaws = publishedDocs('law', laws, (r) => ({
  title: r.title,
  keywords: join(r.docNumber, r.legislation),
  institution: r.issuingAuthority,
  source: r.issuingAuthority,
  body: r.content,
  year: yearOf(r.publishDate),
  publishDate: r.publishDate,
}));

/** The server half of the content type `law` (src/shared/contentTypes.ts). */
export const lawContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'law',
    columns: {
      id: laws.id,
      updateTime: laws.updateTime,
      title: laws.title,
      docNumber: laws.docNumber,
      issuingAuthority: laws.issuingAuthority,
      legislation: laws.legislation,
      publishDate: laws.publishDate,
    },
    dc: (l) => [
      ['title', l.title],
      ['subject', l.legislation],
      ['publisher', l.issuingAuthority],
      ['date', l.publishDate],
      ...text('法律法规'),
      ['identifier', l.docNumber],
    ],
  }),
  search: loadLaws,
  homeCount: { as: 'law', table: laws, where: publishedRows(laws) },
};
