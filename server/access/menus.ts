import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { MenuNode, MenuScope } from '../../src/resources/menus';
import type { Db } from '../db/client';
import { menus, orgRoleMenus, orgRoles, roleKeyMenus } from '../db/schema';

export type MenuRow = typeof menus.$inferSelect;
const columns = getTableColumns(menus);

/** Visible person-scope menus a role key opens (role_key_menu). */
export function personMenusFor(db: Db, roleKey: string): Promise<MenuRow[]> {
  return db
    .select(columns)
    .from(roleKeyMenus)
    .innerJoin(menus, eq(menus.id, roleKeyMenus.menuId))
    .where(and(eq(roleKeyMenus.roleKey, roleKey), eq(menus.scope, 'person'), eq(menus.visible, true)))
    .orderBy(asc(menus.sort), asc(menus.id));
}

/** Visible organization menus bound to an institution role; none when the role is disabled. */
export function orgRoleMenusFor(db: Db, orgRoleId: number): Promise<MenuRow[]> {
  return db
    .select(columns)
    .from(orgRoleMenus)
    .innerJoin(menus, eq(menus.id, orgRoleMenus.menuId))
    .innerJoin(orgRoles, eq(orgRoles.id, orgRoleMenus.orgRoleId))
    .where(and(eq(orgRoleMenus.orgRoleId, orgRoleId), eq(orgRoles.enabled, true), eq(menus.scope, 'organization'), eq(menus.visible, true)))
    .orderBy(asc(menus.sort), asc(menus.id));
}

/** Every organization menu (the institution account's tree; the role screen's binding tree). */
export function organizationMenus(db: Db, visibleOnly = true): Promise<MenuRow[]> {
  const where = visibleOnly ? and(eq(menus.scope, 'organization'), eq(menus.visible, true)) : eq(menus.scope, 'organization');
  return db.select().from(menus).where(where).orderBy(asc(menus.sort), asc(menus.id));
}

/**
 * Rows → the answer's tree (by parentId, each level sorted by sort then id). A menu whose parent is
 * not among the rows (a role bound to a child only) becomes a root, so nothing granted is lost.
 */
export function menuTree(rows: readonly MenuRow[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId ?? null,
      name: r.name,
      path: r.path,
      icon: r.icon ?? null,
      menuType: r.menuType as MenuNode['menuType'],
      perms: r.perms ?? null,
      subject: r.subject ?? null,
      action: r.action ?? null,
      scope: r.scope as MenuScope,
      sort: r.sort,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== null ? nodes.get(node.parentId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const order = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const n of list) order(n.children);
    return list;
  };
  return order(roots);
}
