/**
 * The PGlite client as drizzle uses it (server/db/client.ts): the text types drizzle asks for are
 * set on the instance once, and what every statement hands back stays as drizzle had it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from './client';
import { menus } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database.close();
});

const TEXT_SQL = sql`select '2026-11-26 08:30:00+00'::timestamptz as at, '2026-11-26 08:30:00'::timestamp as local,
  '2026-11-26'::date as day, '1 day'::interval as span, array['2026-11-26 08:30:00'::timestamp] as stamps, 2.5::numeric as amount`;

describe('statements through drizzle on PGlite', () => {
  it('hand back timestamps, dates, intervals and their arrays as the text PostgreSQL wrote', async () => {
    const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(TEXT_SQL));
    expect(row).toEqual({ at: '2026-11-26 08:30:00+00', local: '2026-11-26 08:30:00', day: '2026-11-26', span: '1 day', stamps: '{"2026-11-26 08:30:00"}', amount: '2.5' });
  });

  it('do the same inside a transaction', async () => {
    const row = await database.db.transaction(async (tx) => rowsOf<Record<string, unknown>>(await tx.execute(TEXT_SQL))[0]);
    expect(row.at).toBe('2026-11-26 08:30:00+00');
    expect(row.stamps).toBe('{"2026-11-26 08:30:00"}');
  });

  it('give the query builder its Date columns, in and out of a transaction', async () => {
    const [made] = await database.db.insert(menus).values({ scope: 'test', name: '测试菜单' }).returning();
    expect(made.createTime).toBeInstanceOf(Date);
    const [read] = await database.db.transaction((tx) => tx.select().from(menus).where(eq(menus.id, made.id)));
    expect(read.createTime).toBeInstanceOf(Date);
    expect(read.createTime.getTime()).toBe(made.createTime.getTime());
  });
});
