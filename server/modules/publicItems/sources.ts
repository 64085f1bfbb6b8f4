import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import { publicArticle } from '../journal/shared';

/** One public detail page: its portal path and when its row last changed. */
export interface ItemLink {
  id: number;
  path: string;
  lastmod: Date;
}

/**
 * A kind of reader item (src/shared/readerItems.ts) as far as crawlers and error reports care:
 * which rows are public, how many there are, and their detail pages in id order.
 */
export interface PublicItemSource {
  key: ReaderItemKey;
  type: number;
  count(db: Db): Promise<number>;
  /** Public rows with `id > afterId` in id order, skipping `offset` of them, at most `limit`. */
  links(db: Db, page: { afterId: number; offset: number; limit: number }): Promise<ItemLink[]>;
  exists(db: Db, id: number): Promise<boolean>;
}

type ContentTable = PgTable & { id: AnyPgColumn; updateTime: AnyPgColumn };

function tableSource(key: ReaderItemKey, table: ContentTable, publicRows?: SQL, parentColumn?: AnyPgColumn): PublicItemSource {
  const item = READER_ITEM_TYPES[key];
  return {
    key,
    type: item.type,
    async count(db) {
      const [row] = await db.select({ n: count() }).from(table).where(publicRows);
      return Number(row?.n ?? 0);
    },
    async links(db, { afterId, offset, limit }) {
      const rows = await db
        .select({ id: table.id, updateTime: table.updateTime, parentId: parentColumn ?? table.id })
        .from(table)
        .where(and(publicRows, gt(table.id, afterId)))
        .orderBy(asc(table.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => {
        const id = Number(r.id);
        return { id, path: item.path(id, Number(r.parentId)), lastmod: r.updateTime as Date };
      });
    },
    async exists(db, id) {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), publicRows))
        .limit(1);
      return rows.length > 0;
    },
  };
}

/**
 * Every kind of public detail page, in sitemap order. Articles must be reviewed (spec §4); local
 * histories are listed for type 1 (地方志) only — 旧方志 and 土地志 live under other routes and
 * are left to their list pages. Books, theses and the rest have no publication state: every row
 * is public.
 */
export const PUBLIC_SOURCES: readonly PublicItemSource[] = [
  tableSource('journal', journals),
  tableSource('period', journalPeriods, undefined, journalPeriods.journalId),
  tableSource('article', articles, publicArticle),
  tableSource('book', books),
  tableSource('ancient', ancientBooks),
  tableSource('newspaper', newspapers),
  tableSource('localHistory', localHistories, eq(localHistories.type, 1)),
  tableSource('thesis', theses),
  tableSource('standard', standards),
  tableSource('law', laws),
  tableSource('yearbook', yearbooks),
];

// Error reports may concern any local history, whatever its type (all three have detail pages).
const REPORTABLE: Map<number, PublicItemSource> = new Map(
  PUBLIC_SOURCES.map((s) => [s.type, s.key === 'localHistory' ? tableSource('localHistory', localHistories) : s]),
);

/** Whether a reader item of `type` with `id` exists and is public (unknown types: false). */
export async function readerItemExists(db: Db, type: number, id: number): Promise<boolean> {
  const source = readerItemKey(type) ? REPORTABLE.get(type) : undefined;
  return source ? source.exists(db, id) : false;
}
