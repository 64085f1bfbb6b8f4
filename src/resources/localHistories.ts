import { PROVINCE_LABELS } from './journals';
import { z } from 'zod';
import { optProvinceId } from './inputs';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { optText, reqText, zSort } from './organizations';

import { codeFilter, keywordFilter, yearFilter, provinceFilter } from './areaFilters';
import { coverField } from './fieldPresets';

/** Spec §2: type 1 地方志 (/resnav/localHistory), 2 旧方志 (/resnav/oldLocalHistory), 3 土地志 (/resnav/landBook). */
export const LOCAL_HISTORY_TYPES = [
  { type: 1, label: '地方志', path: '/resnav/localHistory' },
  { type: 2, label: '旧方志', path: '/resnav/oldLocalHistory' },
  { type: 3, label: '土地志', path: '/resnav/landBook' },
] as const;

export const localHistoryFilters = z.object({
  keyword: keywordFilter(),
  type: codeFilter([1, 2, 3], '方志类型只能是1（地方志）、2（旧方志）或3（土地志）'),
  provinceId: provinceFilter(),
  outYear: yearFilter('出版年份'),
});

/** What the platform admin writes when adding or editing a local history (方志管理). */
export const localHistoryInput = z.object({
  title: reqText(300, '请输入志书名称', '志书名称不能超过300个字'),
  type: z.coerce.number({ error: '请选择方志类型' }).refine((v) => [1, 2, 3].includes(v), '请选择方志类型'),
  compiler: optText(200, '编纂者不能超过200个字'),
  region: optText(100, '地域不能超过100个字'),
  provinceId: optProvinceId,
  publishYear: z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: '出版年应为1000到2100之间的年份' }).int('出版年应为1000到2100之间的年份').min(1000, '出版年应为1000到2100之间的年份').max(2100, '出版年应为1000到2100之间的年份').nullable().optional()),
  publisher: optText(200, '出版者不能超过200个字'),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  summary: optText(5000, '内容提要不能超过5000个字'),
  sort: zSort.optional(),
});

export const localHistoryResource = defineResource({
  name: 'localHistories',
  contentType: 'localHistory',
  label: '地方志',
  menu: { group: 'library', icon: 'EnvironmentOutlined', order: 30 },
  fields: {
    title: { label: '志书名称', kind: 'text', list: true },
    type: { label: '类型', kind: 'number', list: true, width: 90, labels: Object.fromEntries(LOCAL_HISTORY_TYPES.map((t) => [String(t.type), t.label])) },
    compiler: { label: '编纂者', kind: 'text', list: true, width: 200 },
    region: { label: '地域', kind: 'text', list: true, width: 140 },
    provinceId: { label: '省份', kind: 'number', labels: PROVINCE_LABELS },
    publishYear: { label: '出版年', kind: 'number', list: true, width: 90 },
    publisher: { label: '出版者 / 版本', kind: 'text', list: true, width: 160 },
    coverUrl: coverField,
    summary: { label: '内容提要', kind: 'longtext' },
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/localHistory'),
    ...manageCalls('localHistory'),
  },
  sortable: ['publishYear', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Local histories show the search bar: spec §9 searches 10 a page.
  pageSize: 10,
  filters: localHistoryFilters,
  input: localHistoryInput,
  readAction: 'manage',
});
