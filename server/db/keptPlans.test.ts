/**
 * Statements run with a kept plan (server/db/keptPlans.ts): the same rows as `db.execute` gives,
 * values written in as literals that nothing in them can break out of, the plan made once and
 * generic, the number of kept statements bounded, and a lost statement prepared again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, rowsOf, type Database } from './client';
import { executeKept, KEPT_PLANS_MAX, keptPlanCount } from './keptPlans';
import { sqlLiteral } from './literal';

let database: Database;
let client: PGlite;
beforeAll(async () => {
  database = await openDatabase({});
  client = (database.db as unknown as { $client: PGlite }).$client;
  await database.db.execute(sql`create table kept_probe (id int primary key, label text, at timestamptz, doc jsonb)`);
  await database.db.execute(sql`insert into kept_probe values (1, 'O''Brien\\n', '2026-11-28 08:00:00+00', '{"a": [1, 2]}'), (2, '李白', null, null)`);
});
afterAll(async () => {
  await database.close();
});

const prepared = async () => (await client.query<{ name: string; generic_plans: number; custom_plans: number }>(`select name, generic_plans, custom_plans from pg_prepared_statements`)).rows;

describe('a statement run with a kept plan', () => {
  it('gives the rows db.execute gives, values of every kind included', async () => {
    const query = (label: string, min: number) =>
      sql`select id, label, at, doc, ${label}::text as echoed, ${min}::int + 1 as next from kept_probe where id >= ${min} or label = ${label} order by id`;
    for (const [label, min] of [["O'Brien\\n", 2], ['李白', 1], ["'); drop table kept_probe; --", 3], ['\\\'', -1]] as const) {
      const plain = rowsOf(await database.db.execute(query(label, min)));
      expect(await executeKept(database.db, query(label, min))).toEqual(plain);
    }
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from kept_probe`))[0].n).toBe(2);
  });

  it('is planned once, generically, and leaves the session as it found it', async () => {
    const query = (id: number) => sql`select label from kept_probe where id = ${id} /* once */`;
    for (const id of [1, 2, 1, 2, 1, 2, 1]) await executeKept(database.db, query(id));
    const mine = (await prepared()).find((p) => p.name.startsWith('wk_kept_') && p.generic_plans === 7);
    expect(mine).toMatchObject({ custom_plans: 0 });
    expect((await client.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
  });

  it(`keeps at most ${KEPT_PLANS_MAX} statements, the least recently used deallocated`, async () => {
    for (let i = 0; i < KEPT_PLANS_MAX + 10; i++) await executeKept(database.db, sql`select ${i}::int as i, ${sql.raw(String(i))} as shape`);
    expect(keptPlanCount(database.db)).toBe(KEPT_PLANS_MAX);
    // Deallocation runs behind the caller: wait for the session's own count to come down.
    await expect.poll(async () => (await prepared()).filter((p) => p.name.startsWith('wk_kept_')).length).toBe(KEPT_PLANS_MAX);
  });

  it('prepares a statement the session lost again', async () => {
    const query = sql`select label from kept_probe where id = ${2} /* lost */`;
    expect(await executeKept(database.db, query)).toEqual([{ label: '李白' }]);
    await client.exec('deallocate all');
    expect(await executeKept(database.db, query)).toEqual([{ label: '李白' }]);
  });

  it('runs a value no literal can hold as db.execute would, and fails as it would', async () => {
    const query = sql`select ${'a\u0000b'}::text as v`;
    await expect(executeKept(database.db, query)).rejects.toThrow();
    await expect(database.db.execute(query)).rejects.toThrow();
    expect(await executeKept(database.db, sql`select ${'ok'}::text as v`)).toEqual([{ v: 'ok' }]);
  });
});

describe('a value written as a SQL literal', () => {
  it('quotes strings as escape strings, parenthesizes negative numbers, refuses what it cannot write', () => {
    expect(sqlLiteral("it's \\ here")).toBe("E'it''s \\\\ here'");
    expect(sqlLiteral(-3)).toBe('(-3)');
    expect(sqlLiteral(2.5)).toBe('2.5');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral('a\u0000b')).toBeUndefined();
    expect(sqlLiteral([1])).toBeUndefined();
  });
});
