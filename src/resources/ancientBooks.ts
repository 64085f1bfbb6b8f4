import { z } from 'zod';
import { defineResource, manageCalls, readCalls, viewsField, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { optInt } from './inputs';
import { optText, reqText, zSort } from './organizations';

import { keywordFilter, textChoiceFilter, textFilter } from './areaFilters';

/** The four-part classification 经史子集, plus 丛 (collections). */
export const ANCIENT_CATEGORIES = ['经', '史', '子', '集', '丛'] as const;

export const ancientBookFilters = z.object({
  keyword: keywordFilter(),
  category: textChoiceFilter(ANCIENT_CATEGORIES, '部类只能是经、史、子、集或丛'),
  dynasty: textFilter('朝代不正确', 40),
});

/** What the platform admin writes when adding or editing an ancient book (古籍管理). */
export const ancientBookInput = z.object({
  title: reqText(300, '请输入题名', '题名不能超过300个字'),
  author: optText(200, '责任者不能超过200个字'),
  dynasty: optText(40, '朝代不能超过40个字'),
  category: z.preprocess((v) => (v === '' ? null : v), z.enum(ANCIENT_CATEGORIES, { error: '请选择部类' }).nullable().optional()),
  edition: optText(200, '版本不能超过200个字'),
  volumes: optText(60, '卷数不能超过60个字'),
  coverUrl: optText(500, '书影地址不能超过500个字'),
  summary: optText(5000, '提要不能超过5000个字'),
  content: optText(200_000, '原文选读不能超过20万字'),
  priceFen: optInt('价格不正确', 100_000_000),
  sort: zSort.optional(),
});

export const ancientBookResource = defineResource({
  name: 'ancientBooks',
  contentType: 'ancient',
  label: '古籍',
  menu: { group: 'library', icon: 'BookOutlined', order: 20 },
  fields: {
    title: { label: '题名', kind: 'text', list: true },
    author: { label: '责任者', kind: 'text', format: 'authors', list: true, width: 160 },
    dynasty: { label: '朝代', kind: 'text', list: true, width: 90 },
    category: { label: '部类', kind: 'text', list: true, width: 70, labels: { 经: '经部', 史: '史部', 子: '子部', 集: '集部', 丛: '丛部' } },
    edition: { label: '版本', kind: 'text', list: true },
    volumes: { label: '卷数', kind: 'text', width: 100 },
    coverUrl: { label: '书影', kind: 'image' },
    summary: { label: '提要', kind: 'longtext' },
    content: { label: '原文选读', kind: 'longtext' },
    priceFen: { label: '价格', kind: 'money', width: 100 },
    views: viewsField,
    collectCount: { label: '收藏数', kind: 'number' },
    ...managedRecordFields,
  },
  // Spec §7: ancient-book calls live under /w_abm, which is served without /show.
  calls: {
    ...readCalls('/w_abm/wkapi/v1/ancientBook'),
    ...manageCalls('ancientBook'),
  },
  sortable: ['views', 'collectCount', 'priceFen', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Ancient books show the search bar: spec §9 searches 10 a page.
  pageSize: 10,
  filters: ancientBookFilters,
  input: ancientBookInput,
  readAction: 'manage',
});
