import { viewCounterOf } from '../../db/viewCounts';
import { and, desc, eq, getTableColumns, gte, lte, not, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ResourceSpec } from '../../../src/resources/define';
import { assertInstitutionReader, readerFacts } from '../../access/institution';
import { publicByDeclaration } from '../../access/publicRoutes';
import type { Db } from '../../db/client';
import { publishedRows } from '../../db/published';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount } from '../../http/routes';

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
  resource: Pick<ResourceSpec, 'name' | 'calls' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize'> & { filters?: F };
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

/**
 * One content area's two public calls from its resource declaration: the paged list (declared
 * filters, whitelisted `orderByColumn`, page size from the declaration) and the detail by id.
 * Where the table has a `views` column the detail counts the visit in the same statement.
 * These calls (and the hot list) are public by definition: they mark themselves so
 * (`publicByDeclaration`), and the area's management calls never are (server/access/publicRoutes.ts).
 */
export function mountAreaCalls<T extends PgTable, F extends z.ZodType>(app: FastifyInstance, db: Db, area: AreaCalls<T, F>): void {
  const { resource, table } = area;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const viewsColumn = columns.views;
  if (!idColumn) throw new Error(`${resource.name}: table has no id column`);
  // 下架 rows (schema `published` false) are in no public answer: the list leaves them out, the detail is a 404.
  const visible = and(publishedRows(table), area.publicRows);
  const filterWhere = areaFilterWhere(area);

  if (area.hot) {
    const by = columns[area.hot.by ?? 'views'];
    if (!by) throw new Error(`${resource.name}: hot list needs a ${area.hot.by ?? 'views'} column`);
    const fields = Object.fromEntries(area.hot.fields.map((name) => [name, columns[name]!]));
    mountHot(app, db, area.hot.path, table, by, idColumn, fields, area.publicRows, resource.name);
  }

  if (resource.calls.list) {
    mount(app, db, resource.calls.list.method, resource.calls.list.path, async ({ params, req }) => {
      const filters = (resource.filters ? resource.filters.parse(params) : {}) as z.infer<F>;
      const where = [...filterWhere(filters), visible];
      if (area.institutionOnly) {
        const facts = await readerFacts(db, req);
        if (area.institutionOnly.requested(filters)) assertInstitutionReader(facts);
        else if (!facts.institution) where.push(not(area.institutionOnly.rows));
      }
      const result = await pagedList({
        db,
        table,
        resource,
        params,
        where,
        omit: area.omitInList,
      });
      if (area.decorateList) result.rows = await area.decorateList(result.rows as Array<Record<string, unknown>>);
      return result;
    }, publicByDeclaration(resource.name));
  }

  if (resource.calls.one) {
    mount(app, db, resource.calls.one.method, resource.calls.one.path, async ({ params, req }) => {
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
      return ok(area.decorateOne ? { ...row, ...(await area.decorateOne(row, req)) } : row);
    }, publicByDeclaration(resource.name));
  }
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
 * them), `columns` of each. Public by definition, like the list it ranks: `publicOf` names the
 * area's declaration (default: the path).
 */
export function mountHot(app: FastifyInstance, db: Db, path: string, table: PgTable, views: PgColumn, id: PgColumn, columns: Record<string, PgColumn>, publicRows?: SQL, publicOf = path): void {
  mount(app, db, 'GET', path, async ({ params }) => {
    const { pageSize } = hotQuery.parse({ pageSize: params.pageSize });
    const rows = await db.select(columns).from(table).where(and(publishedRows(table), publicRows)).orderBy(desc(views), desc(id)).limit(pageSize);
    return ok(rows);
  }, publicByDeclaration(publicOf));
}
