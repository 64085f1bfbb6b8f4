import { z } from 'zod';
import { defineResource } from './define';
import { codeFilter, dateFilter, intFilter, keywordFilter } from './areaFilters';

export const newspaperFilters = z.object({
  keyword: keywordFilter(),
  provinceId: intFilter('地区代码不正确', 100000, 999999),
});

export const newspaperResource = defineResource({
  name: 'newspapers',
  readerItem: 'newspaper',
  label: '报纸',
  fields: {
    id: { label: '编号', kind: 'number' },
    name: { label: '报纸名称', kind: 'text', list: true },
    cn: { label: '国内统一刊号（CN）', kind: 'text', list: true, width: 120 },
    sponsor: { label: '主办单位', kind: 'text', list: true },
    frequency: { label: '出版周期', kind: 'text', list: true, width: 100 },
    provinceId: { label: '地区', kind: 'number' },
    coverUrl: { label: '报头', kind: 'image' },
    description: { label: '报纸简介', kind: 'longtext' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/common/newspaper/list' },
    one: { method: 'GET', path: '/common/newspaper/{id}' },
  },
  sortable: ['name', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  // Covers in a grid, like journals (spec §9: journals 14 a page).
  pageSize: 14,
  filters: newspaperFilters,
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

export const newsResource = defineResource({
  name: 'news',
  label: '新闻资讯',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '标题', kind: 'text', list: true },
    author: { label: '作者', kind: 'text', list: true, width: 160 },
    edition: { label: '版次', kind: 'text', list: true, width: 100 },
    publishDate: { label: '出版日期', kind: 'date', list: true, width: 120 },
    infoType: { label: '资讯类型', kind: 'number' },
    newspaperId: { label: '报纸', kind: 'number' },
    content: { label: '正文', kind: 'longtext' },
    views: { label: '浏览量', kind: 'number' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/common/news/list' },
    one: { method: 'GET', path: '/common/news/{id}' },
  },
  sortable: ['publishDate', 'views', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 10,
  filters: newsFilters,
});

/** The issue dates of one newspaper, newest first: `{publishDate, count}` per day. */
export const NEWS_DATES_PATH = '/common/news/dates';
