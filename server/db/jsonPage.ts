import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A page of rows read as one JSON text instead of value by value.
 *
 * PGlite decodes every value of a result on its own (about 5 µs each, between WebAssembly and
 * JavaScript) and its thread then copies each row object across to the main thread: a page of 14
 * journals × 20 columns took 1.7–1.9 ms that way, against 1.0–1.2 ms as one JSON text built by
 * PostgreSQL and parsed by V8 at once. Each value is then decoded by its own column, as drizzle
 * decodes a driver's value, so the rows are the ones `db.select()` returns (jsonPage.test compares
 * the two on every table of the seeded library).
 */

/**
 * Types whose JSON value is what the driver hands drizzle for them. jsonb and json are embedded as
 * JSON, as PGlite and node-postgres parse them; everything else (timestamps, dates, numeric,
 * bigint, custom types) goes as PostgreSQL's text, which is what drizzle reads for those.
 */
const AS_JSON = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgSmallSerial', 'PgVarchar', 'PgText', 'PgChar', 'PgBoolean', 'PgJsonb', 'PgJson', 'PgUUID', 'PgEnumColumn']);

/** PostgreSQL's limit on a function's arguments (json_build_array). */
const MAX_ARGUMENTS = 100;

/** The columns a list reads from a table, and the SQL that names them, rendered once. */
export interface PageColumns {
  columns: Record<string, PgColumn>;
  /** `"id", "name", …`: the select list of the page. */
  selectList: SQL;
  /** `"page"."id", "page"."create_time"::text, …`: the JSON array of one row; none past 100 columns. */
  jsonValues: SQL | undefined;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const cache = new WeakMap<PgTable, Map<string, PageColumns>>();

/**
 * A table's columns but `omit`, with their SQL as one raw chunk each, made once per table and
 * omission: drizzle walks every chunk of a statement each time it renders it (a journal page and
 * its count took 0.4–0.7 ms to build and render with a chunk per column and per value, 0.1 ms so).
 */
export function pageColumns(table: PgTable, omit: readonly string[] = []): PageColumns {
  const key = omit.join(',');
  let byOmit = cache.get(table);
  if (!byOmit) cache.set(table, (byOmit = new Map()));
  let found = byOmit.get(key);
  if (!found) {
    const columns = Object.fromEntries(Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([name]) => !omit.includes(name)));
    const all = Object.values(columns);
    found = {
      columns,
      selectList: sql.raw(all.map((c) => quoted(c.name)).join(', ')),
      jsonValues: all.length <= MAX_ARGUMENTS ? sql.raw(all.map((c) => `"page".${quoted(c.name)}${AS_JSON.has(c.columnType) ? '' : '::text'}`).join(', ')) : undefined,
    };
    byOmit.set(key, found);
  }
  return found;
}

/**
 * The JSON text of a page: an array with one array per row, the values (PageColumns' jsonValues)
 * in the order of the columns. `page` selects exactly `selectList`; json_agg keeps the order of its sorted subquery.
 */
export function jsonPageText(jsonValues: SQL, page: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_array(${jsonValues})), '[]')::text from (${page}) as "page")`;
}

/** The rows of a JSON page, keyed and decoded as `db.select(columns)` keys and decodes them. */
export function decodeJsonPage(columns: Record<string, PgColumn>, text: string): Record<string, unknown>[] {
  const entries = Object.entries(columns);
  return (JSON.parse(text) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    entries.forEach(([key, column], i) => {
      const value = values[i];
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    });
    return row;
  });
}
