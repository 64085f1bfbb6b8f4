import { z } from 'zod';
import { zNewPassword, zPhone } from '../shared/validation';
import { intFilter, keywordFilter } from './areaFilters';
import { defineResource, type CallSpec, readCalls, SORT_THEN_NEWEST } from './define';
import { optRef, ORG_BASE, reqText, zEnabled, zId, zOrgUsername } from './organizations';
import { createTimeColumn } from './fieldPresets';

/** Staff of an institution (org_staff + their member account). Subject `Staff`. */
export const staffSubject = 'Staff' as const;

/**
 * POST `O/staff`: a new sign-in account for the institution (username per spec §5 institution
 * rule, 6–24). Staff sign in with the personal password login (loginByPwd).
 */
export const staffCreateInput = z.object({
  username: zOrgUsername,
  phone: zPhone,
  mname: reqText(30, '请输入员工姓名', '员工姓名不能超过30个字'),
  password: zNewPassword,
  deptId: optRef('请选择正确的部门'),
  orgRoleId: optRef('请选择正确的角色'),
});

/** PUT `O/staff/dept`: moves a staff member to another department (and, optionally, role). */
export const staffDeptInput = z.object({
  id: zId('员工编号不正确'),
  deptId: optRef('请选择正确的部门'),
  orgRoleId: optRef('请选择正确的角色'),
});

/**
 * PUT `O/staff` (an addition to the spec's `staff/dept`, which only moves): 员工管理 → 编辑 changes
 * the name, phone, department, role and 启用. A blank phone keeps the stored one (the form never
 * holds the stored number: the list and detail show it masked).
 */
export const staffUpdateInput = z.object({
  id: zId('员工编号不正确'),
  mname: reqText(30, '请输入员工姓名', '员工姓名不能超过30个字'),
  phone: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), zPhone.optional()),
  deptId: optRef('请选择正确的部门'),
  orgRoleId: optRef('请选择正确的角色'),
  enabled: zEnabled.optional(),
});

/** PUT `O/staff/resetPwd`: the institution sets a new sign-in password for one of its staff (rules as registration). */
export const staffPasswordInput = z.object({
  id: zId('员工编号不正确'),
  password: zNewPassword,
});

export const staffFilters = z.object({
  deptId: intFilter('部门编号不正确'),
  keyword: keywordFilter(),
});

export const staffResource = defineResource({
  name: 'staff',
  exportable: true,
  subject: 'Staff',
  label: '员工管理',
  fields: {
    username: { label: '账号', kind: 'text', list: true, width: 140 },
    mname: { label: '姓名', kind: 'text', list: true, width: 120 },
    phone: { label: '手机号', kind: 'text', list: true, width: 130 },
    // The ids are what the form picks; the names (same labels) are what the list and 详情 show.
    deptId: { label: '所属部门', kind: 'number', ref: 'dept' },
    deptName: { label: '所属部门', kind: 'text', list: true, width: 140 },
    orgRoleId: { label: '角色', kind: 'number', ref: 'orgRole' },
    orgRoleName: { label: '角色', kind: 'text', list: true, width: 120 },
    enabled: { label: '启用', kind: 'boolean', list: true, width: 80 },
    sort: { label: '排序', kind: 'number' },
    createTime: createTimeColumn,
  },
  calls: {
    ...readCalls(`${ORG_BASE}/staff`),
    create: { method: 'POST', path: `${ORG_BASE}/staff` },
    update: { method: 'PUT', path: `${ORG_BASE}/staff` },
    remove: { method: 'DELETE', path: `${ORG_BASE}/staff/{id}` },
  },
  sortable: ['deptId', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: staffFilters,
  input: staffCreateInput,
  updateInput: staffUpdateInput,
});

export const STAFF_CALLS = {
  checkUsername: { method: 'GET', path: `${ORG_BASE}/checkUsername` },
  /** Spec: moves a staff member to another department (and, optionally, role). */
  moveDept: { method: 'PUT', path: `${ORG_BASE}/staff/dept` },
  resetPassword: { method: 'PUT', path: `${ORG_BASE}/staff/resetPwd` },
} as const satisfies Record<string, CallSpec>;

/** A staff row as the list and the detail answer it (the phone masked). */
export interface StaffRow {
  id: number;
  memberId: number;
  orgPartyId: number;
  username: string;
  mname: string;
  phone: string | null;
  deptId: number | null;
  deptName: string | null;
  orgRoleId: number | null;
  orgRoleName: string | null;
  enabled: boolean;
  sort: number;
  createTime: string;
}
