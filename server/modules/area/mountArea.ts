import { viewCounterOf } from '../../db/viewCounts';
import { and, desc, eq, getTableColumns, gte, lte, not, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { HttpMethod, ResourceSpec } from '../../../src/resources/define';
import { assertInstitutionReader, readerFacts } from '../../access/institution';
import { publicByDeclaration } from '../../access/publicRoutes';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { defineRoute, registerRoutes, type AnyRoute } from '../../http/declareRoute';
import { pagingShape } from '../../http/paging';
import { itemOf, okOf, pageOf } from '../../openapi/answers';
import { SUMMARY } from '../../openapi/document';

/** The largest value of a PostgreSQL `integer` (serial ids). */
const MAX_ID = 2_147_483_647;

/**
 * A record id from the path: text that is not a number is the caller's mistake (a 400); a number
 * that cannot be an id (zero, past the integer range) names no record (a 404, never a database error).
 */
export function recordId(raw: unknown, notFoundMsg: string): number {
  const s = String(raw ?? '').trim();
  if (!/^\d+$/.test(s)) throw badRequest('编号必须是正整数');
  const n = Number(s);
  if (!(n >= 1 && n <= MAX_ID)) throw notFound(notFoundMsg);
  return n;
}

type Row<T extends PgTable> = T['$inferSelect'];

export interface AreaCalls<T extends PgTable, F extends z.ZodType> {
  resource: Pick<ResourceSpec, 'name' | 'calls' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize'> & Partial<Pick<ResourceSpec, 'label' | 'fields'>> & { filters?: F };
  table: T;
  /** The declared filters (already validated by the resource's zod schema) as SQL conditions. */
  filterWhere?: (filters: z.infer<F>) => Array<SQL | undefined>;
  /**
   * The declared filters that are a keyword, exact matches or years, by the columns they read
   * (filtersOn); `filterWhere` then adds only the others.
   */
  filterColumns?: FilterColumns<z.infer<F>>;
  /** Chinese 404 message of the detail call. */
  notFoundMsg: string;
  /** Long columns left out of list rows (full texts, catalogues). */
  omitInList?: ReadonlyArray<keyof Row<T> & string>;
  /**
   * Which of the 上架 rows the public sees besides (a directory's profiles: shown by their holder,
   * whose role still stands): the list, the detail and its visit count all keep to them.
   */
  publicRows?: SQL;
  /** Extra fields for the rows of one list page (one query per page, never one per row). */
  decorateList?: (rows: Array<Record<string, unknown>>) => Promise<Array<Record<string, unknown>>>;
  /** Extra fields for the detail (they replace the row's own: a gated full text is cut here for the caller). */
  decorateOne?: (row: Row<T>, req: FastifyRequest) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Rows open to partner institutions only (src/access/policy.ts). Other callers never get them:
   * a list that asks for them alone answers 401/403, any other list leaves them out, and their
   * details answer 401/403.
   */
  /**
   * The area's hot list (spec §7 `hot`, 3 or 5 rows): its path and the fields of each row, most
   * viewed first (or by `by`), of the same public rows as the list.
   */
  hot?: { path: string; fields: ReadonlyArray<keyof Row<T> & string>; by?: keyof Row<T> & string };
  institutionOnly?: {
    rows: SQL;
    /** Whether the filters ask for institution-only rows alone (such as `type=2`). */
    requested: (filters: z.infer<F>) => boolean;
  };
}

/** Path parameters of a call by id: digits (recordId turns them into a row id or a 404). */
export const idParams = z.object({ id: z.string().regex(/^\s*\d+\s*$/, '编号必须是正整数').meta({ type: 'integer' }) });

/**
 * The query (GET) or body (POST) of a declared list: the resource's filters and the paging
 * parameters in one schema, so a bad filter is refused before the paging as pagedList does. A
 * filter schema that cannot be extended (a refined object) is parsed by the handler instead;
 * other parameters pass through (a list's own extras).
 */
export function listInput(resource: Pick<ResourceSpec, 'sortable' | 'pageSize' | 'maxPageSize'> & { filters?: z.ZodType }) {
  const paging = pagingShape(resource);
  const filters = resource.filters;
  if (filters instanceof z.ZodObject) {
    try {
      return { schema: filters.extend(paging).loose(), filtersOf: (valid: Record<string, unknown>) => valid };
    } catch {
      // refined: below
    }
  }
  return { schema: z.looseObject(paging), filtersOf: (valid: Record<string, unknown>) => (filters ? (filters.parse(valid) as Record<string, unknown>) : {}) };
}

/** Where a declared call's schema goes: a GET reads the query string, the others the body. */
export const inputOf = (method: HttpMethod, schema: z.ZodType) => (method === 'GET' ? { query: schema } : { body: schema });

/**
 * One content area's two public calls from its resource declaration: the paged list (declared
 * filters, whitelisted `orderByColumn`, page size from the declaration) and the detail by id.
 * Where the table has a `views` column the detail counts the visit in the same statement.
 * These calls (and the hot list) are public by declaration (`access: 'public'`, and `publicOf`
 * naming the resource); the area's management calls never are (server/access/publicRoutes.ts).
 */
export function areaCallRoutes<T extends PgTable, F extends z.ZodType>(area: AreaCalls<T, F>): AnyRoute[] {
  const { resource, table } = area;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const viewsColumn = columns.views;
  if (!idColumn) throw new Error(`${resource.name}: table has no id column`);
  // 下架 rows (schema `published` false) are in no public answer: the list leaves them out, the detail is a 404.
  const visible = and(publishedRows(table), area.publicRows);
  const filterWhere = areaFilterWhere(area);
  const label = resource.label ?? resource.name;
  const declared = { access: 'public' as const, tags: [label], config: publicByDeclaration(resource.name).config };
  const item = itemOf({ fields: resource.fields ?? {} });
  const routes: AnyRoute[] = [];

  if (area.hot) {
    const by = columns[area.hot.by ?? 'views'];
    if (!by) throw new Error(`${resource.name}: hot list needs a ${area.hot.by ?? 'views'} column`);
    const fields = Object.fromEntries(area.hot.fields.map((name) => [name, columns[name]!]));
    routes.push(hotRoute(area.hot.path, table, by, idColumn, fields, area.publicRows, resource.name, `${label}热门`));
  }

  const { list, one } = resource.calls;
  if (list) {
    const input = listInput(resource);
    routes.push(
      defineRoute({
        ...declared,
        method: list.method,
        path: list.path,
        summary: SUMMARY.list(label),
        ...inputOf(list.method, input.schema),
        response: pageOf(item),
        handler: async ({ db, req, input: params, query, body }) => {
          const filters = input.filtersOf((list.method === 'GET' ? query : body) as Record<string, unknown>) as z.infer<F>;
          const where = [...filterWhere(filters), visible];
          if (area.institutionOnly) {
            const facts = await readerFacts(db, req);
            if (area.institutionOnly.requested(filters)) assertInstitutionReader(facts);
            else if (!facts.institution) where.push(not(area.institutionOnly.rows));
          }
          const result = await pagedList({ db, table, resource, params, where, omit: area.omitInList });
          if (area.decorateList) result.rows = await area.decorateList(result.rows as Array<Record<string, unknown>>);
          return result;
        },
      }),
    );
  }

  if (one) {
    routes.push(
      defineRoute({
        ...declared,
        method: one.method,
        path: one.path,
        summary: SUMMARY.one(label),
        params: idParams,
        response: okOf(item),
        handler: async ({ db, req, params }) => {
          const id = recordId(params.id, area.notFoundMsg);
          // The statements are built for any area's table: its own column types are not needed here.
          const areaTable: PgTable = table;
          if (area.institutionOnly) {
            const [restricted] = await db.select({ id: idColumn }).from(areaTable).where(and(eq(idColumn, id), area.institutionOnly.rows));
            if (restricted) assertInstitutionReader(await readerFacts(db, req));
          }
          const row = viewsColumn
            ? await viewCounterOf(db).visit<Record<string, unknown>>(areaTable, { id: idColumn, views: viewsColumn }, id, visible)
            : (await db.select().from(areaTable).where(and(eq(idColumn, id), visible)))[0];
          if (!row) throw notFound(area.notFoundMsg);
          return ok(area.decorateOne ? { ...row, ...(await area.decorateOne(row as Row<T>, req)) } : row);
        },
      }),
    );
  }
  return routes;
}

/** The public calls of an area registered on `app` (modules not yet a plugin of declared routes). */
export function mountAreaCalls<T extends PgTable, F extends z.ZodType>(app: FastifyInstance, db: Db, area: AreaCalls<T, F>): void {
  registerRoutes(app, db, areaCallRoutes(area));
}

/** Conditions for "this year" on a `date` column, written so an index on the column can serve it. */
export function inYear(column: PgColumn, year: number | undefined): SQL | undefined {
  if (year === undefined) return undefined;
  return and(gte(column, `${year}-01-01`), lte(column, `${year}-12-31`));
}

/**
 * An area's declared filters by the columns they read, for the common case of an area whose
 * filters are a keyword search, exact matches and years: `filtersOn` turns it into `filterWhere`.
 * Keys are the filter names of the resource's `filters` schema, so a misspelt one does not compile.
 */
export interface FilterColumns<V> {
  /** The columns the `keyword` filter searches (any of them containing it). */
  keyword?: PgColumn[];
  /** Filters that match their column exactly. */
  equal?: { [K in keyof V]?: PgColumn };
  /** Year filters on a `date` column (see inYear). */
  year?: { [K in keyof V]?: PgColumn };
}

/** The declared filters as SQL from the columns they read (FilterColumns). */
export function filtersOn<V>(spec: FilterColumns<V>): (filters: V) => Array<SQL | undefined> {
  const equal = (spec.equal ?? {}) as Record<string, PgColumn>;
  const years = Object.entries(spec.year ?? {}) as Array<[string, PgColumn]>;
  return (filters) => {
    // Validated by the resource's filters schema: `keyword` is text, a year filter a number.
    const values = filters as Record<string, unknown>;
    return [
      spec.keyword ? keywordIn(values.keyword as string | undefined, ...spec.keyword) : undefined,
      ...equalFilters(values, equal),
      ...years.map(([name, column]) => inYear(column, values[name] as number | undefined)),
    ];
  };
}

/** An area's filters as SQL: those its `filterColumns` declare and those of its own `filterWhere`. */
export function areaFilterWhere<T extends PgTable, F extends z.ZodType>(area: Pick<AreaCalls<T, F>, 'filterWhere' | 'filterColumns'>) {
  const { filterWhere, filterColumns } = area;
  if (!filterColumns) return filterWhere ?? (() => []);
  const declared = filtersOn(filterColumns);
  return (filters: z.infer<F>) => [...declared(filters), ...(filterWhere?.(filters) ?? [])];
}

/**
 * The declared equality filters as SQL: each filter that is set matches its column exactly. The
 * filter object is the area's validated `filters`, so an unset filter is undefined, never ''.
 */
export function equalFilters(filters: Record<string, unknown>, columns: Record<string, PgColumn>): Array<SQL | undefined> {
  return Object.entries(columns).map(([name, column]) => (filters[name] !== undefined ? eq(column, filters[name]) : undefined));
}

/** Spec §9: hot lists are 3 or 5 long. */
export const hotQuery = z.object({
  pageSize: z.preprocess((v) => (v === undefined || v === '' ? 5 : v), z.coerce.number({ error: '热门条数只能是3或5' }).refine((v) => v === 3 || v === 5, '热门条数只能是3或5')),
});

/**
 * A hot list (spec §7 `hot`): the published rows most viewed (of `publicRows`, when the area narrows
 * them), `columns` of each. Public by declaration, like the list it ranks: `publicOf` names the
 * area's declaration (default: the path).
 */
export function hotRoute(path: string, table: PgTable, views: PgColumn, id: PgColumn, columns: Record<string, PgColumn>, publicRows?: SQL, publicOf = path, summary = '热门列表'): AnyRoute {
  return defineRoute({
    method: 'GET',
    path,
    access: 'public',
    config: publicByDeclaration(publicOf).config,
    summary,
    query: hotQuery,
    response: okOf(z.array(z.record(z.string(), z.unknown())).describe('最热的几条，每条为热门列表声明的字段')),
    handler: async ({ db, query }) => {
      const rows = await db.select(columns).from(table).where(and(publishedRows(table), publicRows)).orderBy(desc(views), desc(id)).limit(query.pageSize);
      return ok(rows);
    },
  });
}

/** A hot list registered on `app` (see hotRoute). */
export function mountHot(app: FastifyInstance, db: Db, path: string, table: PgTable, views: PgColumn, id: PgColumn, columns: Record<string, PgColumn>, publicRows?: SQL, publicOf = path): void {
  registerRoutes(app, db, [hotRoute(path, table, views, id, columns, publicRows, publicOf)]);
}
