import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FOUND_AREAS } from '#found-areas';
import type { AreaDeclaration } from '../../src/areas/declare';
import { splitList } from '../../src/shared/citation';
import type { ReaderItemKey } from '../../src/shared/readerItems';
import type { SearchDocType } from '../../src/shared/search';
import { areaTable, type AreaTable } from '../db/areaTables';
import { publishedRows } from '../db/published';
import { publishedDocs, yearOf } from '../search/loader';
import { defineSet, plainSource, text, type DcField, type ServerContentType } from './define';

/**
 * The server half of a content type on the content-area kit, from its declaration's `server`
 * hints (field names) and its table (server/db/schema/areas/<key>.ts): the public rows and card,
 * the search loader, the OAI-PMH set, the home figure and the drawn cover.
 */
export function columnOf(table: AreaTable, key: string, field: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[field];
  if (!column) throw new Error(`content area ${key}: its table has no column for the field ${field}`);
  return column;
}

type Row = Record<string, unknown>;
const textOf = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** A year from a date ('2023-05-04') or a year number. */
const yearFrom = (v: unknown) => (typeof v === 'number' ? v : yearOf(textOf(v)));

export function areaContent(a: AreaDeclaration): ServerContentType {
  const table = areaTable(a.key);
  const col = (field: string) => columnOf(table, a.key, field);
  const { card, search, dc } = a.server;
  const key = a.key as ReaderItemKey;
  const source = plainSource(key, table, { title: col(card.title), cover: card.cover ? col(card.cover) : null, authors: col(card.authors), summary: card.summary ? col(card.summary) : undefined });
  const pick = (row: Row, field: string | undefined) => (field ? textOf(row[field]) : null);
  // A `;`-list (names, IPC symbols) is one element a value, as Dublin Core repeats elements; any
  // other text (a summary with its commas) is one value.
  const isList = (field: string) => Boolean(a.fields[field]?.names || a.fields[field]?.multiple);
  const dcOf = (row: Row, [element, field]: readonly [string, string]): DcField[] =>
    isList(field) ? splitList(textOf(row[field]) ?? '').map((v) => [element, v]) : [[element, textOf(row[field])]];
  // The place closes a record, after the type (as the hand-declared sets write it).
  const [places, elements] = [dc.filter(([e]) => e === 'coverage'), dc.filter(([e]) => e !== 'coverage')];
  const drawn = a.server.generatedCover;
  return {
    source,
    search: publishedDocs(key as SearchDocType, table as AreaTable & { published: PgColumn }, (row: Row) => ({
      title: String(row[search.title] ?? ''),
      authors: pick(row, search.authors),
      keywords: pick(row, search.keywords),
      institution: pick(row, search.institution),
      source: pick(row, search.source),
      summary: pick(row, search.summary),
      year: search.year ? yearFrom(row[search.year]) : null,
    })),
    oai: defineSet(source, {
      spec: key,
      wholeRows: table as AreaTable & { $inferSelect: { id: number; updateTime: Date } },
      dc: (row) => [...elements.flatMap((d) => dcOf(row as Row, d)), ...text(a.contentType.label), ...places.flatMap((d) => dcOf(row as Row, d))],
    }),
    ...(a.server.homeFigure && { homeCount: { as: a.server.homeFigure, table, where: publishedRows(table) } }),
    ...(drawn && {
      cover: async (db, id) => {
        const [r] = (await db
          .select({ title: col(card.title), byline: col(drawn.byline) })
          .from(table)
          .where(and(eq(table.id, id), source.publicRows))) as Array<{ title: string; byline: string | null }>;
        return r && { title: r.title, byline: r.byline ?? '', style: 'modern' as const };
      },
    }),
  };
}

/** The server halves of the kit's content types, by key. */
export const AREA_KIT_CONTENT: Readonly<Record<string, ServerContentType>> = Object.fromEntries(FOUND_AREAS.map((a) => [a.key, areaContent(a)]));
