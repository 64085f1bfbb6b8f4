import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, journalPeriods, journals } from '../../db/schema';

/**
 * What a citation of an article names (citation meta tags, OAI-PMH): its own fields, its journal's
 * and its issue's. Select it from articles joined with their journal and issue.
 */
export const CITED_ARTICLE = {
  title: articles.title,
  authors: articles.authors,
  abstract: articles.abstract,
  keywords: articles.keywords,
  doi: articles.doi,
  pageStart: articles.pageStart,
  pageEnd: articles.pageEnd,
  publishDate: articles.publishDate,
  journal: journals.name,
  issn: journals.issn,
  year: journalPeriods.year,
  issue: journalPeriods.issue,
  periodDate: journalPeriods.publishDate,
};

/** The select below: the three tables' rows are all there (inner joins), so no column turns nullable. */
type InIssue<Columns extends SelectedFields> = PgSelectBase<'article', Columns, 'partial', Record<'article' | 'journal' | 'journal_period', 'not-null'>>;

/**
 * `columns` of articles joined with their journal and their issue (every article has both): the
 * select of the citation meta tags, OAI-PMH, the search documents and the PDF downloads.
 */
export function articlesInIssue<Columns extends SelectedFields>(db: Db, columns: Columns): InIssue<Columns> {
  // Drizzle cannot chain a second join on a builder whose selection is still generic: the
  // selection is widened for the chain and the result typed by the caller's columns.
  const joined = db
    .select(columns as SelectedFields)
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(journalPeriods, eq(journalPeriods.id, articles.periodId));
  return joined as unknown as InIssue<Columns>;
}
