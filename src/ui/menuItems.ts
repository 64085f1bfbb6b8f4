import type { AppAbility } from '../access/ability';
import type { Action, Subject } from '../access/policy';
import type { MenuNode } from '../resources/menus';

/** A sider entry: an antd Menu item with the admin route it opens. */
export interface SiderItem {
  key: string;
  label: string;
  icon?: string | null;
  /** The route (absolute) the item opens; directories have none. */
  to?: string;
  children?: SiderItem[];
}

/** Menu paths of the seeded menus → the admin screens that serve them. */
export const MENU_ROUTE: Readonly<Record<string, string>> = {
  '/org/info': '/admin/organizationInfo',
  '/org/dept': '/admin/depts',
  '/org/staff': '/admin/staff',
  '/org/role': '/admin/orgRoles',
  '/org/bank': '/admin/bankAccounts',
  '/org/usage': '/admin/institutionUsage',
  '/usercenter/magazine/periods': '/admin/managedPeriods',
  '/usercenter/magazine/columns': '/admin/managedColumns',
  '/usercenter/magazine/articles': '/admin/managedArticles',
  '/usercenter/studio/profile': '/admin/studios',
  '/usercenter/studio/infos': '/admin/studioInfos',
  '/usercenter/studio/data': '/admin/studioData',
  '/usercenter/studio/videos': '/admin/studioVideos',
  '/usercenter/studio/members': '/admin/studioMembers',
  '/usercenter/studioMember/data': '/admin/studioData',
};

export const routeOfMenu = (path: string): string => MENU_ROUTE[path] ?? path;

/**
 * getRouters menus → sider items: buttons (F) are permissions, not entries; a menu naming a
 * subject and action shows only when the ability allows it; a directory shows when any child does.
 */
export function menusToSiderItems(menus: readonly MenuNode[], ability: AppAbility): SiderItem[] {
  const out: SiderItem[] = [];
  for (const m of [...menus].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))) {
    if (m.menuType === 'F') continue;
    if (m.subject && m.action && !ability.can(m.action as Action, m.subject as Subject)) continue;
    const children = menusToSiderItems(m.children ?? [], ability);
    if (m.menuType === 'M') {
      if (children.length === 0) continue;
      out.push({ key: `m${m.id}`, label: m.name, icon: m.icon, children });
    } else {
      out.push({ key: `m${m.id}`, label: m.name, icon: m.icon, to: routeOfMenu(m.path), children: children.length ? children : undefined });
    }
  }
  return out;
}

/** Every route the items open (for "first allowed screen"). */
export function siderRoutes(items: readonly SiderItem[]): string[] {
  return items.flatMap((i) => [...(i.to ? [i.to] : []), ...siderRoutes(i.children ?? [])]);
}

/** How many screens a sider holds (directories not counted). */
export function siderScreenCount(items: readonly SiderItem[]): number {
  return items.reduce((n, i) => n + (i.to ? 1 : 0) + siderScreenCount(i.children ?? []), 0);
}

/**
 * The items whose label holds `text` (trimmed, any case): a matching directory keeps all its
 * children, another keeps the children that match, and drops out when none does. Empty text: all.
 */
export function filterSiderItems(items: readonly SiderItem[], text: string): SiderItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...items];
  const out: SiderItem[] = [];
  for (const item of items) {
    if (item.label.toLowerCase().includes(needle)) {
      out.push(item);
      continue;
    }
    const children = filterSiderItems(item.children ?? [], needle);
    if (children.length) out.push({ ...item, children });
  }
  return out;
}
