import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { published, sortAndTimes } from './common';
import { listSql, standardKeySql, titleKeySql } from './matchKeys';
import { members } from './members';

/** Journals (期刊). `journalType` is the subject category code; `provinceId` a GB/T 2260 code. */
export const journals = pgTable(
  'journal',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 300 }),
    journalType: integer('journal_type').notNull().default(0),
    issn: varchar('issn', { length: 16 }),
    cn: varchar('cn', { length: 20 }),
    sponsor: varchar('sponsor', { length: 300 }),
    publisher: varchar('publisher', { length: 300 }),
    frequency: varchar('frequency', { length: 20 }),
    foundedYear: integer('founded_year'),
    coverUrl: text('cover_url'),
    description: text('description'),
    guidelines: text('guidelines'),
    provinceId: integer('province_id'),
    isCore: boolean('is_core').notNull().default(false),
    /** Price of one whole issue, in fen. */
    issuePriceFen: integer('issue_price_fen').notNull().default(0),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('journal_type_idx').on(t.journalType)],
);

/** One issue of a journal (期): spec `periodId`, `year`, `issue`. */
export const journalPeriods = pgTable(
  'journal_period',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    year: integer('year').notNull(),
    issue: integer('issue').notNull(),
    coverUrl: text('cover_url'),
    publishDate: date('publish_date'),
    ...sortAndTimes,
    ...published,
  },
  (t) => [index('journal_period_journal').on(t.journalId, t.year, t.issue)],
);

/** A journal's columns (栏目); the catalogue of an issue groups its articles by column. */
export const journalColumns = pgTable(
  'journal_column',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    name: varchar('name', { length: 100 }).notNull(),
    ...sortAndTimes,
  },
  (t) => [index('journal_column_journal').on(t.journalId)],
);

export const articles = pgTable(
  'article',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => journals.id),
    periodId: integer('period_id')
      .notNull()
      .references(() => journalPeriods.id),
    columnId: integer('column_id').references(() => journalColumns.id),
    title: varchar('title', { length: 300 }).notNull(),
    titleEn: varchar('title_en', { length: 500 }),
    /** Authors separated by `;` in order. */
    authors: varchar('authors', { length: 500 }).notNull().default(''),
    institution: varchar('institution', { length: 500 }),
    abstract: text('abstract'),
    keywords: varchar('keywords', { length: 300 }),
    fullText: text('full_text'),
    pageStart: integer('page_start'),
    pageEnd: integer('page_end'),
    doi: varchar('doi', { length: 100 }),
    priceFen: integer('price_fen').notNull().default(0),
    articleStatus: integer('article_status').notNull().default(2),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    publishDate: date('publish_date'),
    ...sortAndTimes,
    ...published,
    /**
     * Readers may see it: 已审核 and 上架, in an issue and a journal that are 上架 (`publicArticle`).
     * Kept by database triggers (migration 0031, hand-written part) on every write of the article,
     * its issue or its journal, so a public list reads one column instead of joining two tables.
     */
    publiclyVisible: boolean('publicly_visible').notNull().default(false),
  },
  (t) => [
    index('article_period').on(t.periodId),
    index('article_journal').on(t.journalId),
    // 工作台: an editor's articles in review, counted over their journals.
    index('article_journal_status').on(t.journalId, t.articleStatus),
    // 文章管理 filtered by review status, newest first.
    index('article_status_date').on(t.articleStatus, t.publishDate, t.createTime),
    // Each declared sort of the public article list over the visible articles only, ending in the
    // list's own tie-breakers, so a page is an index scan that stops at LIMIT (read backwards for
    // the descending sorts) instead of sorting every public article.
    index('article_visible_date').on(t.publishDate, t.createTime, t.id).where(sql`publicly_visible`),
    index('article_visible_views').on(t.views, t.publishDate, t.createTime, t.id).where(sql`publicly_visible`),
    index('article_visible_downloads').on(t.downloads, t.publishDate, t.createTime, t.id).where(sql`publicly_visible`),
    index('article_visible_created').on(t.createTime, t.publishDate, t.id).where(sql`publicly_visible`),
    index('article_visible_sort').on(t.sort, t.publishDate, t.createTime, t.id).where(sql`publicly_visible`),
    // The knowledge network (issue 34): references matched by DOI and by title; the authors', the
    // institution's and the keywords' other articles by element of their `;`-separated lists.
    index('article_doi_lower').on(sql`lower(${t.doi})`),
    index('article_title_key').on(titleKeySql(t.title)),
    index('article_author_list').using('gin', listSql(t.authors)),
    index('article_institution_list').using('gin', listSql(t.institution)),
    index('article_keyword_list').using('gin', listSql(t.keywords)),
  ],
);

/**
 * An article's full-text PDF (spec §7 `/custom/pdf`), kept beside the article so public article
 * rows never carry it: the file lives in the private storage area `pdf` under `fileName` (a name the
 * server made), read only through calls that check who asks.
 */
export const articlePdfs = pgTable('article_pdf', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  fileName: varchar('file_name', { length: 100 }).notNull(),
  fileSize: integer('file_size').notNull(),
  pages: integer('pages').notNull(),
  uploadedBy: integer('uploaded_by').references(() => members.id),
  uploadTime: timestamp('upload_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const books = pgTable('book', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 300 }).notNull(),
  authors: varchar('authors', { length: 300 }).notNull().default(''),
  publisher: varchar('publisher', { length: 200 }),
  isbn: varchar('isbn', { length: 20 }),
  publishDate: date('publish_date'),
  typeCode: varchar('type_code', { length: 20 }),
  subjectType: integer('subject_type'),
  pages: integer('pages'),
  /** How many leading pages a reader may preview without buying. */
  previewPages: integer('preview_pages').notNull().default(10),
  priceFen: integer('price_fen').notNull().default(0),
  coverUrl: text('cover_url'),
  summary: text('summary'),
  catalogue: text('catalogue'),
  /** The body, chapter by chapter (a line `# 标题` starts a chapter): read in full after buying (`/fileLicense/accessBook`). */
  content: text('content'),
  views: integer('views').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
  /** The publisher (forePublisher) who added it and may edit or delete it; null: the platform's own. */
  ownerId: integer('owner_id').references(() => members.id, { onDelete: 'set null' }),
  ...sortAndTimes,
  ...published,
}, (t) => [index('book_title_key').on(titleKeySql(t.title))]);

export const newspapers = pgTable('newspaper', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  cn: varchar('cn', { length: 20 }),
  sponsor: varchar('sponsor', { length: 300 }),
  frequency: varchar('frequency', { length: 20 }),
  provinceId: integer('province_id'),
  coverUrl: text('cover_url'),
  description: text('description'),
  ...sortAndTimes,
  ...published,
});

/** A newspaper article (`/common/news`); `infoType` 1 newspaper article, 2 industry news. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    newspaperId: integer('newspaper_id').references(() => newspapers.id),
    infoType: integer('info_type').notNull().default(1),
    title: varchar('title', { length: 300 }).notNull(),
    author: varchar('author', { length: 200 }),
    edition: varchar('edition', { length: 40 }),
    publishDate: date('publish_date').notNull(),
    content: text('content'),
    views: integer('views').notNull().default(0),
    ...sortAndTimes,
  ...published,
  },
  (t) => [index('news_paper_date').on(t.newspaperId, t.publishDate)],
);

export const ancientBooks = pgTable('ancient_book', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 300 }).notNull(),
  author: varchar('author', { length: 200 }),
  dynasty: varchar('dynasty', { length: 40 }),
  /** 经、史、子、集 (the four-part classification) or 丛. */
  category: varchar('category', { length: 20 }),
  edition: varchar('edition', { length: 200 }),
  volumes: varchar('volumes', { length: 60 }),
  coverUrl: text('cover_url'),
  summary: text('summary'),
  content: text('content'),
  priceFen: integer('price_fen').notNull().default(0),
  views: integer('views').notNull().default(0),
  collectCount: integer('collect_count').notNull().default(0),
  ...sortAndTimes,
  ...published,
});

/** Local histories: `type` 1 地方志 (/resnav/localHistory), 2 旧方志, 3 土地志 (/resnav/landBook). */
export const localHistories = pgTable('local_history', {
  id: serial('id').primaryKey(),
  type: integer('type').notNull(),
  title: varchar('title', { length: 300 }).notNull(),
  compiler: varchar('compiler', { length: 200 }),
  provinceId: integer('province_id'),
  region: varchar('region', { length: 100 }),
  publishYear: integer('publish_year'),
  publisher: varchar('publisher', { length: 200 }),
  coverUrl: text('cover_url'),
  summary: text('summary'),
  ...sortAndTimes,
  ...published,
});

/** Theses: `degree` is the thesis_level dictionary (1 学士 … 4 博士后). */
export const theses = pgTable('thesis', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 300 }).notNull(),
  authors: varchar('authors', { length: 200 }).notNull(),
  degree: integer('degree').notNull(),
  schoolId: integer('school_id'),
  schoolName: varchar('school_name', { length: 200 }).notNull(),
  major: varchar('major', { length: 100 }),
  supervisor: varchar('supervisor', { length: 100 }),
  issueTime: date('issue_time').notNull(),
  abstract: text('abstract'),
  /** The full text: shown after buying, to a subscribing institution's readers, or to all when free. */
  fullText: text('full_text'),
  keywords: varchar('keywords', { length: 300 }),
  subjectType: integer('subject_type'),
  priceFen: integer('price_fen').notNull().default(0),
  downloads: integer('downloads').notNull().default(0),
  ...sortAndTimes,
  ...published,
}, (t) => [index('thesis_title_key').on(titleKeySql(t.title))]);

/** Laws and rules: `lawStatus` 1 有效, 3 尚未生效, 5 已被修改, 9 已废止; `isEducation` for 教育法规. */
export const laws = pgTable('law', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 300 }).notNull(),
  docNumber: varchar('doc_number', { length: 100 }),
  issuingAuthority: varchar('issuing_authority', { length: 200 }),
  /** Legislation level: 法律, 行政法规, 部门规章, 地方性法规 … */
  legislation: varchar('legislation', { length: 40 }),
  lawStatus: integer('law_status').notNull(),
  isEducation: boolean('is_education').notNull().default(false),
  publishDate: date('publish_date'),
  effectiveDate: date('effective_date'),
  content: text('content'),
  ...sortAndTimes,
  ...published,
}, (t) => [index('law_title_key').on(titleKeySql(t.title))]);

export const standards = pgTable('standard', {
  id: serial('id').primaryKey(),
  standardNo: varchar('standard_no', { length: 60 }).notNull(),
  title: varchar('title', { length: 300 }).notNull(),
  titleEn: varchar('title_en', { length: 400 }),
  /** 现行, 即将实施, 废止. */
  status: varchar('status', { length: 20 }).notNull(),
  ccs: varchar('ccs', { length: 20 }),
  ics: varchar('ics', { length: 20 }),
  issuingAuthority: varchar('issuing_authority', { length: 200 }),
  publishDate: date('publish_date'),
  implementDate: date('implement_date'),
  summary: text('summary'),
  ...sortAndTimes,
  ...published,
}, (t) => [index('standard_no_key').on(standardKeySql(t.standardNo))]);

