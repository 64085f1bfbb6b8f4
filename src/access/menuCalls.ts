import type { CallSpec } from '../resources/define';

/**
 * What the access provider needs of menus on every page: the getRouters calls (spec §7 User) and
 * the shape of their answers. Kept apart from the menu resource declaration (src/resources/menus.ts),
 * which brings zod, so the portal's first page does not load the admin's validation.
 */
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

export const ROUTER_CALLS = {
  /** `{roleId}`: one of the caller's partyRoleIds. */
  personRouters: { method: 'GET', path: '/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/{roleId}' },
  /** `{roleId}`: the institution account's partyRoleId, or a staff member's org_role id. */
  orgRouters: { method: 'GET', path: '/uc_p/wkapi/v1/wenku_menu/organization/getRouters/{roleId}' },
  /** The roleIds the caller may pass to orgRouters (an addition to the contract: staff have no other way to learn theirs). */
  orgRouterRoles: { method: 'GET', path: '/uc_p/wkapi/v1/wenku_menu/organization/roles' },
} as const satisfies Record<string, CallSpec>;
