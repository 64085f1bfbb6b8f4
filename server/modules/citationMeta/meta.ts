import { and, eq } from 'drizzle-orm';
import { splitList } from '../../../src/shared/citation';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import { site } from '../../../src/shared/site';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { articles, books, theses } from '../../db/schema';
import { articlesInIssue, CITED_ARTICLE } from '../journal/articleQuery';
import { publicArticle } from '../journal/shared';
import { escapeXml } from '../publicItems/xml';
import { clip, type PageHead } from './pageHead';

/**
 * What a detail page tells Google Scholar (and other crawlers) in `<head>`: an article, a thesis, a
 * book, or a numbered document of the content-area kit that declares a citation (专利: ./areaMeta.ts).
 */
export interface ScholarlyMeta {
  kind: 'article' | 'thesis' | 'book' | 'document';
  path: string;
  title: string;
  authors: string[];
  /** `YYYY-MM-DD` or a bare year. */
  date?: string | null;
  abstract?: string | null;
  keywords: string[];
  journal?: string | null;
  volume?: string | number | null;
  issue?: string | number | null;
  firstPage?: number | null;
  lastPage?: number | null;
  issn?: string | null;
  doi?: string | null;
  /** Absolute or site-relative; no table stores PDFs yet, so nothing sets it today (docs/crawlers.md). */
  pdfUrl?: string | null;
  institution?: string | null;
  isbn?: string | null;
  publisher?: string | null;
}

/** The detail routes that carry citation meta tags (src/portal/journals and src/portal/library routes.tsx). */
export const CITATION_ROUTE = /^\/(article|dissertation|book)\/(\d{1,10})\/?$/;

const MAX_INT = 2_147_483_647;

/** One query per page: the row joined with what the tags need; null when unknown or unpublished. */
export async function loadScholarlyMeta(db: Db, segment: string, id: number): Promise<ScholarlyMeta | null> {
  if (id < 1 || id > MAX_INT) return null;
  if (segment === 'article') {
    const [a] = await articlesInIssue(db, CITED_ARTICLE).where(and(eq(articles.id, id), publicArticle)).limit(1);
    if (!a) return null;
    return {
      kind: 'article',
      path: READER_ITEM_TYPES.article.path(id),
      title: a.title,
      authors: splitList(a.authors),
      date: a.publishDate ?? a.periodDate ?? String(a.year),
      abstract: a.abstract,
      keywords: splitList(a.keywords ?? ''),
      journal: a.journal,
      // The journals carry no volume numbers: CNKI-style citations use the year in its place.
      volume: a.year,
      issue: a.issue,
      firstPage: a.pageStart,
      lastPage: a.pageEnd,
      issn: a.issn,
      doi: a.doi,
    };
  }
  if (segment === 'dissertation') {
    const [t] = await db.select().from(theses).where(and(eq(theses.id, id), publishedRows(theses))).limit(1);
    if (!t) return null;
    return {
      kind: 'thesis',
      path: READER_ITEM_TYPES.thesis.path(id),
      title: t.title,
      authors: splitList(t.authors),
      date: t.issueTime,
      abstract: t.abstract,
      keywords: splitList(t.keywords ?? ''),
      institution: t.schoolName,
    };
  }
  if (segment === 'book') {
    const [b] = await db.select().from(books).where(and(eq(books.id, id), publishedRows(books))).limit(1);
    if (!b) return null;
    return {
      kind: 'book',
      path: READER_ITEM_TYPES.book.path(id),
      title: b.title,
      authors: splitList(b.authors),
      date: b.publishDate,
      abstract: b.summary,
      keywords: [],
      isbn: b.isbn,
      publisher: b.publisher,
    };
  }
  return null;
}

/** Google Scholar wants `YYYY/MM/DD` (or just the year). */
export function scholarDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const m = /^(\d{4})(?:-(\d{2})-(\d{2}))?/.exec(value);
  if (!m) return undefined;
  return m[2] ? `${m[1]}/${m[2]}/${m[3]}` : m[1];
}

const DESCRIPTION_LENGTH = 200;
const ABSTRACT_LENGTH = 3000;

/**
 * The `<title>` and `<meta>` block for one page, every value escaped. `baseUrl` makes the PDF and
 * canonical URLs absolute, as Scholar requires.
 */
export function renderMetaTags(meta: ScholarlyMeta, baseUrl: string): string {
  const description = meta.abstract?.trim() ? clip(meta.abstract.trim().replace(/\s+/g, ' '), DESCRIPTION_LENGTH) : meta.title;
  const head = renderPageHead({ path: meta.path, title: meta.title, description, ogType: meta.kind === 'book' ? 'book' : 'article' }, baseUrl);
  return [head, ...citationTags(meta, baseUrl)].join('\n    ');
}

/** The `citation_*` tags alone, every value escaped, empty ones left out. */
export function citationTags(meta: ScholarlyMeta, baseUrl: string): string[] {
  const tags: Array<[string, string | number | null | undefined]> = [['citation_title', meta.title]];
  for (const author of meta.authors) tags.push(['citation_author', author]);
  tags.push(['citation_publication_date', scholarDate(meta.date)]);
  if (meta.kind === 'article') {
    tags.push(
      ['citation_journal_title', meta.journal],
      ['citation_volume', meta.volume],
      ['citation_issue', meta.issue],
      ['citation_firstpage', meta.firstPage],
      ['citation_lastpage', meta.lastPage],
      ['citation_issn', meta.issn],
      ['citation_doi', meta.doi],
    );
  }
  if (meta.kind === 'thesis') tags.push(['citation_dissertation_institution', meta.institution]);
  if (meta.kind === 'book') tags.push(['citation_isbn', meta.isbn], ['citation_publisher', meta.publisher]);
  if (meta.pdfUrl) tags.push(['citation_pdf_url', absolute(meta.pdfUrl, baseUrl)]);
  tags.push(['citation_abstract', meta.abstract ? clip(meta.abstract.trim(), ABSTRACT_LENGTH) : undefined]);
  if (meta.keywords.length > 0) tags.push(['citation_keywords', meta.keywords.join('; ')]);
  tags.push(['citation_language', 'zh']);
  return tags.filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== '').map(([name, v]) => metaTag('name', name, String(v)));
}

/**
 * The `<title>`, description, Open Graph tags and canonical link of any detail page (the title as
 * `{item} - {site}`), every value escaped.
 */
export function renderPageHead(head: PageHead, baseUrl: string): string {
  const pageUrl = `${baseUrl}${head.path}`;
  return [
    `<title>${escapeXml(`${head.title} - ${site.fullName}`)}</title>`,
    metaTag('name', 'description', head.description),
    metaTag('property', 'og:title', head.title),
    metaTag('property', 'og:description', head.description),
    metaTag('property', 'og:type', head.ogType),
    metaTag('property', 'og:url', pageUrl),
    metaTag('property', 'og:site_name', site.fullName),
    ...(head.image ? [metaTag('property', 'og:image', absolute(head.image, baseUrl))] : []),
    `<link rel="canonical" href="${escapeXml(pageUrl)}" />`,
  ].join('\n    ');
}

function metaTag(attr: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attr}="${key}" content="${escapeXml(content)}" />`;
}

function absolute(url: string, baseUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
