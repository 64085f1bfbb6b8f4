import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { READER_ITEM_TYPES } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { ancientBooks, collections } from '../../db/schema';
import { readerItemExists } from '../publicItems/registry';

const ANCIENT = READER_ITEM_TYPES.ancient.type;

export interface CollectState {
  itemId: number;
  type: number;
  collected: boolean;
  /** How many members collected the item. */
  count: number;
}

/** How many members collected an item (ancient books keep the number on the book). */
export async function collectCount(db: Db, type: number, itemId: number): Promise<number> {
  if (type === ANCIENT) {
    const [row] = await db.select({ n: ancientBooks.collectCount }).from(ancientBooks).where(eq(ancientBooks.id, itemId));
    return row?.n ?? 0;
  }
  const [row] = await db.select({ n: count() }).from(collections).where(and(eq(collections.type, type), eq(collections.itemId, itemId)));
  return Number(row?.n ?? 0);
}

/** Whether a member (null: signed out) collected an item, with the item's count. */
export async function collectState(db: Db, memberId: number | null, type: number, itemId: number): Promise<CollectState> {
  const [mine, n] = await Promise.all([
    memberId === null
      ? Promise.resolve([])
      : db
          .select({ id: collections.id })
          .from(collections)
          .where(and(eq(collections.memberId, memberId), eq(collections.type, type), eq(collections.itemId, itemId)))
          .limit(1),
    collectCount(db, type, itemId),
  ]);
  return { itemId, type, collected: mine.length > 0, count: n };
}

/** Which of `itemIds` (one type) the member collected. */
export async function collectedAmong(db: Db, memberId: number, type: number, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({ itemId: collections.itemId })
    .from(collections)
    .where(and(eq(collections.memberId, memberId), eq(collections.type, type), inArray(collections.itemId, itemIds)));
  return rows.map((r) => r.itemId).sort((a, b) => a - b);
}

/**
 * Collects (`want` true), un-collects (false) or toggles (undefined) in one transaction. The unique
 * index (member, type, item) makes a second add a no-op (`ON CONFLICT DO NOTHING`), and an ancient
 * book's `collect_count` moves only when a row was really added or removed.
 */
export async function setCollected(db: Db, memberId: number, type: number, itemId: number, want: boolean | undefined): Promise<CollectState> {
  await db.transaction(async (tx) => {
    const mine = and(eq(collections.memberId, memberId), eq(collections.type, type), eq(collections.itemId, itemId));
    let target = want;
    if (target === undefined) {
      const existing = await tx.select({ id: collections.id }).from(collections).where(mine).limit(1);
      target = existing.length === 0;
    }
    let delta: number;
    if (target) {
      const added = await tx.insert(collections).values({ memberId, type, itemId }).onConflictDoNothing().returning({ id: collections.id });
      delta = added.length;
    } else {
      const removed = await tx.delete(collections).where(mine).returning({ id: collections.id });
      delta = -removed.length;
    }
    if (delta !== 0 && type === ANCIENT) {
      await tx
        .update(ancientBooks)
        .set({ collectCount: sql`greatest(${ancientBooks.collectCount} + ${delta}, 0)` })
        .where(eq(ancientBooks.id, itemId));
    }
  });
  return collectState(db, memberId, type, itemId);
}

/** What one 批量收藏 did: items newly collected, already there, and gone or not public (never written). */
export interface CollectManySummary {
  added: Array<{ type: number; itemId: number }>;
  already: Array<{ type: number; itemId: number }>;
  missing: Array<{ type: number; itemId: number }>;
}

/**
 * Collects many items at once (search results' 批量收藏): each public item is added unless the
 * member has it already, in one transaction; items that are gone or not public are reported, not
 * written. An ancient book's `collect_count` moves for each one really added, as in setCollected.
 */
export async function collectMany(db: Db, memberId: number, items: Array<{ type: number; itemId: number }>): Promise<CollectManySummary> {
  const summary: CollectManySummary = { added: [], already: [], missing: [] };
  const live: typeof items = [];
  for (const item of items) ((await readerItemExists(db, item.type, item.itemId)) ? live : summary.missing).push(item);
  await db.transaction(async (tx) => {
    for (const item of live) {
      const added = await tx.insert(collections).values({ memberId, ...item }).onConflictDoNothing().returning({ id: collections.id });
      (added.length > 0 ? summary.added : summary.already).push(item);
      if (added.length > 0 && item.type === ANCIENT) {
        await tx
          .update(ancientBooks)
          .set({ collectCount: sql`${ancientBooks.collectCount} + 1` })
          .where(eq(ancientBooks.id, item.itemId));
      }
    }
  });
  return summary;
}
