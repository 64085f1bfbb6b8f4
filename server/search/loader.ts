import type { SQL } from 'drizzle-orm';
import { asc, gt, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchDocType } from '../../src/shared/search';
import type { Db } from '../db/client';

export interface SearchDocInput {
  docType: SearchDocType;
  docId: number;
  title: string;
  /** Indexed with the title (weight A), not shown: English titles. */
  titleExtra?: string | null;
  authors?: string | null;
  keywords?: string | null;
  institution?: string | null;
  source?: string | null;
  /** Indexed with weight C; shown as the snippet. */
  summary?: string | null;
  /** Indexed with weight D (full text, catalogue, content); the snippet when there is no summary. */
  body?: string | null;
  year?: number | null;
  subject?: number | null;
  journalId?: number | null;
  downloads?: number | null;
  publishDate?: string | null;
}

/** Which rows to load: a keyset page (bulk indexing) or given ids (after an edit). */
export type Selection = { afterId: number; limit: number } | { ids: number[] };

/** A loaded row: its id, and its document, or null when the row must not be searchable. */
export type Loaded = { id: number; doc: SearchDocInput | null };

export const yearOf = (date: string | null | undefined) => (date ? Number(date.slice(0, 4)) : null);
export const join = (...parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(' ');

/** A province and a city as one place (a 来源): 浙江 杭州, and a municipality once (北京, not 北京 北京). */
export const provinceCity = (province: string | null | undefined, city: string | null | undefined) => join(province, city === province ? undefined : city);

/** Runs a loader's query for a keyset page or an id list, ordered by id. */
export function select<T>(idColumn: PgColumn, sel: Selection, run: (where: SQL | undefined, limit?: number) => Promise<T[]>): Promise<T[]> {
  if ('ids' in sel) return sel.ids.length ? run(inArray(idColumn, sel.ids)) : Promise.resolve([]);
  return run(gt(idColumn, sel.afterId), sel.limit);
}

export type Loader = (db: Db, sel: Selection) => Promise<Loaded[]>;

/** A table's rows for a selection, in id order (the loaders of plain tables in server/content/). */
export function rowsOf<T extends PgTable & { id: PgColumn }>(db: Db, table: T, sel: Selection): Promise<Array<T['$inferSelect']>> {
  return select(table.id, sel, (where, limit) => {
    const q = db.select().from(table as PgTable & { id: PgColumn }).where(where).orderBy(asc(table.id));
    return limit ? q.limit(limit) : q;
  }) as Promise<Array<T['$inferSelect']>>;
}

/**
 * The loader of a plain table's search documents: a 上架 row's document of `docType` (the row's id
 * its docId), a 下架 row's none (indexDocs removes it). `fields` says what the document holds.
 */
export function publishedDocs<T extends PgTable & { id: PgColumn; published: PgColumn }>(
  docType: SearchDocType,
  table: T,
  fields: (row: T['$inferSelect']) => Omit<SearchDocInput, 'docType' | 'docId'>,
): Loader {
  return async (db, sel) =>
    (await rowsOf(db, table, sel)).map((row) => {
      const { id, published } = row as { id: number; published: boolean };
      return { id, doc: published ? { docType, docId: id, ...fields(row) } : null };
    });
}
