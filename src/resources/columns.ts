import { z } from 'zod';
import { defineResource } from './define';
import { intFilter } from './journals';

export const columnFilters = z.object({
  journalId: intFilter('期刊编号不正确'),
});

/** A journal's columns (栏目): the catalogue of an issue groups its articles by them, in `sort` order. */
export const columnResource = defineResource({
  name: 'columns',
  label: '栏目',
  fields: {
    id: { label: '编号', kind: 'number' },
    journalId: { label: '期刊编号', kind: 'number', list: true, width: 100 },
    name: { label: '栏目名称', kind: 'text', list: true },
    sort: { label: '排序', kind: 'number', list: true, width: 80 },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/exhibition/journal/column/list' },
  },
  sortable: ['sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'asc' },
  ],
  pageSize: 50,
  filters: columnFilters,
});
