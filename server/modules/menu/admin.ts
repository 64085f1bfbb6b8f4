import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MENU_CALLS, MENU_SCOPES, menuInput, menuResource, menuUpdateInput, roleKeyMenusInput, type MenuScope } from '../../../src/resources/menus';
import { authorizeEverywhere } from '../../access/authorize';
import { menuTree, type MenuRow } from '../../access/menus';
import type { Db } from '../../db/client';
import { menus, orgRoleMenus, roleKeyMenus } from '../../db/schema';
import { badRequest, notFound, ok } from '../../http/envelope';
import { keywordIn, pagedList } from '../../http/query';
import { mount } from '../../http/routes';
import { pathId } from '../organization/shared';

export const MENU_MSG = {
  missing: '菜单不存在',
  parent: '请选择正确的上级菜单',
  parentScope: '上级菜单必须是同一范围的目录或菜单',
  selfParent: '上级菜单不能是自己或自己的下级',
  hasChildren: '该菜单下还有子菜单，不能删除',
  menus: '请选择正确的个人菜单',
  created: '新增菜单成功',
  saved: '修改成功',
  deleted: '删除成功',
  bound: '菜单权限已保存',
} as const;

const ID_MSG = '菜单编号不正确';

/** What a menu call answers: the row without its bookkeeping times. */
function view(row: MenuRow) {
  const { createTime: _created, updateTime: _updated, ...menu } = row;
  return menu;
}

/** The columns both create and update write from the validated input. */
function menuColumns(input: z.infer<typeof menuInput>) {
  return {
    parentId: input.parentId ?? null,
    scope: input.scope as MenuScope,
    name: input.name,
    path: input.path,
    icon: input.icon ?? null,
    menuType: input.menuType,
    perms: input.perms ?? null,
    subject: input.subject ?? null,
    action: input.action ?? null,
  };
}

async function findMenu(db: Db, id: number | null): Promise<MenuRow | undefined> {
  if (id === null) return undefined;
  const [row] = await db.select().from(menus).where(eq(menus.id, id));
  return row;
}

/** The parent must exist, be of the same scope, not be a button, and not be the menu itself or one of its descendants. */
async function checkParent(db: Db, parentId: number | null | undefined, scope: string, selfId?: number): Promise<void> {
  if (parentId === null || parentId === undefined) return;
  const parent = await findMenu(db, parentId);
  if (!parent) throw badRequest(MENU_MSG.parent);
  if (parent.scope !== scope || parent.menuType === 'F') throw badRequest(MENU_MSG.parentScope);
  if (selfId === undefined) return;
  const all = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
  for (let id: number | null | undefined = parentId, hops = 0; id !== null && id !== undefined && hops < 1000; id = parentOf.get(id), hops++) {
    if (id === selfId) throw badRequest(MENU_MSG.selfParent);
  }
}

/**
 * The platform admin's menu administration (docs/api-access.md "Menus administration"): every call
 * needs the ability's unconditional right on `Menu` (foreWebAdmin's `manage all`); an institution's
 * `read Menu` lets it read the list and the trees, never write.
 */
export function menuAdminRoutes(app: FastifyInstance, db: Db): void {
  const calls = menuResource.calls;

  mount(app, db, 'GET', calls.list!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'read', 'Menu');
    return pagedList({
      db,
      table: menus,
      resource: menuResource,
      params: ctx.params,
      where: (f) => [f.scope ? eq(menus.scope, f.scope) : undefined, keywordIn(f.keyword, menus.name, menus.path, menus.perms)],
      map: view,
    });
  });

  mount(app, db, 'GET', MENU_CALLS.adminTree.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'read', 'Menu');
    const scope = String(ctx.params.scope ?? 'person');
    if (!(MENU_SCOPES as readonly string[]).includes(scope)) throw badRequest('菜单范围不正确');
    const rows = await db.select().from(menus).where(eq(menus.scope, scope)).orderBy(asc(menus.sort), asc(menus.id));
    return ok(menuTree(rows));
  });

  mount(app, db, 'GET', MENU_CALLS.roleKeyMenus.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'read', 'Menu');
    const { roleKey } = roleKeyMenusInput.pick({ roleKey: true }).parse(ctx.params);
    const rows = await db
      .select({ id: roleKeyMenus.menuId })
      .from(roleKeyMenus)
      .innerJoin(menus, eq(menus.id, roleKeyMenus.menuId))
      .where(and(eq(roleKeyMenus.roleKey, roleKey), eq(menus.scope, 'person')));
    return ok({ roleKey, menuIds: rows.map((r) => r.id).sort((a, b) => a - b) });
  });

  mount(app, db, 'PUT', MENU_CALLS.bindRoleKeyMenus.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'update', 'Menu');
    const input = roleKeyMenusInput.parse(ctx.params);
    const ids = [...new Set(input.menuIds)];
    if (ids.length) {
      const found = await db.select({ id: menus.id }).from(menus).where(and(inArray(menus.id, ids), eq(menus.scope, 'person')));
      if (found.length !== ids.length) throw badRequest(MENU_MSG.menus);
    }
    await db.transaction(async (tx) => {
      await tx.delete(roleKeyMenus).where(eq(roleKeyMenus.roleKey, input.roleKey));
      if (ids.length) await tx.insert(roleKeyMenus).values(ids.map((menuId) => ({ roleKey: input.roleKey, menuId })));
    });
    return ok({ roleKey: input.roleKey, menuIds: ids.sort((a, b) => a - b) }, MENU_MSG.bound);
  });

  mount(app, db, 'GET', calls.one!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'read', 'Menu');
    const row = await findMenu(db, pathId(ctx.params.id, ID_MSG));
    if (!row) throw notFound(MENU_MSG.missing);
    return ok(view(row));
  });

  mount(app, db, 'POST', calls.create!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'create', 'Menu');
    const input = menuInput.parse(ctx.params);
    await checkParent(db, input.parentId, input.scope);
    const [row] = await db
      .insert(menus)
      .values({ ...menuColumns(input), visible: input.visible ?? true, sort: input.sort ?? 0 })
      .returning();
    return ok(view(row), MENU_MSG.created);
  });

  mount(app, db, 'PUT', calls.update!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'update', 'Menu');
    const input = menuUpdateInput.parse(ctx.params);
    const current = await findMenu(db, input.id);
    if (!current) throw notFound(MENU_MSG.missing);
    await checkParent(db, input.parentId, input.scope, current.id);
    const scopeChanged = input.scope !== current.scope;
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(menus)
        .set({
          ...menuColumns(input),
          ...(input.visible !== undefined ? { visible: input.visible } : {}),
          ...(input.sort !== undefined ? { sort: input.sort } : {}),
          updateTime: new Date(),
        })
        .where(eq(menus.id, current.id))
        .returning();
      // A menu that changes scope leaves the bindings of its old scope.
      if (scopeChanged) {
        await tx.delete(roleKeyMenus).where(eq(roleKeyMenus.menuId, current.id));
        await tx.delete(orgRoleMenus).where(eq(orgRoleMenus.menuId, current.id));
      }
      return row;
    });
    return ok(view(updated), MENU_MSG.saved);
  });

  mount(app, db, 'DELETE', calls.remove!.path, async (ctx) => {
    await authorizeEverywhere(ctx, 'delete', 'Menu');
    const row = await findMenu(db, pathId(ctx.params.id, ID_MSG));
    if (!row) throw notFound(MENU_MSG.missing);
    await db.transaction(async (tx) => {
      const [child] = await tx.select({ id: menus.id }).from(menus).where(eq(menus.parentId, row.id)).limit(1);
      if (child) throw badRequest(MENU_MSG.hasChildren);
      await tx.delete(roleKeyMenus).where(eq(roleKeyMenus.menuId, row.id));
      await tx.delete(orgRoleMenus).where(eq(orgRoleMenus.menuId, row.id));
      await tx.delete(menus).where(eq(menus.id, row.id));
    });
    return ok(undefined, MENU_MSG.deleted);
  });
}
