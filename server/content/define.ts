import { and, asc, count, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { splitList } from '../../src/shared/citation';
import { READER_ITEM_TYPES, type ReaderItemKey } from '../../src/shared/readerItems';
import type { Db } from '../db/client';
import { publishedRows } from '../db/published';
import type { Loader } from '../search/loader';

/** What a generated cover shows (server/modules/covers/svg.ts draws it). */
export interface CoverText {
  title: string;
  /** The publisher (books, year-books) or the dynasty and author (ancient books). */
  byline: string;
  /** Ancient books get a vertical title label, as thread-bound books have. */
  style: 'modern' | 'thread-bound';
  /** Picks the colour: the same item always looks the same. */
  seed: number;
}

/**
 * The server half of a content type (server/content/<key>.ts; the client half is
 * src/shared/contentTypes.ts). server/content/index.ts collects them; the reader item registry,
 * the sitemap, OAI-PMH, the search indexer, the home figures and the generated covers iterate it.
 */
export interface ServerContentType {
  /** Which rows are public and the card collections and comments show (reader item types). */
  source?: ReaderItemSource;
  /** Its OAI-PMH set (Dublin Core mapping). */
  oai?: OaiSet;
  /** The loader of its search documents (search types). */
  search?: Loader;
  /**
   * Its figure on the home page (`/common/totle`, under the name `as`): the rows a reader finds on
   * its list, so that the home page and the list agree.
   */
  homeCount?: { as: string; table: PgTable; where?: SQL };
  /**
   * The title and byline of a public item's generated cover (`/covers/gen/<key>/<id>.svg`, for
   * items nobody uploaded a cover for), or undefined when the item is not public.
   */
  cover?: (db: Db, id: number) => Promise<Omit<CoverText, 'seed'> | undefined>;
  /**
   * The public rows, title and summary of a detail page that is no reader item's (a search result's
   * page, as a newspaper's news): what its served `<head>` names. Reader item types take them from `source`.
   */
  page?: { table: ContentTable; publicRows?: SQL; titleColumn: AnyPgColumn; summaryColumn?: AnyPgColumn };
}

export type ContentTable = PgTable & { id: AnyPgColumn; updateTime: AnyPgColumn };

/** What a collection row or a comment shows of its item, before the type and path are added. */
export interface CardFields {
  itemId: number;
  title: string;
  cover: string | null;
  /** Authors, or the source (journal, sponsor, issuing authority) when the item has no authors. */
  authors: string;
  /** The journal of an issue: its portal path lives under it. */
  parentId?: number;
}

/**
 * One kind of reader item (src/shared/readerItems.ts) on the server: where its rows are and which
 * of them readers and crawlers may see. Everything that takes a reader item by (type, id) —
 * collections, comments, error reports, the sitemap, OAI-PMH — reads it from here.
 */
export interface ReaderItemSource {
  key: ReaderItemKey;
  type: number;
  table: ContentTable;
  /** Rows a reader may open, collect, comment on or report (undefined: every row). */
  publicRows?: SQL;
  /** Of the public rows, those crawlers are shown (sitemap, OAI-PMH), where a type spans several portal routes. */
  crawledRows?: SQL;
  /** Column holding the `parentId` of the item's portal path (an issue's journal). */
  parentColumn?: AnyPgColumn;
  /** The title column, where the card's title is one: the admin's item pickers search it (专题资源). */
  titleColumn?: AnyPgColumn;
  /**
   * The item's summary, abstract or first text (HTML allowed): the served detail page's description
   * for crawlers and link previews (server/modules/citationMeta/pageHead.ts).
   */
  summaryColumn?: AnyPgColumn;
  /** Card fields of the public items among `ids`; gone or hidden ones are left out. */
  cards(db: Db, ids: number[]): Promise<CardFields[]>;
}

/** A type whose card is its own row's title, cover and author (or source) columns. */
export function plainSource(
  key: ReaderItemKey,
  table: ContentTable,
  card: { title: AnyPgColumn; cover: AnyPgColumn | null; authors: AnyPgColumn | null; summary?: AnyPgColumn },
  rows: { publicRows?: SQL; crawledRows?: SQL } = {},
): ReaderItemSource {
  const { title, cover, authors, summary } = card;
  // 下架 rows are no reader's item: not opened, collected, commented, crawled or counted.
  const publicRows = and(publishedRows(table), rows.publicRows);
  return {
    key,
    type: READER_ITEM_TYPES[key].type,
    table,
    crawledRows: rows.crawledRows,
    publicRows,
    titleColumn: title,
    summaryColumn: summary,
    async cards(db, ids) {
      // A type without a cover or authors column selects the title in its place, then drops it.
      // The columns are handed in as AnyPgColumn, so the row's types are named here.
      const found = (await db
        .select({ itemId: table.id, title, cover: cover ?? title, authors: authors ?? title })
        .from(table)
        .where(and(inArray(table.id, ids), publicRows))) as Array<{ itemId: number; title: string; cover: string | null; authors: string | null }>;
      return found.map((r) => ({ itemId: r.itemId, title: r.title, cover: cover ? r.cover : null, authors: authors ? (r.authors ?? '') : '' }));
    },
  };
}

/** Update-time window of a harvest: `from` inclusive, `until` exclusive (already widened to the granule's end). */
export interface DateWindow {
  from?: Date;
  until?: Date;
}

/** One Dublin Core element: `dc:{name}` with its text. */
export type DcField = [name: string, value: string | number | null | undefined];

export interface OaiRecord {
  setSpec: string;
  id: number;
  datestamp: Date;
  /** Portal path of the item's detail page (made absolute by the caller). */
  path: string;
  dc: DcField[];
}

export interface OaiSet {
  spec: ReaderItemKey;
  name: string;
  count(db: Db, window: DateWindow): Promise<number>;
  /** Records with id > afterId (or exactly `id`) in id order. */
  fetch(db: Db, q: { afterId: number; limit: number; window: DateWindow; id?: number }): Promise<OaiRecord[]>;
}

type OaiRow = { id: number; updateTime: Date };

/** The Dublin Core mapping of a set and the code of its OAI-PMH set. */
interface SetMapping<Row> {
  spec: ReaderItemKey;
  dc: (row: Row) => DcField[];
}

/**
 * An OAI-PMH set of one content type: its rows are the source's crawled rows (as the sitemap's).
 * Its records are read from the source's table in id order (the keyset `fetch` pages on), `limit`
 * at most: whole rows (`wholeRows`), some of their columns (`columns`, leaving long texts unread),
 * or, when they join other tables, by the set's own `rows`.
 */
export function defineSet<Columns extends Record<string, AnyPgColumn> & { id: AnyPgColumn; updateTime: AnyPgColumn }>(
  source: ReaderItemSource,
  def: SetMapping<SelectResultFields<Columns>> & { columns: Columns },
): OaiSet;
export function defineSet<Row extends OaiRow>(
  source: ReaderItemSource,
  def: SetMapping<Row> &
    (
      | {
          /** Its records' rows, in `where`, by id, `limit` at most. */
          rows: (db: Db, where: SQL | undefined, limit: number) => Promise<Row[]>;
        }
      | {
          /** Or, when its records are whole rows of the source's table, that table. */
          wholeRows: PgTable & { $inferSelect: Row };
        }
    ),
): OaiSet;
export function defineSet(
  source: ReaderItemSource,
  def: SetMapping<OaiRow> & ({ rows: (db: Db, where: SQL | undefined, limit: number) => Promise<OaiRow[]> } | { wholeRows: PgTable } | { columns: Record<string, AnyPgColumn> }),
): OaiSet {
  const item = READER_ITEM_TYPES[def.spec];
  // Which rows a harvester is shown is the source's, the same as the sitemap's.
  const { table, publicRows, crawledRows } = source;
  const windowed = (w: DateWindow) =>
    and(publicRows, crawledRows, w.from ? gte(table.updateTime, w.from) : undefined, w.until ? lt(table.updateTime, w.until) : undefined);
  // The overloads above type each set's rows; here they are only read for their id and date.
  const ownRows = async (db: Db, where: SQL | undefined, limit: number) =>
    (await ('columns' in def ? db.select(def.columns) : db.select()).from(table).where(where).orderBy(asc(table.id)).limit(limit)) as unknown as OaiRow[];
  return {
    spec: def.spec,
    name: item.label,
    async count(db, window) {
      const [row] = await db.select({ n: count() }).from(table).where(windowed(window));
      return Number(row?.n ?? 0);
    },
    async fetch(db, q) {
      const where = and(windowed(q.window), q.id !== undefined ? eq(table.id, q.id) : gt(table.id, q.afterId));
      const rows = await ('rows' in def ? def.rows : ownRows)(db, where, q.limit);
      return rows.map((r) => ({
        setSpec: def.spec,
        id: r.id,
        datestamp: r.updateTime,
        path: item.path(r.id),
        dc: [...def.dc(r), ['language', 'zh']],
      }));
    },
  };
}

export const creators = (names: string | null | undefined): DcField[] => splitList(names ?? '').map((n) => ['creator', n]);
export const subjects = (words: string | null | undefined): DcField[] => splitList(words ?? '').map((k) => ['subject', k]);
export const text = (kind: string): DcField[] => [
  ['type', 'Text'],
  ['type', kind],
  ['format', 'text/html'],
];

