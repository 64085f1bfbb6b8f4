import { z } from 'zod';
import { defineResource, manageCalls, publicRecordFields, SORT_THEN_NEWEST, sortThenLatest, viewedManagedRecordFields, detailAndManageCalls } from './define';
import { codeFilter, keywordFilter, provinceFilter } from './areaFilters';
import { optDate, optInt, codesOf, numberCode, optProvinceId, titleInput, summaryInput, contentInput, mediaUrlInput } from './inputs';
import { optText, reqText, zId, zSort } from './organizations';
import { richContentField, coverField, personIntroField, photoField, summaryField, titleField, personNameColumn } from './fieldPresets';
import { provinceField } from './journals';

/** 学段 of basic education (spec §3 `grade`): the stage a famous teacher teaches. */
export const SCHOOL_STAGES: Readonly<Record<string, string>> = { 1: '小学', 2: '初中', 3: '高中' };
/** 学科 of basic education (spec §3 `subjectType`). */
export const SCHOOL_SUBJECTS: Readonly<Record<string, string>> = {
  1: '语文',
  2: '数学',
  3: '英语',
  4: '物理',
  5: '化学',
  6: '生物',
  7: '历史',
  8: '地理',
  9: '道德与法治',
  10: '音乐',
  11: '美术',
  12: '体育',
  13: '信息技术',
};
/** What a famous teacher publishes: spec §7 `article/{id}`, `book/{id}`, `video/{id}`. */
export const TEACHER_WORK_KINDS = { article: 1, book: 2, video: 3 } as const;
export type TeacherWorkKind = keyof typeof TEACHER_WORK_KINDS;
export const TEACHER_WORK_KIND_LABELS: Readonly<Record<string, string>> = { 1: '文章', 2: '著作', 3: '视频' };


export const famousTeacherFilters = z.object({
  keyword: keywordFilter(),
  grade: codeFilter(codesOf(SCHOOL_STAGES), '学段不正确'),
  subjectType: codeFilter(codesOf(SCHOOL_SUBJECTS), '学科不正确'),
  provinceId: provinceFilter(),
});

/** 名师资料: what the platform admin writes, and what a famous teacher edits of their own page. */
export const famousTeacherInput = z.object({
  name: reqText(60, '请输入姓名', '姓名不能超过60个字'),
  school: reqText(100, '请输入任教学校', '任教学校不能超过100个字'),
  grade: numberCode(SCHOOL_STAGES, '请选择学段'),
  subjectType: numberCode(SCHOOL_SUBJECTS, '请选择学科'),
  title: optText(60, '职称不能超过60个字'),
  provinceId: optProvinceId,
  motto: optText(200, '教育格言不能超过200个字'),
  avatarUrl: optText(500, '照片地址不能超过500个字'),
  intro: optText(5000, '个人简介不能超过5000个字'),
  honors: optText(5000, '荣誉称号不能超过5000个字'),
  sort: zSort.optional(),
});

/** 学段 as a list column of the people directories (teachers, headmasters). */
export const stageColumn = { label: '学段', kind: 'number', list: true, width: 80, labels: SCHOOL_STAGES } as const;

/** Who a teacher is, as both teacher directories (名师, 教师) list them: name, school, 学段 and 学科. */
export const teacherFields = {
  name: personNameColumn,
  school: { label: '任教学校', kind: 'text', list: true },
  grade: stageColumn,
  subjectType: { label: '学科', kind: 'number', list: true, width: 100, labels: SCHOOL_SUBJECTS },
} as const;

/** What both teacher directories show of a teacher's own: 照片, 个人简介 and 荣誉称号. */
export const teacherProfileFields = {
  avatarUrl: photoField,
  intro: personIntroField,
  honors: { label: '荣誉称号', kind: 'longtext' },
} as const;

export const famousTeacherResource = defineResource({
  name: 'famousTeachers',
  label: '名师',
  menu: { group: 'education', icon: 'SolutionOutlined', order: 10 },
  contentType: 'famousTeacher',
  // The platform admin manages every famous teacher; a famous teacher edits their own page (src/access/policy.ts).
  subject: 'FamousTeacher',
  fields: {
    ...teacherFields,
    title: { label: '职称', kind: 'text', list: true, width: 140 },
    provinceId: provinceField,
    motto: { label: '教育格言', kind: 'text' },
    ...teacherProfileFields,
    ...publicRecordFields,
  },
  calls: {
    list: { method: 'GET', path: '/common/famous/teacher/show' },
    one: { method: 'GET', path: '/common/famous/teacher/{id}' },
    ...manageCalls('famousTeacher'),
  },
  sortable: ['views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Spec §9: honor lists page by 6.
  pageSize: 6,
  filters: famousTeacherFilters,
  input: famousTeacherInput,
  formSections: [
    { title: '名师信息', fields: ['name', 'school', 'grade', 'subjectType', 'title', 'provinceId', 'motto'] },
    { title: '照片与简介', fields: ['avatarUrl', 'intro', 'honors'] },
    { title: '排序', fields: ['sort'] },
  ],
  ownProfile: { title: '名师资料', platformOnly: ['sort'] },
  readAction: 'update',
});

export const FAMOUS_TEACHER_HOT_PATH = '/common/famous/teacher/hot';
/** A teacher's articles, books or videos (spec §7), `{id}` the teacher's. */
export const teacherWorksPath = (kind: TeacherWorkKind) => `/common/famous/teacher/${kind}/{id}`;

export const teacherWorkFilters = z.object({
  keyword: keywordFilter(),
  workType: codeFilter(codesOf(TEACHER_WORK_KIND_LABELS), '成果类型不正确'),
});

/** 名师成果: an article, a book or a lecture video of one famous teacher. */
export const teacherWorkInput = z.object({
  /** The platform admin names the teacher; a famous teacher's own works are always theirs (the server sets it). */
  teacherId: zId('请选择名师').optional(),
  workType: numberCode(TEACHER_WORK_KIND_LABELS, '请选择成果类型'),
  title: titleInput,
  source: optText(200, '出处不能超过200个字'),
  publishDate: optDate('发表日期格式不正确'),
  summary: summaryInput,
  content: contentInput,
  coverUrl: optText(500, '封面地址不能超过500个字'),
  videoUrl: mediaUrlInput('video'),
  /** Read from the video by the server (a committed demo clip it cannot read keeps the one given). */
  duration: optInt('时长应为0到86400之间的秒数', 86_400),
  sort: zSort.optional(),
});

export const teacherWorkResource = defineResource({
  name: 'famousTeacherWorks',
  label: '名师成果',
  menu: { group: 'education', icon: 'VideoCameraOutlined', order: 20 },
  subject: 'FamousTeacherWork',
  fields: {
    title: titleField,
    workType: { label: '成果类型', kind: 'number', list: true, width: 90, labels: TEACHER_WORK_KIND_LABELS },
    teacherId: { label: '名师', kind: 'number', ref: 'famousTeacher', list: true, width: 100 },
    source: { label: '出处', kind: 'text', list: true, width: 180 },
    publishDate: { label: '发表日期', kind: 'date', list: true, width: 110 },
    summary: summaryField,
    content: richContentField,
    coverUrl: coverField,
    videoUrl: { label: '视频', kind: 'text', media: { kind: 'video', duration: 'duration' } },
    duration: { label: '时长', kind: 'number', format: 'duration' },
    ...viewedManagedRecordFields,
  },
  calls: detailAndManageCalls('/common/famous/teacher/work/{id}', 'famousTeacherWork'),
  sortable: ['publishDate', 'views', 'sort', 'createTime'],
  defaultSort: sortThenLatest('publishDate'),
  pageSize: 10,
  filters: teacherWorkFilters,
  input: teacherWorkInput,
  formSections: [
    { title: '成果信息', fields: ['teacherId', 'workType', 'title', 'source', 'publishDate', 'coverUrl'] },
    { title: '摘要与正文', fields: ['summary', 'content'] },
    { title: '视频', help: '上传视频后时长由文件读出', fields: ['videoUrl', 'duration'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'update',
});
