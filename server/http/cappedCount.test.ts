import { lt, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { cappedCount, EXACT_COUNT_LIMIT, pagedList } from './query';

const numbers = pgTable('capped_count_test', { id: integer('id').notNull() });

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ seed: false, ownDatabase: true });
  await t.database.db.execute(sql`create table capped_count_test (id integer not null)`);
  await t.database.db.execute(sql`insert into capped_count_test select g from generate_series(1, 30000) g`);
  await t.database.db.execute(sql`analyze capped_count_test`);
});
afterAll(async () => {
  await t?.close();
});

describe('list totals that do not scan', () => {
  it('counts exactly up to the limit', async () => {
    expect(await cappedCount(t.database.db, numbers, lt(numbers.id, 501))).toEqual({ count: 500, exact: true });
    expect(await cappedCount(t.database.db, numbers, lt(numbers.id, EXACT_COUNT_LIMIT + 1))).toEqual({ count: EXACT_COUNT_LIMIT, exact: true });
  });

  it('past the limit: the planner estimate, marked approximate and never below the limit', async () => {
    const all = await cappedCount(t.database.db, numbers, undefined);
    expect(all.exact).toBe(false);
    expect(all.count).toBeGreaterThan(20_000);
    expect(all.count).toBeLessThan(40_000);
    const some = await cappedCount(t.database.db, numbers, lt(numbers.id, 12_000));
    expect(some.exact).toBe(false);
    expect(some.count).toBeGreaterThanOrEqual(EXACT_COUNT_LIMIT + 1);
  });

  it('a list page counts in the same statement: exact below the limit, 约 N past it', async () => {
    const resource = { name: 'numbers', sortable: [], defaultSort: [{ field: 'id', order: 'asc' as const }], pageSize: 3 };
    const few = await pagedList({ db: t.database.db, table: numbers, resource, params: { pageNum: 2 }, where: [lt(numbers.id, 501)] });
    expect(few).toEqual({ code: 200, msg: '查询成功', rows: [{ id: 4 }, { id: 5 }, { id: 6 }], total: 500 });
    const all = await pagedList({ db: t.database.db, table: numbers, resource, params: { pageNum: 1 } });
    expect(all.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(all).toMatchObject({ approximate: true });
    expect(all.total).toBeGreaterThan(20_000);
  });
});
