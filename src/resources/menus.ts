import { defineResource, type CallSpec } from './define';
import { ORG_BASE } from './organizations';

/**
 * Management menus (spec §7 getRouters). A menu names the CASL subject + action it stands for;
 * organization menus are granted on the member's own institution only (src/access/ability.ts).
 */
export const menuSubject = 'Menu' as const;

export const MENU_SCOPES = ['person', 'organization'] as const;
export type MenuScope = (typeof MENU_SCOPES)[number];

/** A node of the getRouters / menu tree answers. */
export interface MenuNode {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  icon: string | null;
  /** M directory, C menu (a screen), F button. */
  menuType: 'M' | 'C' | 'F';
  perms: string | null;
  subject: string | null;
  action: string | null;
  scope: MenuScope;
  sort: number;
  children: MenuNode[];
}

/** An institution role the caller may pass to the organization getRouters. */
export interface OrgRouterRole {
  roleId: number;
  name: string;
  kind: 'institution' | 'staff';
  orgPartyId: number;
  orgName: string;
}

export const menuResource = defineResource({
  name: 'menus',
  label: '菜单',
  fields: {
    id: { label: '编号', kind: 'number' },
    name: { label: '菜单名称', kind: 'text', list: true },
    path: { label: '路由地址', kind: 'text', list: true },
    icon: { label: '图标', kind: 'text' },
    menuType: { label: '类型', kind: 'text', list: true, width: 80 },
    perms: { label: '权限标识', kind: 'text', list: true },
    subject: { label: '权限对象', kind: 'text' },
    action: { label: '权限操作', kind: 'text' },
    scope: { label: '范围', kind: 'text' },
    sort: { label: '排序', kind: 'number' },
  },
  // Menus are read as trees (MENU_CALLS); they are seeded, not edited through a generic screen.
  calls: {},
  sortable: [],
  defaultSort: [{ field: 'sort', order: 'asc' }],
  pageSize: 100,
});

export const MENU_CALLS = {
  /** `{roleId}`: one of the caller's partyRoleIds. */
  personRouters: { method: 'GET', path: '/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/{roleId}' },
  /** `{roleId}`: the institution account's partyRoleId, or a staff member's org_role id. */
  orgRouters: { method: 'GET', path: '/uc_p/wkapi/v1/wenku_menu/organization/getRouters/{roleId}' },
  /** The roleIds the caller may pass to orgRouters (an addition to the contract: staff have no other way to learn theirs). */
  orgRouterRoles: { method: 'GET', path: '/uc_p/wkapi/v1/wenku_menu/organization/roles' },
  /** Every organization menu, for binding to a role. */
  orgMenuTree: { method: 'GET', path: `${ORG_BASE}/menu/tree` },
} as const satisfies Record<string, CallSpec>;
