import { CONTENT_TYPE_LIST, detailPath, type CONTENT_TYPES, type ReaderContentKey } from './contentTypes';

type ReaderDecl<K extends ReaderContentKey> = Extract<(typeof CONTENT_TYPES)[K], { readerItem: object }>;

/**
 * What a reader can collect, comment on or report an error in, derived from the content types'
 * declarations (src/shared/contentTypes.ts). The spec names only `itemId` and `type` (Collection)
 * and `joinId` and `type` (Comment); the numbering is ours and is shared by collections, comments
 * and error corrections so that one item has one type everywhere.
 * `path(id, parentId?)` builds the portal's detail route for the item (used by the user centre lists, the
 * sitemap and OAI-PMH).
 */
export const READER_ITEM_TYPES = Object.fromEntries(
  CONTENT_TYPE_LIST.flatMap((t) => (t.readerItem ? [[t.key, { type: t.readerItem.type, label: t.label, path: detailPath.bind(null, t.readerItem.path) }]] : [])),
) as {
  readonly [K in ReaderContentKey]: {
    readonly type: ReaderDecl<K>['readerItem']['type'];
    readonly label: ReaderDecl<K>['label'];
    readonly path: (id: number, parentId?: number) => string;
  };
};

export type ReaderItemKey = keyof typeof READER_ITEM_TYPES;
export type ReaderItemType = (typeof READER_ITEM_TYPES)[ReaderItemKey]['type'];

const BY_TYPE = new Map<number, ReaderItemKey>(
  (Object.keys(READER_ITEM_TYPES) as ReaderItemKey[]).map((k) => [READER_ITEM_TYPES[k].type, k]),
);

export function readerItemKey(type: number): ReaderItemKey | undefined {
  return BY_TYPE.get(type);
}

export const READER_ITEM_TYPE_VALUES = [...BY_TYPE.keys()];

/**
 * Comments are on journal content (spec §1): journals, their issues and articles; and on the pages
 * of famous teachers and headmasters (issue 14), whose readers are teachers discussing their work.
 * Declared by `commentable` in src/shared/contentTypes.ts.
 */
export const COMMENTABLE_TYPES: readonly number[] = CONTENT_TYPE_LIST.flatMap((t) => (t.readerItem?.commentable ? [t.readerItem.type] : []));

/** What a collection row or a comment shows of its item (server: server/modules/collect/items.ts). */
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

/** At most this many items in one 批量收藏 (`POST /collect/addCollects`): a page of results is 10 to 50. */
export const COLLECT_MANY_MAX = 100;
