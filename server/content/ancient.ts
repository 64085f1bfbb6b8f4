import { publishedRows } from '../db/published';
import { and, eq } from 'drizzle-orm';
import { defineSet, plainSource, text, type ServerContentType } from './define';
import { ancientBooks } from '../db/schema';
import { join, publishedDocs, type SearchDocInput } from '../search/loader';

const source = plainSource('ancient', ancientBooks, { title: ancientBooks.title, cover: ancientBooks.coverUrl, authors: ancientBooks.author, summary: ancientBooks.summary });

/** An ancient book's search document (also used by the poetry import, so both index alike). */
export function ancientDoc(r: Pick<typeof ancientBooks.$inferSelect, 'id' | 'title' | 'author' | 'dynasty' | 'category' | 'edition' | 'summary' | 'content'>): SearchDocInput {
  return {
    docType: 'ancient',
    docId: r.id,
    title: r.title,
    authors: r.author,
    keywords: join(r.dynasty, r.category ? `${r.category}部` : null),
    source: r.edition,
    summary: r.summary,
    body: r.content,
  };
}

const loadAncient = publishedDocs('ancient', ancientBooks, ancientDoc);

/** The server half of the content type `ancient` (src/shared/contentTypes.ts). */
export const ancientContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'ancient',
    wholeRows: ancientBooks,
    dc: (a) => [
      ['title', a.title],
      ['creator', a.author ? (a.dynasty ? `[${a.dynasty}] ${a.author}` : a.author) : undefined],
      ['subject', a.category],
      ['description', a.summary],
      ...text('古籍'),
      ['source', a.edition],
    ],
  }),
  search: loadAncient,
  homeCount: { as: 'ancientBook', table: ancientBooks, where: publishedRows(ancientBooks) },
  cover: async (db, id) => {
    const [r] = await db
      .select({ title: ancientBooks.title, dynasty: ancientBooks.dynasty, author: ancientBooks.author })
      .from(ancientBooks)
      .where(and(eq(ancientBooks.id, id), source.publicRows));
    return r && { title: r.title, byline: [r.dynasty && `〔${r.dynasty}〕`, r.author].filter(Boolean).join(''), style: 'thread-bound' };
  },
};
