import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { bookResource } from '../../src/resources/books';
import { books } from '../db/schema';
import { AppError } from './envelope';
import { parsePaging } from './paging';

const columns = getTableColumns(books) as Record<string, PgColumn>;
const dialect = new PgDialect();
const render = (orderBy: SQL[]) => orderBy.map((s) => dialect.sqlToQuery(s).sql);

function rejects(params: Record<string, unknown>): AppError {
  try {
    parsePaging(params, bookResource, columns);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error(`expected ${JSON.stringify(params)} to be rejected`);
}

describe('parsePaging', () => {
  it('defaults: page 1 and the resource page size, default sort then id', () => {
    const p = parsePaging({}, bookResource, columns);
    expect(p).toMatchObject({ pageNum: 1, pageSize: 15, limit: 15, offset: 0 });
    expect(render(p.orderBy)).toEqual(['"book"."sort" desc', '"book"."create_time" desc', '"book"."id" desc']);
  });

  it('reads numbers and numeric strings (query strings are text)', () => {
    expect(parsePaging({ pageNum: 3, pageSize: 10 }, bookResource, columns)).toMatchObject({ limit: 10, offset: 20 });
    expect(parsePaging({ pageNum: '2', pageSize: '15' }, bookResource, columns)).toMatchObject({ pageNum: 2, offset: 15 });
  });

  it('an offset past 2^53 is a 400, not an out-of-range query', () => {
    expect(parsePaging({ pageNum: 10 ** 12, pageSize: 100 }, bookResource, columns).offset).toBe((10 ** 12 - 1) * 100);
    expect(rejects({ pageNum: Number.MAX_SAFE_INTEGER, pageSize: 100 }).message).toBe('页码过大，请从第一页重新查询');
  });

  it('empty values fall back to the defaults', () => {
    expect(parsePaging({ pageNum: '', pageSize: null }, bookResource, columns)).toMatchObject({ pageNum: 1, pageSize: 15 });
  });

  it.each([[0], [-1], ['abc'], [1.5], ['1e400'], ['1e3'], ['0x10'], [true], [[2]], [{}], ['99999999999999999999'], [2 ** 53]])('pageNum %j is a 400 with a Chinese msg', (pageNum) => {
    const e = rejects({ pageNum });
    expect(e.code).toBe(400);
    expect(e.message).toBe('页码必须是正整数');
  });

  it.each([[0], [-5], ['x']])('pageSize %j is a 400', (pageSize) => {
    expect(rejects({ pageSize }).message).toBe('每页条数必须是正整数');
  });

  it('pageSize over the maximum is a 400 naming the maximum', () => {
    expect(parsePaging({ pageSize: 100 }, bookResource, columns).pageSize).toBe(100);
    const e = rejects({ pageSize: 101 });
    expect(e.code).toBe(400);
    expect(e.message).toBe('每页条数不能超过100条');
    const custom = { ...bookResource, maxPageSize: 20 };
    expect(() => parsePaging({ pageSize: 21 }, custom, columns)).toThrow('每页条数不能超过20条');
  });

  it('a whitelisted orderByColumn goes first, in the requested direction', () => {
    const asc = parsePaging({ orderByColumn: 'priceFen', isAsc: 'asc' }, bookResource, columns);
    expect(render(asc.orderBy)[0]).toBe('"book"."price_fen" asc');
    const desc = parsePaging({ orderByColumn: 'priceFen', isAsc: 'desc' }, bookResource, columns);
    expect(render(desc.orderBy)[0]).toBe('"book"."price_fen" desc');
    // No direction given: descending (spec §9 sorts descending by default).
    expect(render(parsePaging({ orderByColumn: 'views' }, bookResource, columns).orderBy)[0]).toBe('"book"."views" desc');
  });

  it('a requested default-sort field is not ordered twice', () => {
    const p = parsePaging({ orderByColumn: 'sort', isAsc: 'ascending' }, bookResource, columns);
    expect(render(p.orderBy)).toEqual(['"book"."sort" asc', '"book"."create_time" desc', '"book"."id" desc']);
  });

  it.each([
    ['title'], // a real column, but not in the whitelist
    ['catalogue'],
    ['id;drop table member--'],
    ['name desc, (select 1)'],
    ['price_fen'], // the SQL name is not the field name
    ['constructor'],
    ['__proto__'],
  ])('orderByColumn %j is refused with a Chinese msg', (orderByColumn) => {
    const e = rejects({ orderByColumn });
    expect(e.code).toBe(400);
    expect(e.message).toMatch(/^不支持按“.*”排序$/);
  });

  it('the refused name is cut short in the message', () => {
    expect(rejects({ orderByColumn: 'x'.repeat(500) }).message.length).toBeLessThan(60);
  });

  it('isAsc other than asc/desc is a 400', () => {
    expect(rejects({ orderByColumn: 'views', isAsc: 'sideways' }).message).toBe('排序方向只能是 asc 或 desc');
  });
});
