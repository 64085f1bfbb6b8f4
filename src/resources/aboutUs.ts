import { z } from 'zod';
import { keywordOnlyFilters } from './areaFilters';
import { defineResource, manageCalls, publishedField, IN_SORT_ORDER } from './define';
import { optText, reqText, zSort } from './organizations';
import { updateTimeColumn } from './fieldPresets';

export const aboutSectionInput = z.object({
  title: reqText(100, '请输入段落标题', '段落标题不能超过100个字'),
  anchor: optText(40, '锚点不能超过40个字').refine((v) => v === undefined || v === null || /^[a-z][a-z0-9-]*$/.test(v), '锚点只能是小写字母开头的字母、数字或连字符'),
  content: reqText(20_000, '请输入段落正文', '段落正文不能超过20000个字'),
  sort: zSort.optional(),
});

/** 关于我们: the page's sections, edited by the platform admin; the footer links the ones with an anchor. */
export const aboutSectionResource = defineResource({
  name: 'aboutSections',
  label: '关于我们',
  menu: { group: 'system', icon: 'InfoCircleOutlined', order: 50 },
  fields: {
    title: { label: '段落标题', kind: 'text', list: true },
    anchor: { label: '锚点', kind: 'text', list: true, width: 120 },
    content: { label: '段落正文（空行分段）', kind: 'longtext' },
    sort: { label: '排序（小者在前）', kind: 'number', list: true, width: 110 },
    published: publishedField,
    updateTime: updateTimeColumn,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: manageCalls('aboutSection'),
  sortable: ['sort', 'createTime', 'updateTime'],
  defaultSort: IN_SORT_ORDER,
  pageSize: 20,
  filters: keywordOnlyFilters,
  input: aboutSectionInput,
  readAction: 'manage',
});

/** The page readers see: `{ title, updateTime, sections: [{ title, anchor, paragraphs }] }`. */
export const ABOUT_US_PATH = '/common/aboutUs';
