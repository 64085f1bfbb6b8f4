import { z } from 'zod';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { optDate } from './inputs';
import { optText, reqText, zSort } from './organizations';

import { keywordFilter, textChoiceFilter, textFilter, yearFilter } from './areaFilters';

/** Standard status as the table stores it. */
export const STANDARD_STATUSES = ['现行', '即将实施', '废止'] as const;

export const standardFilters = z.object({
  keyword: keywordFilter(),
  status: textChoiceFilter(STANDARD_STATUSES, '标准状态只能是现行、即将实施或废止'),
  /** Chinese Standard Classification code, e.g. A14. */
  ccs: textFilter('中国标准分类号不正确', 20),
  outYear: yearFilter('发布年份'),
});

/** What the platform admin writes when adding or editing a standard (标准管理). */
export const standardInput = z.object({
  standardNo: reqText(60, '请输入标准号', '标准号不能超过60个字'),
  title: reqText(300, '请输入标准名称', '标准名称不能超过300个字'),
  titleEn: optText(400, '英文名称不能超过400个字'),
  status: z.enum(STANDARD_STATUSES, { error: '请选择标准状态' }),
  ccs: optText(20, '中国标准分类号不能超过20个字'),
  ics: optText(20, '国际标准分类号不能超过20个字'),
  issuingAuthority: optText(200, '发布单位不能超过200个字'),
  publishDate: optDate('发布日期格式不正确'),
  implementDate: optDate('实施日期格式不正确'),
  summary: optText(5000, '标准简介不能超过5000个字'),
  sort: zSort.optional(),
});

export const standardResource = defineResource({
  name: 'standards',
  contentType: 'standard',
  label: '标准',
  menu: { group: 'library', icon: 'SafetyOutlined', order: 90 },
  fields: {
    standardNo: { label: '标准号', kind: 'text', list: true, width: 160 },
    title: { label: '标准名称', kind: 'text', list: true },
    titleEn: { label: '英文名称', kind: 'text' },
    status: { label: '标准状态', kind: 'text', list: true, width: 100, labels: { 现行: '现行', 即将实施: '即将实施', 废止: '废止' } },
    ccs: { label: '中国标准分类号', kind: 'text', width: 120 },
    ics: { label: '国际标准分类号', kind: 'text', width: 120 },
    issuingAuthority: { label: '发布单位', kind: 'text' },
    publishDate: { label: '发布日期', kind: 'date', list: true, width: 120 },
    implementDate: { label: '实施日期', kind: 'date', list: true, width: 120 },
    summary: { label: '标准简介', kind: 'longtext' },
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/standard'),
    ...manageCalls('standard'),
  },
  sortable: ['standardNo', 'publishDate', 'implementDate', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Standards show the search bar: spec §9 searches 10 a page.
  pageSize: 10,
  filters: standardFilters,
  input: standardInput,
  formSections: [
    { title: '标准信息', fields: ['standardNo', 'title', 'titleEn', 'status', 'ccs', 'ics', 'issuingAuthority', 'publishDate', 'implementDate'] },
    { title: '简介与排序', fields: ['summary', 'sort'] },
  ],
  readAction: 'manage',
});
