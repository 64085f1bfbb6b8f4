import { like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FOUND_AREAS } from '#found-areas';
import type { AreaDeclaration } from '../../../src/areas/declare';
import { resourcesByName } from '../../../src/resources';
import { columnOf } from '../../content/areaKit';
import { areaTable } from '../../db/areaTables';
import type { Module } from '../../http/routes';
import { managedAreaModule } from './manageArea';
import type { FilterColumns } from './mountArea';

/**
 * The calls of a content type on the content-area kit, from its declaration: the public list and
 * detail (`<publicBase>/list`, `<publicBase>/{id}`) and the platform admin's management under
 * `/manage/<key>` (create, edit, delete, 上架/下架, batch), with the declared filters as SQL.
 */
export function areaModule(a: AreaDeclaration): Module {
  const resource = resourcesByName[a.resource.name];
  if (!resource) throw new Error(`content area ${a.key}: no resource ${a.resource.name}`);
  const table = areaTable(a.key);
  const col = (field: string) => columnOf(table, a.key, field);
  const filterColumns: FilterColumns<Record<string, unknown>> = { equal: {}, year: {} };
  const prefixes: Array<[string, PgColumn]> = [];
  for (const [name, f] of Object.entries(a.filters)) {
    if (f.kind === 'keyword') filterColumns.keyword = f.fields.map(col);
    else if (f.kind === 'choice' || f.kind === 'province') filterColumns.equal![name] = col(f.field);
    // A year filter reads a date field by its days (index-friendly), a year number by equality.
    else if (f.kind === 'year') (a.fields[f.field]?.kind === 'date' ? filterColumns.year! : filterColumns.equal!)[name] = col(f.field);
    else prefixes.push([name, col(f.field)]);
  }
  return managedAreaModule({
    resource,
    table,
    notFoundMsg: a.server.notFound,
    filterColumns,
    // A prefix is one of the declared options (the zod filter accepts no other): no LIKE pattern in it.
    filterWhere: (filters) => {
      const values = filters as Record<string, unknown>;
      return prefixes.map(([name, column]): SQL | undefined => (typeof values[name] === 'string' ? like(column, `${values[name]}%`) : undefined));
    },
    ...(a.server.duplicate && { manage: { duplicateMsg: a.server.duplicate } }),
  });
}

/** The modules of the kit's content types, in their declared order. */
export const AREA_KIT_MODULES: readonly Module[] = FOUND_AREAS.map(areaModule);
