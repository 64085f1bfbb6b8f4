import { regionField } from './journals';
import { z } from 'zod';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST, viewedManagedRecordFields } from './define';
import { optText, reqText, zSort } from './organizations';

import { codeFilter, dateFilter, intFilter, keywordFilter, provinceFilter } from './areaFilters';
import { richContentField, titleField } from './fieldPresets';
import { titleInput } from './inputs';

export const newspaperFilters = z.object({
  keyword: keywordFilter(),
  provinceId: provinceFilter(),
});

/** What the platform admin writes when adding or editing a newspaper (报纸管理). */
export const newspaperInput = z.object({
  name: reqText(200, '请输入报纸名称', '报纸名称不能超过200个字'),
  cn: optText(20, '国内统一刊号不能超过20个字'),
  sponsor: optText(300, '主办单位不能超过300个字'),
  frequency: optText(20, '出版周期不能超过20个字'),
  provinceId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: '地区代码应为6位数字' }).int('地区代码应为6位数字').min(100000, '地区代码应为6位数字').max(999999, '地区代码应为6位数字').nullable().optional()),
  coverUrl: optText(500, '报头地址不能超过500个字'),
  description: optText(5000, '报纸简介不能超过5000个字'),
  sort: zSort.optional(),
});

export const newspaperResource = defineResource({
  name: 'newspapers',
  contentType: 'newspaper',
  label: '报纸',
  menu: { group: 'library', icon: 'ReadOutlined', order: 50 },
  fields: {
    name: { label: '报纸名称', kind: 'text', list: true },
    cn: { label: '国内统一刊号（CN）', kind: 'text', list: true, width: 120 },
    sponsor: { label: '主办单位', kind: 'text', list: true },
    frequency: { label: '出版周期', kind: 'text', list: true, width: 100 },
    provinceId: regionField,
    coverUrl: { label: '报头', kind: 'image' },
    description: { label: '报纸简介', kind: 'longtext' },
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/newspaper'),
    ...manageCalls('newspaper'),
  },
  sortable: ['name', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Covers in a grid, like journals (spec §9: journals 14 a page).
  pageSize: 14,
  filters: newspaperFilters,
  input: newspaperInput,
  readAction: 'manage',
});

/** Spec §9 news ranges: 10, 5, 3 or 1 years back from today. */
export const NEWS_RANGES = [10, 5, 3, 1] as const;

export const newsFilters = z.object({
  keyword: keywordFilter(),
  newspaperId: intFilter('报纸编号不正确'),
  /** 1 newspaper article, 2 industry news. */
  infoType: codeFilter([1, 2], '资讯类型只能是1（报纸文章）或2（行业资讯）'),
  range: codeFilter(NEWS_RANGES, '时间范围只能是近10年、5年、3年或1年'),
  /** One issue (all articles of a newspaper on that day). */
  publishDate: dateFilter('出版日期应为“年-月-日”格式，例如 2026-01-31'),
});

/** 资讯类型 of a news item. */
export const NEWS_INFO_TYPES = { 1: '报纸文章', 2: '行业资讯' } as const;

/** What the platform admin writes when adding or editing a news item (新闻管理). */
export const newsInput = z.object({
  title: titleInput,
  infoType: z.coerce.number({ error: '请选择资讯类型' }).refine((v) => v === 1 || v === 2, '请选择资讯类型'),
  newspaperId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: '请选择报纸' }).int('请选择报纸').min(1, '请选择报纸').nullable().optional()),
  author: optText(200, '作者不能超过200个字'),
  edition: optText(40, '版次不能超过40个字'),
  publishDate: z.string({ error: '请选择出版日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择出版日期'),
  content: optText(200_000, '正文不能超过20万字'),
  sort: zSort.optional(),
});

export const newsResource = defineResource({
  name: 'news',
  label: '新闻资讯',
  menu: { group: 'library', icon: 'ProfileOutlined', order: 60 },
  fields: {
    title: titleField,
    author: { label: '作者', kind: 'text', format: 'authors', list: true, width: 160 },
    edition: { label: '版次', kind: 'text', list: true, width: 100 },
    publishDate: { label: '出版日期', kind: 'date', list: true, width: 120 },
    infoType: { label: '资讯类型', kind: 'number', list: true, width: 100, labels: NEWS_INFO_TYPES },
    newspaperId: { label: '报纸', kind: 'number', ref: 'newspaper' },
    content: richContentField,
    ...viewedManagedRecordFields,
  },
  calls: {
    ...readCalls('/common/news'),
    ...manageCalls('news'),
  },
  sortable: ['publishDate', 'views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: newsFilters,
  input: newsInput,
  readAction: 'manage',
});

/** The issue dates of one newspaper, newest first: `{publishDate, count}` per day. */
export const NEWS_DATES_PATH = '/common/news/dates';
