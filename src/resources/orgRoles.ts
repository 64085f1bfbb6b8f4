import { z } from 'zod';
import { boolFilter, keywordFilter } from './areaFilters';
import { defineResource, type CallSpec, IN_SORT_THEN_NEWEST } from './define';
import { optText, ORG_BASE, reqText, zEnabled, zId, zSort } from './organizations';
import { createTimeColumn, remarkField, sortColumn } from './fieldPresets';

/** Roles an institution defines for its staff, each bound to organization menus. Subject `OrgRole`. */
export const orgRoleSubject = 'OrgRole' as const;

const ROLE_KEY_MSG = '角色标识以字母开头，只能包含字母、数字、下划线，最多64位';
const zMenuIds = z.array(zId('菜单编号不正确'), { error: '请选择菜单' }).max(200, '菜单过多');

/** POST `O/role`. */
export const orgRoleInput = z.object({
  name: reqText(30, '请输入角色名称', '角色名称不能超过30个字'),
  roleKey: z.string({ error: '请输入角色标识' }).trim().min(1, '请输入角色标识').regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, ROLE_KEY_MSG),
  remark: optText(200, '备注不能超过200个字'),
  sort: zSort.optional(),
  enabled: zEnabled.optional(),
  /** Optional: organization menus bound at creation. */
  menuIds: zMenuIds.optional(),
});

/** PUT `O/role`. */
export const orgRoleUpdateInput = orgRoleInput.omit({ menuIds: true }).extend({ id: zId('角色编号不正确') });
/** PUT `O/role/changeStatus`. */
export const orgRoleStatusInput = z.object({ id: zId('角色编号不正确'), enabled: zEnabled });
/** PUT `O/role/bindMenu`: replaces the role's menus. */
export const orgRoleMenusInput = z.object({ id: zId('角色编号不正确'), menuIds: zMenuIds });

export const orgRoleFilters = z.object({
  keyword: keywordFilter(),
  enabled: boolFilter('状态不正确'),
});

export const orgRoleResource = defineResource({
  name: 'orgRoles',
  subject: 'OrgRole',
  label: '角色管理',
  fields: {
    name: { label: '角色名称', kind: 'text', list: true },
    roleKey: { label: '角色标识', kind: 'text', list: true, width: 140 },
    enabled: { label: '启用', kind: 'boolean', list: true, width: 80 },
    staffCount: { label: '员工数', kind: 'number', list: true, width: 80 },
    remark: remarkField,
    sort: sortColumn,
    createTime: createTimeColumn,
  },
  calls: {
    list: { method: 'GET', path: `${ORG_BASE}/role/list` },
    create: { method: 'POST', path: `${ORG_BASE}/role` },
    update: { method: 'PUT', path: `${ORG_BASE}/role` },
    remove: { method: 'DELETE', path: `${ORG_BASE}/role/{id}` },
  },
  sortable: ['name', 'roleKey', 'sort', 'createTime'],
  defaultSort: IN_SORT_THEN_NEWEST,
  pageSize: 10,
  filters: orgRoleFilters,
  input: orgRoleInput,
  updateInput: orgRoleUpdateInput,
  rowActions: [{ key: 'menus', label: '分配菜单', kind: 'open', can: { action: 'update' }, path: '/admin/orgRoles/menus/{id}' }],
});

export const ORG_ROLE_CALLS = {
  changeStatus: { method: 'PUT', path: `${ORG_BASE}/role/changeStatus` },
  menuTree: { method: 'GET', path: `${ORG_BASE}/menu/tree` },
  bindMenu: { method: 'PUT', path: `${ORG_BASE}/role/bindMenu` },
} as const satisfies Record<string, CallSpec>;
