import { and, asc, eq, gt } from 'drizzle-orm';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { ancientBooks, books } from '../../db/schema';
import type { CatalogueItem } from './marc';

/** The two areas libraries catalogue as monographs. */
export const CATALOGUE_AREAS = ['book', 'ancient'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** At most this many records in one batch file (a library loads the rest with `afterId`). */
export const BATCH_MAX = 5000;

const ANCIENT_CATEGORY_TERMS: Record<string, string> = { 经: '经部', 史: '史部', 子: '子部', 集: '集部', 丛: '丛部' };

/** `张三；李四`, `张三, 李四` … → the names. */
export const splitNames = (authors: string | null | undefined) =>
  (authors ?? '')
    .split(/[;；,，、]+/)
    .map((name) => name.trim())
    .filter(Boolean);

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) || null : null);

function bookItem(row: typeof books.$inferSelect, baseUrl: string): CatalogueItem {
  return {
    kind: 'book',
    id: row.id,
    title: row.title,
    authors: splitNames(row.authors),
    role: '著',
    publisher: row.publisher,
    year: yearOf(row.publishDate),
    isbn: row.isbn,
    pages: row.pages,
    summary: row.summary,
    terms: [],
    priceFen: row.priceFen,
    url: `${baseUrl}${READER_ITEM_TYPES.book.path(row.id)}`,
    created: row.createTime,
    updated: row.updateTime,
  };
}

function ancientItem(row: typeof ancientBooks.$inferSelect, baseUrl: string): CatalogueItem {
  return {
    kind: 'ancient',
    id: row.id,
    title: row.title,
    authors: row.author ? [row.author] : [],
    role: '撰',
    dynasty: row.dynasty,
    extent: row.volumes,
    edition: row.edition,
    summary: row.summary,
    terms: row.category && ANCIENT_CATEGORY_TERMS[row.category] ? [ANCIENT_CATEGORY_TERMS[row.category]] : [],
    priceFen: row.priceFen,
    url: `${baseUrl}${READER_ITEM_TYPES.ancient.path(row.id)}`,
    created: row.createTime,
    updated: row.updateTime,
  };
}

/** One published item of an area, or undefined (missing or 下架: never catalogued). */
export async function catalogueItem(db: Db, area: CatalogueArea, id: number, baseUrl: string): Promise<CatalogueItem | undefined> {
  if (area === 'book') {
    const [row] = await db.select().from(books).where(and(eq(books.id, id), publishedRows(books)));
    return row && bookItem(row, baseUrl);
  }
  const [row] = await db.select().from(ancientBooks).where(and(eq(ancientBooks.id, id), publishedRows(ancientBooks)));
  return row && ancientItem(row, baseUrl);
}

/** Published items of an area in id order, after `afterId`, at most BATCH_MAX . */
export async function catalogueItems(db: Db, area: CatalogueArea, baseUrl: string, afterId = 0): Promise<CatalogueItem[]> {
  if (area === 'book') {
    const rows = await db
      .select()
      .from(books)
      .where(and(publishedRows(books), gt(books.id, afterId)))
      .orderBy(asc(books.id))
      .limit(BATCH_MAX);
    return rows.map((r) => bookItem(r, baseUrl));
  }
  const rows = await db
    .select()
    .from(ancientBooks)
    .where(and(publishedRows(ancientBooks), gt(ancientBooks.id, afterId)))
    .orderBy(asc(ancientBooks.id))
    .limit(BATCH_MAX);
  return rows.map((r) => ancientItem(r, baseUrl));
}
