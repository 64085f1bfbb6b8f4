import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../client';

/** A 数据库导航 entry of a kit type: it counts the type's public rows and links to its list (seedPlaces). */
export interface AreaDatabaseSeed {
  name: string;
  /** DATABASE_CATEGORIES' code (src/resources/libraryDatabases.ts): 3 古籍与方志, 4 法规与标准 … */
  category: number;
  description: string;
  coverage: string;
  updateCycle: string;
}

/** A section of a demo topic (server/db/seed/tables/places.ts TOPIC_SEEDS) over a kit type's rows. */
export interface AreaTopicSectionSeed {
  /** The topic's title, and the section the new one follows. */
  topic: string;
  after: string;
  title: string;
  intro: string;
  /** Public rows whose titles hold one of the words, at most `n`. */
  words: string[];
  n: number;
}

/**
 * One `server/db/seed/areas/<key>.ts`: its rows (`seed`), and what the seeds run after it (topics,
 * 数据库导航) add for the type — there, so that no other seed file names it.
 */
export interface AreaSeedModule {
  seed(db: Db): Promise<void>;
  database?: AreaDatabaseSeed;
  topicSections?: readonly AreaTopicSectionSeed[];
}

/** What the kit's seeds hand the later seeds, with the content-type key of each. */
export interface AreaSeedExtras {
  databases: ReadonlyArray<AreaDatabaseSeed & { key: string }>;
  topicSections: ReadonlyArray<AreaTopicSectionSeed & { key: string }>;
}

/**
 * The demo rows of the content-area kit's types: each `server/db/seed/areas/<key>.ts` exports
 * `seed(db)`. Found by reading the folder (in name order), so a new area's seed needs no list.
 */
// A path, not a URL object: under jsdom (component tests) URL is jsdom's, which fs refuses, and
// import.meta.url may be no file: URL at all; then the folder is found from the repository root.
const folder = import.meta.url.startsWith('file:') ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'areas') : path.resolve('server/db/seed/areas');

export async function seedAreas(db: Db): Promise<AreaSeedExtras> {
  const files = readdirSync(folder)
    .filter((name) => /^[a-z][A-Za-z0-9]*\.ts$/.test(name))
    .sort();
  const extras = { databases: [] as Array<AreaDatabaseSeed & { key: string }>, topicSections: [] as Array<AreaTopicSectionSeed & { key: string }> };
  for (const name of files) {
    const key = name.replace(/\.ts$/, '');
    const area = (await import(pathToFileURL(path.join(folder, name)).href)) as AreaSeedModule;
    await area.seed(db);
    if (area.database) extras.databases.push({ ...area.database, key });
    for (const section of area.topicSections ?? []) extras.topicSections.push({ ...section, key });
  }
  return extras;
}
