import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ResourceSpec } from '../../../src/resources/define';
import type { SearchDocType } from '../../../src/shared/search';
import { authorizeEverywhere } from '../../access/authorize';
import type { Db } from '../../db/client';
import { contentAudits } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { mount } from '../../http/routes';
import { indexDocs, removeDocs } from '../../search/indexer';
import { recordId } from './mountArea';

export interface AreaManagement<T extends PgTable> {
  resource: Pick<ResourceSpec, 'name' | 'label' | 'calls' | 'updateInput'> & { input?: z.ZodType };
  table: T;
  /** The column a log entry names the item by. */
  titleColumn: string;
  notFoundMsg: string;
  /** The item's search documents, rewritten in the same transaction. */
  searchType?: SearchDocType;
}

type AuditAction = 'create' | 'update' | 'delete';

/** Dates as ISO text, so the log's before/after read the same as the API's answers. */
const plain = (row: Record<string, unknown> | undefined | null) => (row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null);

/**
 * The platform admin's create, update and delete of one content area, from its declaration: the
 * body validated by the declared `input`, the change, its search documents and its audit entry
 * (who, when, before, after) in one transaction — a refused or failed change leaves no trace. Only
 * a caller whose ability grants the action on `Content` everywhere (the platform admin) passes.
 * The sitemap and OAI-PMH read the tables themselves, so they follow at once.
 */
export function mountAreaManagement<T extends PgTable>(app: FastifyInstance, db: Db, area: AreaManagement<T>): void {
  const { resource, table } = area;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  // The statements below are built for any area's table: its own column types are not needed there.
  const areaTable: PgTable = table;
  const input = resource.input;
  if (!idColumn || !input) throw new Error(`${resource.name}: management needs an id column and a declared input`);
  const titleOf = (row: Record<string, unknown> | null) => String(row?.[area.titleColumn] ?? '').slice(0, 300);

  async function audit(tx: Db, who: { id: number; name: string }, action: AuditAction, id: number, before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
    await tx.insert(contentAudits).values({ memberId: who.id, memberName: who.name, action, entity: resource.name, entityId: id, title: titleOf(after ?? before), before, after });
  }
  async function reindex(tx: Db, id: number, gone: boolean) {
    if (!area.searchType) return;
    if (gone) await removeDocs(tx, area.searchType, [id]);
    else await indexDocs(tx, area.searchType, [id]);
  }
  const caller = async (req: Parameters<typeof authorizeEverywhere>[0]['req'], action: 'create' | 'update' | 'delete') => {
    const access = await authorizeEverywhere({ db, req }, action, 'Content');
    const m = access.signedIn.member as { id: number; mname?: string | null; username?: string | null };
    return { id: m.id, name: String(m.mname || m.username || '').slice(0, 60) };
  };
  // An edit sends what changed: every field of the create body becomes optional (absent: unchanged).
  const updateInput = resource.updateInput ?? (input instanceof z.ZodObject ? input.partial() : input);
  const body = (params: Record<string, unknown>, schema: z.ZodType) => {
    const { id: _id, ...rest } = params;
    const parsed = schema.parse(rest) as Record<string, unknown>;
    for (const key of Object.keys(parsed)) if (parsed[key] === undefined) delete parsed[key];
    if (Object.keys(parsed).length === 0) throw badRequest('没有要保存的内容');
    return parsed;
  };

  if (resource.calls.create) {
    mount(app, db, resource.calls.create.method, resource.calls.create.path, async ({ params, req }) => {
      const who = await caller(req, 'create');
      const values = body(params, input);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(areaTable).values(values).returning();
        const id = row.id as number;
        await audit(tx, who, 'create', id, null, plain(row));
        await reindex(tx, id, false);
        return id;
      });
      return ok({ id: created });
    });
  }

  if (resource.calls.update) {
    mount(app, db, resource.calls.update.method, resource.calls.update.path, async ({ params, req }) => {
      const who = await caller(req, 'update');
      const id = recordId(params.id, area.notFoundMsg);
      const values = body(params, updateInput);
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(areaTable).where(eq(idColumn, id)).for('update');
        if (!before) throw notFound(area.notFoundMsg);
        const [after] = await tx
          .update(areaTable)
          .set(columns.updateTime ? { ...values, updateTime: new Date() } : values)
          .where(eq(idColumn, id))
          .returning();
        await audit(tx, who, 'update', id, plain(before), plain(after));
        await reindex(tx, id, false);
      });
      return ok({ id });
    });
  }

  if (resource.calls.remove) {
    mount(app, db, resource.calls.remove.method, resource.calls.remove.path, async ({ params, req }) => {
      const who = await caller(req, 'delete');
      const id = recordId(params.id, area.notFoundMsg);
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(areaTable).where(eq(idColumn, id)).returning();
        if (!before) throw notFound(area.notFoundMsg);
        await audit(tx, who, 'delete', id, plain(before), null);
        await reindex(tx, id, true);
      });
      return ok({ id });
    });
  }
}
