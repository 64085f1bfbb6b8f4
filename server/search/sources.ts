import { asc, eq, sql } from 'drizzle-orm';
import type { SearchDocType } from '../../src/shared/search';
import { INSTITUTION_ONLY_CONTENT } from '../../src/access/policy';
import {
  ancientBooks,
  articles,
  books,
  journalPeriods,
  journals,
  laws,
  localHistories,
  news,
  newspapers,
  standards,
  theses,
  yearbooks,
} from '../db/schema';

/** What the indexer needs of one document, whatever table it lives in. */
import { EDUCATION_LOADERS } from './educationSources';
import { PEOPLE_LOADERS } from './peopleSources';
import { PLACES_LOADERS } from './placesSources';
import { join, select, yearOf, type Loader, type SearchDocInput } from './loader';
import { loadTeaching } from './teachingSource';

export type { Loaded, SearchDocInput, Selection } from './loader';

const loadArticles: Loader = async (db, sel) => {
  const rows = await select(articles.id, sel, (where, limit) => {
    const q = db
      .select({
        id: articles.id,
        title: articles.title,
        titleEn: articles.titleEn,
        authors: articles.authors,
        keywords: articles.keywords,
        institution: articles.institution,
        abstract: articles.abstract,
        fullText: articles.fullText,
        downloads: articles.downloads,
        publishDate: articles.publishDate,
        status: articles.articleStatus,
        // 上架 of the article, its issue and its journal: all three, or it is not searchable.
        shown: sql<boolean>`${articles.published} and ${journalPeriods.published} and ${journals.published}`,
        journalId: articles.journalId,
        journalName: journals.name,
        subject: journals.journalType,
        year: journalPeriods.year,
      })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .innerJoin(journalPeriods, eq(journalPeriods.id, articles.periodId))
      .where(where)
      .orderBy(asc(articles.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // Only reviewed articles (articleStatus 2) are public, and only while 上架 with their issue and journal.
    doc:
      r.status !== 2 || !r.shown
        ? null
        : {
            docType: 'article',
            docId: r.id,
            title: r.title,
            titleExtra: r.titleEn,
            authors: r.authors,
            keywords: r.keywords,
            institution: r.institution,
            source: r.journalName,
            summary: r.abstract,
            body: r.fullText,
            year: r.year ?? yearOf(r.publishDate),
            subject: r.subject,
            journalId: r.journalId,
            downloads: r.downloads,
            publishDate: r.publishDate,
          },
  }));
};

const loadBooks: Loader = async (db, sel) => {
  const rows = await select(books.id, sel, (where, limit) => {
    const q = db.select().from(books).where(where).orderBy(asc(books.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'book',
      docId: r.id,
      title: r.title,
      authors: r.authors,
      source: r.publisher,
      summary: r.summary,
      body: join(r.isbn, r.catalogue),
      year: yearOf(r.publishDate),
      subject: r.subjectType,
      downloads: r.downloads,
      publishDate: r.publishDate,
    },
  }));
};

const loadTheses: Loader = async (db, sel) => {
  const rows = await select(theses.id, sel, (where, limit) => {
    const q = db.select().from(theses).where(where).orderBy(asc(theses.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'thesis',
      docId: r.id,
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
    },
  }));
};

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

const loadAncient: Loader = async (db, sel) => {
  const rows = await select(ancientBooks.id, sel, (where, limit) => {
    const q = db.select().from(ancientBooks).where(where).orderBy(asc(ancientBooks.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({ id: r.id, doc: r.published ? ancientDoc(r) : null }));
};

const loadLaws: Loader = async (db, sel) => {
  const rows = await select(laws.id, sel, (where, limit) => {
    const q = db.select().from(laws).where(where).orderBy(asc(laws.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'law',
      docId: r.id,
      title: r.title,
      keywords: join(r.docNumber, r.legislation),
      institution: r.issuingAuthority,
      source: r.issuingAuthority,
      body: r.content,
      year: yearOf(r.publishDate),
      publishDate: r.publishDate,
    },
  }));
};

const loadStandards: Loader = async (db, sel) => {
  const rows = await select(standards.id, sel, (where, limit) => {
    const q = db.select().from(standards).where(where).orderBy(asc(standards.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'standard',
      docId: r.id,
      title: r.title,
      titleExtra: r.titleEn,
      keywords: join(r.standardNo, r.ccs, r.ics),
      institution: r.issuingAuthority,
      source: r.issuingAuthority,
      summary: r.summary,
      year: yearOf(r.publishDate),
      publishDate: r.publishDate,
    },
  }));
};

const loadYearbooks: Loader = async (db, sel) => {
  const rows = await select(yearbooks.id, sel, (where, limit) => {
    const q = db.select().from(yearbooks).where(where).orderBy(asc(yearbooks.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'yearbook',
      docId: r.id,
      title: r.title,
      authors: r.editor,
      keywords: r.region,
      source: r.publisher,
      summary: r.summary,
      year: r.year,
    },
  }));
};

const loadNews: Loader = async (db, sel) => {
  const rows = await select(news.id, sel, (where, limit) => {
    const q = db
      .select({
        id: news.id,
        title: news.title,
        author: news.author,
        edition: news.edition,
        content: news.content,
        publishDate: news.publishDate,
        published: news.published,
        paper: newspapers.name,
      })
      .from(news)
      .leftJoin(newspapers, eq(newspapers.id, news.newspaperId))
      .where(where)
      .orderBy(asc(news.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'news',
      docId: r.id,
      title: r.title,
      authors: r.author,
      keywords: r.edition,
      source: r.paper ?? '行业资讯',
      body: r.content,
      year: yearOf(r.publishDate),
      publishDate: r.publishDate,
    },
  }));
};

const loadLocalHistories: Loader = async (db, sel) => {
  const rows = await select(localHistories.id, sel, (where, limit) => {
    const q = db.select().from(localHistories).where(where).orderBy(asc(localHistories.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // The search index is public: institution-only types (src/access/policy.ts) are not in it.
    doc: !r.published || INSTITUTION_ONLY_CONTENT.localHistoryTypes.includes(r.type) ? null : {
      docType: 'localHistory',
      docId: r.id,
      title: r.title,
      authors: r.compiler,
      keywords: r.region,
      source: r.publisher,
      summary: r.summary,
      year: r.publishYear,
    },
  }));
};

export const LOADERS: Record<SearchDocType, Loader> = {
  ...EDUCATION_LOADERS,
  ...PEOPLE_LOADERS,
  article: loadArticles,
  book: loadBooks,
  thesis: loadTheses,
  ancient: loadAncient,
  law: loadLaws,
  standard: loadStandards,
  yearbook: loadYearbooks,
  news: loadNews,
  localHistory: loadLocalHistories,
  teaching: loadTeaching,
  ...PLACES_LOADERS,
};
