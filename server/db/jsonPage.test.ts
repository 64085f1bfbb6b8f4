import { is, sql } from 'drizzle-orm';
import { bigint, boolean, char, customType, date, integer, jsonb, PgTable, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { pagedList } from '../http/query';
import { rowsOf } from './client';
import { decodeJsonPage, jsonPageText, pageColumns } from './jsonPage';
import * as schema from './schema';

// A list page is read as one JSON text and decoded column by column (jsonPage.ts): the rows must
// be exactly the ones drizzle's own select returns, for every column type the schema uses.

const words = customType<{ data: string }>({ dataType: () => 'tsvector' });
const kinds = pgTable('json_page_kinds', {
  id: serial('id').primaryKey(),
  n: integer('n'),
  small: smallint('small'),
  big: bigint('big', { mode: 'number' }),
  flag: boolean('flag'),
  name: varchar('name', { length: 50 }),
  body: text('body'),
  code: char('code', { length: 3 }),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  day: date('day'),
  data: jsonb('data'),
  tsv: words('tsv'),
});

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ ownDatabase: true });
  const db = t.database.db;
  await db.execute(sql`create table json_page_kinds (id serial primary key, n integer, small smallint, big bigint, flag boolean, name varchar(50),
    body text, code char(3), at timestamptz, local timestamp, day date, data jsonb, tsv tsvector)`);
  await db.insert(kinds).values([
    {
      n: -2147483648, small: 32767, big: 9007199254740991, flag: true, name: '中文 "引号" \\ 反斜杠', body: '𠀀📚\n第二行\t制表', code: 'ab',
      at: new Date('2026-11-29T08:00:00.123Z'), local: new Date('1999-12-31T23:59:59.999Z'), day: '2026-02-28', data: { a: [1, '二', null], b: { c: true } },
    },
    { n: null, small: null, big: null, flag: false, name: '', body: null, code: null, at: null, local: null, day: null, data: '123' },
    { n: 0, data: [] },
  ]);
  // Microseconds, which a JavaScript Date cannot hold: the text decoded either way must agree.
  await db.execute(sql`update json_page_kinds set at = '2026-11-29 08:00:00.123456+08', tsv = to_tsvector('simple', 'a b') where id = 3`);
});
afterAll(async () => {
  await t?.close();
});

async function bothWays(table: PgTable) {
  const list = pageColumns(table);
  const page = sql`select ${list.selectList} from ${table} order by ctid limit 60`;
  const [{ rows }] = rowsOf<{ rows: string }>(await t.database.db.execute(sql`select ${jsonPageText(list.jsonValues!, page)} as "rows"`));
  return { driver: await t.database.db.select().from(table).orderBy(sql`ctid`).limit(60), json: decodeJsonPage(list.columns, rows) };
}

describe('a list page read as one JSON text', () => {
  it('decodes every column type as drizzle does: nulls, extremes, quotes, surrogate pairs, microseconds, jsonb scalars', async () => {
    const { driver, json } = await bothWays(kinds);
    expect(driver).toHaveLength(3);
    expect(json).toEqual(driver);
    expect(json[0].at).toEqual(new Date('2026-11-29T08:00:00.123Z'));
    expect(json[1].data).toBe(123);
  });

  it('reads the same rows as drizzle from every table of the seeded library', async () => {
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
    let withRows = 0;
    for (const table of tables) {
      const { driver, json } = await bothWays(table);
      expect(json, String(table)).toEqual(driver);
      if (driver.length) withRows++;
    }
    expect(withRows).toBeGreaterThan(60);
  });

  it('pages in the declared order, with the count of the same statement', async () => {
    const resource = { name: 'kinds', sortable: ['id'], defaultSort: [{ field: 'id', order: 'desc' as const }], pageSize: 2, maxPageSize: 10 };
    const first = await pagedList({ db: t.database.db, table: kinds, resource, params: { pageNum: 1 }, omit: ['body'] });
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => (r as { id: number }).id)).toEqual([3, 2]);
    expect(Object.keys(first.rows[0] as object)).not.toContain('body');
    const second = await pagedList({ db: t.database.db, table: kinds, resource, params: { pageNum: 2 }, map: (r) => r.name });
    expect(second.rows).toEqual(['中文 "引号" \\ 反斜杠']);
    const past = await pagedList({ db: t.database.db, table: kinds, resource, params: { pageNum: 9 } });
    expect([past.rows, past.total]).toEqual([[], 3]);
  });
});
