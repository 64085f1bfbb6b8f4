import { z } from 'zod';
import { ACTIONS, SUBJECTS, type Action } from '../access/policy';
import { ROLE_MEMBER_TYPE } from '../access/roles';
import { keywordFilter } from './areaFilters';
import { defineResource, type CallSpec, crudCalls, orderBy } from './define';
import { MENU_SCOPES, ROUTER_CALLS } from '../access/menuCalls';
import { blankToNull, optRef, optText, ORG_BASE, reqText, zEnabled, zId, zSort } from './organizations';

/**
 * Management menus (spec §7 getRouters). A menu names the CASL subject + action it stands for;
 * organization menus are granted on the member's own institution only (src/access/ability.ts).
 */
export const menuSubject = 'Menu' as const;

// The menu tree types and the getRouters calls live in src/access/menuCalls.ts (zod-free: the
// access provider loads with the portal's first page); re-exported here with the declaration.
export { MENU_SCOPES, ROUTER_CALLS, type MenuNode, type MenuScope, type OrgRouterRole } from '../access/menuCalls';

/** The platform admin's menu administration (subject `Menu`). */
export const MENU_ADMIN_BASE = '/uc_p/wkapi/v1/wenku_menu/admin';

export const MENU_TYPES = ['M', 'C', 'F'] as const;
const MENU_TYPE_MSG = '菜单类型只能是M（目录）、C（菜单）或F（按钮）';
const PAIR_MSG = '权限对象和权限操作需同时填写';

/** Fields of POST / PUT `MENU_ADMIN_BASE` before the cross-field check. */
const menuFields = z.object({
  parentId: optRef('请选择正确的上级菜单'),
  scope: z.enum(MENU_SCOPES, { error: '菜单范围只能是person（个人）或organization（机构）' }),
  name: reqText(60, '请输入菜单名称', '菜单名称不能超过60个字'),
  path: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: '路由地址不正确' }).trim().max(200, '路由地址不能超过200个字').regex(/^(\/[\w\-./:]*)?$/, '路由地址必须以/开头'),
  ),
  icon: optText(60, '图标名称不能超过60个字'),
  menuType: z.enum(MENU_TYPES, { error: MENU_TYPE_MSG }),
  perms: optText(100, '权限标识不能超过100个字'),
  subject: z.preprocess(blankToNull, z.enum(SUBJECTS.filter((x) => x !== 'Menu') as [string, ...string[]], { error: '权限对象不正确' }).nullable().optional()),
  action: z.preprocess(blankToNull, z.enum(ACTIONS, { error: '权限操作不正确' }).nullable().optional()),
  visible: zEnabled.optional(),
  sort: zSort.optional(),
});

const pairCheck = (m: { subject?: string | null; action?: string | null }) => !m.subject === !m.action;

/** POST `MENU_ADMIN_BASE`. */
export const menuInput = menuFields.refine(pairCheck, { message: PAIR_MSG, path: ['action'] });
/** PUT `MENU_ADMIN_BASE`. */
export const menuUpdateInput = menuFields.extend({ id: zId('菜单编号不正确') }).refine(pairCheck, { message: PAIR_MSG, path: ['action'] });

export const menuFilters = z.object({
  keyword: keywordFilter(),
  scope: z.preprocess(blankToNull, z.enum(MENU_SCOPES, { error: '菜单范围不正确' }).nullable().optional()),
});

/** The person role keys menus are bound to (spec §6 keys; the empty key is the institution's, whose menus are the organization ones). */
export const PERSON_ROLE_KEYS: readonly string[] = Object.keys(ROLE_MEMBER_TYPE).filter((k) => k !== '');

/** PUT `MENU_ADMIN_BASE/roleKey/bindMenu`: replaces the person menus a role key opens. */
export const roleKeyMenusInput = z.object({
  roleKey: z.enum(PERSON_ROLE_KEYS as [string, ...string[]], { error: '角色标识不正确' }),
  menuIds: z.array(zId('菜单编号不正确'), { error: '请选择菜单' }).max(200, '菜单过多'),
});

/** The CASL actions a menu grants, as 菜单管理 names them. */
export const MENU_ACTION_LABELS: Record<Action, string> = { manage: '管理', read: '查看', create: '新增', update: '修改', delete: '删除', review: '审核' };

/**
 * 权限对象 by Chinese name: ./index.ts fills in, for each CASL subject, the label of the first
 * resource declared on it (它的 Chinese name, without 管理), once every resource is declared (they
 * import this file). Written here: the subjects no admin screen is declared on.
 */
export const MENU_SUBJECT_LABELS: Record<string, string> = { Works: '作品', Collection: '收藏', Comment: '评论', Member: '会员', Content: '公共内容' };

export const menuResource = defineResource({
  name: 'menus',
  subject: 'Menu',
  label: '菜单管理',
  menu: { group: 'system', icon: 'MenuOutlined', order: 10 },
  fields: {
    id: { label: '编号', kind: 'number', list: true, width: 90 },
    parentId: { label: '上级菜单', kind: 'number', ref: 'menu' },
    name: { label: '菜单名称', kind: 'text', list: true },
    scope: { label: '范围', kind: 'text', list: true, width: 100, labels: { person: '个人', organization: '机构' } },
    menuType: { label: '类型', kind: 'text', list: true, width: 70, labels: { M: '目录', C: '菜单', F: '按钮' } },
    path: { label: '路由地址', kind: 'text', list: true },
    icon: { label: '图标', kind: 'text' },
    perms: { label: '权限标识', kind: 'text', list: true, width: 180 },
    subject: { label: '权限对象', kind: 'text', list: true, width: 120, labels: MENU_SUBJECT_LABELS },
    action: { label: '权限操作', kind: 'text', list: true, width: 90, labels: MENU_ACTION_LABELS },
    visible: { label: '显示', kind: 'boolean', list: true, width: 80 },
    sort: { label: '排序', kind: 'number', list: true, width: 90 },
  },
  calls: {
    ...crudCalls(MENU_ADMIN_BASE),
  },
  sortable: ['id', 'name', 'scope', 'sort'],
  defaultSort: orderBy({ scope: 'desc', sort: 'asc' }),
  pageSize: 20,
  // The list is a tree (上级菜单 → its menus): the screen reads every menu at once.
  maxPageSize: 500,
  tree: { parentField: 'parentId' },
  filters: menuFilters,
  input: menuInput,
  updateInput: menuUpdateInput,
});

/** A role key with the person menus bound to it (GET `MENU_ADMIN_BASE/roleKey/menus`). */
export interface RoleKeyMenus {
  roleKey: string;
  menuIds: number[];
}

export const MENU_CALLS = {
  ...ROUTER_CALLS,
  /** Every organization menu, for binding to a role. */
  orgMenuTree: { method: 'GET', path: `${ORG_BASE}/menu/tree` },
  /** Every menu of a scope as a tree, visible or not (`?scope=person|organization`): the platform admin's binding screen. */
  adminTree: { method: 'GET', path: `${MENU_ADMIN_BASE}/tree` },
  /** `?roleKey=` → {roleKey, menuIds}. */
  roleKeyMenus: { method: 'GET', path: `${MENU_ADMIN_BASE}/roleKey/menus` },
  /** `{roleKey, menuIds}`: replaces the role key's person menus. */
  bindRoleKeyMenus: { method: 'PUT', path: `${MENU_ADMIN_BASE}/roleKey/bindMenu` },
} as const satisfies Record<string, CallSpec>;
