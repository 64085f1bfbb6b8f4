import { readdirSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A content table: an `id`, the `updateTime` harvesters page on, and the declared fields' columns. */
export type AreaTable = PgTable & { id: AnyPgColumn; updateTime: AnyPgColumn };

/**
 * The tables of the content-area kit, by content-type key: each `server/db/schema/areas/<key>.ts`
 * exports its one table (drizzle-kit reads the same folder by a glob, drizzle.config.ts). Found by
 * reading the folder, so a new area's table needs no list.
 */
const folder = new URL('./schema/areas/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
  .sort();

export const AREA_TABLES: ReadonlyMap<string, AreaTable> = new Map(
  await Promise.all(
    files.map(async (name): Promise<[string, AreaTable]> => {
      const tables = Object.values((await import(new URL(name, folder).href)) as Record<string, unknown>).filter((v) => is(v, PgTable));
      if (tables.length !== 1) throw new Error(`server/db/schema/areas/${name}: exports ${tables.length} tables, not one`);
      return [name.replace(/\.ts$/, ''), tables[0] as AreaTable];
    }),
  ),
);

/** The table of an area on the kit; a declaration without one is a startup error, not a 500 later. */
export function areaTable(key: string): AreaTable {
  const table = AREA_TABLES.get(key);
  if (!table) throw new Error(`content area ${key}: no table in server/db/schema/areas/${key}.ts`);
  return table;
}
