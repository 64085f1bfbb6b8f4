import type { ArticleDetails } from '../../resources/articles';
import type { CitableWork } from '../../shared/citation';

/** A `;`-separated field (authors, institutions, keywords) as its items. */
export const splitList = (s?: string | null) =>
  String(s ?? '')
    .split(/[;；]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** An article as the citation tools take it (its page and its HTML reading both offer 引用). */
export function citableArticle(a: Omit<ArticleDetails, 'fullText' | 'issueArticles'>): CitableWork {
  return {
    kind: 'article',
    id: a.id,
    title: a.title,
    authors: splitList(a.authors),
    year: a.period.year,
    journal: a.journal.name,
    issue: a.period.issue,
    pageStart: a.pageStart ?? undefined,
    pageEnd: a.pageEnd ?? undefined,
    issn: a.journal.issn ?? undefined,
    doi: a.doi ?? undefined,
    keywords: splitList(a.keywords),
    abstract: a.abstract ?? undefined,
    // The server render has no window; the link is only used when a citation is exported.
    url: `${globalThis.location?.origin ?? ''}/article/${a.id}`,
  };
}
