import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CitableWork } from '../../src/shared/citation';
import { COLLECT_MANY_MAX } from '../../src/shared/readerItems';
import { DOC_CITATION_KINDS, docUrl, SEARCH_DOC_TYPES, type SearchDocType } from '../../src/shared/search';
import type { Db } from '../db/client';
import { articles, books, journalPeriods, journals, searchDocs, theses } from '../db/schema';
import { badRequest } from '../http/envelope';

/**
 * 批量导出引文 (issue 34 items 1 and 3): the selected results as full citation records, built on the
 * server from their ids. A result carries title, authors, year and source only; the records add
 * what the detail page's 引用 has (an article's issue, pages, DOI and ISSN; a thesis's degree; a
 * book's publisher and ISBN), and the portal formats them with the single-item code
 * (src/shared/citation.ts), in any of its styles, without asking again.
 */

export const CITATIONS_IDS_REQUIRED = '请选择要导出引文的条目';
export const CITATIONS_IDS_BAD = '条目编号格式不正确';
export const CITATIONS_TOO_MANY = `一次最多导出${COLLECT_MANY_MAX}条引文`;

export interface DocRef {
  docType: SearchDocType;
  docId: number;
}

const DOC_TYPES: ReadonlySet<string> = new Set(SEARCH_DOC_TYPES);

/** `ids=article-12,thesis-3`: the selection's results as `type-id`, in order, repeats dropped, 1–100. */
export function parseDocRefs(raw: unknown): DocRef[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) throw badRequest(CITATIONS_IDS_REQUIRED);
  if (parts.length > COLLECT_MANY_MAX) throw badRequest(CITATIONS_TOO_MANY);
  const seen = new Map<string, DocRef>();
  for (const part of parts) {
    const m = /^([A-Za-z]+)-(\d{1,10})$/.exec(part);
    const docId = m ? Number(m[2]) : NaN;
    if (!m || !DOC_TYPES.has(m[1]) || !(docId >= 1 && docId <= 2_147_483_647)) throw badRequest(CITATIONS_IDS_BAD);
    seen.set(part, { docType: m[1] as SearchDocType, docId });
  }
  return [...seen.values()];
}

const idsOf = (refs: DocRef[], type: SearchDocType) => refs.filter((r) => r.docType === type).map((r) => r.docId);
const yearOf = (date: string | null | undefined) => (date ? Number(String(date).slice(0, 4)) : undefined);
const orUndefined = <T>(v: T | null | undefined) => (v === null ? undefined : v);

/** Per type, what its own table adds to the index's title, authors, source and year. */
async function detailsOf(db: Db, refs: DocRef[]): Promise<Map<string, Partial<CitableWork>>> {
  const out = new Map<string, Partial<CitableWork>>();
  const articleIds = idsOf(refs, 'article');
  const thesisIds = idsOf(refs, 'thesis');
  const bookIds = idsOf(refs, 'book');
  const [articleRows, thesisRows, bookRows] = await Promise.all([
    articleIds.length
      ? db
          .select({
            id: articles.id,
            journal: journals.name,
            issn: journals.issn,
            year: journalPeriods.year,
            issue: journalPeriods.issue,
            pageStart: articles.pageStart,
            pageEnd: articles.pageEnd,
            doi: articles.doi,
            keywords: articles.keywords,
            abstract: articles.abstract,
          })
          .from(articles)
          .innerJoin(journalPeriods, eq(journalPeriods.id, articles.periodId))
          .innerJoin(journals, eq(journals.id, articles.journalId))
          .where(and(inArray(articles.id, articleIds), eq(articles.publiclyVisible, true)))
      : [],
    thesisIds.length
      ? db
          .select({ id: theses.id, school: theses.schoolName, degree: theses.degree, issueTime: theses.issueTime, keywords: theses.keywords })
          .from(theses)
          .where(and(inArray(theses.id, thesisIds), eq(theses.published, true)))
      : [],
    bookIds.length
      ? db
          .select({ id: books.id, publisher: books.publisher, isbn: books.isbn, publishDate: books.publishDate })
          .from(books)
          .where(and(inArray(books.id, bookIds), eq(books.published, true)))
      : [],
  ]);
  for (const a of articleRows) {
    out.set(`article-${a.id}`, {
      journal: a.journal,
      issn: orUndefined(a.issn),
      year: a.year,
      issue: a.issue,
      pageStart: orUndefined(a.pageStart),
      pageEnd: orUndefined(a.pageEnd),
      doi: orUndefined(a.doi),
      keywords: orUndefined(a.keywords),
      abstract: orUndefined(a.abstract),
    });
  }
  for (const t of thesisRows) out.set(`thesis-${t.id}`, { school: t.school, degree: t.degree, year: yearOf(t.issueTime), keywords: orUndefined(t.keywords) });
  for (const b of bookRows) out.set(`book-${b.id}`, { publisher: orUndefined(b.publisher), isbn: orUndefined(b.isbn), year: yearOf(b.publishDate) ?? undefined });
  return out;
}

/**
 * The citation records of the selected results that are in the index (public) and have a citation
 * kind (src/shared/contentTypes.ts `cites`), in the order asked; `url` is the detail page's path
 * (the portal prefixes its origin). Others are left out: the caller tells the reader how many.
 */
export async function citationRecords(db: Db, refs: DocRef[]): Promise<CitableWork[]> {
  const citable = refs.filter((r) => DOC_CITATION_KINDS[r.docType]);
  if (citable.length === 0) return [];
  const pairs = sql.join(
    citable.map((r) => sql`(${r.docType}, ${r.docId}::int)`),
    sql`, `,
  );
  const [indexed, details] = await Promise.all([
    db
      .select({ docType: searchDocs.docType, docId: searchDocs.docId, title: searchDocs.title, authors: searchDocs.authors, source: searchDocs.source, year: searchDocs.year })
      .from(searchDocs)
      .where(sql`(${searchDocs.docType}, ${searchDocs.docId}) in (${pairs})`),
    detailsOf(db, citable),
  ]);
  const byKey = new Map(indexed.map((d) => [`${d.docType}-${d.docId}`, d]));
  return citable.flatMap((r) => {
    const key = `${r.docType}-${r.docId}`;
    const doc = byKey.get(key);
    const kind = DOC_CITATION_KINDS[r.docType]!;
    if (!doc || (kind === 'article' && !details.has(key))) return [];
    const source = doc.source || undefined;
    const base: CitableWork = {
      kind,
      id: r.docId,
      title: doc.title,
      authors: doc.authors ?? '',
      year: orUndefined(doc.year),
      ...(kind === 'article' ? { journal: source } : kind === 'thesis' ? { school: source } : { publisher: source }),
    };
    return [{ ...base, ...details.get(key), url: docUrl(r.docType, r.docId) }];
  });
}
