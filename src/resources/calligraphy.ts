import { z } from 'zod';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST, SORT_THEN_OLDEST, type FieldSpec } from './define';
import { codeFilter, intFilter, keywordFilter, textFilter } from './areaFilters';
import { optText, reqText, zId, zSort } from './organizations';
import { viewsColumn, workTitleField } from './fieldPresets';

/** 书体 (issue 14): the five scripts works are filed under. */
export const CALLIGRAPHY_SCRIPTS: Readonly<Record<string, string>> = { 1: '楷书', 2: '行书', 3: '草书', 4: '隶书', 5: '篆书' };
const SCRIPT_CODES = Object.keys(CALLIGRAPHY_SCRIPTS).map(Number);

/** 书法字典 (spec §7 `/common/word2`): one character in several scripts. */
export const WORD2_PATH = '/common/word2';
export const CALLIGRAPHY_HOT_PATH = '/common/calligraphy/hot';
/** Published calligraphers as filter choices `{ value, label }` (王羲之（东晋）…). */
export const CALLIGRAPHER_OPTIONS_PATH = '/common/calligraphy/calligrapher/options';

export const calligraphyFilters = z.object({
  keyword: keywordFilter(),
  script: codeFilter(SCRIPT_CODES, '书体不正确'),
  calligrapherId: intFilter('书法家不正确'),
  dynasty: textFilter('朝代不正确', 20),
});

export const calligraphyInput = z.object({
  title: reqText(200, '请输入作品名称', '作品名称不能超过200个字'),
  script: z.coerce.number({ error: '请选择书体' }).refine((v) => SCRIPT_CODES.includes(v), '请选择书体'),
  calligrapherId: zId('请选择书法家'),
  era: optText(40, '创作年代不能超过40个字'),
  medium: optText(60, '形制材质不能超过60个字'),
  collection: optText(100, '收藏单位不能超过100个字'),
  content: reqText(20_000, '请输入释文', '释文不能超过20000个字'),
  intro: optText(20_000, '作品简介不能超过20000个字'),
  imageUrl: optText(500, '图片地址不能超过500个字'),
  sort: zSort.optional(),
});

/** 朝代 as a list column: of a work and of its calligrapher alike. */
const dynastyColumn = { label: '朝代', kind: 'text', list: true, width: 80 } satisfies FieldSpec;

export const calligraphyResource = defineResource({
  name: 'calligraphyWorks',
  label: '书法作品',
  menu: { group: 'creation', icon: 'HighlightOutlined', order: 110 },
  contentType: 'calligraphy',
  fields: {
    title: workTitleField,
    script: { label: '书体', kind: 'number', list: true, width: 80, labels: CALLIGRAPHY_SCRIPTS },
    calligrapherId: { label: '书法家', kind: 'number', ref: 'calligrapher' },
    calligrapherName: { label: '书法家', kind: 'text', list: true, width: 100 },
    dynasty: dynastyColumn,
    era: { label: '创作年代', kind: 'text', list: true, width: 120 },
    medium: { label: '形制材质', kind: 'text' },
    collection: { label: '收藏单位', kind: 'text' },
    content: { label: '释文', kind: 'longtext' },
    intro: { label: '作品简介', kind: 'longtext' },
    imageUrl: { label: '作品图片', kind: 'image' },
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/calligraphy'),
    ...manageCalls('calligraphy'),
  },
  sortable: ['views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 12,
  filters: calligraphyFilters,
  input: calligraphyInput,
  readAction: 'manage',
});

export const calligrapherFilters = z.object({ keyword: keywordFilter(), dynasty: textFilter('朝代不正确', 20) });

export const calligrapherInput = z.object({
  name: reqText(60, '请输入姓名', '姓名不能超过60个字'),
  dynasty: reqText(20, '请输入朝代', '朝代不能超过20个字'),
  lifespan: optText(40, '生卒年不能超过40个字'),
  intro: optText(20_000, '生平简介不能超过20000个字'),
  sort: zSort.optional(),
});

export const calligrapherResource = defineResource({
  name: 'calligraphers',
  label: '书法家',
  menu: { group: 'creation', icon: 'UserOutlined', order: 120 },
  fields: {
    name: { label: '姓名', kind: 'text', list: true, width: 120 },
    dynasty: dynastyColumn,
    lifespan: { label: '生卒年', kind: 'text', list: true, width: 140 },
    intro: { label: '生平简介', kind: 'longtext' },
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/calligraphy/calligrapher'),
    ...manageCalls('calligrapher'),
  },
  sortable: ['views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_OLDEST,
  pageSize: 20,
  filters: calligrapherFilters,
  input: calligrapherInput,
  readAction: 'manage',
});
