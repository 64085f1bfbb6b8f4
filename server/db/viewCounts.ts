import { and, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { dbCaller } from './gate';

/**
 * Detail pages count a view per visit. Written one UPDATE per visit, every detail page was a write
 * on the database's one connection: under 200 connections of mixed reads, details were answered
 * some ten a second and queued the lists behind them (bench/mixed.ts). With a flush interval the
 * visits are added up in memory and written per table in one statement every `flushMs`; what a
 * visitor is shown is the stored count plus this process's unwritten ones. A crash loses at most
 * one interval of views; closing the app writes them.
 *
 * `flushMs` 0 (tests, the default of buildApp) writes each visit at once, as before.
 */
export interface ViewCounter {
  /**
   * Counts a visit of the row `id` if `visible` holds and returns the row as the visitor sees it
   * (its views including this visit), or undefined when there is no such row.
   */
  visit<T extends Record<string, unknown>>(table: PgTable, columns: { id: PgColumn; views: PgColumn }, id: number, visible: SQL | undefined): Promise<T | undefined>;
  /** Writes the counts not yet written. */
  flush(): Promise<void>;
}

interface Pending {
  table: PgTable;
  columns: { id: PgColumn; views: PgColumn };
  byId: Map<number, number>;
}

const counters = new WeakMap<Db, ViewCounter>();

/** The view counter of a database (made by buildApp with its flush interval; write-through until then). */
export function viewCounterOf(db: Db): ViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = createViewCounter(db, 0);
    counters.set(db, counter);
  }
  return counter;
}

export function createViewCounter(db: Db, flushMs: number, onError: (error: unknown) => void = () => undefined): ViewCounter {
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const batches = [...pending.values()];
    pending.clear();
    for (const { table, columns, byId } of batches) {
      const values = sql.join(
        [...byId].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      // One statement per table: UPDATE … FROM (VALUES …), the visits of every row at once.
      await db
        .execute(sql`update ${table} set ${sql.identifier(columns.views.name)} = ${columns.views} + v.n from (values ${values}) as v(id, n) where ${columns.id} = v.id`)
        .catch(onError);
    }
  }

  const counter: ViewCounter = {
    async visit<T extends Record<string, unknown>>(table: PgTable, columns: { id: PgColumn; views: PgColumn }, id: number, visible: SQL | undefined) {
      const where = and(sql`${columns.id} = ${id}`, visible);
      if (flushMs <= 0) {
        const [row] = await db.update(table).set({ [viewsKey(table, columns.views)]: sql`${columns.views} + 1` } as never).where(where).returning();
        return row as T | undefined;
      }
      const [row] = (await db.select().from(table).where(where)) as T[];
      if (!row) return undefined;
      const name = getTableName(table);
      let entry = pending.get(name);
      if (!entry) pending.set(name, (entry = { table, columns, byId: new Map() }));
      const unwritten = (entry.byId.get(id) ?? 0) + 1;
      entry.byId.set(id, unwritten);
      // Outside the visiting request: its context would make the flush part of that request, which
      // the gate drops when its client has gone (server/db/gate.ts).
      timer ??= dbCaller.exit(() => setTimeout(() => void flush(), flushMs).unref());
      const key = viewsKey(table, columns.views);
      return { ...row, [key]: Number(row[key] ?? 0) + unwritten } as T;
    },
    flush: async () => {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
  return counter;
}

/** The schema's key of the views column: drizzle names a row's properties (and `set`'s) by it. */
function viewsKey(table: PgTable, views: PgColumn): string {
  return Object.entries(getTableColumns(table)).find(([, column]) => column === views)?.[0] ?? views.name;
}

/** buildApp: this database's counter flushes every `flushMs` (0: each visit written at once). */
export function startViewCounter(db: Db, flushMs: number, onError?: (error: unknown) => void): ViewCounter {
  const counter = createViewCounter(db, flushMs, onError);
  counters.set(db, counter);
  return counter;
}
