import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  parseReferences,
  referenceLines,
  referencesInFullText,
  REFERENCE_MAX_CHARS,
  REFERENCE_MAX_ENTRIES,
  REFERENCE_MSG,
  standardKey,
  titleKey,
  type ParsedReference,
} from '../../../src/shared/references';
import type { Db } from '../../db/client';
import { articleReferences, articles, books, laws, referenceRow, standards, theses } from '../../db/schema';
import { standardKeySql, titleKeySql } from '../../db/schema/matchKeys';
import { badRequest } from '../../http/envelope';
import { richTextPlain } from '../../../src/shared/richText';

/** The library items a reference can name (content type keys). */
export const CITABLE_TYPES = ['article', 'book', 'thesis', 'standard', 'law'] as const;
export type CitableType = (typeof CITABLE_TYPES)[number];
export interface ReferenceMatch {
  type: CitableType;
  id: number;
}

/** Which items a type mark may name; an entry without a mark may name any. [N], [R], [P]… name none of ours. */
const TYPES_OF_MARK: Record<string, readonly CitableType[]> = {
  J: ['article'],
  C: ['article'],
  M: ['book'],
  D: ['thesis'],
  S: ['standard'],
  Z: ['law'],
  EB: ['law'],
  G: ['law', 'book'],
};

function typesOf(docType: string | null): readonly CitableType[] {
  if (!docType) return CITABLE_TYPES;
  return TYPES_OF_MARK[docType.replace(/\/OL$/, '')] ?? [];
}

/** A title shorter than this is too common to name one item ("引言", "序"). */
const MIN_TITLE_KEY = 4;

interface Candidate extends ReferenceMatch {
  key: string;
  year: number | null;
  authors: string;
}

/** The first author's family name as an item's author list would contain it: 王晓光, or SMITH of "SMITH J". */
function firstAuthor(authors: string): string {
  const first = authors.split(';')[0]?.trim() ?? '';
  return /[\u3400-\u9fff]/.test(first) ? first : (first.split(/\s+/)[0] ?? '').toLowerCase();
}

const yearOf = (column: AnyPgColumn) => sql<number | null>`extract(year from ${column})::int`;

async function titleCandidates(db: Db, keys: string[], types: Set<CitableType>): Promise<Candidate[]> {
  if (keys.length === 0) return [];
  const byTitle = async (type: CitableType, table: typeof articles | typeof books | typeof theses | typeof laws, year: AnyPgColumn, authors: AnyPgColumn | null) => {
    if (!types.has(type)) return [];
    const key = titleKeySql(table.title);
    const rows = await db
      .select({ id: table.id, key: sql<string>`${key}`, year: yearOf(year), authors: authors ? sql<string>`${authors}` : sql<string>`''` })
      .from(table)
      .where(inArray(key, keys));
    return rows.map((r) => ({ ...r, type, year: r.year === null ? null : Number(r.year) }));
  };
  const found = await Promise.all([
    byTitle('article', articles, articles.publishDate, articles.authors),
    byTitle('book', books, books.publishDate, books.authors),
    byTitle('thesis', theses, theses.issueTime, theses.authors),
    byTitle('law', laws, laws.publishDate, null),
  ]);
  return found.flat();
}

/**
 * The library item each entry names, or null: by DOI (an article), by standard number (a standard),
 * then by normalised title confirmed by the year or the first author (a law by its title alone: it
 * is cited under its name, in a later year than it was issued). `selfId`: an article never cites itself.
 */
export async function matchReferences(db: Db, refs: ParsedReference[], selfId?: number): Promise<Array<ReferenceMatch | null>> {
  const dois = [...new Set(refs.map((r) => r.doi).filter((d): d is string => Boolean(d)))];
  const stds = [...new Set(refs.map((r) => (r.standardNo ? standardKey(r.standardNo) : '')).filter(Boolean))];
  const keyOf = refs.map((r) => (r.title ? titleKey(r.title) : ''));
  const keys = [...new Set(keyOf.filter((k) => k.length >= MIN_TITLE_KEY))];
  const types = new Set(refs.flatMap((r) => typesOf(r.docType)));
  const [byDoi, byStandard, byTitle] = await Promise.all([
    dois.length
      ? db.select({ id: articles.id, doi: sql<string>`lower(${articles.doi})` }).from(articles).where(inArray(sql`lower(${articles.doi})`, dois))
      : [],
    stds.length
      ? db.select({ id: standards.id, key: sql<string>`${standardKeySql(standards.standardNo)}` }).from(standards).where(inArray(standardKeySql(standards.standardNo), stds))
      : [],
    titleCandidates(db, keys, types),
  ]);
  return refs.map((r, i) => {
    const doiHit = r.doi ? byDoi.find((a) => a.doi === r.doi && a.id !== selfId) : undefined;
    if (doiHit) return { type: 'article', id: doiHit.id };
    const allowed = typesOf(r.docType);
    if (r.standardNo && allowed.includes('standard')) {
      const std = byStandard.find((s) => s.key === standardKey(r.standardNo!));
      if (std) return { type: 'standard', id: std.id };
    }
    const key = keyOf[i];
    if (key.length < MIN_TITLE_KEY) return null;
    const author = r.authors ? firstAuthor(r.authors) : '';
    let best: { c: Candidate; score: number } | null = null;
    for (const c of byTitle) {
      if (c.key !== key || !allowed.includes(c.type) || (c.type === 'article' && c.id === selfId)) continue;
      const yearAgrees = r.year !== null && c.year === r.year;
      const authorAgrees = author !== '' && c.authors.toLowerCase().includes(author);
      const unconfirmed = r.year === null && author === '';
      if (!yearAgrees && !authorAgrees && !unconfirmed && c.type !== 'law') continue;
      const score = (yearAgrees ? 2 : 0) + (authorAgrees ? 1 : 0);
      if (!best || score > best.score || (score === best.score && c.id < best.c.id && c.type === best.c.type)) best = { c, score };
    }
    return best ? { type: best.c.type, id: best.c.id } : null;
  });
}

/**
 * The entries an article's save supplies: the 参考文献 field when filled, else the full text's
 * 参考文献 section (the full text is rich text: its paragraphs read as lines).
 */
export function suppliedReferences(referencesField: string | null | undefined, fullText: string | null | undefined): string[] {
  const typed = referenceLines(referencesField ?? '');
  return typed.length ? typed : referencesInFullText(richTextPlain(fullText)).entries;
}

/** A 400 naming what is wrong with a list before anything is written. */
export function checkReferenceLines(lines: string[]): void {
  if (lines.length > REFERENCE_MAX_ENTRIES) throw badRequest(REFERENCE_MSG.tooMany);
  if (lines.some((l) => l.length > REFERENCE_MAX_CHARS)) throw badRequest(REFERENCE_MSG.tooLong);
}

/**
 * Replaces an article's reference list with `lines`, parsed and matched (call inside the save's
 * transaction: a refused list leaves the article as it was).
 */
export async function replaceReferences(tx: Db, articleId: number, lines: string[]): Promise<number> {
  checkReferenceLines(lines);
  const parsed = parseReferences(lines);
  const matches = await matchReferences(tx, parsed, articleId);
  await tx.delete(articleReferences).where(eq(articleReferences.articleId, articleId));
  if (parsed.length) {
    await tx.insert(articleReferences).values(
      parsed.map((r, i) => referenceRow(articleId, i + 1, r, matches[i] ?? null)),
    );
  }
  return parsed.length;
}

/** An article's list as its edit form shows it: one entry per line. */
export async function referenceText(db: Db, articleId: number): Promise<string> {
  const rows = await db.select({ raw: articleReferences.raw }).from(articleReferences).where(eq(articleReferences.articleId, articleId)).orderBy(articleReferences.seq);
  return rows.map((r) => r.raw).join('\n');
}

/**
 * A saved article links the entries that waited for it: unmatched journal entries (or unmarked ones)
 * of other articles with its DOI, or with its title and year (or no year).
 */
export async function linkWaitingReferences(tx: Db, a: { id: number; doi: string | null; title: string; publishDate: string | null }): Promise<void> {
  const key = titleKey(a.title);
  const year = a.publishDate ? Number(a.publishDate.slice(0, 4)) : null;
  const byDoi = a.doi ? eq(articleReferences.doi, a.doi.toLowerCase()) : undefined;
  const byTitle =
    key.length >= MIN_TITLE_KEY
      ? and(eq(articleReferences.titleKey, key), year ? or(isNull(articleReferences.year), eq(articleReferences.year, year)) : undefined)
      : undefined;
  if (!byDoi && !byTitle) return;
  await tx
    .update(articleReferences)
    .set({ matchedType: 'article', matchedId: a.id })
    .where(
      and(
        isNull(articleReferences.matchedId),
        ne(articleReferences.articleId, a.id),
        or(isNull(articleReferences.docType), inArray(articleReferences.docType, ['J', 'C', 'J/OL'])),
        or(byDoi, byTitle),
      ),
    );
}

/** A deleted article is no longer what others' entries name (they show as text, and may link a later item). */
export async function unlinkReferencesTo(tx: Db, type: CitableType, id: number): Promise<void> {
  await tx
    .update(articleReferences)
    .set({ matchedType: null, matchedId: null })
    .where(and(eq(articleReferences.matchedType, type), eq(articleReferences.matchedId, id)));
}
