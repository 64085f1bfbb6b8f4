import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { row as tagged } from '../../../src/access/ability';
import type { Subject } from '../../../src/access/policy';
import type { ResourceSpec } from '../../../src/resources/define';
import type { SearchDocType } from '../../../src/shared/search';
import { authorize, authorizeEverywhere, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { auditActor, recordAudit, type AuditAction } from '../contentAudit/record';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { cleanRichFields, registerRichTextColumns } from '../../http/richText';
import { pagedList } from '../../http/query';
import { mount, type Module } from '../../http/routes';
import { indexDocs, removeDocs } from '../../search/indexer';
import { foreignKeyViolation, uniqueViolation } from '../organization/shared';
import { areaFilterWhere, mountAreaCalls, recordId, type AreaCalls } from './mountArea';
import { mountBatchCall, type BatchRowAction, type BatchRowActions } from './batchCall';

export interface AreaManagement<T extends PgTable, F extends z.ZodType = z.ZodType> {
  resource: Pick<ResourceSpec, 'name' | 'label' | 'calls' | 'updateInput' | 'subject' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize' | 'publishedField'> & {
    input?: z.ZodType;
    filters?: F;
    /** The declared fields: those of kind `richtext` are cleaned on every write (server/http/richText.ts). */
    fields?: ResourceSpec['fields'];
  };
  table: T;
  /** The column a log entry names the item by. */
  titleColumn: string;
  notFoundMsg: string;
  /** The item's search documents, rewritten in the same transaction. */
  searchType?: SearchDocType;
  /** The declared filters as SQL (the same as the public list's), for the management list. */
  filterWhere?: (filters: z.infer<F>) => Array<SQL | undefined>;
  /** Long columns left out of management list rows. */
  omitInList?: readonly string[];
  /**
   * Rows a role holder owns (a publisher's books, src/access/policy.ts `owner` scope): the column
   * holding the owner's member id, and the refusal on another's row. Without it the area is the
   * platform admin's alone.
   */
  owner?: { column: string; forbiddenMsg: string };
  /** A delete refused because other rows still name this one (a newspaper's news). */
  inUseMsg?: string;
  /** A create or update naming a row that does not exist (the newspaper of a news item). */
  missingRefMsg?: string;
  /**
   * Completes or checks a create / update body inside its transaction, before it is written (a
   * famous teacher's work always belongs to the teacher's own page; an update also gets the row as
   * it was, `before`). Throws a 4xx to refuse.
   */
  prepareWrite?: (tx: Db, values: Record<string, unknown>, who: { id: number; everywhere: boolean; creating: boolean; before?: Record<string, unknown> }) => Promise<void>;
  /** Checks a delete inside its transaction, with the row as it is (a built-in dictionary). Throws a 4xx to refuse. */
  prepareDelete?: (tx: Db, before: Record<string, unknown>) => Promise<void>;
  /** A create or update that repeats a unique value (a dictionary's code): a 400 with this message, never a 500. */
  duplicateMsg?: string;
}

export type { AuditAction } from '../contentAudit/record';

const publishBody = z.object({ published: z.boolean({ error: '请选择上架或下架' }) });

/** Dates as ISO text, so the log's before/after read the same as the API's answers. */
const plain = (row: Record<string, unknown> | undefined | null) => (row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null);

interface Caller {
  id: number;
  name: string;
  access: RequestAccess;
  /** Granted on every row (the platform admin); else only on rows the caller owns. */
  everywhere: boolean;
}

/**
 * The management of one content area, from its declaration: the admin's list and detail (下架 rows
 * too), create, update, delete and 上架/下架 — each change with its search documents and its audit
 * entry (who, when, before, after) in one transaction, so a refused or failed change leaves no
 * trace. The platform admin (an unconditional grant on the area's subject) acts on every row; with
 * `owner`, a role holder whose policy grants the action on their own rows acts on those alone.
 * 上架/下架 is the platform admin's. The sitemap, OAI-PMH and home totals read the tables, so they
 * follow at once.
 */
export function mountAreaManagement<T extends PgTable, F extends z.ZodType>(app: FastifyInstance, db: Db, area: AreaManagement<T, F>): void {
  const { resource, table, owner } = area;
  registerRichTextColumns(table, resource.fields);
  const subject: Subject = resource.subject ?? 'Content';
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const ownerColumn = owner ? columns[owner.column] : undefined;
  // The statements below are built for any area's table: its own column types are not needed there.
  const areaTable: PgTable = table;
  const input = resource.input;
  if (!idColumn || !input) throw new Error(`${resource.name}: management needs an id column and a declared input`);
  if (owner && !ownerColumn) throw new Error(`${resource.name}: no owner column ${owner.column}`);
  const publishedKey = resource.publishedField ?? 'published';
  const titleOf = (row: Record<string, unknown> | null) => String(row?.[area.titleColumn] ?? '').slice(0, 300);

  const audit = (tx: Db, who: Caller, action: AuditAction, id: number, before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
    recordAudit(tx, who, { action, entity: resource.name, entityId: id, title: titleOf(after ?? before), before, after });
  async function reindex(tx: Db, id: number, gone: boolean) {
    if (!area.searchType) return;
    // indexDocs drops the documents of rows its loader finds not public (下架).
    if (gone) await removeDocs(tx, area.searchType, [id]);
    else await indexDocs(tx, area.searchType, [id]);
  }
  const caller = async (req: Parameters<typeof authorize>[0]['req'], action: 'create' | 'update' | 'delete'): Promise<Caller> => {
    const access = owner ? await authorize({ db, req }, action, subject) : await authorizeEverywhere({ db, req }, action, subject);
    const everywhere = access.ability.rulesFor(action, subject).some((r) => !r.inverted && !r.conditions);
    return { ...auditActor(access), access, everywhere };
  };
  /** A row the caller may not act on: another's (403 with the area's message). */
  const assertMayActOn = (who: Caller, action: 'create' | 'update' | 'delete', row: Record<string, unknown>) => {
    if (who.everywhere || !owner) return;
    if (!who.access.ability.can(action, tagged(subject, { [owner.column]: row[owner.column] ?? null }))) throw new AppError(403, owner.forbiddenMsg);
  };
  const ownRows = (who: Caller) => (who.everywhere || !ownerColumn ? undefined : eq(ownerColumn, who.id));
  /** A foreign key the change breaks is the caller's mistake (4xx), never a 500. */
  const refusedReference = (err: unknown, deleting: boolean): never => {
    if (area.duplicateMsg && uniqueViolation(err)) throw badRequest(area.duplicateMsg);
    if (foreignKeyViolation(err)) {
      throw deleting ? new AppError(409, area.inUseMsg ?? '该内容仍被其他内容引用，不能删除') : badRequest(area.missingRefMsg ?? '引用的内容不存在');
    }
    throw err;
  };
  // An edit sends what changed: every field of the create body becomes optional (absent: unchanged).
  const updateInput = resource.updateInput ?? (input instanceof z.ZodObject ? input.partial() : input);
  const body = (params: Record<string, unknown>, schema: z.ZodType) => {
    const { id: _id, ...rest } = params;
    const parsed = schema.parse(rest) as Record<string, unknown>;
    for (const key of Object.keys(parsed)) if (parsed[key] === undefined) delete parsed[key];
    if (Object.keys(parsed).length === 0) throw badRequest('没有要保存的内容');
    if (resource.fields) cleanRichFields(resource.fields, parsed);
    return parsed;
  };

  const { manageList, manageOne, create, update, remove, publish } = resource.calls;

  if (manageList) {
    mount(app, db, manageList.method, manageList.path, async ({ params, req }) => {
      const who = await caller(req, 'update');
      return pagedList({ db, table, resource, params, where: (filters) => [...(area.filterWhere?.(filters) ?? []), ownRows(who)], omit: area.omitInList });
    });
  }

  if (manageOne) {
    mount(app, db, manageOne.method, manageOne.path, async ({ params, req }) => {
      const who = await caller(req, 'update');
      const id = recordId(params.id, area.notFoundMsg);
      // Another owner's row is not revealed: the same 404 as a missing one.
      const [row] = await db.select().from(areaTable).where(and(eq(idColumn, id), ownRows(who)));
      if (!row) throw notFound(area.notFoundMsg);
      return ok(row);
    });
  }

  if (create) {
    mount(app, db, create.method, create.path, async ({ params, req }) => {
      const who = await caller(req, 'create');
      const values = body(params, input);
      // A role holder's new row is theirs; the platform admin's belongs to the platform (no owner).
      if (owner) values[owner.column] = who.everywhere ? null : who.id;
      assertMayActOn(who, 'create', values);
      const created = await db
        .transaction(async (tx) => {
          await area.prepareWrite?.(tx, values, { id: who.id, everywhere: who.everywhere, creating: true });
          const [row] = await tx.insert(areaTable).values(values).returning();
          const id = row.id as number;
          await audit(tx, who, 'create', id, null, plain(row));
          await reindex(tx, id, false);
          return id;
        })
        .catch((err: unknown) => refusedReference(err, false));
      return ok({ id: created }, '新增成功');
    });
  }

  if (update) {
    mount(app, db, update.method, update.path, async ({ params, req }) => {
      const who = await caller(req, 'update');
      const id = recordId(params.id, area.notFoundMsg);
      const values = body(params, updateInput);
      await db
        .transaction(async (tx) => {
          const [before] = await tx.select().from(areaTable).where(eq(idColumn, id)).for('update');
          if (!before) throw notFound(area.notFoundMsg);
          assertMayActOn(who, 'update', before);
          await area.prepareWrite?.(tx, values, { id: who.id, everywhere: who.everywhere, creating: false, before });
          const [after] = await tx
            .update(areaTable)
            .set(columns.updateTime ? { ...values, updateTime: new Date() } : values)
            .where(eq(idColumn, id))
            .returning();
          await audit(tx, who, 'update', id, plain(before), plain(after));
          await reindex(tx, id, false);
        })
        .catch((err: unknown) => refusedReference(err, false));
      return ok({ id }, '保存成功');
    });
  }

  /** One row's delete inside a transaction: the single call's and each row's of a batch. */
  const removeRow = async (tx: Db, who: Caller, id: number) => {
    const [before] = await tx.select().from(areaTable).where(eq(idColumn, id)).for('update');
    if (!before) throw notFound(area.notFoundMsg);
    assertMayActOn(who, 'delete', before);
    await area.prepareDelete?.(tx, before);
    await tx
      .delete(areaTable)
      .where(eq(idColumn, id))
      .catch((err: unknown) => refusedReference(err, true));
    await audit(tx, who, 'delete', id, plain(before), null);
    await reindex(tx, id, true);
  };

  if (remove) {
    mount(app, db, remove.method, remove.path, async ({ params, req }) => {
      const who = await caller(req, 'delete');
      const id = recordId(params.id, area.notFoundMsg);
      await db.transaction((tx) => removeRow(tx, who, id)).catch((err: unknown) => refusedReference(err, true));
      return ok({ id }, '删除成功');
    });
  }

  const published = publish
    ? mountPublishCall(app, db, {
        call: publish,
        table,
        subject,
        entity: resource.name,
        publishedKey,
        titleColumn: area.titleColumn,
        notFoundMsg: area.notFoundMsg,
        reindex: (tx, id) => reindex(tx, id, false),
      })
    : undefined;

  if (resource.calls.batch) {
    const removeOne: BatchRowAction<Caller> = { authorize: (req) => caller(req, 'delete'), row: removeRow };
    mountBatchCall(app, db, resource.calls.batch, {
      ...(remove && { remove: removeOne }),
      ...(published && { publish: published.batchRow(true), unpublish: published.batchRow(false) }),
    } as BatchRowActions);
  }
}

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
}

/**
 * 上架/下架 of one row (body `{published}`): the platform admin's alone (an unconditional `update`
 * on the subject). The flag, the audit entry and the search documents change in one transaction;
 * every public reader filters on the flag, so lists, details, the sitemap and OAI-PMH follow at once.
 */
export function mountPublishCall(app: FastifyInstance, db: Db, p: PublishCall): { batchRow: (published: boolean) => BatchRowAction<RequestAccess> } {
  const columns = getTableColumns(p.table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const publishedKey = p.publishedKey ?? 'published';
  if (!idColumn || !columns[publishedKey]) throw new Error(`${p.entity}: 上架/下架 needs an id and a ${publishedKey} column`);
  const table: PgTable = p.table;
  const titleOf = (row: Record<string, unknown>) => (typeof p.titleColumn === 'function' ? p.titleColumn(row) : String(row[p.titleColumn] ?? '')).slice(0, 300);
  const authorizePublish = (req: FastifyRequest) => authorizeEverywhere({ db, req }, 'update', p.subject);
  /** One row's flag, audit entry and search documents, inside a transaction (the single call's and each row's of a batch). */
  const publishRow = async (tx: Db, access: RequestAccess, id: number, published: boolean) => {
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
  mount(app, db, p.call.method, p.call.path, async ({ params, req }) => {
    const access = await authorizePublish(req);
    const id = recordId(params.id, p.notFoundMsg);
    const { published } = publishBody.parse({ published: params.published });
    await db.transaction((tx) => publishRow(tx, access, id, published));
    return ok({ id, published }, published ? '已上架' : '已下架');
  });
  return { batchRow: (published) => ({ authorize: authorizePublish, row: (tx, access, id) => publishRow(tx, access, id, published) }) };
}

/** What an area adds to its public calls to be managed (see AreaManagement). */
export type ManageOptions<T extends PgTable, F extends z.ZodType> = Pick<AreaManagement<T, F>, 'titleColumn' | 'searchType' | 'owner' | 'inUseMsg' | 'missingRefMsg' | 'prepareWrite' | 'prepareDelete' | 'duplicateMsg'>;

/**
 * A managed content area from one entry: its public list and detail (mountAreaCalls) and its
 * management, sharing the declaration, the table, the 404 message and the filters turned into SQL.
 * Unless `manage` says otherwise, log entries name the item by its `title` and its search documents
 * are those of the resource's content type.
 */
export function mountManagedArea<T extends PgTable, F extends z.ZodType>(app: FastifyInstance, db: Db, area: ManagedArea<T, F>): void {
  mountAreaCalls(app, db, area);
  mountAreaManagement(app, db, {
    titleColumn: 'title',
    searchType: area.resource.searchDocType,
    ...area.manage,
    resource: area.resource,
    table: area.table,
    notFoundMsg: area.notFoundMsg,
    filterWhere: areaFilterWhere(area),
    omitInList: area.omitInList,
  });
}

type ManagedArea<T extends PgTable, F extends z.ZodType> = AreaCalls<T, F> & {
  resource: AreaManagement<T, F>['resource'] & Pick<ResourceSpec, 'searchDocType'>;
  manage?: Partial<ManageOptions<T, F>>;
};

/** The module of an area that is a managed area and nothing else (a law, a standard, a year-book). */
export function managedAreaModule<T extends PgTable, F extends z.ZodType>(area: ManagedArea<T, F>): Module {
  return (app, db) => mountManagedArea(app, db, area);
}
