import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../client';

/**
 * The demo rows of the content-area kit's types: each `server/db/seed/areas/<key>.ts` exports
 * `seed(db)`. Found by reading the folder (in name order), so a new area's seed needs no list.
 */
// A path, not a URL object: under jsdom (component tests) URL is jsdom's, which fs refuses, and
// import.meta.url may be no file: URL at all; then the folder is found from the repository root.
const folder = import.meta.url.startsWith('file:') ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'areas') : path.resolve('server/db/seed/areas');

export async function seedAreas(db: Db): Promise<void> {
  const files = readdirSync(folder)
    .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
    .sort();
  for (const name of files) {
    const { seed } = (await import(pathToFileURL(path.join(folder, name)).href)) as { seed: (db: Db) => Promise<void> };
    await seed(db);
  }
}
