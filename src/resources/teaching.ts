import { z } from 'zod';
import { codeFilter, intFilter, keywordFilter } from './areaFilters';
import { COMPOSITION_GRADES } from './compositions';
import { defineResource, manageCalls, publishedField, readCalls, SORT_THEN_NEWEST, manageCallsWithoutPublish, orderBy } from './define';
import { SCHOOL_SUBJECTS } from './famousTeachers';
import { numberCode, codesOf } from './inputs';
import { optText, reqText, zId, zSort } from './organizations';
import { viewsColumn } from './fieldPresets';

/**
 * 基础教育 · 教学资源 (issue 14; spec §7 `teachingType/getTree`, `getNav`, `teachingjoin`): the
 * teaching catalogue (学科 → 年级 → 教材版本 → 单元) and the resources attached to its units.
 * A resource names its unit (`knowledge`); its 学科, 年级, 教材版本 and 学段 are read from the
 * unit's place in the tree when it is saved, so the filters can never disagree with the tree.
 */

/** 学科 (spec §3 `subjectType`): the basic-education subjects the famous teachers use too. */
export const TEACHING_SUBJECTS = SCHOOL_SUBJECTS;
/** 年级 (spec §3 `grade`): 1–6 小学, 7–9 初中, 10–12 高中 (the compositions' grades). */
export const TEACHING_GRADES = COMPOSITION_GRADES;
/** 教材版本 (spec §3 `teachingVersion`): the textbook editions Chinese schools use. */
export const TEACHING_VERSIONS: Readonly<Record<string, string>> = {
  1: '人教版',
  2: '北师大版',
  3: '苏教版',
  4: '部编版',
  5: '外研版',
  6: '沪教版',
  7: '人教PEP版',
  8: '译林版',
};
/** 资源类型 (spec §3 `fileType`). */
export const TEACHING_FILE_TYPES: Readonly<Record<string, string>> = {
  1: '课件',
  2: '教案',
  3: '学案',
  4: '试题',
  5: '微课视频',
  6: '素材',
};
/** The levels of the catalogue tree. */
export const TEACHING_LEVELS: Readonly<Record<string, string>> = { 1: '学科', 2: '年级', 3: '教材版本', 4: '单元' };
/** The code table a node of each level takes its `code` from (units have none). */
export const LEVEL_CODES: Readonly<Record<number, Readonly<Record<string, string>>>> = { 1: TEACHING_SUBJECTS, 2: TEACHING_GRADES, 3: TEACHING_VERSIONS };
/** 学段 (dictionary `education_level` 1–8) of a 年级: 小学, 初中, 高中. */
export const eduLevelOfGrade = (grade: number) => (grade <= 6 ? 1 : grade <= 9 ? 2 : 3);


export const TEACHING_CALLS = {
  tree: { method: 'POST', path: '/common/teachingType/getTree' },
  nav: { method: 'POST', path: '/common/teachingType/getNav' },
  hot: { method: 'GET', path: '/common/teachingjoin/hot' },
  /** The resource's file: `accessMethod=preview` (anyone, inline) or `download` (signed-in readers). */
  file: { method: 'GET', path: '/common/teachingjoin/file/{id}' },
  upload: { method: 'POST', path: '/manage/teachingjoin/upload' },
} as const;

export const TEACHING_MSG = {
  missing: '该教学资源不存在或已下架',
  nodeMissing: '该教学目录节点不存在',
  forbidden: '无权操作：只能修改或删除本人上传的教学资源',
  fileMissing: '资源文件不存在，请重新上传',
  noFile: '该资源暂无文件',
  signInToDownload: '请登录后下载资源',
  unitRequired: '请选择资源所属的单元',
  notUnit: '资源只能挂在单元下，请选择单元',
  nodeInUse: '该目录下还有子目录或教学资源，不能删除',
};

/** Upload of a resource's file: documents and 微课视频 (MP4), checked by their bytes on the server. */
export const TEACHING_UPLOAD = {
  accept: '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt,.mp4',
  maxBytes: 200 * 1024 * 1024,
  label: '资源文件',
} as const;

export const teachingFilters = z.object({
  keyword: keywordFilter(),
  subjectType: codeFilter(codesOf(TEACHING_SUBJECTS), '学科不正确'),
  grade: codeFilter(codesOf(TEACHING_GRADES), '年级不正确'),
  teachingVersion: codeFilter(codesOf(TEACHING_VERSIONS), '教材版本不正确'),
  /** The unit (a level-4 node of the tree). */
  knowledge: intFilter('单元编号不正确'),
  fileType: codeFilter(codesOf(TEACHING_FILE_TYPES), '资源类型不正确'),
  eduLevel: codeFilter([1, 2, 3, 4, 5, 6, 7, 8], '学段不正确'),
});

/** What the platform admin or a teacher writes; 学科 / 年级 / 版本 / 学段 follow from the unit. */
export const teachingInput = z.object({
  title: reqText(200, '请输入资源标题', '资源标题不能超过200个字'),
  knowledge: z.preprocess((v) => (v === '' || v === null ? undefined : v), zId(TEACHING_MSG.unitRequired)),
  fileType: numberCode(TEACHING_FILE_TYPES, '请选择资源类型'),
  author: reqText(60, '请输入作者', '作者不能超过60个字'),
  school: optText(100, '学校名称不能超过100个字'),
  keywords: optText(200, '关键词不能超过200个字'),
  intro: optText(5000, '资源简介不能超过5000个字'),
  fileName: optText(120, TEACHING_MSG.fileMissing),
  sort: zSort.optional(),
});

export const teachingResource = defineResource({
  name: 'teachingResources',
  label: '教学资源',
  menu: { group: 'education', icon: 'ReadOutlined', order: 160 },
  // The platform admin manages every resource; a teacher the ones they uploaded (src/access/policy.ts).
  subject: 'TeachingResource',
  contentType: 'teaching',
  fields: {
    title: { label: '资源标题', kind: 'text', list: true },
    knowledge: { label: '所属单元', kind: 'number', ref: 'teachingUnit' },
    unitName: { label: '单元', kind: 'text' },
    subjectType: { label: '学科', kind: 'number', list: true, width: 80, labels: TEACHING_SUBJECTS },
    grade: { label: '年级', kind: 'number', list: true, width: 80, labels: TEACHING_GRADES },
    teachingVersion: { label: '教材版本', kind: 'number', list: true, width: 100, labels: TEACHING_VERSIONS },
    eduLevel: { label: '学段', kind: 'dict', dict: 'education_level' },
    fileType: { label: '资源类型', kind: 'number', list: true, width: 90, labels: TEACHING_FILE_TYPES },
    author: { label: '作者', kind: 'text', format: 'authors', list: true, width: 90 },
    school: { label: '学校', kind: 'text' },
    keywords: { label: '关键词', kind: 'text' },
    intro: { label: '资源简介', kind: 'longtext' },
    fileName: { label: '资源文件', kind: 'file', upload: 'teaching' },
    fileSize: { label: '文件大小', kind: 'number' },
    views: viewsColumn,
    downloads: { label: '下载量', kind: 'number', format: 'count', list: true, width: 80 },
    sort: { label: '排序', kind: 'number' },
    published: publishedField,
    createTime: { label: '上传时间', kind: 'datetime' },
  },
  calls: {
    ...readCalls('/common/teachingjoin'),
    ...manageCalls('teachingjoin'),
  },
  sortable: ['views', 'downloads', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: teachingFilters,
  input: teachingInput,
  readAction: 'update',
});

/** A catalogue node as the admin writes it: its parent is one level up (none for a 学科). */
export const teachingTypeInput = z.object({
  name: reqText(100, '请输入目录名称', '目录名称不能超过100个字'),
  level: numberCode(TEACHING_LEVELS, '请选择目录层级'),
  parentId: z.preprocess((v) => (v === '' ? null : v), zId('上级目录不正确').nullable().optional()),
  code: z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: '代码不正确' }).int('代码不正确').min(1, '代码不正确').max(99, '代码不正确').nullable().optional()),
  sort: zSort.optional(),
});


export const teachingTypeResource = defineResource({
  name: 'teachingTypes',
  label: '教学目录',
  menu: { group: 'education', icon: 'ApartmentOutlined', order: 170 },
  subject: 'TeachingType',
  fields: {
    id: { label: '编号', kind: 'number', list: true, width: 70 },
    name: { label: '目录名称', kind: 'text', list: true },
    level: { label: '层级', kind: 'number', list: true, width: 90, labels: TEACHING_LEVELS },
    parentId: { label: '上级目录', kind: 'number', ref: 'teachingNode' },
    parentName: { label: '上级目录', kind: 'text', list: true, width: 200 },
    code: { label: '代码（学科/年级/版本）', kind: 'number', list: true, width: 90 },
    sort: { label: '排序', kind: 'number', list: true, width: 70 },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: manageCallsWithoutPublish('teachingType'),
  sortable: ['level', 'sort', 'createTime'],
  defaultSort: orderBy({ level: 'asc', sort: 'asc' }),
  pageSize: 20,
  filters: z.object({
    keyword: keywordFilter(),
    level: codeFilter([1, 2, 3, 4], '目录层级不正确'),
    parentId: intFilter('上级目录不正确'),
  }),
  input: teachingTypeInput,
  readAction: 'manage',
});
