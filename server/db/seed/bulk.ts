import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Inserts many rows with ONE bound parameter: the rows as a JSON array, expanded by
 * `json_populate_recordset` (plain PostgreSQL, so the same on PGlite and a server).
 * Drizzle's multi-row VALUES builder costs about a second per few thousand wide rows; this
 * keeps the first start fast. Only the columns present in the first row are written; the
 * others take their defaults. Values go through each column's own driver mapping.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: Array<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const props = Object.keys(rows[0] as object).filter((p) => p in columns);
  const names = props.map((p) => columns[p].name);
  const data = rows.map((row) => {
    const out: Record<string, unknown> = {};
    props.forEach((p, i) => {
      const value = (row as Record<string, unknown>)[p];
      out[names[i]] = value === null || value === undefined ? null : columns[p].mapToDriverValue(value);
    });
    return out;
  });
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(data)}::json)`);
}
