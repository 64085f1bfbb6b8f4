import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

/** Whether a page of these columns can be read as JSON (a table of more than 100 columns cannot). */
export const fitsJsonPage = (columns: Record<string, PgColumn>): boolean => Object.keys(columns).length <= MAX_ARGUMENTS;

/**
 * The JSON text of a page: an array with one array per row, the values in the order of `columns`.
 * `page` is a select of exactly those columns from one table (drizzle names them unqualified);
 * json_agg keeps the order of its sorted subquery.
 */
export function jsonPageText(columns: Record<string, PgColumn>, page: SQL): SQL {
  const values = Object.values(columns).map((column) => {
    const value = sql`${sql.identifier('page')}.${sql.identifier(column.name)}`;
    return AS_JSON.has(column.columnType) ? value : sql`${value}::text`;
  });
  return sql`(select coalesce(json_agg(json_build_array(${sql.join(values, sql`, `)})), '[]')::text from (${page}) as ${sql.identifier('page')})`;
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
