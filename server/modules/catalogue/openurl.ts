import { and, asc, eq, sql } from 'drizzle-orm';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { articles, books, journalPeriods, journals } from '../../db/schema';
import { isPeriodical, publicArticle, publicJournal, publicPeriod } from '../journal/shared';

/**
 * An OpenURL 1.0 resolver (Z39.88-2004, KEV format) for discovery systems and link resolvers: the
 * citation a library's system sends becomes the best page here — the article, the issue, the
 * journal or the book — or, when nothing matches, a search prefilled with the citation's words.
 * OpenURL 0.1 names (`issn`, `atitle`, `id=doi:…`) are read too, as many link resolvers still send them.
 */
export interface Citation {
  doi?: string;
  issn?: string;
  isbn?: string;
  year?: number;
  volume?: string;
  issue?: number;
  spage?: number;
  atitle?: string;
  jtitle?: string;
  btitle?: string;
  aulast?: string;
}

const TEXT_MAX = 300;

/** The first non-empty value among the names (rft.x, then the 0.1 name x). */
function first(params: URLSearchParams, ...names: string[]): string | undefined {
  for (const name of names) {
    const v = params.get(name)?.trim();
    if (v) return v.slice(0, TEXT_MAX);
  }
  return undefined;
}

const positive = (v: string | undefined) => {
  const n = v && /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  return n > 0 ? n : undefined;
};

/** `12345678`, `1234-567x` → `1234-567X`; anything else → undefined. */
export function normalizeIssn(raw: string | undefined): string | undefined {
  const digits = (raw ?? '').replace(/[^0-9Xx]/g, '').toUpperCase();
  return /^\d{7}[\dX]$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4)}` : undefined;
}

const isbnDigits = (raw: string | undefined) => {
  const d = (raw ?? '').replace(/[^0-9Xx]/g, '').toUpperCase();
  return /^(\d{9}[\dX]|\d{13})$/.test(d) ? d : undefined;
};

/** A DOI from `rft_id=info:doi/…`, `id=doi:…` or `doi=…`. */
function doiOf(params: URLSearchParams): string | undefined {
  for (const id of [...params.getAll('rft_id'), ...params.getAll('id'), ...params.getAll('rft.doi'), ...params.getAll('doi')]) {
    const m = /^(?:info:doi\/|doi:|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i.exec(decodeURIComponent(id.trim()));
    if (m) return m[1].slice(0, 100);
  }
  return undefined;
}

/** Reads a KEV query (1.0 or 0.1 names) into a citation; missing or malformed values are left out. */
export function readCitation(params: URLSearchParams): Citation {
  const date = first(params, 'rft.date', 'date');
  return {
    doi: doiOf(params),
    issn: normalizeIssn(first(params, 'rft.issn', 'issn')) ?? normalizeIssn(first(params, 'rft.eissn', 'eissn')),
    isbn: isbnDigits(first(params, 'rft.isbn', 'isbn')),
    year: date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : undefined,
    volume: first(params, 'rft.volume', 'volume'),
    issue: positive(first(params, 'rft.issue', 'issue')),
    spage: positive(first(params, 'rft.spage', 'spage') ?? first(params, 'rft.pages', 'pages')?.split(/[-–]/)[0]),
    atitle: first(params, 'rft.atitle', 'atitle'),
    jtitle: first(params, 'rft.jtitle', 'rft.title', 'jtitle', 'title', 'rft.stitle'),
    btitle: first(params, 'rft.btitle', 'btitle'),
    aulast: first(params, 'rft.aulast', 'aulast', 'rft.au', 'au'),
  };
}

/** Titles compared as a reader would: no spaces or punctuation, case folded. */
const normalizedTitle = (column: unknown) => sql`lower(regexp_replace(${column}, '[[:space:][:punct:]，。：；、“”‘’《》（）！？—…·]', '', 'g'))`;
const plainTitle = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');

/** Among a journal's articles whose title matches, the one whose authors name `aulast` (else the first). */
async function articleByTitle(db: Db, atitle: string, aulast: string | undefined, journalId: number): Promise<number | undefined> {
  const rows = await db
    .select({ id: articles.id, authors: articles.authors })
    .from(articles)
    .where(and(publicArticle, eq(articles.journalId, journalId), eq(normalizedTitle(articles.title), plainTitle(atitle))))
    .orderBy(asc(articles.id))
    .limit(20);
  return (rows.find((r) => aulast && r.authors.includes(aulast)) ?? rows[0])?.id;
}

async function journalOf(db: Db, c: Citation): Promise<number | undefined> {
  const where = c.issn ? eq(journals.issn, c.issn) : c.jtitle ? eq(normalizedTitle(journals.name), plainTitle(c.jtitle)) : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: journals.id }).from(journals).where(and(where, publicJournal, isPeriodical)).orderBy(asc(journals.id)).limit(1);
  return row?.id;
}

/** The issue of a journal in a year (and number), when the citation names both. */
async function periodOf(db: Db, journalId: number, c: Citation): Promise<number | undefined> {
  if (!c.year || !c.issue) return undefined;
  const [row] = await db
    .select({ id: journalPeriods.id })
    .from(journalPeriods)
    .where(and(eq(journalPeriods.journalId, journalId), eq(journalPeriods.year, c.year), eq(journalPeriods.issue, c.issue), publicPeriod));
  return row?.id;
}

/** The article of an issue starting on a page. */
async function articleOnPage(db: Db, periodId: number, spage: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.periodId, periodId), eq(articles.pageStart, spage), publicArticle))
    .orderBy(asc(articles.id))
    .limit(1);
  return row?.id;
}

async function bookOf(db: Db, c: Citation): Promise<number | undefined> {
  const where = c.isbn
    ? eq(sql`upper(regexp_replace(coalesce(${books.isbn}, ''), '[^0-9Xx]', '', 'g'))`, c.isbn)
    : c.btitle
      ? eq(normalizedTitle(books.title), plainTitle(c.btitle))
      : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: books.id }).from(books).where(and(where, publishedRows(books))).orderBy(asc(books.id)).limit(1);
  return row?.id;
}

/** The search a citation that matched nothing becomes: its most specific words, in the field they are. */
export function fallbackSearch(c: Citation): string {
  const params = new URLSearchParams();
  const title = c.atitle ?? c.btitle ?? c.jtitle;
  if (title) {
    params.set('kw', title);
    params.set('field', c.atitle || c.btitle ? 'title' : 'source');
    if (c.atitle) params.set('type', 'article');
    else if (c.btitle) params.set('type', 'book');
  } else if (c.aulast) {
    params.set('kw', c.aulast);
    params.set('field', 'author');
  } else if (c.doi || c.issn || c.isbn) {
    params.set('kw', c.doi ?? c.issn ?? c.isbn!);
  }
  const q = params.toString();
  return q ? `/search?${q}` : '/search';
}

/** The portal path a citation resolves to (see the module comment for the order tried). */
export async function resolveCitation(db: Db, c: Citation): Promise<string> {
  if (c.doi) {
    const [hit] = await db.select({ id: articles.id }).from(articles).where(and(eq(sql`lower(${articles.doi})`, c.doi.toLowerCase()), publicArticle)).limit(1);
    if (hit) return READER_ITEM_TYPES.article.path(hit.id);
  }
  if (c.isbn || (c.btitle && !c.atitle)) {
    const bookId = await bookOf(db, c);
    if (bookId) return READER_ITEM_TYPES.book.path(bookId);
  }
  const journalId = await journalOf(db, c);
  if (journalId) {
    const periodId = await periodOf(db, journalId, c);
    const onPage = periodId && c.spage ? await articleOnPage(db, periodId, c.spage) : undefined;
    if (onPage) return READER_ITEM_TYPES.article.path(onPage);
    const titled = c.atitle ? await articleByTitle(db, c.atitle, c.aulast, journalId) : undefined;
    if (titled) return READER_ITEM_TYPES.article.path(titled);
    if (periodId) return READER_ITEM_TYPES.period.path(periodId, journalId);
    // An article the journal does not hold is better searched for than replaced by the journal.
    if (!c.atitle) return READER_ITEM_TYPES.journal.path(journalId);
  }
  // A title with no journal to look in is searched for: the search's index finds it at any size,
  // where comparing every article's title would not.
  return fallbackSearch(c);
}
