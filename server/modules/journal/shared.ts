import { and, asc, desc, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ARTICLE_PUBLIC_STATUS, type ArticleRef, type articleFilters } from '../../../src/resources/articles';
import { PROCEEDINGS_MARK_EN, PROCEEDINGS_MARKS } from '../../../src/resources/conferences';
import { MAX_INT, pinyinInitial, provinceLabel, type JournalRow } from '../../../src/resources/journals';
import { dictLabel } from '../../../src/shared/dict';
import type { Db } from '../../db/client';
import { articles, journalColumns, journalPeriods, journals } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { keywordIn } from '../../http/query';

/** A path id: a positive whole number that fits the `integer` column, else a 400 naming it. */
export function idParam(value: unknown, label: string): number {
  const s = String(value ?? '').trim();
  const n = /^\d{1,10}$/.test(s) ? Number(s) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_INT) throw badRequest(`${label}必须是正整数`);
  return n;
}

/** A journal readers may see: 上架 (下架 by the platform admin hides it and everything in it). */
export const publicJournal: SQL = eq(journals.published, true);

/** An issue readers may see: itself and its journal 上架. */
export const publicPeriod: SQL = sql`(${journalPeriods.published} and exists (select 1 from ${journals} pj where pj.id = ${journalPeriods.journalId} and pj.published))`;

/**
 * Spec §4: readers see reviewed articles only — and only while the article, its issue and its
 * journal are 上架. This is the rule; the database keeps it in `article.publicly_visible` (triggers
 * of migration 0031), which `publicArticle` reads. Not for queries: it joins every article to its
 * issue and journal (the contract test in articleVisibility.test.ts holds the flag to it).
 */
export const publicArticleDefinition: SQL = sql`(${articles.articleStatus} = ${ARTICLE_PUBLIC_STATUS} and ${articles.published} and exists (select 1 from ${journalPeriods} ap join ${journals} aj on aj.id = ap.journal_id where ap.id = ${articles.periodId} and ap.published and aj.published))`;

/**
 * The condition every public reader of articles (lists, details, catalogues, counts, search,
 * sitemap, OAI-PMH, citation meta, orders, downloads) takes: `publicArticleDefinition`, read from
 * its denormalised flag, so a page of the article list is an index scan that stops at its LIMIT.
 */
export const publicArticle: SQL = eq(articles.publiclyVisible, true);

/**
 * The declared article filters (src/resources/articles.ts `articleFilters`) as SQL: the same for the
 * readers' list and the editors' 文章管理 (which adds its review status and scope).
 */
export function articleFilterWhere(db: Db, f: z.infer<typeof articleFilters>): Array<SQL | undefined> {
  return [
    keywordIn(f.keyword, articles.title, articles.authors, articles.keywords),
    f.journalId !== undefined ? eq(articles.journalId, f.journalId) : undefined,
    f.periodId !== undefined ? eq(articles.periodId, f.periodId) : undefined,
    f.columnId !== undefined ? eq(articles.columnId, f.columnId) : undefined,
    f.year !== undefined ? inArray(articles.periodId, db.select({ id: journalPeriods.id }).from(journalPeriods).where(eq(journalPeriods.year, f.year))) : undefined,
  ];
}

/** A journal that is a conference proceedings series (see src/resources/conferences.ts). */
export const isProceedings: SQL = or(
  ...PROCEEDINGS_MARKS.map((m) => ilike(journals.name, `%${m}%`)),
  ilike(sql`coalesce(${journals.nameEn}, '')`, `%${PROCEEDINGS_MARK_EN}%`),
)!;
export const isPeriodical: SQL = not(isProceedings);

const initialOf = new Map<string, string>();

/** The pinyin initial of a journal name, remembered (names rarely change, the collation is slow-ish). */
export function initialFor(name: string): string {
  let letter = initialOf.get(name);
  if (letter === undefined) {
    letter = pinyinInitial(name);
    if (initialOf.size > 50_000) initialOf.clear();
    initialOf.set(name, letter);
  }
  return letter;
}

/** Ids and initials of every public periodical (the first-letter filter and the A–Z facet). */
export async function periodicalInitials(db: Db): Promise<Array<{ id: number; letter: string }>> {
  const rows = await db.select({ id: journals.id, name: journals.name }).from(journals).where(and(isPeriodical, publicJournal));
  return rows.map((r) => ({ id: r.id, letter: initialFor(r.name) }));
}

type JournalRecord = typeof journals.$inferSelect;

/** A journal as the lists send it: labels added, the guidelines and bookkeeping left out. */
export function journalRow(j: Omit<JournalRecord, 'guidelines'>): JournalRow {
  return {
    id: j.id,
    name: j.name,
    nameEn: j.nameEn,
    journalType: j.journalType,
    journalTypeName: dictLabel('subject_type', j.journalType || undefined),
    issn: j.issn,
    cn: j.cn,
    sponsor: j.sponsor,
    publisher: j.publisher,
    frequency: j.frequency,
    foundedYear: j.foundedYear,
    coverUrl: j.coverUrl,
    description: j.description,
    provinceId: j.provinceId,
    provinceName: provinceLabel(j.provinceId),
    isCore: j.isCore,
    issuePriceFen: j.issuePriceFen,
    views: j.views,
    initial: initialFor(j.name),
  };
}

/** A journal's columns in catalogue order: `sort` descending (spec §9), then as created. */
export function columnsOf(db: Db, journalId: number) {
  return db
    .select({ id: journalColumns.id, name: journalColumns.name })
    .from(journalColumns)
    .where(eq(journalColumns.journalId, journalId))
    .orderBy(desc(journalColumns.sort), asc(journalColumns.createTime), asc(journalColumns.id));
}

/** The list fields of an issue's reviewed articles (never the full text). */
export function issueArticles(db: Db, periodId: number) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      authors: articles.authors,
      columnId: articles.columnId,
      pageStart: articles.pageStart,
      pageEnd: articles.pageEnd,
      priceFen: articles.priceFen,
      doi: articles.doi,
      views: articles.views,
      downloads: articles.downloads,
    })
    .from(articles)
    .where(and(eq(articles.periodId, periodId), publicArticle))
    .orderBy(asc(sql`coalesce(${articles.pageStart}, 2147483647)`), asc(articles.sort), asc(articles.id));
}

export const OTHER_COLUMN = '其他';

/**
 * An issue's table of contents, the way a printed journal sets it: articles in page order (start
 * page, as a number), each run of consecutive articles of one column under that column's heading —
 * so a column whose articles are not contiguous in the issue gets a heading per run. Articles
 * without pages come after the paged ones in column order; those of no (or an unknown) column
 * are under 其他. Columns with no article in this issue are left out.
 */
export function groupByColumn<A extends ArticleRef & { columnId: number | null }>(
  rows: A[],
  columns: Array<{ id: number; name: string }>,
): Array<{ columnId: number | null; name: string; articles: Array<Omit<A, 'columnId'> & { columnName: string }> }> {
  const rank = new Map(columns.map((c, i) => [c.id, i]));
  const names = new Map(columns.map((c) => [c.id, c.name]));
  const columnOf = (a: A) => (a.columnId !== null && rank.has(a.columnId) ? a.columnId : null);
  const rankOf = (a: A) => rank.get(columnOf(a) ?? NaN) ?? columns.length;
  const pageOf = (a: A) => (typeof a.pageStart === 'number' && a.pageStart > 0 ? a.pageStart : Number.POSITIVE_INFINITY);
  // A stable sort: equal keys keep the query's order (article sort, then id).
  const ordered = [...rows].sort((a, b) => pageOf(a) - pageOf(b) || rankOf(a) - rankOf(b));
  const groups: Array<{ columnId: number | null; name: string; articles: Array<Omit<A, 'columnId'> & { columnName: string }> }> = [];
  for (const a of ordered) {
    const columnId = columnOf(a);
    const { columnId: _c, ...article } = a;
    const name = columnId === null ? OTHER_COLUMN : names.get(columnId)!;
    let last = groups.at(-1);
    if (!last || last.columnId !== columnId) groups.push((last = { columnId, name, articles: [] }));
    last.articles.push({ ...article, columnName: name });
  }
  return groups;
}
