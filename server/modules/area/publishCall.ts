import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Subject } from '../../../src/access/policy';
import { authorizeEverywhere, requestAccess, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { defineRoute, registerRoutes, type AnyRoute } from '../../http/declareRoute';
import { notFound, ok } from '../../http/envelope';
import { okOf } from '../../openapi/answers';
import { auditActor, recordAudit } from '../contentAudit/record';
import { idParams, recordId } from './mountArea';
import type { BatchRowAction } from './batchCall';

const publishBody = z.object({ published: z.boolean({ error: '请选择上架或下架' }) });

/** Dates as ISO text, so the log's before/after read the same as the API's answers. */
export const plain = (row: Record<string, unknown> | undefined | null) => (row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null);

/** One 上架/下架 call: which row, where its flag is, and what else must follow it in the same transaction. */
export interface PublishCall {
  call: { method: 'PUT' | 'POST' | 'GET' | 'DELETE'; path: string };
  table: PgTable;
  subject: Subject;
  /** The 操作日志 entity (the resource name). */
  entity: string;
  publishedKey?: string;
  /** What the log entry names the row by: a column, or a text made from the row (an issue: 2024年第3期). */
  titleColumn: string | ((row: Record<string, unknown>) => string);
  notFoundMsg: string;
  /** Rewrites the search documents that depend on the row (its own; a journal's: its articles'). */
  reindex?: (tx: Db, id: number) => Promise<void>;
  /** The API reference's line (default 上架/下架). */
  summary?: string;
}

/** The row's flag, audit entry and search documents inside `tx` (the single call's and each row's of a batch). */
function publishRow(p: PublishCall) {
  const columns = getTableColumns(p.table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const publishedKey = p.publishedKey ?? 'published';
  if (!idColumn || !columns[publishedKey]) throw new Error(`${p.entity}: 上架/下架 needs an id and a ${publishedKey} column`);
  const table: PgTable = p.table;
  const titleOf = (row: Record<string, unknown>) => (typeof p.titleColumn === 'function' ? p.titleColumn(row) : String(row[p.titleColumn] ?? '')).slice(0, 300);
  return async (tx: Db, access: RequestAccess, id: number, published: boolean) => {
    const [before] = await tx.select().from(table).where(eq(idColumn, id)).for('update');
    if (!before) throw notFound(p.notFoundMsg);
    if (before[publishedKey] === published) return; // already so: nothing changes, nothing to log
    const [after] = await tx
      .update(table)
      .set(columns.updateTime ? { [publishedKey]: published, updateTime: new Date() } : { [publishedKey]: published })
      .where(eq(idColumn, id))
      .returning();
    await recordAudit(tx, auditActor(access), {
      action: published ? 'publish' : 'unpublish',
      entity: p.entity,
      entityId: id,
      title: titleOf(after),
      before: plain(before),
      after: plain(after),
    });
    await p.reindex?.(tx, id);
  };
}

/**
 * 上架/下架 of one row (body `{published}`): the platform admin's alone (an unconditional `update`
 * on the subject). The flag, the audit entry and the search documents change in one transaction;
 * every public reader filters on the flag, so lists, details, the sitemap and OAI-PMH follow at once.
 */
export function publishRoute(p: PublishCall): AnyRoute {
  const change = publishRow(p);
  return defineRoute({
    method: p.call.method,
    path: p.call.path,
    access: { action: 'update', subject: p.subject, everywhere: true },
    summary: p.summary ?? '上架/下架',
    params: idParams,
    body: publishBody,
    response: okOf(z.object({ id: z.int(), published: z.boolean() })),
    handler: async ({ db, req, params, body }) => {
      const access = await requestAccess({ db, req });
      const id = recordId(params.id, p.notFoundMsg);
      const { published } = body;
      await db.transaction((tx) => change(tx, access, id, published));
      return ok({ id, published }, published ? '已上架' : '已下架');
    },
  });
}

/** 上架 and 下架 as batch actions: asked of the caller as the single call asks, each row as it changes one. */
export function publishBatchActions(p: PublishCall): { publish: BatchRowAction<RequestAccess>; unpublish: BatchRowAction<RequestAccess> } {
  const change = publishRow(p);
  const authorize = (db: Db, req: FastifyRequest) => authorizeEverywhere({ db, req }, 'update', p.subject);
  return {
    publish: { authorize, row: (tx, access, id) => change(tx, access, id, true) },
    unpublish: { authorize, row: (tx, access, id) => change(tx, access, id, false) },
  };
}

/** One 上架/下架 call registered on `app` (modules not yet a plugin of declared routes). */
export function mountPublishCall(app: FastifyInstance, db: Db, p: PublishCall): void {
  registerRoutes(app, db, [publishRoute(p)]);
}

