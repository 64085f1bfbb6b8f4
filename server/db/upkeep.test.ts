import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { rowsOf } from './client';
import { tableUpkeep } from './upkeep';

let t: TestApp;
const onPglite = !process.env.TEST_DATABASE_URL;
beforeAll(async () => {
  t = await makeTestApp({ ownDatabase: true });
});
afterAll(async () => {
  await t?.close();
});

const stats = async (table: string) =>
  rowsOf<{ reltuples: number; plan: string }>(await t.database.db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`))[0];

describe('table upkeep (autovacuum for PGlite)', () => {
  it('analyzes and vacuums what changed, so the planner knows the seeded rows, then has nothing left to do', async () => {
    await tableUpkeep(t.database.db);
    const articles = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from article`))[0].n;
    expect(articles).toBeGreaterThan(1000);
    expect(Number((await stats('article')).reltuples)).toBe(articles);
    const again = await tableUpkeep(t.database.db);
    expect(again.analyzed).not.toContain('article');
  });

  // Only PGlite gets this job (PostgreSQL has autovacuum), and only PGlite counts changes at once:
  // PostgreSQL's backends report them up to a second later, from any pooled connection.
  it.runIf(onPglite)('vacuums a table once a fifth of its rows are dead, and then leaves it alone', async () => {
    const db = t.database.db;
    await db.execute(sql`create table upkeep_probe (id int primary key, v text)`);
    try {
      await db.execute(sql`insert into upkeep_probe select g, 'x' from generate_series(1, 500) g`);
      expect((await tableUpkeep(db)).vacuumed).toContain('upkeep_probe');
      await db.execute(sql`delete from upkeep_probe where id <= 100`);
      expect((await tableUpkeep(db)).vacuumed).not.toContain('upkeep_probe');
      await db.execute(sql`delete from upkeep_probe where id <= 300`);
      const result = await tableUpkeep(db);
      expect(result.vacuumed).toContain('upkeep_probe');
      expect(Number((await stats('upkeep_probe')).reltuples)).toBe(200);
      expect((await tableUpkeep(db)).analyzed).not.toContain('upkeep_probe');
    } finally {
      await db.execute(sql`drop table upkeep_probe`);
    }
  });
});
