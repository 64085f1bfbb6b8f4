import { z } from 'zod';
import { defineResource } from './define';
import { codeFilter, intFilter, keywordFilter, yearFilter } from './areaFilters';

/** Spec §2: type 1 地方志 (/resnav/localHistory), 2 旧方志 (/resnav/oldLocalHistory), 3 土地志 (/resnav/landBook). */
export const LOCAL_HISTORY_TYPES = [
  { type: 1, label: '地方志', path: '/resnav/localHistory' },
  { type: 2, label: '旧方志', path: '/resnav/oldLocalHistory' },
  { type: 3, label: '土地志', path: '/resnav/landBook' },
] as const;

export const localHistoryFilters = z.object({
  keyword: keywordFilter(),
  type: codeFilter([1, 2, 3], '方志类型只能是1（地方志）、2（旧方志）或3（土地志）'),
  provinceId: intFilter('地区代码不正确', 100000, 999999),
  outYear: yearFilter('出版年份'),
});

export const localHistoryResource = defineResource({
  name: 'localHistories',
  readerItem: 'localHistory',
  searchDocType: 'localHistory',
  label: '地方志',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '志书名称', kind: 'text', list: true },
    type: { label: '类型', kind: 'number' },
    compiler: { label: '编纂者', kind: 'text', list: true, width: 200 },
    region: { label: '地域', kind: 'text', list: true, width: 140 },
    provinceId: { label: '省份', kind: 'number' },
    publishYear: { label: '出版年', kind: 'number', list: true, width: 90 },
    publisher: { label: '出版者 / 版本', kind: 'text', list: true, width: 160 },
    coverUrl: { label: '封面', kind: 'image' },
    summary: { label: '内容提要', kind: 'longtext' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/common/localHistory/list' },
    one: { method: 'GET', path: '/common/localHistory/{id}' },
  },
  sortable: ['publishYear', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  // Local histories show the search bar: spec §9 searches 10 a page.
  pageSize: 10,
  filters: localHistoryFilters,
});
