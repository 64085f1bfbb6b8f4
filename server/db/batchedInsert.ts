import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { dbCaller } from './gate';

/**
 * Rows of bookkeeping written after the answer (COUNTER usage events): one INSERT per request made
 * every detail page and every search a write of its own on the database's one connection — under
 * 200 connections of mixed reads a third of the database's time (bench/mixed.ts). With a flush
 * interval the rows wait in memory and go in one multi-row INSERT every `flushMs`, as the view
 * counts do (server/db/viewCounts.ts). A crash loses at most one interval; closing writes them.
 *
 * `flushMs` 0 (tests, the default of buildApp) inserts each request's rows at once, as before.
 */
export interface BatchedInsert<Row> {
  /** Inserts the rows now (flushMs 0) or with the next flush. */
  add(rows: Row[]): Promise<void>;
  /** Writes the rows not yet written. */
  flush(): Promise<void>;
}

/** PostgreSQL takes at most 65,535 parameters in one statement: a batch is cut well below that. */
const ROWS_PER_STATEMENT = 1000;

export function batchedInsert<T extends PgTable>(
  db: Db,
  table: T,
  flushMs: number,
  onError: (error: unknown, rows: number) => void,
): BatchedInsert<T['$inferInsert']> {
  type Row = T['$inferInsert'];
  let pending: Row[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
      await db
        .insert(table)
        .values(chunk as never)
        .catch((e: unknown) => onError(e, chunk.length));
    }
  }

  return {
    async add(rows) {
      if (rows.length === 0) return;
      if (flushMs <= 0) {
        await db
          .insert(table)
          .values(rows as never)
          .catch((e: unknown) => onError(e, rows.length));
        return;
      }
      pending.push(...rows);
      // Outside the adding request, as the view counts' flush: its context would make the flush part
      // of that request, which the gate drops when its client has gone (server/db/gate.ts).
      timer ??= dbCaller.exit(() => setTimeout(() => void flush(), flushMs).unref());
    },
    flush,
  };
}
