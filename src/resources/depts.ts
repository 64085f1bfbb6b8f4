import { z } from 'zod';
import { defineResource, type CallSpec } from './define';
import { optContactPhone, optRef, optText, ORG_BASE, reqText, zEnabled, zId, zSort } from './organizations';
import { sortColumn } from './fieldPresets';

/** Departments of an institution (a tree). Subject `Dept`. */
export const deptSubject = 'Dept' as const;

/** POST `O/dept`. */
export const deptInput = z.object({
  parentId: optRef('请选择正确的上级部门'),
  name: reqText(60, '请输入部门名称', '部门名称不能超过60个字'),
  leader: optText(30, '负责人不能超过30个字'),
  phone: optContactPhone,
  sort: zSort.optional(),
  enabled: zEnabled.optional(),
});

/** PUT `O/dept`. */
export const deptUpdateInput = deptInput.extend({ id: zId('部门编号不正确') });

export const deptResource = defineResource({
  name: 'depts',
  subject: 'Dept',
  label: '部门管理',
  fields: {
    parentId: { label: '上级部门', kind: 'number' },
    name: { label: '部门名称', kind: 'text', list: true },
    leader: { label: '负责人', kind: 'text', list: true, width: 120 },
    phone: { label: '联系电话', kind: 'text', list: true, width: 130 },
    enabled: { label: '启用', kind: 'boolean', list: true, width: 80 },
    sort: sortColumn,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  // The departments come as one tree (DEPT_CALLS.tree), not as pages.
  calls: {
    create: { method: 'POST', path: `${ORG_BASE}/dept` },
    update: { method: 'PUT', path: `${ORG_BASE}/dept` },
    remove: { method: 'DELETE', path: `${ORG_BASE}/dept/{id}` },
  },
  sortable: [],
  defaultSort: [{ field: 'sort', order: 'asc' }],
  pageSize: 100,
  input: deptInput,
  updateInput: deptUpdateInput,
});

export const DEPT_CALLS = {
  tree: { method: 'GET', path: `${ORG_BASE}/dept/tree` },
} as const satisfies Record<string, CallSpec>;

export interface DeptNode {
  id: number;
  parentId: number | null;
  name: string;
  leader: string | null;
  phone: string | null;
  enabled: boolean;
  sort: number;
  staffCount: number;
  children: DeptNode[];
}
