import { publishedRows } from '../db/published';
import { and, eq } from 'drizzle-orm';
import { creators, defineSet, plainSource, text, type ServerContentType } from './define';
import { books } from '../db/schema';
import { join, yearOf, publishedDocs } from '../search/loader';

const source = plainSource('book', books, { title: books.title, cover: books.coverUrl, authors: books.authors, summary: books.summary });

const loadBooks = publishedDocs('book', books, (r) => ({
  title: r.title,
  authors: r.authors,
  source: r.publisher,
  summary: r.summary,
  body: join(r.isbn, r.catalogue),
  year: yearOf(r.publishDate),
  subject: r.subjectType,
  downloads: r.downloads,
  publishDate: r.publishDate,
}));

/** The server half of the content type `book` (src/shared/contentTypes.ts). */
export const bookContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'book',
    wholeRows: books,
    dc: (b) => [
      ['title', b.title],
      ...creators(b.authors),
      ['description', b.summary],
      ['publisher', b.publisher],
      ['date', b.publishDate],
      ...text('图书'),
      ['identifier', b.isbn ? `urn:isbn:${b.isbn}` : undefined],
    ],
  }),
  search: loadBooks,
  homeCount: { as: 'book', table: books, where: publishedRows(books) },
  cover: async (db, id) => {
    const [r] = await db.select({ title: books.title, publisher: books.publisher }).from(books).where(and(eq(books.id, id), source.publicRows));
    return r && { title: r.title, byline: r.publisher ?? '', style: 'modern' };
  },
};
