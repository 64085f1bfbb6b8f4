import { z } from 'zod';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { boolFilter, codeFilter, keywordFilter, textChoiceFilter, yearFilter } from './areaFilters';
import { optDate, titleInput } from './inputs';
import { optText, zSort } from './organizations';
import { contentField, titleField } from './fieldPresets';

/** Legislation levels (效力级别) of the law table. */
export const LEGISLATION_LEVELS = ['法律', '行政法规', '部门规章', '地方性法规', '规范性文件'] as const;

export const lawFilters = z.object({
  keyword: keywordFilter(),
  /** Spec §4: 1 有效, 3 尚未生效, 5 已被修改, 9 已废止 (dictionary law_status). */
  lawStatus: codeFilter([1, 3, 5, 9], '时效性只能是1（有效）、3（尚未生效）、5（已被修改）或9（已废止）'),
  isEducation: boolFilter('是否教育法规参数不正确'),
  legislation: textChoiceFilter(LEGISLATION_LEVELS, '效力级别只能是法律、行政法规、部门规章、地方性法规或规范性文件'),
  outYear: yearFilter('发布年份'),
});

/** What the platform admin writes when adding or editing a law (法规管理). */
export const lawInput = z.object({
  title: titleInput,
  docNumber: optText(100, '发文字号不能超过100个字'),
  issuingAuthority: optText(200, '发布机关不能超过200个字'),
  legislation: z.preprocess((v) => (v === '' ? null : v), z.enum(LEGISLATION_LEVELS, { error: '请选择效力级别' }).nullable().optional()),
  lawStatus: z.coerce.number({ error: '请选择时效性' }).refine((v) => [1, 3, 5, 9].includes(v), '请选择时效性'),
  isEducation: z.boolean({ error: '是否教育法规不正确' }).optional(),
  publishDate: optDate('发布日期格式不正确'),
  effectiveDate: optDate('实施日期格式不正确'),
  content: optText(200_000, '正文不能超过20万字'),
  sort: zSort.optional(),
});

export const lawResource = defineResource({
  name: 'laws',
  exportable: true,
  contentType: 'law',
  label: '法律法规',
  menu: { group: 'library', icon: 'FileProtectOutlined', order: 80 },
  fields: {
    title: titleField,
    docNumber: { label: '发文字号', kind: 'text', list: true, width: 200 },
    issuingAuthority: { label: '发布机关', kind: 'text', list: true, width: 200 },
    legislation: { label: '效力级别', kind: 'text', list: true, width: 100 },
    lawStatus: { label: '时效性', kind: 'dict', dict: 'law_status', list: true, width: 100 },
    isEducation: { label: '教育法规', kind: 'boolean' },
    publishDate: { label: '发布日期', kind: 'date', list: true, width: 120 },
    effectiveDate: { label: '实施日期', kind: 'date', list: true, width: 120 },
    content: contentField,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/legislation'),
    ...manageCalls('legislation'),
  },
  sortable: ['publishDate', 'effectiveDate', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Laws show the search bar: spec §9 searches 10 a page.
  pageSize: 10,
  filters: lawFilters,
  input: lawInput,
  formSections: [
    { title: '法规信息', fields: ['title', 'docNumber', 'issuingAuthority', 'legislation', 'lawStatus', 'isEducation', 'publishDate', 'effectiveDate'] },
    { title: '正文', help: '标题、章、条各占一段，门户按法规格式排版', fields: ['content'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'manage',
});
