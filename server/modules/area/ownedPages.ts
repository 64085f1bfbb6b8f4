import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, badRequest } from '../../http/envelope';
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
 * The management of a directory of role holders' own pages (名师, 校长, 学者 …): a log entry names
 * the page by its `name`; a role holder edits only their own (`ownerId`) and opens one, once.
 * `own` is how the refusal names the caller's page (本人, 本社 …).
 */
export function ownProfilePages(table: PgTable & { id: PgColumn; ownerId: PgColumn }, noun: string, own = '本人') {
  return {
    titleColumn: 'name',
    owner: { column: 'ownerId', forbiddenMsg: `无权操作：只能修改${own}的${noun}资料` },
    prepareWrite: onePagePerOwner(table.ownerId, table, table.id, `您已有${noun}资料，请在列表中修改`),
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
