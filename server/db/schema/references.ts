import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { titleKey, type ParsedReference } from '../../../src/shared/references';
import { articles } from './content';

/**
 * One entry of an article's reference list (参考文献), parsed (src/shared/references.ts), and the
 * library item it names when one was found: `matchedType` a content type key (article, book, thesis,
 * standard, law) and `matchedId` its row. No foreign key (the item may be of five tables): public
 * reads join the item and check it is visible, so a link to a withdrawn or deleted item shows as text.
 */
export const articleReferences = pgTable(
  'article_reference',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** Position in the list, from 1. */
    seq: integer('seq').notNull(),
    raw: text('raw').notNull(),
    authors: varchar('authors', { length: 500 }).notNull().default(''),
    title: varchar('title', { length: 500 }),
    /** `titleKey(title)`: compared with the items' titles, and with a new item's to link it later. */
    titleKey: varchar('title_key', { length: 500 }),
    source: varchar('source', { length: 500 }),
    year: integer('year'),
    volume: varchar('volume', { length: 40 }),
    issue: varchar('issue', { length: 40 }),
    pages: varchar('pages', { length: 60 }),
    doi: varchar('doi', { length: 200 }),
    docType: varchar('doc_type', { length: 10 }),
    standardNo: varchar('standard_no', { length: 60 }),
    matchedType: varchar('matched_type', { length: 20 }),
    matchedId: integer('matched_id'),
  },
  (t) => [
    index('article_reference_article').on(t.articleId, t.seq),
    // 引证文献 and the citation counts: who cites an item, read from the index alone.
    index('article_reference_matched').on(t.matchedType, t.matchedId, t.articleId).where(sql`matched_id is not null`),
    // An item added later links the entries still waiting for it (by DOI or by title).
    index('article_reference_open_doi').on(t.doi).where(sql`matched_id is null and doi is not null`),
    index('article_reference_open_title').on(t.titleKey).where(sql`matched_id is null and title_key is not null`),
  ],
);

const clip = (text: string | null, length: number) => text?.slice(0, length) ?? null;

/**
 * The row of one parsed entry, cut to its columns' lengths (a 1,000-character entry may hold a long
 * title): the article save's and the seed's one shape, with the title's match key.
 */
export function referenceRow(articleId: number, seq: number, r: ParsedReference, match: { type: string; id: number } | null) {
  return {
    articleId,
    seq,
    raw: r.raw,
    authors: r.authors.slice(0, 500),
    title: clip(r.title, 500),
    titleKey: r.title ? titleKey(r.title).slice(0, 500) || null : null,
    source: clip(r.source, 500),
    year: r.year,
    volume: clip(r.volume, 40),
    issue: clip(r.issue, 40),
    pages: clip(r.pages, 60),
    doi: clip(r.doi, 200),
    docType: clip(r.docType, 10),
    standardNo: clip(r.standardNo, 60),
    matchedType: match?.type ?? null,
    matchedId: match?.id ?? null,
  } satisfies typeof articleReferences.$inferInsert;
}
