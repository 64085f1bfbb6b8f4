import { z } from 'zod';
import { codeFilter, intFilter, keywordFilter, yearFilter } from './areaFilters';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { numberCode, codesOf } from './inputs';
import { optText, reqText, zSort } from './organizations';
import { viewsColumn } from './fieldPresets';

/** 年级 of a composition (spec §3 `grade`): 1–6 小学, 7–9 初中, 10–12 高中. */
export const COMPOSITION_GRADES: Readonly<Record<string, string>> = {
  1: '一年级',
  2: '二年级',
  3: '三年级',
  4: '四年级',
  5: '五年级',
  6: '六年级',
  7: '初一',
  8: '初二',
  9: '初三',
  10: '高一',
  11: '高二',
  12: '高三',
};
/** 文体 of a composition (spec §3 "composition filters", the type). */
export const COMPOSITION_TYPES: Readonly<Record<string, string>> = {
  1: '记叙文',
  2: '议论文',
  3: '说明文',
  4: '散文',
  5: '诗歌',
  6: '书信',
  7: '读后感',
  8: '想象作文',
};

export const compositionFilters = z.object({
  keyword: keywordFilter(),
  grade: codeFilter(codesOf(COMPOSITION_GRADES), '年级不正确'),
  compositionType: codeFilter(codesOf(COMPOSITION_TYPES), '作文类型不正确'),
  year: yearFilter('年份'),
  /** 字数 at least (the list's 字数 filter: 400, 600, 800 …). */
  minWords: intFilter('字数应为0到20000之间的整数', 0, 20_000),
});

/** What the platform admin or a teacher writes when adding a student's composition. The server counts 字数. */
export const compositionInput = z.object({
  title: reqText(200, '请输入作文题目', '作文题目不能超过200个字'),
  author: reqText(60, '请输入学生姓名', '学生姓名不能超过60个字'),
  school: reqText(100, '请输入学校', '学校名称不能超过100个字'),
  grade: numberCode(COMPOSITION_GRADES, '请选择年级'),
  compositionType: numberCode(COMPOSITION_TYPES, '请选择作文类型'),
  year: z.coerce.number({ error: '年份应为2000到2100之间的整数' }).int('年份应为2000到2100之间的整数').min(2000, '年份应为2000到2100之间的整数').max(2100, '年份应为2000到2100之间的整数'),
  teacher: optText(60, '指导教师不能超过60个字'),
  teacherComment: optText(2000, '教师评语不能超过2000个字'),
  award: optText(200, '获奖情况不能超过200个字'),
  content: reqText(20_000, '请输入作文正文', '作文正文不能超过20000个字'),
  sort: zSort.optional(),
});

export const compositionResource = defineResource({
  name: 'compositions',
  label: '作文',
  menu: { group: 'education', icon: 'EditOutlined', order: 30 },
  // The platform admin manages every composition; a teacher the ones they submitted (src/access/policy.ts).
  subject: 'Composition',
  contentType: 'composition',
  fields: {
    title: { label: '作文题目', kind: 'text', list: true },
    author: { label: '学生', kind: 'text', list: true, width: 90 },
    school: { label: '学校', kind: 'text', list: true, width: 180 },
    grade: { label: '年级', kind: 'number', list: true, width: 80, labels: COMPOSITION_GRADES },
    compositionType: { label: '作文类型', kind: 'number', list: true, width: 90, labels: COMPOSITION_TYPES },
    year: { label: '年份', kind: 'number', list: true, width: 70 },
    wordCount: { label: '字数', kind: 'number' },
    teacher: { label: '指导教师', kind: 'text' },
    teacherComment: { label: '教师评语', kind: 'longtext' },
    award: { label: '获奖情况', kind: 'text' },
    content: { label: '作文正文', kind: 'longtext' },
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/composition'),
    ...manageCalls('composition'),
  },
  sortable: ['year', 'views', 'wordCount', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: compositionFilters,
  input: compositionInput,
  formSections: [
    { title: '作文信息', fields: ['title', 'author', 'school', 'grade', 'compositionType', 'year', 'teacher', 'award'] },
    { title: '正文与评语', fields: ['content', 'teacherComment'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'update',
});

export const COMPOSITION_HOT_PATH = '/common/composition/hot';

/** 字数 as Chinese teachers count it: every character that is not white space. */
export const countWords = (text: string) => text.replace(/\s/gu, '').length;
