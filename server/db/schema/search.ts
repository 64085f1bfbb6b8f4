import { customType, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** PostgreSQL `tsvector`; the application writes it as a literal (`'图书':1A …`), see server/search. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/**
 * One row per searchable document of the library (the one search, `POST /es/list`): the fields
 * a result shows and filters on, copied from the document's own table, plus `tsv`, built by the
 * application from Chinese bigrams and words (server/search/segment.ts) and GIN-indexed.
 * `doc_type` is one of SEARCH_DOC_TYPES (src/shared/search.ts); `doc_id` the id in its table.
 */
export const searchDocs = pgTable(
  'search_doc',
  {
    id: serial('id').primaryKey(),
    docType: varchar('doc_type', { length: 20 }).notNull(),
    docId: integer('doc_id').notNull(),
    title: varchar('title', { length: 500 }).notNull(),
    authors: varchar('authors', { length: 500 }).notNull().default(''),
    keywords: varchar('keywords', { length: 500 }).notNull().default(''),
    institution: varchar('institution', { length: 500 }).notNull().default(''),
    /** Journal name, publisher, school, newspaper, issuing authority, collection. */
    source: varchar('source', { length: 300 }).notNull().default(''),
    /** A short abstract (at most a few hundred characters): the result snippet. */
    abstract: text('abstract').notNull().default(''),
    year: integer('year'),
    /** subject_type code (1–12) where the document has one. */
    subject: integer('subject'),
    journalId: integer('journal_id'),
    downloads: integer('downloads').notNull().default(0),
    publishDate: date('publish_date'),
    tsv: tsvector('tsv').notNull(),
    updateTime: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_doc_type_doc').on(t.docType, t.docId),
    index('search_doc_tsv').using('gin', t.tsv),
    index('search_doc_year').on(t.year),
    index('search_doc_subject').on(t.subject),
    index('search_doc_source').on(t.source),
    index('search_doc_journal').on(t.journalId),
    index('search_doc_date').on(t.publishDate),
    index('search_doc_downloads').on(t.downloads),
  ],
);
