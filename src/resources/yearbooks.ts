import { z } from 'zod';
import { defineResource } from './define';
import { intFilter, keywordFilter, yearFilter } from './areaFilters';

export const yearbookFilters = z.object({
  keyword: keywordFilter(),
  year: yearFilter('年鉴年份'),
  provinceId: intFilter('地区代码不正确', 100000, 999999),
});

export const yearbookResource = defineResource({
  name: 'yearbooks',
  readerItem: 'yearbook',
  searchDocType: 'yearbook',
  label: '年鉴',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '年鉴名称', kind: 'text', list: true },
    year: { label: '年份', kind: 'number', list: true, width: 80 },
    region: { label: '地域', kind: 'text', list: true, width: 120 },
    provinceId: { label: '省份', kind: 'number' },
    editor: { label: '编者', kind: 'text', list: true, width: 180 },
    publisher: { label: '出版社', kind: 'text', list: true, width: 160 },
    coverUrl: { label: '封面', kind: 'image' },
    summary: { label: '内容简介', kind: 'longtext' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/common/yearbook/list' },
    one: { method: 'GET', path: '/common/yearbook/{id}' },
  },
  sortable: ['year', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 15,
  filters: yearbookFilters,
});
