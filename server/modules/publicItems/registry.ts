import { and, eq } from 'drizzle-orm';
import { READER_ITEM_TYPES, readerItemKey, type ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { SERVER_CONTENT_LIST } from '../../content';
import type { ReaderItemSource } from '../../content/define';

export type { CardFields, ReaderItemSource } from '../../content/define';

/**
 * Every reader item type once, from its server declaration (server/content/<key>.ts): where its
 * rows are and which of them readers and crawlers may see. Everything that takes a reader item by
 * (type, id) — collections, comments, error reports, the sitemap, OAI-PMH — reads it from here.
 */
export const READER_ITEM_SOURCES = Object.fromEntries(SERVER_CONTENT_LIST.flatMap((c) => (c.source ? [[c.key, c.source]] : []))) as Readonly<
  Record<ReaderItemKey, ReaderItemSource>
>;

/** The portal path of an item; `parentId` is the journal of an issue and ignored by the other types. */
export function readerItemPath(key: ReaderItemKey, id: number, parentId?: number): string {
  return READER_ITEM_TYPES[key].path(id, parentId);
}

/** Whether a reader item of `type` with `id` exists and is public (unknown types: false). */
export async function readerItemExists(db: Db, type: number, id: number): Promise<boolean> {
  const key = readerItemKey(type);
  if (!key) return false;
  const { table, publicRows } = READER_ITEM_SOURCES[key];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), publicRows))
    .limit(1);
  return rows.length > 0;
}
