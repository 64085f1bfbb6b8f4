import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { READER_ITEM_TYPES, readerItemKey, type ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import {
  ancientBooks,
  articles,
  books,
  journalPeriods,
  journals,
  laws,
  localHistories,
  newspapers,
  standards,
  theses,
  yearbooks,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { publicArticle } from '../journal/shared';

/** The largest value of a PostgreSQL `integer` (serial ids). */
const MAX_ID = 2_147_483_647;

/** What a collection row or a comment shows of its item. */
export interface ItemCard {
  itemId: number;
  type: number;
  typeLabel: string;
  title: string;
  cover: string | null;
  /** Authors, or the source (journal, sponsor, issuing authority) when the item has no authors. */
  authors: string;
  /** The portal's detail route of the item. */
  path: string;
}

interface ItemSource {
  table: PgTable;
  id: PgColumn;
  /** Extra condition for an item a reader may see (reviewed articles only). */
  visible?: SQL;
  load(db: Db, ids: number[]): Promise<Array<Omit<ItemCard, 'type' | 'typeLabel' | 'path'> & { parentId?: number }>>;
}

const simple = (
  table: PgTable & Record<string, any>,
  title: PgColumn,
  cover: PgColumn | null,
  authors: PgColumn | null,
): ItemSource => ({
  table,
  id: table.id as PgColumn,
  async load(db, ids) {
    const rows = await (db as any)
      .select({ itemId: table.id, title, cover: cover ?? title, authors: authors ?? title })
      .from(table)
      .where(inArray(table.id as PgColumn, ids));
    return rows.map((r: any) => ({ itemId: r.itemId, title: r.title, cover: cover ? r.cover : null, authors: authors ? (r.authors ?? '') : '' }));
  },
});

const SOURCES: Record<ReaderItemKey, ItemSource> = {
  article: {
    table: articles,
    id: articles.id,
    visible: publicArticle,
    async load(db, ids) {
      const rows = await db
        .select({ itemId: articles.id, title: articles.title, authors: articles.authors, journal: journals.name, cover: journals.coverUrl })
        .from(articles)
        .innerJoin(journals, eq(journals.id, articles.journalId))
        .where(and(inArray(articles.id, ids), publicArticle));
      return rows.map((r) => ({ itemId: r.itemId, title: r.title, cover: r.cover, authors: r.authors ? `${r.authors.split(/[;；]/).join('；')} ·《${r.journal}》` : `《${r.journal}》` }));
    },
  },
  journal: simple(journals, journals.name, journals.coverUrl, journals.sponsor),
  period: {
    table: journalPeriods,
    id: journalPeriods.id,
    async load(db, ids) {
      const rows = await db
        .select({ itemId: journalPeriods.id, year: journalPeriods.year, issue: journalPeriods.issue, cover: journalPeriods.coverUrl, journalId: journals.id, name: journals.name, journalCover: journals.coverUrl, sponsor: journals.sponsor })
        .from(journalPeriods)
        .innerJoin(journals, eq(journals.id, journalPeriods.journalId))
        .where(inArray(journalPeriods.id, ids));
      return rows.map((r) => ({ itemId: r.itemId, title: `${r.name} ${r.year}年第${r.issue}期`, cover: r.cover ?? r.journalCover, authors: r.sponsor ?? '', parentId: r.journalId }));
    },
  },
  book: simple(books, books.title, books.coverUrl, books.authors),
  ancient: simple(ancientBooks, ancientBooks.title, ancientBooks.coverUrl, ancientBooks.author),
  newspaper: simple(newspapers, newspapers.name, newspapers.coverUrl, newspapers.sponsor),
  localHistory: simple(localHistories, localHistories.title, localHistories.coverUrl, localHistories.compiler),
  thesis: simple(theses, theses.title, null, theses.authors),
  standard: simple(standards, standards.title, null, standards.issuingAuthority),
  law: simple(laws, laws.title, null, laws.issuingAuthority),
  yearbook: simple(yearbooks, yearbooks.title, yearbooks.coverUrl, yearbooks.editor),
};

export const TYPE_REQUIRED_MSG = '请指定内容类型';
export const TYPE_UNKNOWN_MSG = '内容类型不正确';
export const ITEM_REQUIRED_MSG = '请指定内容';
export const ITEM_MISSING_MSG = '该内容不存在或已下架';

/** `type` of readerItems.ts: absent → 400 请指定内容类型, unknown → 400 内容类型不正确. */
export function itemType(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') throw badRequest(TYPE_REQUIRED_MSG);
  const s = String(raw).trim();
  const n = /^\d{1,3}$/.test(s) ? Number(s) : NaN;
  if (!readerItemKey(n)) throw badRequest(TYPE_UNKNOWN_MSG);
  return n;
}

/** An id such as `itemId`: absent → 400 `missingMsg`; not a whole number → 400; beyond the id range → 404. */
export function idParam(raw: unknown, missingMsg: string, notFoundMsg: string): number {
  if (raw === undefined || raw === null || raw === '') throw badRequest(missingMsg);
  const s = String(raw).trim();
  if (!/^\d+$/.test(s)) throw badRequest('编号必须是正整数');
  const n = Number(s);
  if (!(n >= 1 && n <= MAX_ID)) throw notFound(notFoundMsg);
  return n;
}

/** The item must exist (and be public): 404 `该内容不存在或已下架` otherwise. */
export async function requireItem(db: Db, type: number, itemId: number, missingMsg = ITEM_MISSING_MSG): Promise<void> {
  const source = SOURCES[readerItemKey(type)!];
  const where = source.visible ? and(eq(source.id, itemId), source.visible) : eq(source.id, itemId);
  const rows = await (db as any).select({ id: source.id }).from(source.table).where(where).limit(1);
  if (rows.length === 0) throw notFound(missingMsg);
}

/**
 * Cards for a page of (type, itemId) pairs: one query per type present, never one per row. An item
 * that has gone since it was collected is missing from the map.
 */
export async function itemCards(db: Db, pairs: Array<{ type: number; itemId: number }>): Promise<Map<string, ItemCard>> {
  const byType = new Map<number, number[]>();
  for (const p of pairs) byType.set(p.type, [...(byType.get(p.type) ?? []), p.itemId]);
  const out = new Map<string, ItemCard>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const key = readerItemKey(type);
      if (!key) return;
      const meta = READER_ITEM_TYPES[key];
      for (const r of await SOURCES[key].load(db, ids)) {
        const path = key === 'period' ? READER_ITEM_TYPES.period.path(r.itemId, r.parentId) : (meta.path as (id: number) => string)(r.itemId);
        out.set(`${type}:${r.itemId}`, { itemId: r.itemId, type, typeLabel: meta.label, title: r.title, cover: r.cover, authors: r.authors, path });
      }
    }),
  );
  return out;
}
