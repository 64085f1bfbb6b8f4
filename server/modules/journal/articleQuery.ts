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
