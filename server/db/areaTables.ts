import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A content table: an `id`, the `updateTime` harvesters page on, and the declared fields' columns. */
export type AreaTable = PgTable & { id: AnyPgColumn; updateTime: AnyPgColumn };

/**
 * The tables of the content-area kit, by content-type key: each `server/db/schema/areas/<key>.ts`
 * exports its one table (drizzle-kit reads the same folder by a glob, drizzle.config.ts). Found by
 * reading the folder, so a new area's table needs no list.
 */
// A path, not a URL object: under jsdom (component tests) URL is jsdom's, which fs refuses, and
// import.meta.url may be no file: URL at all; then the folder is found from the repository root.
const folder = import.meta.url.startsWith('file:') ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema/areas') : path.resolve('server/db/schema/areas');
const files = readdirSync(folder)
  .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
  .sort();

export const AREA_TABLES: ReadonlyMap<string, AreaTable> = new Map(
  await Promise.all(
    files.map(async (name): Promise<[string, AreaTable]> => {
      const tables = Object.values((await import(pathToFileURL(path.join(folder, name)).href)) as Record<string, unknown>).filter((v) => is(v, PgTable));
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
