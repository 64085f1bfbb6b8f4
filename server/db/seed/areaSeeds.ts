import { readdirSync } from 'node:fs';
import type { Db } from '../client';

/**
 * The demo rows of the content-area kit's types: each `server/db/seed/areas/<key>.ts` exports
 * `seed(db)`. Found by reading the folder (in name order), so a new area's seed needs no list.
 */
const folder = new URL('./areas/', import.meta.url);

export async function seedAreas(db: Db): Promise<void> {
  const files = readdirSync(folder)
    .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
    .sort();
  for (const name of files) {
    const { seed } = (await import(new URL(name, folder).href)) as { seed: (db: Db) => Promise<void> };
    await seed(db);
  }
}
