/** The default orders a resource declares (`defaultSort`), by name: spec §9's and the editors' running orders. */

/** One key of a list's order. */
export interface SortSpec<K extends string> {
  field: K;
  order: 'asc' | 'desc';
}

/** Spec §9's order of a list: 排序 descending (the larger first), then the newest first. */
export const SORT_THEN_NEWEST = [
  { field: 'sort', order: 'desc' },
  { field: 'createTime', order: 'desc' },
] as const satisfies ReadonlyArray<SortSpec<string>>;

/** An editor's running order (排序，小者在前), then the oldest first: sections, chapters, paragraphs. */
export const IN_SORT_ORDER = [
  { field: 'sort', order: 'asc' },
  { field: 'createTime', order: 'asc' },
] as const satisfies ReadonlyArray<SortSpec<string>>;

/**
 * The order of a list of parts (a topic's sections, a course's chapters, a school's photos): each
 * parent's parts together, parents in the order they were added, then `order` within each. A
 * list filtered to one parent (the portal's, an owner's) reads as `order` alone; the platform's
 * unfiltered list no longer interleaves every parent's first part, then every second one.
 */
export function partsOf<P extends string, O extends ReadonlyArray<SortSpec<string>>>(parent: P, order: O) {
  return [{ field: parent, order: 'asc' } as const, ...order] as const;
}

/** 排序 descending, then the oldest first: a journal's columns, a school's photos, a directory's entries as they were added. */
export const SORT_THEN_OLDEST = [
  { field: 'sort', order: 'desc' },
  { field: 'createTime', order: 'asc' },
] as const satisfies ReadonlyArray<SortSpec<string>>;

/** 排序 ascending (小者在前), then the newest first: an institution's roles, a studio's members and posts. */
export const IN_SORT_THEN_NEWEST = [
  { field: 'sort', order: 'asc' },
  { field: 'createTime', order: 'desc' },
] as const satisfies ReadonlyArray<SortSpec<string>>;

/** 排序 descending, then the latest by a date of the record's own (`publishDate`, `startDate`). */
export function sortThenLatest<K extends string>(field: K) {
  return [
    { field: 'sort', order: 'desc' },
    { field, order: 'desc' },
  ] as const;
}

/** Any other default order, one key after the other: `orderBy({ scope: 'desc', sort: 'asc' })`. */
export function orderBy<K extends string>(keys: Record<K, 'asc' | 'desc'>): Array<SortSpec<K>> {
  return (Object.entries(keys) as Array<[K, 'asc' | 'desc']>).map(([field, order]) => ({ field, order }));
}

/** The latest by a date of the record's own (`publishDate`), then the newest created first. */
export function newestBy<K extends string>(field: K) {
  return [
    { field, order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ] as const;
}
