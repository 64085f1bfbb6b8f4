import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { publishedRows } from '../../db/published';
import type { FastifyInstance } from 'fastify';
import type { AreaManagement } from './manageArea';

type PrepareWrite = NonNullable<AreaManagement<PgTable>['prepareWrite']>;

/**
 * A role holder's own page (a famous teacher's, a headmaster's): the platform admin adds any
 * number; a role holder opens one, once (409 on a second).
 */
export function onePagePerOwner(ownerColumn: PgColumn, table: PgTable, idColumn: PgColumn, msg: string): PrepareWrite {
  return async (tx, _values, who) => {
    if (who.everywhere || !who.creating) return;
    const [mine] = await tx.select({ id: idColumn }).from(table).where(eq(ownerColumn, who.id)).limit(1);
    if (mine) throw new AppError(409, msg);
  };
}

/**
 * Rows that hang off such a page (a teacher's works, a headmaster's videos): a role holder's go on
 * their own page, whatever the body says; the platform admin names the page, and the row then
 * belongs to whoever keeps that page, so they may edit it too.
 */
export function onOwnersPage(
  page: { table: PgTable; id: PgColumn; owner: PgColumn },
  key: string,
  msgs: { noPage: string; pick: string; missing: string },
): PrepareWrite {
  return async (tx, values, who) => {
    if (!who.everywhere) {
      const [mine] = await tx.select({ id: page.id }).from(page.table).where(eq(page.owner, who.id)).limit(1);
      if (!mine) throw new AppError(403, msgs.noPage);
      values[key] = mine.id;
      return;
    }
    if (values[key] === undefined) {
      if (who.creating) throw badRequest(msgs.pick);
      return;
    }
    const [row] = await tx.select({ ownerId: page.owner }).from(page.table).where(eq(page.id, Number(values[key])));
    if (!row) throw badRequest(msgs.missing);
    values.ownerId = row.ownerId;
  };
}

/** Spec §9: hot lists are 3 or 5 long. */
export const hotQuery = z.object({
  pageSize: z.preprocess((v) => (v === undefined || v === '' ? 5 : v), z.coerce.number({ error: '热门条数只能是3或5' }).refine((v) => v === 3 || v === 5, '热门条数只能是3或5')),
});

/** A hot list (spec §7 `hot`): the published rows most viewed (of `publicRows`, when the area narrows them), `columns` of each. */
export function mountHot(app: FastifyInstance, db: Db, path: string, table: PgTable, views: PgColumn, id: PgColumn, columns: Record<string, PgColumn>, publicRows?: SQL): void {
  mount(app, db, 'GET', path, async ({ params }) => {
    const { pageSize } = hotQuery.parse({ pageSize: params.pageSize });
    const rows = await db.select(columns).from(table).where(and(publishedRows(table), publicRows)).orderBy(desc(views), desc(id)).limit(pageSize);
    return ok(rows);
  });
}
