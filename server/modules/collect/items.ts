import { READER_ITEM_TYPES, readerItemKey, type ItemCard } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/envelope';
import { READER_ITEM_SOURCES, readerItemExists, readerItemPath } from '../publicItems/registry';
import { citedCountsOf } from '../journal/articleCards';

/** The largest value of a PostgreSQL `integer` (serial ids). */
const MAX_ID = 2_147_483_647;

export type { ItemCard } from '../../../src/shared/readerItems';

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
  if (!(await readerItemExists(db, type, itemId))) throw notFound(missingMsg);
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
      const { label } = READER_ITEM_TYPES[key];
      for (const c of await READER_ITEM_SOURCES[key].cards(db, ids)) {
        const path = readerItemPath(key, c.itemId, c.parentId);
        out.set(`${type}:${c.itemId}`, { itemId: c.itemId, type, typeLabel: label, title: c.title, cover: c.cover, authors: c.authors, path });
      }
    }),
  );
  return out;
}

/** A row of a member's list of items (collections, reading log): the item's card, or `gone` when it was taken down since. */
export interface ItemListRow extends Omit<ItemCard, 'path'> {
  path: string | null;
  gone: boolean;
  /** 被引, for the types a reference can name (article, book, thesis, standard, law) still there. */
  citedCount?: number;
}

/** Each row with its item's card (one query per type present); an item that has gone keeps its row, marked. */
export async function withItemCards<R extends { type: number; itemId: number }>(db: Db, rows: R[]): Promise<Array<R & ItemListRow>> {
  const cards = await itemCards(db, rows);
  const keyOf = (r: R) => `${readerItemKey(r.type)}-${r.itemId}`;
  const cited = await citedCountsOf(db, rows.flatMap((r) => (cards.has(`${r.type}:${r.itemId}`) ? [{ type: readerItemKey(r.type) ?? '', id: r.itemId }] : [])));
  return rows.map((r) => {
    const card = cards.get(`${r.type}:${r.itemId}`);
    const citedCount = cited.get(keyOf(r));
    return {
      ...r,
      typeLabel: card?.typeLabel ?? Object.values(READER_ITEM_TYPES).find((t) => t.type === r.type)?.label ?? '',
      title: card?.title ?? '该内容已不存在',
      cover: card?.cover ?? null,
      authors: card?.authors ?? '',
      path: card?.path ?? null,
      gone: !card,
      ...(citedCount === undefined ? {} : { citedCount }),
    };
  });
}
