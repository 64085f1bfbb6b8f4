import { PROVINCE_LABELS } from './journals';
import { z } from 'zod';
import { optProvinceId } from './inputs';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { optText, reqText, zSort } from './organizations';

import { keywordFilter, yearFilter, provinceFilter } from './areaFilters';
import { coverField } from './fieldPresets';

export const yearbookFilters = z.object({
  keyword: keywordFilter(),
  year: yearFilter('年鉴年份'),
  provinceId: provinceFilter(),
});

/** What the platform admin writes when adding or editing a year-book (年鉴管理). */
export const yearbookInput = z.object({
  title: reqText(300, '请输入年鉴名称', '年鉴名称不能超过300个字'),
  year: z.coerce.number({ error: '年份应为1900到2100之间的整数' }).int('年份应为1900到2100之间的整数').min(1900, '年份应为1900到2100之间的整数').max(2100, '年份应为1900到2100之间的整数'),
  region: optText(100, '地域不能超过100个字'),
  provinceId: optProvinceId,
  editor: optText(200, '编者不能超过200个字'),
  publisher: optText(200, '出版社不能超过200个字'),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  summary: optText(5000, '内容简介不能超过5000个字'),
  sort: zSort.optional(),
});

export const yearbookResource = defineResource({
  name: 'yearbooks',
  contentType: 'yearbook',
  label: '年鉴',
  menu: { group: 'library', icon: 'CalendarOutlined', order: 40 },
  fields: {
    title: { label: '年鉴名称', kind: 'text', list: true },
    year: { label: '年份', kind: 'number', list: true, width: 80 },
    region: { label: '地域', kind: 'text', list: true, width: 120 },
    provinceId: { label: '省份', kind: 'number', labels: PROVINCE_LABELS },
    editor: { label: '编者', kind: 'text', list: true, width: 180 },
    publisher: { label: '出版社', kind: 'text', list: true, width: 160 },
    coverUrl: coverField,
    summary: { label: '内容简介', kind: 'longtext' },
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/yearbook'),
    ...manageCalls('yearbook'),
  },
  sortable: ['year', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 15,
  filters: yearbookFilters,
  input: yearbookInput,
  readAction: 'manage',
});
