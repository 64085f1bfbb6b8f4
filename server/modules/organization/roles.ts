import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORG_ROLE_CALLS, orgRoleInput, orgRoleMenusInput, orgRoleResource, orgRoleStatusInput, orgRoleUpdateInput } from '../../../src/resources/orgRoles';
import { menuTree, organizationMenus } from '../../access/menus';
import { authorize } from '../../access/authorize';
import type { Db } from '../../db/client';
import { menus, orgRoleMenus, orgRoles, orgStaff } from '../../db/schema';
import { badRequest, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount } from '../../http/routes';
import { uniqueViolation } from '../auth/register';
import { onOrg, onOrgRow } from './scope';
import { iso, pathId } from './shared';

export const ROLE_MSG = {
  keyTaken: '角色标识已存在',
  menus: '请选择正确的菜单',
  inUse: '该角色已分配给员工，不能删除',
  created: '新增角色成功',
  saved: '修改成功',
  deleted: '删除成功',
  bound: '菜单权限已保存',
} as const;

type RoleRow = typeof orgRoles.$inferSelect;

/** Menu ids must all be organization-scope menus (a role never gets person menus). */
async function checkMenuIds(db: Db, menuIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(menuIds)];
  if (!unique.length) return unique;
  const found = await db.select({ id: menus.id }).from(menus).where(and(inArray(menus.id, unique), eq(menus.scope, 'organization')));
  if (found.length !== unique.length) throw badRequest(ROLE_MSG.menus);
  return unique;
}

async function roleViews(db: Db, rows: RoleRow[]) {
  const ids = rows.map((r) => r.id);
  const [bound, staff] = ids.length
    ? await Promise.all([
        db.select().from(orgRoleMenus).where(inArray(orgRoleMenus.orgRoleId, ids)),
        db.select({ roleId: orgStaff.orgRoleId, n: count() }).from(orgStaff).where(inArray(orgStaff.orgRoleId, ids)).groupBy(orgStaff.orgRoleId),
      ])
    : [[], []];
  const staffCount = new Map(staff.map((s) => [s.roleId, Number(s.n)]));
  return rows.map((r) => ({
    id: r.id,
    orgPartyId: r.orgPartyId,
    name: r.name,
    roleKey: r.roleKey,
    enabled: r.enabled,
    remark: r.remark ?? null,
    sort: r.sort,
    menuIds: bound.filter((b) => b.orgRoleId === r.id).map((b) => b.menuId).sort((a, b) => a - b),
    staffCount: staffCount.get(r.id) ?? 0,
    createTime: iso(r.createTime),
  }));
}

async function findRole(db: Db, id: number | null): Promise<RoleRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(orgRoles).where(eq(orgRoles.id, id));
  return row;
}

function keyTaken(err: unknown): never {
  if (uniqueViolation(err) === 'org_role_key') throw badRequest(ROLE_MSG.keyTaken);
  throw err;
}

/** Institution roles: list, create, update, delete, enable/disable, the menu tree and menu binding. */
export function roleRoutes(app: FastifyInstance, db: Db): void {
  const calls = orgRoleResource.calls;

  mount(app, db, 'GET', calls.list!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'read', 'OrgRole');
    const result = await pagedList({
      db,
      table: orgRoles,
      resource: orgRoleResource,
      params: ctx.params,
      where: (filters) => [
        eq(orgRoles.orgPartyId, orgPartyId),
        keywordIn(filters.keyword, orgRoles.name, orgRoles.roleKey),
        filters.enabled !== undefined ? eq(orgRoles.enabled, filters.enabled) : undefined,
      ],
    });
    return { ...result, rows: await roleViews(db, result.rows as RoleRow[]) };
  });

  mount(app, db, 'POST', calls.create!.path, async (ctx) => {
    const { orgPartyId } = await onOrg(ctx, 'create', 'OrgRole');
    const { menuIds, ...input } = orgRoleInput.parse(ctx.params);
    const ids = await checkMenuIds(db, menuIds ?? []);
    const role = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(orgRoles)
          .values({ orgPartyId, name: input.name, roleKey: input.roleKey, remark: input.remark ?? null, sort: input.sort ?? 0, enabled: input.enabled ?? true })
          .returning();
        if (ids.length) await tx.insert(orgRoleMenus).values(ids.map((menuId) => ({ orgRoleId: row.id, menuId })));
        return row;
      })
      .catch(keyTaken);
    return ok((await roleViews(db, [role]))[0], ROLE_MSG.created);
  });

  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    await authorize(ctx, 'update', 'OrgRole');
    const input = orgRoleUpdateInput.parse(ctx.params);
    const { row } = await onOrgRow(ctx, 'update', 'OrgRole', () => findRole(db, input.id));
    const { id: _id, ...values } = input;
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    const [updated] = await db
      .update(orgRoles)
      .set({ ...set, updateTime: new Date() })
      .where(eq(orgRoles.id, row.id))
      .returning()
      .catch(keyTaken);
    return ok((await roleViews(db, [updated]))[0], ROLE_MSG.saved);
  });

  mount(app, db, 'DELETE', calls.remove!.path, async (ctx) => {
    const { row } = await onOrgRow(ctx, 'delete', 'OrgRole', () => findRole(db, pathId(ctx.params.id, '角色编号不正确')));
    await db.transaction(async (tx) => {
      const [staff] = await tx.select({ id: orgStaff.id }).from(orgStaff).where(eq(orgStaff.orgRoleId, row.id)).limit(1);
      if (staff) throw badRequest(ROLE_MSG.inUse);
      await tx.delete(orgRoleMenus).where(eq(orgRoleMenus.orgRoleId, row.id));
      await tx.delete(orgRoles).where(eq(orgRoles.id, row.id));
    });
    return ok(undefined, ROLE_MSG.deleted);
  });

  mount(app, db, 'PUT', ORG_ROLE_CALLS.changeStatus.path, async (ctx) => {
    await authorize(ctx, 'update', 'OrgRole');
    const input = orgRoleStatusInput.parse(ctx.params);
    const { row } = await onOrgRow(ctx, 'update', 'OrgRole', () => findRole(db, input.id));
    const [updated] = await db.update(orgRoles).set({ enabled: input.enabled, updateTime: new Date() }).where(eq(orgRoles.id, row.id)).returning();
    return ok((await roleViews(db, [updated]))[0], ROLE_MSG.saved);
  });

  // The tree a role's menus are chosen from: every visible organization menu.
  mount(app, db, 'GET', ORG_ROLE_CALLS.menuTree.path, async (ctx) => {
    await onOrg(ctx, 'read', 'OrgRole');
    return ok(menuTree(await organizationMenus(db)));
  });

  mount(app, db, 'PUT', ORG_ROLE_CALLS.bindMenu.path, async (ctx) => {
    await authorize(ctx, 'update', 'OrgRole');
    const input = orgRoleMenusInput.parse(ctx.params);
    const { row } = await onOrgRow(ctx, 'update', 'OrgRole', () => findRole(db, input.id));
    const ids = await checkMenuIds(db, input.menuIds);
    await db.transaction(async (tx) => {
      await tx.delete(orgRoleMenus).where(eq(orgRoleMenus.orgRoleId, row.id));
      if (ids.length) await tx.insert(orgRoleMenus).values(ids.map((menuId) => ({ orgRoleId: row.id, menuId })));
    });
    return ok((await roleViews(db, [row]))[0], ROLE_MSG.bound);
  });
}
