import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { GRANT_LABELS } from '../../../src/resources/institutionUsage';
import { GROUP_AREAS, SECURITY_GROUP_CALLS as CALLS, securityGroupInput, securityGroupResource } from '../../../src/resources/commerceAdmin';
import { authorizeEverywhere } from '../../access/authorize';
import type { Db } from '../../db/client';
import { journals, organizations, securityGroupGrants, securityGroups } from '../../db/schema';
import { auditActor, recordAudit, type AuditActor } from '../contentAudit/record';
import { AppError, notFound, ok, page } from '../../http/envelope';
import { parsePaging } from '../../http/paging';
import { mount, type Module } from '../../http/routes';
import { recordId } from '../area/mountArea';
import type { AuthContext } from '../../access/session';

const MISSING = '订阅包不存在';
const IN_USE = '仍有机构持有该订阅包，请先在机构管理中为这些机构更换订阅包';

type Group = typeof securityGroups.$inferSelect;

/** Groups with their grants as flags, single journals and holding institutions (one query each per page). */
async function describeGroups(db: Db, groups: Group[]) {
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const [grants, holders] = await Promise.all([
    db.select({ groupId: securityGroupGrants.groupId, scope: securityGroupGrants.scope, journalId: securityGroupGrants.journalId, journalName: journals.name }).from(securityGroupGrants).leftJoin(journals, eq(journals.id, securityGroupGrants.journalId)).where(inArray(securityGroupGrants.groupId, ids)),
    db.select({ groupId: organizations.securityGroupId, name: organizations.name }).from(organizations).where(inArray(organizations.securityGroupId, ids)).orderBy(asc(organizations.name)),
  ]);
  return groups.map((g) => {
    const own = grants.filter((x) => x.groupId === g.id);
    const areas = Object.fromEntries(GROUP_AREAS.map((a) => [a, own.some((x) => x.scope === a)]));
    const journalNames = own.filter((x) => x.scope === 'journal').map((x) => x.journalName ?? '');
    const holding = holders.filter((h) => h.groupId === g.id).map((h) => h.name);
    const summary = [...GROUP_AREAS.filter((a) => areas[a]).map((a) => GRANT_LABELS[a]), ...journalNames.map((n) => `《${n}》`)];
    return { ...g, ...areas, journalNames: journalNames.join('、') || '—', journalIds: own.filter((x) => x.scope === 'journal').map((x) => x.journalId), holders: holding.join('、') || '—', holderCount: holding.length, grants: summary.join('、') };
  });
}

async function admin(ctx: AuthContext) {
  return auditActor(await authorizeEverywhere(ctx, 'manage', 'Order'));
}

/**
 * 机构订阅包: the platform admin's security groups (subscription packages) — name, the whole
 * areas they open (all journals, books, ancient books, theses), the single journals they keep, and
 * the institutions that hold them (an institution's package is chosen on its 机构管理 form). Each
 * change with its audit entry in one transaction; a package still held cannot be deleted (409).
 */
export const securityGroupModule: Module = (app, db) => {
  const one = async (id: number) => {
    const [g] = await db.select().from(securityGroups).where(eq(securityGroups.id, id));
    if (!g) throw notFound(MISSING);
    return (await describeGroups(db, [g]))[0];
  };

  mount(app, db, 'GET', CALLS.manageList.path, async (ctx) => {
    await admin(ctx);
    const paging = parsePaging(ctx.params, { name: 'securityGroups', sortable: [...securityGroupResource.sortable], defaultSort: [...securityGroupResource.defaultSort], pageSize: 15, maxPageSize: 100 }, { sort: securityGroups.sort, id: securityGroups.id });
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(securityGroups).orderBy(...paging.orderBy, desc(securityGroups.id)).limit(paging.limit).offset(paging.offset),
      db.select({ total: count() }).from(securityGroups),
    ]);
    return page(await describeGroups(db, rows), Number(total));
  });

  mount(app, db, 'GET', CALLS.manageOne.path, async (ctx) => {
    await admin(ctx);
    return ok(await one(recordId(ctx.params.id, MISSING)));
  });

  /** Writes the group's area grants (its single-journal grants are kept). */
  async function setAreas(tx: Db, groupId: number, body: Record<string, unknown>) {
    for (const area of GROUP_AREAS) {
      if (body[area] === undefined) continue;
      await tx.delete(securityGroupGrants).where(and(eq(securityGroupGrants.groupId, groupId), eq(securityGroupGrants.scope, area)));
      if (body[area]) await tx.insert(securityGroupGrants).values({ groupId, scope: area });
    }
  }

  const audit = (tx: Db, who: AuditActor, action: 'create' | 'update' | 'delete', id: number, title: string, before: unknown, after: unknown) =>
    recordAudit(tx, who, { action, entity: 'securityGroups', entityId: id, title, before, after });

  mount(app, db, 'POST', CALLS.create.path, async (ctx) => {
    const who = await admin(ctx);
    const body = securityGroupInput.parse(ctx.params);
    const id = await db.transaction(async (tx) => {
      const [g] = await tx.insert(securityGroups).values({ name: body.name, remark: body.remark ?? '', sort: body.sort ?? 0 }).returning();
      await setAreas(tx, g.id, body);
      await audit(tx, who, 'create', g.id, g.name, null, body);
      return g.id;
    });
    return ok(await one(id), '新增成功');
  });

  mount(app, db, 'PUT', CALLS.update.path, async (ctx) => {
    const who = await admin(ctx);
    const id = recordId(ctx.params.id, MISSING);
    const before = await one(id);
    const { id: _id, ...rest } = ctx.params;
    const body = securityGroupInput.partial().parse(rest);
    await db.transaction(async (tx) => {
      const set = { ...(body.name !== undefined && { name: body.name }), ...(body.remark !== undefined && { remark: body.remark }), ...(body.sort !== undefined && { sort: body.sort }) };
      if (Object.keys(set).length) await tx.update(securityGroups).set(set).where(eq(securityGroups.id, id));
      await setAreas(tx, id, body);
      await audit(tx, who, 'update', id, body.name ?? before.name, before, body);
    });
    return ok(await one(id), '修改成功');
  });

  mount(app, db, 'DELETE', CALLS.remove.path, async (ctx) => {
    const who = await admin(ctx);
    const id = recordId(ctx.params.id, MISSING);
    const before = await one(id);
    if (before.holderCount > 0) throw new AppError(409, IN_USE);
    await db.transaction(async (tx) => {
      await tx.delete(securityGroups).where(eq(securityGroups.id, id));
      await audit(tx, who, 'delete', id, before.name, before, null);
    });
    return ok(null, '删除成功');
  });
};
