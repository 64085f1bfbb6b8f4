import { z } from 'zod';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { optInt } from './inputs';
import { optText, reqText, zSort } from './organizations';

import { codeFilter, intFilter, keywordFilter, textFilter, yearFilter } from './areaFilters';
import { downloadsField, subjectTypeField, summaryField } from './fieldPresets';

export const thesisFilters = z.object({
  keyword: keywordFilter(),
  /** Dictionary thesis_level: 1 学士, 2 硕士, 3 博士, 4 博士后. */
  degree: codeFilter([1, 2, 3, 4], '学位级别只能是1（学士）、2（硕士）、3（博士）或4（博士后）'),
  schoolId: intFilter('学校编号不正确'),
  schoolName: textFilter('学校名称不正确', 100),
  subjectType: codeFilter([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], '学科分类不正确'),
  /** Year of the issue time (授予/提交年份). */
  outYear: yearFilter('年份'),
});

/** What the platform admin writes when adding or editing a thesis (学位论文管理). */
export const thesisInput = z.object({
  title: reqText(300, '请输入题名', '题名不能超过300个字'),
  authors: reqText(200, '请输入作者', '作者不能超过200个字'),
  degree: z.coerce.number({ error: '请选择学位级别' }).refine((v) => [1, 2, 3, 4].includes(v), '请选择学位级别'),
  schoolName: reqText(200, '请输入学位授予单位', '学位授予单位不能超过200个字'),
  major: optText(100, '专业不能超过100个字'),
  supervisor: optText(100, '导师不能超过100个字'),
  issueTime: z.string({ error: '请选择授予时间' }).regex(/^\d{4}-\d{2}-\d{2}$/, '请选择授予时间'),
  subjectType: optInt('学科分类不正确', 999),
  keywords: optText(300, '关键词不能超过300个字'),
  abstract: optText(10_000, '摘要不能超过10000个字'),
  fullText: optText(2_000_000, '全文不能超过200万字'),
  priceFen: optInt('价格不正确', 100_000_000),
  sort: zSort.optional(),
});

export const thesisResource = defineResource({
  name: 'theses',
  contentType: 'thesis',
  label: '学位论文',
  menu: { group: 'library', icon: 'ExperimentOutlined', order: 70 },
  fields: {
    title: { label: '题名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', format: 'authors', list: true, width: 120 },
    degree: { label: '学位级别', kind: 'dict', dict: 'thesis_level', list: true, width: 90 },
    schoolId: { label: '学校编号', kind: 'number' },
    schoolName: { label: '学位授予单位', kind: 'text', list: true, width: 180 },
    major: { label: '专业', kind: 'text' },
    supervisor: { label: '导师', kind: 'text' },
    issueTime: { label: '授予时间', kind: 'date', list: true, width: 120 },
    subjectType: subjectTypeField,
    keywords: { label: '关键词', kind: 'text' },
    abstract: summaryField,
    fullText: { label: '全文', kind: 'richtext' },
    priceFen: { label: '价格', kind: 'money', width: 100 },
    downloads: downloadsField,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/thesis'),
    ...manageCalls('thesis'),
  },
  sortable: ['issueTime', 'downloads', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: thesisFilters,
  input: thesisInput,
  formSections: [
    { title: '论文信息', fields: ['title', 'authors', 'degree', 'schoolName', 'major', 'supervisor', 'issueTime', 'subjectType', 'keywords'] },
    { title: '摘要与全文', fields: ['abstract', 'fullText'] },
    { title: '销售与排序', fields: ['priceFen', 'sort'] },
  ],
  readAction: 'manage',
});

/** The schools that granted theses, with how many each: `{value, label, count}`. */
export const THESIS_SCHOOLS_PATH = '/common/thesis/schools';
