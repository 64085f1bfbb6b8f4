import { asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchDocType } from '../../src/shared/search';
import type { Db } from '../db/client';
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
  compositions,
  recitations,
  photos,
  calligraphyWorks,
  calligraphers,
  famousTeachers,
  headmasters,
  famousSchools,
  universityActivities,
} from '../db/schema';
import { COMPOSITION_GRADES, COMPOSITION_TYPES } from '../../src/resources/compositions';
import { RECITATION_CATEGORIES, RECITATION_SUBCODES } from '../../src/resources/recitations';
import { SCHOOL_STAGES, SCHOOL_SUBJECTS } from '../../src/resources/famousTeachers';
import { placeName, SCHOOL_KINDS } from '../../src/resources/famousSchools';
import { ACTIVITY_KINDS } from '../../src/resources/universityActivities';

/** What the indexer needs of one document, whatever table it lives in. */
export interface SearchDocInput {
  docType: SearchDocType;
  docId: number;
  title: string;
  /** Indexed with the title (weight A), not shown: English titles. */
  titleExtra?: string | null;
  authors?: string | null;
  keywords?: string | null;
  institution?: string | null;
  source?: string | null;
  /** Indexed with weight C; shown as the snippet. */
  summary?: string | null;
  /** Indexed with weight D (full text, catalogue, content); the snippet when there is no summary. */
  body?: string | null;
  year?: number | null;
  subject?: number | null;
  journalId?: number | null;
  downloads?: number | null;
  publishDate?: string | null;
}

/** Which rows to load: a keyset page (bulk indexing) or given ids (after an edit). */
export type Selection = { afterId: number; limit: number } | { ids: number[] };

/** A loaded row: its id, and its document, or null when the row must not be searchable. */
export type Loaded = { id: number; doc: SearchDocInput | null };

const yearOf = (date: string | null | undefined) => (date ? Number(date.slice(0, 4)) : null);
const join = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');

/** Runs a loader's query for a keyset page or an id list, ordered by id. */
function select<T>(idColumn: PgColumn, sel: Selection, run: (where: SQL | undefined, limit?: number) => Promise<T[]>): Promise<T[]> {
  if ('ids' in sel) return sel.ids.length ? run(inArray(idColumn, sel.ids)) : Promise.resolve([]);
  return run(gt(idColumn, sel.afterId), sel.limit);
}

type Loader = (db: Db, sel: Selection) => Promise<Loaded[]>;

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

const loadCompositions: Loader = async (db, sel) => {
  const rows = await select(compositions.id, sel, (where, limit) => {
    const q = db.select().from(compositions).where(where).orderBy(asc(compositions.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    // 下架 rows are not searchable (indexDocs removes their documents).
    doc: !r.published ? null : {
      docType: 'composition',
      docId: r.id,
      title: r.title,
      authors: r.author,
      keywords: join(COMPOSITION_GRADES[r.grade], COMPOSITION_TYPES[r.compositionType], r.teacher),
      institution: r.school,
      source: r.school,
      summary: r.teacherComment,
      body: r.content,
      year: r.year,
    },
  }));
};

const loadRecitations: Loader = async (db, sel) => {
  const rows = await select(recitations.id, sel, (where, limit) => {
    const q = db.select().from(recitations).where(where).orderBy(asc(recitations.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'recitation',
      docId: r.id,
      title: r.title,
      authors: join(r.reciter, r.textAuthor),
      keywords: join(RECITATION_CATEGORIES[r.category], RECITATION_SUBCODES[r.subcode], r.dynasty),
      institution: r.school,
      source: r.school,
      body: r.content,
      year: yearOf(r.recordDate),
      publishDate: r.recordDate,
    },
  }));
};

const loadPhotos: Loader = async (db, sel) => {
  const rows = await select(photos.id, sel, (where, limit) => {
    const q = db.select().from(photos).where(where).orderBy(asc(photos.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : { docType: 'photo', docId: r.id, title: r.title, authors: r.author, keywords: r.location, summary: r.description, year: yearOf(r.shootDate), publishDate: r.shootDate },
  }));
};

const loadCalligraphy: Loader = async (db, sel) => {
  const rows = await select(calligraphyWorks.id, sel, (where, limit) => {
    const q = db
      .select({ id: calligraphyWorks.id, title: calligraphyWorks.title, content: calligraphyWorks.content, intro: calligraphyWorks.intro, collection: calligraphyWorks.collection, published: calligraphyWorks.published, by: calligraphers.name, dynasty: calligraphers.dynasty })
      .from(calligraphyWorks)
      .innerJoin(calligraphers, eq(calligraphers.id, calligraphyWorks.calligrapherId))
      .where(where)
      .orderBy(asc(calligraphyWorks.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc: !r.published ? null : { docType: 'calligraphy', docId: r.id, title: r.title, authors: r.by, keywords: r.dynasty, source: r.collection, summary: r.intro, body: r.content },
  }));
};

/** A table's rows for a selection, in id order (the education loaders below). */
function rowsOf(db: Db, table: PgTable & { id: PgColumn }, sel: Selection): Promise<unknown[]> {
  return select(table.id, sel, (where, limit) => {
    const q = db.select().from(table).where(where).orderBy(asc(table.id));
    return limit ? q.limit(limit) : q;
  });
}

// Education areas (issue 14, edu1): the pages of people, schools and activities.
const loadFamousTeachers: Loader = async (db, sel) =>
  ((await rowsOf(db, famousTeachers, sel)) as Array<typeof famousTeachers.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'famousTeacher',
      docId: r.id,
      title: r.name,
      authors: r.name,
      keywords: join(SCHOOL_STAGES[r.grade], SCHOOL_SUBJECTS[r.subjectType], r.title),
      institution: r.school,
      source: r.school,
      summary: r.motto,
      body: join(r.intro, r.honors),
    },
  }));

const loadHeadmasters: Loader = async (db, sel) =>
  ((await rowsOf(db, headmasters, sel)) as Array<typeof headmasters.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'headmaster',
      docId: r.id,
      title: r.name,
      authors: r.name,
      keywords: join(SCHOOL_STAGES[r.grade], r.position),
      institution: r.school,
      source: r.school,
      summary: r.philosophy,
      body: r.intro,
    },
  }));

const loadFamousSchools: Loader = async (db, sel) =>
  ((await rowsOf(db, famousSchools, sel)) as Array<typeof famousSchools.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'famousSchool',
      docId: r.id,
      title: r.name,
      keywords: join(SCHOOL_KINDS[r.schoolType], placeName(r.provinceId), placeName(r.areaId), placeName(r.regionId), r.motto),
      institution: r.name,
      source: join(placeName(r.provinceId), placeName(r.areaId)),
      summary: r.motto,
      body: join(r.intro, r.honors),
      year: r.foundedYear,
    },
  }));

const loadUniversityActivities: Loader = async (db, sel) =>
  ((await rowsOf(db, universityActivities, sel)) as Array<typeof universityActivities.$inferSelect>).map((r) => ({
    id: r.id,
    doc: !r.published ? null : {
      docType: 'universityActivity',
      docId: r.id,
      title: r.title,
      authors: r.organizer,
      keywords: join(ACTIVITY_KINDS[r.activityType], r.location),
      institution: join(r.organizer, r.coOrganizer),
      source: r.organizer,
      summary: r.summary,
      body: r.content,
      year: yearOf(r.startDate),
      publishDate: r.startDate,
    },
  }));

export const LOADERS: Record<SearchDocType, Loader> = {
  article: loadArticles,
  book: loadBooks,
  thesis: loadTheses,
  ancient: loadAncient,
  law: loadLaws,
  standard: loadStandards,
  yearbook: loadYearbooks,
  news: loadNews,
  localHistory: loadLocalHistories,
  composition: loadCompositions,
  recitation: loadRecitations,
  photo: loadPhotos,
  calligraphy: loadCalligraphy,
  famousTeacher: loadFamousTeachers,
  headmaster: loadHeadmasters,
  famousSchool: loadFamousSchools,
  universityActivity: loadUniversityActivities,
};
