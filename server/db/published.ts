import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of a content table the public may see: those 上架 (`published`), on tables that have the
 * column (schema/common.ts `published`); undefined (every row) on tables without it. Every public
 * read of an area — list, detail, search loader, sitemap, OAI-PMH, home totals, cards — adds it.
 */
export function publishedRows(table: PgTable): SQL | undefined {
  const column = (getTableColumns(table) as Record<string, PgColumn>).published;
  return column ? eq(column, true) : undefined;
}
