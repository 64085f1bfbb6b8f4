import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ResourceSpec } from '../../../src/resources/define';
import { apiUrl } from '../../../src/shared/apiPath';
import type { Db } from '../../db/client';

/**
 * The contract every content-area list/detail pair keeps, as shared test cases: paging with the
 * declared page size, the `orderByColumn` whitelist, each filter narrowing the rows, bad filters
 * refused in Chinese, the detail envelope and the 404 envelope. Each area's test file runs it
 * against its own seeded app and adds the area's own cases.
 */
type Row = Record<string, unknown>;

export interface AreaContract {
  app: () => FastifyInstance;
  resource: Pick<ResourceSpec, 'calls' | 'pageSize' | 'sortable'>;
  /** Fixed query every list call carries (e.g. `type=1`). */
  base?: Record<string, string>;
  /** `[query, every row must satisfy]`: each filter narrows the list to matching rows (at least one). */
  filters: Array<[Record<string, string>, (row: Row) => boolean]>;
  /** `[query, Chinese msg]`: refused with a 400. */
  badFilters: Array<[Record<string, string>, string]>;
  notFoundMsg?: string;
  /** The detail counts visits. */
  countsViews?: boolean;
  /** Columns the list leaves out (long texts) and the detail includes. */
  omittedInList?: string[];
  /** The area's table, for giving a sortable column the seed fills with one value distinct values. */
  spread?: { db: () => Db; table: PgTable };
}

export function listUrl(path: string, query: Record<string, string | number> = {}): string {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return `${apiUrl(path)}${qs ? `?${qs}` : ''}`;
}

export async function getJson(app: FastifyInstance, url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; rows?: Row[]; total?: number; data?: any } };
}

/**
 * `values` put in order (1 ascending, -1 descending) the way PostgreSQL orders the column, where
 * that order is knowable without the database's collation: numbers, and ISO dates/times as text.
 * Other text (names under a locale's collation) is returned as it came; the reversal check covers it.
 */
export function sortedLike(values: unknown[], direction: 1 | -1): unknown[] {
  const comparable = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v));
  if (!values.every((v) => v === null || comparable(v))) return values;
  const present = values.filter((v) => v !== null) as Array<number | string>;
  const nulls = values.filter((v) => v === null);
  present.sort((a, b) => direction * (typeof a === 'number' ? (a as number) - (b as number) : a < b ? -1 : a > b ? 1 : 0));
  return direction === 1 ? [...present, ...nulls] : [...nulls, ...present];
}

/**
 * Lists by `column` both ways and asserts the rows come in that order; returns how many distinct
 * values the rows had (fewer than 2 means no order could be seen).
 */
async function expectSortedBy(list: (q: Record<string, string | number>) => ReturnType<typeof getJson>, column: string): Promise<number> {
  const asc = await list({ orderByColumn: column, isAsc: 'asc', pageSize: 100 });
  const desc = await list({ orderByColumn: column, isAsc: 'desc', pageSize: 100 });
  expect([asc.status, desc.status], `${column}: ${asc.body.msg} / ${desc.body.msg}`).toEqual([200, 200]);
  for (const row of [...asc.body.rows!, ...desc.body.rows!]) expect(row, `rows carry ${column}`).toHaveProperty(column);
  const ascValues = asc.body.rows!.map((r) => r[column]);
  const descValues = desc.body.rows!.map((r) => r[column]);
  expect(ascValues, `${column} asc`).toEqual(sortedLike(ascValues, 1));
  expect(descValues, `${column} desc`).toEqual(sortedLike(descValues, -1));
  const distinct = new Set(ascValues.map((v) => JSON.stringify(v))).size;
  if (distinct < 2) return distinct; // the caller spreads the values and asks again
  // One page holds the whole list, so descending is ascending read backwards (PostgreSQL puts
  // NULLs last ascending and first descending, so they flip too). Past 100 rows the two first
  // pages hold different rows; then the ascending page must not start where the descending one does.
  if (asc.body.total! <= 100) expect(descValues, `${column}: desc is asc reversed`).toEqual([...ascValues].reverse());
  else expect(new Set([...ascValues, ...descValues].map(String)).size, `${column}: asc and desc pages differ`).toBeGreaterThan(1);
  return distinct;
}

/**
 * Runs `fn` while every row of the table has a different value in `column` (integers, dates and
 * times derived from the id), then restores each row's own value.
 */
async function withSpreadValues<T>(spread: NonNullable<AreaContract['spread']>, column: string, fn: () => Promise<T>): Promise<T> {
  const db = spread.db();
  const table = spread.table;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const target = columns[column];
  const id = columns.id;
  expect(target, `${column} is a column of the table`).toBeDefined();
  const step = sql`((${id} * 37) % 1009)`;
  const spreadValue =
    target.dataType === 'number'
      ? step
      : target.columnType === 'PgDate' || target.columnType === 'PgDateString'
        ? sql`date '2001-01-01' + ${step}::int`
        : sql`timestamp '2001-01-01' + ${step} * interval '1 hour'`;
  const saved = (await db.select({ id, value: target }).from(table)) as Array<{ id: number; value: unknown }>;
  await db.update(table).set({ [column]: spreadValue } as never);
  try {
    return await fn();
  } finally {
    const byValue = new Map<string, { value: unknown; ids: number[] }>();
    for (const r of saved) {
      const key = r.value instanceof Date ? r.value.toISOString() : JSON.stringify(r.value);
      const group = byValue.get(key) ?? byValue.set(key, { value: r.value, ids: [] }).get(key)!;
      group.ids.push(r.id);
    }
    for (const { value, ids } of byValue.values()) await db.update(table).set({ [column]: value } as never).where(inArray(id, ids));
  }
}

/** A list call as the declaration has it: GET with the query, or POST (`/es/…`, activityList) with the same fields as its body. */
export async function listJson(app: FastifyInstance, call: { method: string; path: string }, query: Record<string, string | number> = {}) {
  if (call.method !== 'POST') return getJson(app, listUrl(call.path, query));
  const res = await app.inject({ method: 'POST', url: apiUrl(call.path), payload: query });
  return { status: res.statusCode, body: res.json() as Awaited<ReturnType<typeof getJson>>['body'] };
}

export function defineAreaContract(c: AreaContract): void {
  const list = (q: Record<string, string | number> = {}) => listJson(c.app(), c.resource.calls.list!, { ...c.base, ...q });

  it('lists one page of the declared size as {code, msg, rows, total}', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(typeof body.msg).toBe('string');
    expect(body.total).toBeGreaterThan(0);
    expect(body.rows!.length).toBe(Math.min(c.resource.pageSize, body.total!));
    for (const col of c.omittedInList ?? []) expect(body.rows![0]).not.toHaveProperty(col);
  });

  it('pages do not overlap and together hold every row', async () => {
    const all = await list({ pageSize: 100 });
    const total = all.body.total!;
    const seen = new Set<string>();
    for (let pageNum = 1; (pageNum - 1) * 3 < Math.min(total, 12); pageNum++) {
      const { body } = await list({ pageNum, pageSize: 3 });
      expect(body.total).toBe(total);
      for (const r of body.rows!) seen.add(JSON.stringify(r.id ?? r.name));
    }
    expect(seen.size).toBe(Math.min(total, 12));
    const past = await list({ pageNum: Math.ceil(total / 3) + 1, pageSize: 3 });
    expect(past.body.rows).toEqual([]);
    expect(past.body.total).toBe(total);
  });

  /** Every row of a list, page by page (100 a page). */
  const allRows = async (q: Record<string, string> = {}) => {
    const rows: Row[] = [];
    for (let pageNum = 1; ; pageNum++) {
      const { status, body } = await list({ ...q, pageNum, pageSize: 100 });
      expect(status, body.msg).toBe(200);
      rows.push(...body.rows!);
      if (rows.length >= body.total! || body.rows!.length === 0) return { rows, total: body.total! };
    }
  };

  it.each(c.filters.map(([q, pred], i) => [JSON.stringify(q), q, pred, i] as const))('filter %s narrows the list', async (_name, q, pred) => {
    const all = await allRows();
    const filtered = await allRows(q);
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(filtered.rows.length).toBe(filtered.total);
    for (const r of filtered.rows) expect(pred(r), `${JSON.stringify(q)} let through ${JSON.stringify(r).slice(0, 200)}`).toBe(true);
    // Every matching row of the whole list is there.
    expect(all.rows.length).toBe(all.total);
    expect(filtered.total).toBe(all.rows.filter(pred).length);
  });

  it.each(c.badFilters)('filter %j is refused with 400 “%s”', async (q, msg) => {
    const { status, body } = await list(q);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg });
  });

  it('every declared sortable column sorts, both ways; others are refused', async () => {
    for (const column of c.resource.sortable) {
      const check = () => expectSortedBy(list, column);
      // A column the seed fills with one value (every `sort` is 0) shows no order: give its rows
      // distinct values for the check, then put the seed's values back.
      if ((await check()) < 2) {
        expect(c.spread, `${column} has one value in every row; pass spread so the contract can vary it`).toBeDefined();
        const distinct = await withSpreadValues(c.spread!, column, check);
        expect(distinct, `${column} still has one value after spreading`).toBeGreaterThan(1);
      }
    }
    for (const column of ['id; drop table book', 'password', 'create_time']) {
      const { status, body } = await list({ orderByColumn: column });
      expect(status).toBe(400);
      expect(body.code).toBe(400);
      expect(body.msg).toMatch(/^不支持按“.*”排序$/);
    }
    expect((await list({ pageSize: 0 })).body.msg).toBe('每页条数必须是正整数');
  });

  if (c.resource.calls.one) {
    const one = (id: string | number) => getJson(c.app(), apiUrl(c.resource.calls.one!.path.replace('{id}', String(id))));

    it('the detail is {code, msg, data} with the whole record', async () => {
      const { body: page } = await list({ pageSize: 1 });
      const id = page.rows![0].id as number;
      const { status, body } = await one(id);
      expect(status).toBe(200);
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(body.data.id).toBe(id);
      for (const col of c.omittedInList ?? []) expect(body.data).toHaveProperty(col);
      if (c.countsViews) {
        const again = await one(id);
        expect(again.body.data.views).toBe(body.data.views + 1);
      }
    });

    it('a missing record is a 404 envelope; an id that is not a number is a 400', async () => {
      for (const id of [987654, 0, '99999999999']) {
        const { status, body } = await one(id);
        expect(status).toBe(404);
        expect(body).toEqual({ code: 404, msg: c.notFoundMsg });
      }
      const bad = await one('abc');
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: 400, msg: '编号必须是正整数' });
    });
  }
}
