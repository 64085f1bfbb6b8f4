import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { ancientBooks, books, journalPeriods, journals, securityGroupGrants, securityGroups } from '../../db/schema';
import { isPeriodical, publicJournal, publicPeriod } from '../journal/shared';
import { splitNames } from './items';

/**
 * KBART Phase II title lists (NISO RP-9-2014) for discovery systems and link resolvers: one per
 * package — every title the site offers (`all`), and each institution subscription package (a
 * security group, by id) with what its grants open. Journals are serials with their coverage from
 * the first public issue on (open-ended: the journal is current); books and ancient books are
 * monographs.
 */
export const KBART_COLUMNS = [
  'publication_title',
  'print_identifier',
  'online_identifier',
  'date_first_issue_online',
  'num_first_vol_online',
  'num_first_issue_online',
  'date_last_issue_online',
  'num_last_vol_online',
  'num_last_issue_online',
  'title_url',
  'first_author',
  'title_id',
  'embargo_info',
  'coverage_depth',
  'notes',
  'publisher_name',
  'publication_type',
  'date_monograph_published_print',
  'date_monograph_published_online',
  'monograph_volume',
  'monograph_edition',
  'first_editor',
  'parent_publication_title_id',
  'preceding_publication_title_id',
  'access_type',
] as const;

type KbartRow = Partial<Record<(typeof KBART_COLUMNS)[number], string | number | null>>;

/** A package: `all`, or a subscription package's id. */
export type KbartPackage = { kind: 'all' } | { kind: 'group'; id: number; name: string };

/** What a package holds: journals (all, or some), books, ancient books. */
interface Holdings {
  journals: 'all' | number[];
  book: boolean;
  ancient: boolean;
}

/** The package a file name names (`all.txt`, `3.txt`), or undefined. */
export async function kbartPackage(db: Db, file: string): Promise<KbartPackage | undefined> {
  const m = /^(all|\d{1,9})\.txt$/.exec(file);
  if (!m) return undefined;
  if (m[1] === 'all') return { kind: 'all' };
  const [group] = await db.select({ id: securityGroups.id, name: securityGroups.name }).from(securityGroups).where(eq(securityGroups.id, Number(m[1])));
  return group && { kind: 'group', ...group };
}

/** Every package, for the index at /api/kbart. */
export async function kbartPackages(db: Db): Promise<KbartPackage[]> {
  const groups = await db.select({ id: securityGroups.id, name: securityGroups.name }).from(securityGroups).orderBy(asc(securityGroups.sort), asc(securityGroups.id));
  return [{ kind: 'all' }, ...groups.map((g) => ({ kind: 'group' as const, ...g }))];
}

async function holdingsOf(db: Db, pkg: KbartPackage): Promise<Holdings> {
  if (pkg.kind === 'all') return { journals: 'all', book: true, ancient: true };
  const grants = await db.select().from(securityGroupGrants).where(eq(securityGroupGrants.groupId, pkg.id));
  const scopes = new Set(grants.map((g) => g.scope));
  return {
    journals: scopes.has('allJournals') ? 'all' : grants.flatMap((g) => (g.scope === 'journal' && g.journalId ? [g.journalId] : [])),
    book: scopes.has('book'),
    ancient: scopes.has('ancient'),
  };
}

/** The provider's file name for a package (KBART: Provider_Region_Package_Date.txt). */
export function kbartFileName(pkg: KbartPackage, today: string): string {
  return `Wenku_Global_${pkg.kind === 'all' ? 'AllTitles' : `Package${pkg.id}`}_${today}.txt`;
}

async function journalRows(db: Db, holdings: Holdings, baseUrl: string): Promise<KbartRow[]> {
  if (holdings.journals !== 'all' && holdings.journals.length === 0) return [];
  const chosen: SQL | undefined = holdings.journals === 'all' ? undefined : inArray(journals.id, holdings.journals);
  // The first public issue of each journal (its coverage starts there and runs to the present).
  const first = sql<string | null>`(array_agg(${journalPeriods.publishDate}::text order by ${journalPeriods.year}, ${journalPeriods.issue}))[1]`;
  const firstYear = sql<number | null>`min(${journalPeriods.year})`;
  const firstIssue = sql<number | null>`(array_agg(${journalPeriods.issue} order by ${journalPeriods.year}, ${journalPeriods.issue}))[1]`;
  const rows = await db
    .select({ id: journals.id, name: journals.name, issn: journals.issn, publisher: journals.publisher, sponsor: journals.sponsor, priceFen: journals.issuePriceFen, first, firstYear, firstIssue })
    .from(journals)
    .leftJoin(journalPeriods, and(eq(journalPeriods.journalId, journals.id), publicPeriod))
    .where(and(publicJournal, isPeriodical, chosen))
    .groupBy(journals.id)
    .orderBy(asc(journals.id));
  return rows.map((j) => ({
    publication_title: j.name,
    print_identifier: j.issn,
    date_first_issue_online: j.first ?? (j.firstYear ? String(j.firstYear) : null),
    num_first_issue_online: j.firstIssue,
    title_url: `${baseUrl}${READER_ITEM_TYPES.journal.path(j.id)}`,
    title_id: `journal-${j.id}`,
    coverage_depth: 'fulltext',
    publisher_name: j.publisher ?? j.sponsor,
    publication_type: 'serial',
    access_type: j.priceFen > 0 ? 'P' : 'F',
  }));
}

async function bookRows(db: Db, baseUrl: string): Promise<KbartRow[]> {
  const rows = await db
    .select({ id: books.id, title: books.title, isbn: books.isbn, authors: books.authors, publisher: books.publisher, publishDate: books.publishDate, priceFen: books.priceFen })
    .from(books)
    .where(publishedRows(books))
    .orderBy(asc(books.id));
  return rows.map((b) => ({
    publication_title: b.title,
    print_identifier: b.isbn,
    title_url: `${baseUrl}${READER_ITEM_TYPES.book.path(b.id)}`,
    first_author: splitNames(b.authors)[0] ?? null,
    title_id: `book-${b.id}`,
    coverage_depth: 'fulltext',
    publisher_name: b.publisher,
    publication_type: 'monograph',
    date_monograph_published_print: b.publishDate?.slice(0, 4) ?? null,
    access_type: b.priceFen > 0 ? 'P' : 'F',
  }));
}

async function ancientRows(db: Db, baseUrl: string): Promise<KbartRow[]> {
  const rows = await db
    .select({ id: ancientBooks.id, title: ancientBooks.title, author: ancientBooks.author, dynasty: ancientBooks.dynasty, edition: ancientBooks.edition, priceFen: ancientBooks.priceFen })
    .from(ancientBooks)
    .where(publishedRows(ancientBooks))
    .orderBy(asc(ancientBooks.id));
  return rows.map((a) => ({
    publication_title: a.title,
    title_url: `${baseUrl}${READER_ITEM_TYPES.ancient.path(a.id)}`,
    first_author: a.author,
    title_id: `ancient-${a.id}`,
    coverage_depth: 'fulltext',
    notes: [a.dynasty && `${a.dynasty}`, a.edition].filter(Boolean).join('；') || null,
    publication_type: 'monograph',
    access_type: a.priceFen > 0 ? 'P' : 'F',
  }));
}

/** A value as one KBART cell: tabs and line breaks would break the file, so they become spaces. */
const cell = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v).replace(/[\t\r\n]+/g, ' ').trim());

/** The package's title list: the header row and one row per title, tab separated, UTF-8. */
export async function kbartFile(db: Db, pkg: KbartPackage, baseUrl: string): Promise<string> {
  const holdings = await holdingsOf(db, pkg);
  const rows = [
    ...(await journalRows(db, holdings, baseUrl)),
    ...(holdings.book ? await bookRows(db, baseUrl) : []),
    ...(holdings.ancient ? await ancientRows(db, baseUrl) : []),
  ];
  const lines = [KBART_COLUMNS.join('\t'), ...rows.map((row) => KBART_COLUMNS.map((c) => cell(row[c])).join('\t'))];
  return `${lines.join('\n')}\n`;
}
