import { publishedRows } from '../db/published';
import { creators, defineSet, plainSource, subjects, text, type ServerContentType } from './define';
import { theses } from '../db/schema';
import { join, yearOf, publishedDocs } from '../search/loader';

const source = plainSource('thesis', theses, { title: theses.title, cover: null, authors: theses.authors, summary: theses.abstract });

const loadTheses = publishedDocs('thesis', theses, (r) => ({
  title: r.title,
  authors: r.authors,
  keywords: r.keywords,
  institution: r.schoolName,
  source: r.schoolName,
  summary: r.abstract,
  body: join(r.major, r.supervisor),
  year: yearOf(r.issueTime),
  subject: r.subjectType,
  downloads: r.downloads,
  publishDate: r.issueTime,
}));

/** The server half of the content type `thesis` (src/shared/contentTypes.ts). */
export const thesisContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'thesis',
    wholeRows: theses,
    dc: (t) => [
      ['title', t.title],
      ...creators(t.authors),
      ['contributor', t.supervisor],
      ...subjects(t.keywords),
      ['description', t.abstract],
      ['publisher', t.schoolName],
      ['date', t.issueTime],
      ...text('学位论文'),
    ],
  }),
  search: loadTheses,
  homeCount: { as: 'thesis', table: theses, where: publishedRows(theses) },
};
