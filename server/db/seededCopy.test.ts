import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, inject, it } from 'vitest';
import { dumpWithCurrentWal, withoutEntries } from '../../tests/setup/walTrim';

/** The names in a tarball, read by the same walker that trims it. */
const entryNames = (tar: Buffer) => {
  const names: string[] = [];
  withoutEntries(tar, (name) => {
    names.push(name);
    return false;
  });
  return names;
};
const walSegments = (tar: Buffer) => entryNames(tar).filter((n) => /pg_wal\/[0-9A-F]{24}$/.test(n));

// The copy every API test file starts from (tests/setup/seededDatabase.ts) keeps one WAL segment.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the seeded copy the API tests load', () => {
  it('holds one WAL segment, loads with the seeded rows, and reloads whole after writes past a WAL segment', async () => {
    const template = inject('seededTemplate');
    if (template.kind !== 'pglite') throw new Error('expected a PGlite template');
    const tar = readFileSync(template.file);
    expect(walSegments(tar)).toHaveLength(1);
    const db = await PGlite.create({ loadDataDir: new Blob([tar]) });
    try {
      const count = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from member')).rows[0].n);
      const members = await count();
      expect(members).toBeGreaterThan(10);
      // Rows written, then a new WAL segment begun (as 16 MB of writes would), so the copy holds two.
      await db.exec(`create table filler as select g, md5(g::text) as t from generate_series(1, 10000) g; select pg_switch_wal();`);
      const whole = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
      expect(walSegments(whole).length).toBeGreaterThan(1);
      const again = await dumpWithCurrentWal(db);
      expect(walSegments(again)).toHaveLength(1);
      const reloaded = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(again)]) });
      try {
        expect(Number((await reloaded.query<{ n: number }>('select count(*)::int as n from filler')).rows[0].n)).toBe(10000);
        expect(Number((await reloaded.query<{ n: number }>('select count(*)::int as n from member')).rows[0].n)).toBe(members);
      } finally {
        await reloaded.close();
      }
    } finally {
      await db.close();
    }
  });
});
