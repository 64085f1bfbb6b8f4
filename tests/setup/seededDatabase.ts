import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

/**
 * Seeds ONE database per API run and lets every test file copy it, instead of each file seeding
 * its own (the seed plus search indexing costs ~13 s; a copy ~2 s). On PGlite the copy is a
 * `dumpDataDir` tarball loaded into a fresh in-memory instance; on PostgreSQL it is a template
 * database (`CREATE DATABASE … TEMPLATE`). Each file still gets a database of its own.
 */
export type SeededTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
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

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `wenku_test_tpl_${randomBytes(6).toString('hex')}`;
    await admin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedIfEmpty(database.db);
    await database.close();
    project.provide('seededTemplate', { kind: 'postgres', name });
    return async () => {
      await admin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
    };
  }
  const database = await openDatabase();
  await seedIfEmpty(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'wenku-seeded-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededTemplate', { kind: 'pglite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}
