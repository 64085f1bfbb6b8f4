import { and, asc, count, gt } from 'drizzle-orm';
import type { ReaderItemKey } from '../../../src/shared/readerItems';
import type { Db } from '../../db/client';
import { SERVER_CONTENT_LIST } from '../../content';
import { READER_ITEM_SOURCES, readerItemPath } from './registry';

/** One public detail page: its portal path and when its row last changed. */
export interface ItemLink {
  id: number;
  path: string;
  lastmod: Date;
}

/**
 * A kind of reader item as far as crawlers care: how many of its detail pages they are shown, and
 * those pages in id order.
 */
export interface PublicItemSource {
  key: ReaderItemKey;
  type: number;
  count(db: Db): Promise<number>;
  /** Crawled rows with `id > afterId` in id order, skipping `offset` of them, at most `limit`. */
  links(db: Db, page: { afterId: number; offset: number; limit: number }): Promise<ItemLink[]>;
}

function crawledSource(key: ReaderItemKey): PublicItemSource {
  const { type, table, publicRows, crawledRows, parentColumn } = READER_ITEM_SOURCES[key];
  const crawled = and(publicRows, crawledRows);
  return {
    key,
    type,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(table).where(crawled);
      return Number(row?.n ?? 0);
    },
    async links(db, { afterId, offset, limit }) {
      const rows = await db
        .select({ id: table.id, updateTime: table.updateTime, parentId: parentColumn ?? table.id })
        .from(table)
        .where(and(crawled, gt(table.id, afterId)))
        .orderBy(asc(table.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => {
        const id = Number(r.id);
        return { id, path: readerItemPath(key, id, Number(r.parentId)), lastmod: r.updateTime as Date };
      });
    },
  };
}

/**
 * Every kind of public detail page, in the declaration order of src/shared/contentTypes.ts: the
 * reader item types (which rows a crawler sees is each source's `crawledRows`).
 */
export const PUBLIC_SOURCES: readonly PublicItemSource[] = SERVER_CONTENT_LIST.flatMap((c) => (c.source ? [crawledSource(c.source.key)] : []));
