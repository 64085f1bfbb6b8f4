import { and, asc, eq, inArray } from 'drizzle-orm';
import { creators, defineSet, subjects, text, type ReaderItemSource, type ServerContentType } from './define';
import { articles, journalPeriods, journals } from '../db/schema';
import { articlesInIssue, CITED_ARTICLE } from '../modules/journal/articleQuery';
import { publicArticle } from '../modules/journal/shared';
import { select, type Loader, yearOf } from '../search/loader';
import { READER_ITEM_TYPES } from '../../src/shared/readerItems';

const articleSource: ReaderItemSource = {
  key: 'article',
  type: READER_ITEM_TYPES.article.type,
  table: articles,
  // Only reviewed articles are public (spec §4).
  publicRows: publicArticle,
  titleColumn: articles.title,
  summaryColumn: articles.abstract,
  async cards(db, ids) {
    const rows = await db
      .select({ itemId: articles.id, title: articles.title, authors: articles.authors, journal: journals.name, cover: journals.coverUrl })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .where(and(inArray(articles.id, ids), publicArticle));
    return rows.map((r) => ({
      itemId: r.itemId,
      title: r.title,
      cover: r.cover,
      authors: r.authors ? `${r.authors.split(/[;；]/).join('；')} ·《${r.journal}》` : `《${r.journal}》`,
    }));
  },
};

const source = articleSource;

const loadArticles: Loader = async (db, sel) => {
  const rows = await select(articles.id, sel, (where, limit) => {
    const q = articlesInIssue(db, {
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
      // Reviewed and 上架 with its issue and journal (the flag every public reader takes, kept by
      // triggers inside the writing statement, so a write's own transaction already sees it).
      shown: articles.publiclyVisible,
      journalId: articles.journalId,
      journalName: journals.name,
      subject: journals.journalType,
      year: journalPeriods.year,
    })
      .where(where)
      .orderBy(asc(articles.id));
    return limit ? q.limit(limit) : q;
  });
  return rows.map((r) => ({
    id: r.id,
    doc:
      !r.shown
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

/** The server half of the content type `article` (src/shared/contentTypes.ts). */
export const articleContent: ServerContentType = {
  source,
  oai: defineSet(source, {
    spec: 'article',
    rows: (db, where, limit) =>
      articlesInIssue(db, { ...CITED_ARTICLE, id: articles.id, updateTime: articles.updateTime, journalId: articles.journalId, publisher: journals.publisher })
        .where(where)
        .orderBy(asc(articles.id))
        .limit(limit),
    dc: (a) => {
      const pages = a.pageStart ? `: ${a.pageStart}${a.pageEnd && a.pageEnd !== a.pageStart ? `-${a.pageEnd}` : ''}` : '';
      return [
        ['title', a.title],
        ...creators(a.authors),
        ...subjects(a.keywords),
        ['description', a.abstract],
        ['publisher', a.publisher ?? a.journal],
        ['date', a.publishDate ?? a.periodDate ?? String(a.year)],
        ...text('期刊文章'),
        ['identifier', a.doi ? `doi:${a.doi}` : undefined],
        ['source', `${a.journal}, ${a.year}(${a.issue})${pages}${a.issn ? `, ISSN ${a.issn}` : ''}`],
        ['relation', READER_ITEM_TYPES.journal.path(a.journalId)],
      ];
    },
  }),
  search: loadArticles,
  homeCount: { as: 'article', table: articles, where: source.publicRows },
};
