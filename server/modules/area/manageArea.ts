import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { row as tagged } from '../../../src/access/ability';
import type { Subject } from '../../../src/access/policy';
import type { ResourceSpec } from '../../../src/resources/define';
import type { SearchDocType } from '../../../src/shared/search';
import { authorize, authorizeEverywhere, grantedEverywhere, requestAccess, type RequestAccess } from '../../access/authorize';
import type { Db } from '../../db/client';
import { auditActor, recordAudit, type AuditAction } from '../contentAudit/record';
import { AppError, badRequest, notFound, ok } from '../../http/envelope';
import { cleanRichFields, registerRichTextColumns } from '../../http/richText';
import { pagedList } from '../../http/query';
import { defineRoute, registerRoutes, routesModule, type AnyRoute } from '../../http/declareRoute';
import type { Module } from '../../http/routes';
import { changedId, itemOf, okOf, pageOf } from '../../openapi/answers';
import { SUMMARY } from '../../openapi/document';
import { indexDocs, removeDocs } from '../../search/indexer';
import { foreignKeyViolation, uniqueViolation } from '../organization/shared';
import { areaCallRoutes, areaFilterWhere, idParams, inputOf, listInput, recordId, type AreaCalls } from './mountArea';
import { plain, publishBatchActions, publishRoute, type PublishCall } from './publishCall';
import { batchRoute, type BatchRowAction, type BatchRowActions } from './batchCall';
import { mediaDurations } from '../media/durations';

export interface AreaManagement<T extends PgTable, F extends z.ZodType = z.ZodType> {
  resource: Pick<ResourceSpec, 'name' | 'label' | 'calls' | 'updateInput' | 'subject' | 'sortable' | 'defaultSort' | 'pageSize' | 'maxPageSize' | 'publishedField'> & Partial<Pick<ResourceSpec, 'fields'>> & {
    input?: z.ZodType;
    filters?: F;
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
export { mountPublishCall, publishRoute, type PublishCall } from './publishCall';


type Change = 'create' | 'update' | 'delete';

interface Caller {
  id: number;
  name: string;
  access: RequestAccess;
  /** Granted on every row (the platform admin); else only on rows the caller owns. */
  everywhere: boolean;
}

/** What every management call of an area shares: its table, its checks, its log and its search documents. */
interface Managed<F extends z.ZodType> {
  area: AreaManagement<PgTable, F>;
  subject: Subject;
  label: string;
  columns: Record<string, PgColumn>;
  idColumn: PgColumn;
  table: PgTable;
  input: z.ZodType;
  updateInput: z.ZodType;
  item: z.ZodType;
  accessTo: (action: Change) => { action: Change; subject: Subject; everywhere: boolean };
  caller: (db: Db, req: FastifyRequest, action: Change) => Promise<Caller>;
  assertMayActOn: (who: Caller, action: Change, row: Record<string, unknown>) => void;
  ownRows: (who: Caller) => SQL | undefined;
  audit: (tx: Db, who: Caller, action: AuditAction, id: number, before: Record<string, unknown> | null, after: Record<string, unknown> | null) => Promise<unknown>;
  reindex: (tx: Db, id: number, gone: boolean) => Promise<void>;
  refusedReference: (err: unknown, deleting: boolean) => never;
  /** One row's delete inside a transaction: the single call's and each row's of a batch. */
  removeRow: (tx: Db, who: Caller, id: number) => Promise<void>;
  /** The declared audio/video fields' durations read from their files (null: the area declares none). */
  media: ReturnType<typeof mediaDurations>;
}

function managed<T extends PgTable, F extends z.ZodType>(area: AreaManagement<T, F>): Managed<F> {
  const { resource, owner } = area;
  const subject: Subject = resource.subject ?? 'Content';
  const columns = getTableColumns(area.table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const ownerColumn = owner ? columns[owner.column] : undefined;
  const input = resource.input;
  if (!idColumn || !input) throw new Error(`${resource.name}: management needs an id column and a declared input`);
  if (owner && !ownerColumn) throw new Error(`${resource.name}: no owner column ${owner.column}`);
  const titleOf = (row: Record<string, unknown> | null) => String(row?.[area.titleColumn] ?? '').slice(0, 300);
  registerRichTextColumns(area.table, resource.fields);
  const m: Managed<F> = {
    area: area as AreaManagement<PgTable, F>,
    subject,
    label: resource.label,
    columns,
    idColumn,
    // The statements are built for any area's table: its own column types are not needed there.
    table: area.table,
    input,
    // An edit sends what changed: every field of the create body becomes optional (absent: unchanged).
    updateInput: resource.updateInput ?? (input instanceof z.ZodObject ? input.partial() : input),
    item: itemOf({ fields: resource.fields ?? {} }),
    media: mediaDurations(resource.fields, columns),
    // The platform admin's alone (an unconditional grant) unless role holders own rows of the area.
    accessTo: (action) => ({ action, subject, everywhere: !owner }),
    // The caller as the declared access let them in (built once per request by the access hook).
    caller: async (db, req, action) => {
      const access = await requestAccess({ db, req });
      return { ...auditActor(access), access, everywhere: grantedEverywhere(access, action, subject) };
    },
    // A row the caller may not act on: another's (403 with the area's message).
    assertMayActOn: (who, action, row) => {
      if (who.everywhere || !owner) return;
      if (!who.access.ability.can(action, tagged(subject, { [owner.column]: row[owner.column] ?? null }))) throw new AppError(403, owner.forbiddenMsg);
    },
    ownRows: (who) => (who.everywhere || !ownerColumn ? undefined : eq(ownerColumn, who.id)),
    audit: (tx, who, action, id, before, after) =>
      recordAudit(tx, who, { action, entity: resource.name, entityId: id, title: titleOf(after ?? before), before, after }),
    reindex: async (tx, id, gone) => {
      if (!area.searchType) return;
      // indexDocs drops the documents of rows its loader finds not public (下架).
      if (gone) await removeDocs(tx, area.searchType, [id]);
      else await indexDocs(tx, area.searchType, [id]);
    },
    // A foreign key the change breaks is the caller's mistake (4xx), never a 500.
    refusedReference: (err, deleting) => {
      if (area.duplicateMsg && uniqueViolation(err)) throw badRequest(area.duplicateMsg);
      if (foreignKeyViolation(err)) {
        throw deleting ? new AppError(409, area.inUseMsg ?? '该内容仍被其他内容引用，不能删除') : badRequest(area.missingRefMsg ?? '引用的内容不存在');
      }
      throw err;
    },
    removeRow: async (tx, who, id) => {
      const [before] = await tx.select().from(m.table).where(eq(m.idColumn, id)).for('update');
      if (!before) throw notFound(area.notFoundMsg);
      m.assertMayActOn(who, 'delete', before);
      await area.prepareDelete?.(tx, before);
      await tx
        .delete(m.table)
        .where(eq(m.idColumn, id))
        .catch((err: unknown) => m.refusedReference(err, true));
      await m.audit(tx, who, 'delete', id, plain(before), null);
      await m.reindex(tx, id, true);
    },
  };
  return m;
}

/**
 * The validated body less what it leaves unset (nothing at all to save is a 400), its rich-text
 * fields cleaned (server/http/richText.ts).
 */
function changes<F extends z.ZodType>(m: Managed<F>, validated: unknown): Record<string, unknown> {
  const { id: _id, ...values } = (validated ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(values)) if (values[key] === undefined) delete values[key];
  if (Object.keys(values).length === 0) throw badRequest('没有要保存的内容');
  if (m.area.resource.fields) cleanRichFields(m.area.resource.fields, values);
  return values;
}

type Call = NonNullable<ResourceSpec['calls']['manageList']>;

function manageListRoute<F extends z.ZodType>(m: Managed<F>, call: Call): AnyRoute {
  const listed = listInput(m.area.resource);
  return defineRoute({
    method: call.method,
    path: call.path,
    access: m.accessTo('update'),
    summary: SUMMARY.manageList(m.label),
    tags: [m.label],
    ...inputOf(call.method, listed.schema),
    response: pageOf(m.item),
    handler: async ({ db, req, input, query, body }) => {
      const who = await m.caller(db, req, 'update');
      const filters = listed.filtersOf((call.method === 'GET' ? query : body) as Record<string, unknown>) as z.infer<F>;
      const where = [...(m.area.filterWhere?.(filters) ?? []), m.ownRows(who)];
      return pagedList({ db, table: m.table, resource: m.area.resource, params: input, where, omit: m.area.omitInList });
    },
  });
}

function manageOneRoute<F extends z.ZodType>(m: Managed<F>, call: Call): AnyRoute {
  return defineRoute({
    method: call.method,
    path: call.path,
    access: m.accessTo('update'),
    summary: SUMMARY.manageOne(m.label),
    tags: [m.label],
    params: idParams,
    response: okOf(m.item),
    handler: async ({ db, req, params }) => {
      const who = await m.caller(db, req, 'update');
      const id = recordId(params.id, m.area.notFoundMsg);
      // Another owner's row is not revealed: the same 404 as a missing one.
      const [row] = await db.select().from(m.table).where(and(eq(m.idColumn, id), m.ownRows(who)));
      if (!row) throw notFound(m.area.notFoundMsg);
      return ok(row);
    },
  });
}

function createRoute<F extends z.ZodType>(m: Managed<F>, call: Call): AnyRoute {
  const { owner } = m.area;
  return defineRoute({
    method: call.method,
    path: call.path,
    access: m.accessTo('create'),
    summary: SUMMARY.create(m.label),
    tags: [m.label],
    body: m.input,
    response: changedId,
    handler: async ({ db, req, body }) => {
      const who = await m.caller(db, req, 'create');
      const values = changes(m, body);
      // A role holder's new row is theirs; the platform admin's belongs to the platform (no owner).
      if (owner) values[owner.column] = who.everywhere ? null : who.id;
      m.assertMayActOn(who, 'create', values);
      // Files are read before the transaction: its connection is not held while they are.
      await m.media?.(req.server.accounts.storage, values, who);
      const created = await db
        .transaction(async (tx) => {
          await m.area.prepareWrite?.(tx, values, { id: who.id, everywhere: who.everywhere, creating: true });
          const [row] = await tx.insert(m.table).values(values).returning();
          const id = row.id as number;
          await m.audit(tx, who, 'create', id, null, plain(row));
          await m.reindex(tx, id, false);
          return id;
        })
        .catch((err: unknown) => m.refusedReference(err, false));
      return ok({ id: created }, '新增成功');
    },
  });
}

function updateRoute<F extends z.ZodType>(m: Managed<F>, call: Call): AnyRoute {
  return defineRoute({
    method: call.method,
    path: call.path,
    access: m.accessTo('update'),
    summary: SUMMARY.update(m.label),
    tags: [m.label],
    params: idParams,
    body: m.updateInput,
    response: changedId,
    handler: async ({ db, req, params, body }) => {
      const who = await m.caller(db, req, 'update');
      const id = recordId(params.id, m.area.notFoundMsg);
      const values = changes(m, body);
      if (m.media) {
        // Read before the transaction (its connection is not held while files are read); the row decides only whether its file changed.
        const [current] = await db.select().from(m.table).where(and(eq(m.idColumn, id), m.ownRows(who)));
        if (current) await m.media(req.server.accounts.storage, values, { ...who, before: current });
      }
      await db
        .transaction(async (tx) => {
          const [before] = await tx.select().from(m.table).where(eq(m.idColumn, id)).for('update');
          if (!before) throw notFound(m.area.notFoundMsg);
          m.assertMayActOn(who, 'update', before);
          await m.area.prepareWrite?.(tx, values, { id: who.id, everywhere: who.everywhere, creating: false, before });
          const [after] = await tx
            .update(m.table)
            .set(m.columns.updateTime ? { ...values, updateTime: new Date() } : values)
            .where(eq(m.idColumn, id))
            .returning();
          await m.audit(tx, who, 'update', id, plain(before), plain(after));
          await m.reindex(tx, id, false);
        })
        .catch((err: unknown) => m.refusedReference(err, false));
      return ok({ id }, '保存成功');
    },
  });
}

function removeRoute<F extends z.ZodType>(m: Managed<F>, call: Call): AnyRoute {
  return defineRoute({
    method: call.method,
    path: call.path,
    access: m.accessTo('delete'),
    summary: SUMMARY.remove(m.label),
    tags: [m.label],
    params: idParams,
    response: changedId,
    handler: async ({ db, req, params }) => {
      const who = await m.caller(db, req, 'delete');
      const id = recordId(params.id, m.area.notFoundMsg);
      await db.transaction((tx) => m.removeRow(tx, who, id)).catch((err: unknown) => m.refusedReference(err, true));
      return ok({ id }, '删除成功');
    },
  });
}

/**
 * The management of one content area, from its declaration: the admin's list and detail (下架 rows
 * too), create, update, delete and 上架/下架 — each change with its search documents and its audit
 * entry (who, when, before, after) in one transaction, so a refused or failed change leaves no
 * trace. The platform admin (an unconditional grant on the area's subject) acts on every row; with
 * `owner`, a role holder whose policy grants the action on their own rows acts on those alone —
 * the declared access lets them in, the handler keeps them to their rows. 上架/下架 is the platform
 * admin's. The sitemap, OAI-PMH and home totals read the tables, so they follow at once.
 */
export function areaManagementRoutes<T extends PgTable, F extends z.ZodType>(area: AreaManagement<T, F>): AnyRoute[] {
  const m = managed(area);
  const { manageList, manageOne, create, update, remove, publish, batch } = area.resource.calls;
  const routes: AnyRoute[] = [];
  if (manageList) routes.push(manageListRoute(m, manageList));
  if (manageOne) routes.push(manageOneRoute(m, manageOne));
  if (create) routes.push(createRoute(m, create));
  if (update) routes.push(updateRoute(m, update));
  if (remove) routes.push(removeRoute(m, remove));
  const published: PublishCall | undefined = publish && {
    call: publish,
    table: area.table,
    subject: m.subject,
    entity: area.resource.name,
    publishedKey: area.resource.publishedField ?? 'published',
    titleColumn: area.titleColumn,
    notFoundMsg: area.notFoundMsg,
    reindex: (tx, id) => m.reindex(tx, id, false),
    summary: SUMMARY.publish(m.label),
  };
  if (published) routes.push(publishRoute(published));
  // 批量上架/下架/删除: each row as its single call does it, in one transaction (batchCall.ts).
  if (batch) {
    // The batch route lets any member in: the caller must hold what the single 删除 declares (403 for the whole batch).
    const mayDelete = async (db: Db, req: FastifyRequest) => {
      const declared = m.accessTo('delete');
      await (declared.everywhere ? authorizeEverywhere : authorize)({ db, req }, 'delete', m.subject);
      return m.caller(db, req, 'delete');
    };
    const removeOne: BatchRowAction<Caller> = { authorize: mayDelete, row: m.removeRow };
    const actions = { ...(remove && { remove: removeOne }), ...(published && publishBatchActions(published)) } as BatchRowActions;
    routes.push(batchRoute(batch, m.label, actions));
  }
  return routes;
}

/** An area's management registered on `app` (modules not yet a plugin of declared routes). */
export function mountAreaManagement<T extends PgTable, F extends z.ZodType>(app: FastifyInstance, db: Db, area: AreaManagement<T, F>): void {
  registerRoutes(app, db, areaManagementRoutes(area));
}

/** What an area adds to its public calls to be managed (see AreaManagement). */
export type ManageOptions<T extends PgTable, F extends z.ZodType> = Pick<AreaManagement<T, F>, 'titleColumn' | 'searchType' | 'owner' | 'inUseMsg' | 'missingRefMsg' | 'prepareWrite' | 'prepareDelete' | 'duplicateMsg'>;

/**
 * A managed content area from one entry: its public list and detail (mountAreaCalls) and its
 * management, sharing the declaration, the table, the 404 message and the filters turned into SQL.
 * Unless `manage` says otherwise, log entries name the item by its `title` and its search documents
 * are those of the resource's content type.
 */
export function managedAreaRoutes<T extends PgTable, F extends z.ZodType>(area: ManagedArea<T, F>): AnyRoute[] {
  return [...areaCallRoutes(area), ...areaManagementRoutes({
    titleColumn: 'title',
    searchType: area.resource.searchDocType,
    ...area.manage,
    resource: area.resource,
    table: area.table,
    notFoundMsg: area.notFoundMsg,
    filterWhere: areaFilterWhere(area),
    omitInList: area.omitInList,
  })];
}

/** A managed area registered on `app` (modules not yet a plugin of declared routes). */
export function mountManagedArea<T extends PgTable, F extends z.ZodType>(app: FastifyInstance, db: Db, area: ManagedArea<T, F>): void {
  registerRoutes(app, db, managedAreaRoutes(area));
}

type ManagedArea<T extends PgTable, F extends z.ZodType> = AreaCalls<T, F> & {
  resource: AreaManagement<T, F>['resource'] & Pick<ResourceSpec, 'searchDocType'>;
  manage?: Partial<ManageOptions<T, F>>;
};

/** The module of an area that is a managed area and nothing else (a law, a standard, a year-book). */
export function managedAreaModule<T extends PgTable, F extends z.ZodType>(area: ManagedArea<T, F>): Module {
  return routesModule(area.resource.name, () => managedAreaRoutes(area), { tags: [area.resource.label] });
}
