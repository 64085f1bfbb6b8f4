import { z } from 'zod';
import { defineResource } from './define';
import { keywordFilter, textChoiceFilter, textFilter } from './areaFilters';

/** The four-part classification 经史子集, plus 丛 (collections). */
export const ANCIENT_CATEGORIES = ['经', '史', '子', '集', '丛'] as const;

export const ancientBookFilters = z.object({
  keyword: keywordFilter(),
  category: textChoiceFilter(ANCIENT_CATEGORIES, '部类只能是经、史、子、集或丛'),
  dynasty: textFilter('朝代不正确', 40),
});

export const ancientBookResource = defineResource({
  name: 'ancientBooks',
  readerItem: 'ancient',
  searchDocType: 'ancient',
  label: '古籍',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '题名', kind: 'text', list: true },
    author: { label: '责任者', kind: 'text', list: true, width: 160 },
    dynasty: { label: '朝代', kind: 'text', list: true, width: 90 },
    category: { label: '部类', kind: 'text', list: true, width: 70 },
    edition: { label: '版本', kind: 'text', list: true },
    volumes: { label: '卷数', kind: 'text', width: 100 },
    coverUrl: { label: '书影', kind: 'image' },
    summary: { label: '提要', kind: 'longtext' },
    content: { label: '原文选读', kind: 'longtext' },
    priceFen: { label: '价格', kind: 'money', width: 100 },
    views: { label: '浏览量', kind: 'number' },
    collectCount: { label: '收藏数', kind: 'number' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  // Spec §7: ancient-book calls live under /w_abm, which is served without /show.
  calls: {
    list: { method: 'GET', path: '/w_abm/wkapi/v1/ancientBook/list' },
    one: { method: 'GET', path: '/w_abm/wkapi/v1/ancientBook/{id}' },
  },
  sortable: ['views', 'collectCount', 'priceFen', 'sort', 'createTime'],
  defaultSort: [
    { field: 'sort', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  // Ancient books show the search bar: spec §9 searches 10 a page.
  pageSize: 10,
  filters: ancientBookFilters,
});
