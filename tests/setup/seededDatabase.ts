import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { dumpWithCurrentWal } from './walTrim';

/**
 * Seeds ONE database per API run and lets every test file copy it, instead of each file seeding
 * its own (the seed plus search indexing costs ~13 s; a copy ~2 s). On PGlite the copy is a
 * `dumpDataDir` tarball loaded into a fresh in-memory instance; on PostgreSQL it is a template
 * database (`CREATE DATABASE … TEMPLATE`). Each file still gets a database of its own. An empty,
 * migrated copy is kept too, for the apps made with `seed: false`: running the migrations costs
 * 5–7 s on an idle machine (30 s and more on a busy one), loading the copy ~1 s.
 */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
    /** The same, migrated and not seeded. */
    migratedTemplate: SeededTemplate;
  }
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export default async function setup(apiProject: TestProject) {
  // Provided to every project of the run, not only the API one: the component files that start a
  // real server (the sign-in forms, the data provider) copy the migrated database too, instead of
  // running the migrations each (5–7 s of CPU a file). Run alone, those projects still migrate.
  const project = { provide: apiProject.vitest.provide };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const made: string[] = [];
    // The seeded copy starts from the migrated one: the migrations run once.
    const template = async (seed: boolean, from = 'template0') => {
      const name = `wenku_test_tpl_${randomBytes(6).toString('hex')}`;
      await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${from}" ENCODING 'UTF8'`));
      made.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      if (seed) await seedIfEmpty(database.db);
      await database.close();
      return { kind: 'postgres' as const, name };
    };
    const migrated = await template(false);
    project.provide('migratedTemplate', migrated);
    project.provide('seededTemplate', await template(true, migrated.name));
    return async () => {
      for (const name of made) await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
    };
  }
  const database = await openDatabase();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dir = mkdtempSync(path.join(tmpdir(), 'wenku-seeded-'));
  const keep = async (name: string): Promise<SeededTemplate> => {
    const file = path.join(dir, name);
    writeFileSync(file, await dumpWithCurrentWal(client));
    return { kind: 'pglite', file };
  };
  project.provide('migratedTemplate', await keep('migrated.tar'));
  await seedIfEmpty(database.db);
  project.provide('seededTemplate', await keep('seeded.tar'));
  await database.close();
  return () => rmSync(dir, { recursive: true, force: true });
}
