import { z } from 'zod';
import { codeFilter, intFilter, keywordFilter, yearFilter } from './areaFilters';
import { defineResource, manageCalls, readCalls, IN_SORT_ORDER, managedRecordFields, manageCallsWithoutPublish, partsOf, sortThenLatest } from './define';
import { optDate } from './inputs';
import { optText, reqText, zId, zSort } from './organizations';
import { READER_ITEM_TYPE_VALUES, READER_ITEM_TYPES } from '../shared/readerItems';
import { coverField, publishDateColumn, viewsColumn } from './fieldPresets';

/** The reader item types a topic may hold, by number (文章 1, 期刊 2 …): src/shared/readerItems.ts. */
export const TOPIC_ITEM_TYPE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(Object.values(READER_ITEM_TYPES).map((t) => [String(t.type), t.label]));

export const topicFilters = z.object({
  keyword: keywordFilter(),
  year: yearFilter('发布年份'),
});

export const topicInput = z.object({
  title: reqText(200, '请输入专题名称', '专题名称不能超过200个字'),
  subtitle: optText(200, '副标题不能超过200个字'),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  intro: reqText(10_000, '请输入专题导语', '专题导语不能超过10000个字'),
  editor: optText(60, '策划编辑不能超过60个字'),
  publishDate: optDate('发布日期格式不正确'),
  sort: zSort.optional(),
});

export const topicResource = defineResource({
  name: 'topics',
  label: '专题',
  menu: { group: 'library', icon: 'AppstoreOutlined', order: 100 },
  contentType: 'topic',
  fields: {
    title: { label: '专题名称', kind: 'text', list: true },
    subtitle: { label: '副标题', kind: 'text' },
    coverUrl: coverField,
    intro: { label: '专题导语', kind: 'longtext' },
    editor: { label: '策划编辑', kind: 'text', list: true, width: 100 },
    publishDate: publishDateColumn,
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/topic'),
    ...manageCalls('topic'),
  },
  sortable: ['views', 'publishDate', 'sort', 'createTime'],
  defaultSort: sortThenLatest('publishDate'),
  pageSize: 9,
  filters: topicFilters,
  input: topicInput,
  readAction: 'manage',
});

export const TOPIC_HOT_PATH = '/common/topic/hot';

/** A topic's sections and items: kept in the editor's order, 20 a page; no 上架/下架 of their own (the topic has it). */
const partOrderFields = {
  sort: { label: '排序（小者在前）', kind: 'number', list: true, width: 110 },
  createTime: { label: '创建时间', kind: 'datetime' },
} as const;
const partListing = {
  sortable: ['sort', 'createTime'],
  pageSize: 20,
} as const;

export const topicSectionInput = z.object({
  topicId: zId('请选择专题'),
  title: reqText(100, '请输入栏目名称', '栏目名称不能超过100个字'),
  intro: optText(2000, '栏目导语不能超过2000个字'),
  sort: zSort.optional(),
});

export const topicSectionResource = defineResource({
  name: 'topicSections',
  label: '专题栏目',
  menu: { group: 'library', icon: 'OrderedListOutlined', order: 110 },
  fields: {
    title: { label: '栏目名称', kind: 'text', list: true },
    topicId: { label: '所属专题', kind: 'number', ref: 'topic', list: true, width: 240 },
    intro: { label: '栏目导语', kind: 'longtext' },
    ...partOrderFields,
  },
  calls: manageCallsWithoutPublish('topicSection'),
  ...partListing,
  defaultSort: partsOf('topicId', IN_SORT_ORDER),
  filters: z.object({ keyword: keywordFilter(), topicId: intFilter('专题编号不正确') }),
  input: topicSectionInput,
  readAction: 'manage',
});

export const topicItemInput = z.object({
  sectionId: zId('请选择栏目'),
  itemType: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: '请选择资源类型' }).refine((v) => READER_ITEM_TYPE_VALUES.includes(v), '请选择资源类型')),
  itemId: zId('请选择资源'),
  note: optText(300, '推荐语不能超过300个字'),
  sort: zSort.optional(),
});

export const topicItemResource = defineResource({
  name: 'topicItems',
  label: '专题资源',
  menu: { group: 'library', icon: 'LinkOutlined', order: 120 },
  fields: {
    sectionId: { label: '所属栏目', kind: 'number', ref: 'topicSection', list: true, width: 240 },
    itemType: { label: '资源类型', kind: 'number', list: true, width: 100, labels: TOPIC_ITEM_TYPE_LABELS },
    itemId: { label: '资源', kind: 'number', ref: 'readerItem', refBy: 'itemType', list: true },
    note: { label: '推荐语', kind: 'text' },
    ...partOrderFields,
  },
  calls: manageCallsWithoutPublish('topicItem'),
  ...partListing,
  defaultSort: partsOf('sectionId', IN_SORT_ORDER),
  filters: z.object({ sectionId: intFilter('栏目编号不正确'), itemType: codeFilter(READER_ITEM_TYPE_VALUES, '资源类型不正确') }),
  input: topicItemInput,
  readAction: 'manage',
});

/** The admin's item picker: public items of one type by title (`itemType`, `keyword`, paged). */
export const TOPIC_ITEM_OPTIONS_PATH = '/manage/topicItem/options';
