import { publishedRows } from '../db/published';
import { and, eq } from 'drizzle-orm';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { yearbooks } from '../db/schema';
import { publishedDocs } from '../search/loader';

const source = plainSource('yearbook', yearbooks, { title: yearbooks.title, cover: yearbooks.coverUrl, authors: yearbooks.editor, summary: yearbooks.summary });

const loadYearbooks = publishedDocs('yearbook', yearbooks, (r) => ({
  title: r.title,
  authors: r.editor,
  keywords: r.region,
  source: r.publisher,
  summary: r.summary,
  year: r.year,
}));

/** The server half of the content type `yearbook` (src/shared/contentTypes.ts). */
export const yearbookContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'yearbook',
    wholeRows: yearbooks,
    dc: (y) => [
      ['title', y.title],
      ['creator', y.editor],
      ['description', y.summary],
      ['publisher', y.publisher],
      ['date', y.year],
      ...text('年鉴'),
      ['coverage', y.region],
    ],
  }),
  search: loadYearbooks,
  homeCount: { as: 'yearbook', table: yearbooks, where: publishedRows(yearbooks) },
  cover: async (db, id) => {
    const [r] = await db.select({ title: yearbooks.title, publisher: yearbooks.publisher }).from(yearbooks).where(and(eq(yearbooks.id, id), source.publicRows));
    return r && { title: r.title, byline: r.publisher ?? '', style: 'modern' };
  },
};
