import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ResourceSpec } from '../../src/resources/define';
import { AppError, badRequest } from './envelope';

export interface Paging {
  pageNum: number;
  pageSize: number;
  limit: number;
  offset: number;
  orderBy: SQL[];
}

const MAX_PAGE_SIZE = 100;

function positiveInt(raw: unknown, fallback: number, msg: string): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  // Only a JSON number or a string of digits: not `true`, `[2]`, `1e3` or `0x10`, and never a
  // number past 2^53, which would reach the database as an out-of-range OFFSET (a 500).
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw badRequest(msg);
  return n;
}

function isAscending(raw: unknown): boolean | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const v = String(raw).toLowerCase();
  if (v === 'asc' || v === 'ascending' || v === 'true') return true;
  if (v === 'desc' || v === 'descending' || v === 'false') return false;
  throw badRequest('排序方向只能是 asc 或 desc');
}

/**
 * Reads `pageNum`, `pageSize`, `isAsc`, `orderByColumn` from a query or body. `orderByColumn`
 * must be one of the resource's declared sortable fields and is mapped to a column object, so
 * nothing the client sends reaches SQL as text.
 */
export function parsePaging(
  params: Record<string, unknown>,
  resource: Pick<ResourceSpec, 'name' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize'>,
  columns: Record<string, PgColumn>,
): Paging {
  const pageNum = positiveInt(params.pageNum, 1, '页码必须是正整数');
  const pageSize = positiveInt(params.pageSize, resource.pageSize, '每页条数必须是正整数');
  const max = resource.maxPageSize ?? MAX_PAGE_SIZE;
  if (pageSize > max) throw badRequest(`每页条数不能超过${max}条`);

  const orderBy: SQL[] = [];
  const requested = params.orderByColumn;
  const ascending = isAscending(params.isAsc);
  if (requested !== undefined && requested !== null && requested !== '') {
    const name = String(requested);
    const column = (resource.sortable as readonly string[]).includes(name) ? columns[name] : undefined;
    if (!column) throw badRequest(`不支持按“${name.slice(0, 40)}”排序`);
    orderBy.push(ascending ? asc(column) : desc(column));
  }
  for (const s of resource.defaultSort) {
    const column = columns[s.field];
    if (column && s.field !== requested) orderBy.push(s.order === 'asc' ? asc(column) : desc(column));
  }
  if (columns.id) orderBy.push(desc(columns.id));
  const offset = (pageNum - 1) * pageSize;
  if (!Number.isSafeInteger(offset)) throw badRequest('页码过大，请从第一页重新查询');
  return { pageNum, pageSize, limit: pageSize, offset, orderBy };
}

/**
 * A check of parsePaging's as a schema part: the value travels as sent (parsePaging converts it),
 * a refusal carries the same Chinese message, and `doc` is what the API reference shows.
 */
function checkedBy(check: (value: unknown) => void, doc: Record<string, unknown>) {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      try {
        check(value);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
      }
    })
    .optional()
    .meta(doc);
}

/**
 * The paging parameters of a declared list (`pageNum`, `pageSize`, `isAsc`, `orderByColumn`) as
 * zod: validated with parsePaging's own rules and messages, documented with the resource's page
 * size and sort whitelist.
 */
export function pagingShape(resource: Pick<ResourceSpec, 'sortable' | 'pageSize' | 'maxPageSize'>) {
  const max = resource.maxPageSize ?? MAX_PAGE_SIZE;
  return {
    pageNum: checkedBy((v) => positiveInt(v, 1, '页码必须是正整数'), { type: 'integer', minimum: 1, default: 1, description: '页码' }),
    pageSize: checkedBy(
      (v) => {
        if (positiveInt(v, resource.pageSize, '每页条数必须是正整数') > max) throw badRequest(`每页条数不能超过${max}条`);
      },
      { type: 'integer', minimum: 1, maximum: max, default: resource.pageSize, description: '每页条数' },
    ),
    isAsc: checkedBy(isAscending, { type: 'string', enum: ['asc', 'desc'], description: '升序或降序' }),
    orderByColumn: checkedBy(
      (v) => {
        if (v === undefined || v === null || v === '') return;
        const name = String(v);
        if (!(resource.sortable as readonly string[]).includes(name)) throw badRequest(`不支持按“${name.slice(0, 40)}”排序`);
      },
      { type: 'string', enum: [...resource.sortable], description: '排序字段' },
    ),
  };
}
