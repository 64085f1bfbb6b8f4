import { z } from 'zod';
import { defineResource, crudCalls, SORT_THEN_OLDEST } from './define';
import { intFilter, JOURNAL_MANAGE_BASE, NEEDS_A_JOURNAL } from './journals';
import { optRef, reqText, zId, zSort } from './organizations';
import { sortColumn } from './fieldPresets';

export const columnFilters = z.object({
  journalId: intFilter('期刊编号不正确'),
});

/** A journal's columns (栏目): the catalogue of an issue groups its articles by them, in `sort` order. */
export const columnResource = defineResource({
  name: 'columns',
  subject: 'Column',
  label: '栏目',
  fields: {
    journalId: { label: '期刊编号', kind: 'number', list: true, width: 100 },
    name: { label: '栏目名称', kind: 'text', list: true },
    sort: sortColumn,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/exhibition/journal/column/list' },
  },
  sortable: ['sort', 'createTime'],
  defaultSort: SORT_THEN_OLDEST,
  pageSize: 50,
  filters: columnFilters,
});

// ——— Management: columns of the member's own journals (docs/api-journal-manage.md) ———

const columnName = reqText(100, '请输入栏目名称', '栏目名称不能超过100个字');

/** POST: a new column. `journalId` may be left out when the member manages exactly one journal. */
export const managedColumnCreateInput = z.object({ journalId: optRef('期刊编号不正确'), name: columnName, sort: zSort.optional() });
/** PUT: a column's name and sort (never its journal). */
export const managedColumnUpdateInput = z.object({ id: zId('栏目编号不正确'), name: columnName, sort: zSort.optional() });

/** 栏目管理: the public declaration with the management calls. */
export const managedColumnResource = defineResource({
  ...columnResource,
  name: 'managedColumns',
  requires: NEEDS_A_JOURNAL,
  // Public reading is open to all: a management list answers only to those who may change its rows.
  readAction: 'update',
  label: '栏目管理',
  menu: { group: 'journal', icon: 'AppstoreOutlined', order: 30 },
  fields: {
    id: { label: '栏目编号', kind: 'number', list: true, width: 90 },
    journalId: { label: '期刊', kind: 'number', ref: 'journal' },
    journalName: { label: '期刊', kind: 'text', list: true },
    name: { label: '栏目名称', kind: 'text', list: true },
    articleCount: { label: '文章数', kind: 'number', list: true, width: 90 },
    sort: sortColumn,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    ...crudCalls(`${JOURNAL_MANAGE_BASE}/column`),
  },
  pageSize: 20,
  input: managedColumnCreateInput,
  updateInput: managedColumnUpdateInput,
});
