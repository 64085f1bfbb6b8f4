import { z } from 'zod';
import { codeFilter, keywordFilter } from './areaFilters';
import { defineResource, manageCalls, publishedField, readCalls, SORT_THEN_OLDEST } from './define';
import { numberCode, textCode, codesOf } from './inputs';
import { optText, reqText, zSort } from './organizations';
import { READER_ITEM_TYPES } from '../shared/readerItems';

/** 数据库导航's groups. */
export const DATABASE_CATEGORIES: Readonly<Record<string, string>> = { 1: '学术期刊与论文', 2: '图书与报纸', 3: '古籍与方志', 4: '法规与标准', 5: '教育与文化' };

/** What a database counts: the public rows of one reader item type (src/shared/readerItems.ts). */
export const DATABASE_SOURCES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(READER_ITEM_TYPES).map(([key, t]) => [key, `${t.label}`]));


export const libraryDatabaseInput = z.object({
  name: reqText(100, '请输入数据库名称', '数据库名称不能超过100个字'),
  category: numberCode(DATABASE_CATEGORIES, '请选择数据库分类'),
  source: textCode(DATABASE_SOURCES, '请选择统计的资源类型'),
  description: reqText(5000, '请输入数据库简介', '数据库简介不能超过5000个字'),
  coverage: optText(300, '收录范围不能超过300个字'),
  updateCycle: optText(40, '更新周期不能超过40个字'),
  linkPath: reqText(200, '请输入入口路径', '入口路径不能超过200个字').regex(/^\/[A-Za-z0-9/_?=&.-]*$/, '入口路径应为本站路径，以 / 开头'),
  sort: zSort.optional(),
});

export const libraryDatabaseResource = defineResource({
  name: 'libraryDatabases',
  label: '数据库',
  menu: { group: 'library', icon: 'DatabaseOutlined', order: 130 },
  fields: {
    name: { label: '数据库名称', kind: 'text', list: true },
    category: { label: '分类', kind: 'number', list: true, width: 140, labels: DATABASE_CATEGORIES },
    source: { label: '统计资源类型', kind: 'text', list: true, width: 120, labels: DATABASE_SOURCES },
    description: { label: '数据库简介', kind: 'longtext' },
    coverage: { label: '收录范围', kind: 'text' },
    updateCycle: { label: '更新周期', kind: 'text', list: true, width: 90 },
    linkPath: { label: '入口路径', kind: 'text', list: true, width: 160 },
    itemCount: { label: '收录数量', kind: 'number', format: 'count' },
    sort: { label: '排序', kind: 'number', list: true, width: 70 },
    published: publishedField,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    ...readCalls('/common/database'),
    ...manageCalls('database'),
  },
  sortable: ['sort', 'createTime'],
  defaultSort: SORT_THEN_OLDEST,
  pageSize: 50,
  filters: z.object({ keyword: keywordFilter(), category: codeFilter(codesOf(DATABASE_CATEGORIES), '数据库分类不正确') }),
  input: libraryDatabaseInput,
  readAction: 'manage',
});
