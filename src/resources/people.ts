import { z } from 'zod';
import { codeFilter, keywordFilter, textFilter, provinceFilter } from './areaFilters';
import { defineResource, manageCalls, type FieldSpec, publicRecordFields, readCalls } from './define';
import { numberCode, optInt, codesOf, optProvinceId } from './inputs';
import { optText, reqText, zSort } from './organizations';
import { SCHOOL_STAGES, SCHOOL_SUBJECTS, teacherFields, teacherProfileFields } from './famousTeachers';
import { personIntroField, photoField, personNameColumn } from './fieldPresets';
import { PROVINCE_LABELS, provinceField } from './journals';

/**
 * The people directories (issue 14): 学者 (foreScholar 7), 出版社 (forePublisher 4) and 教师
 * (foreTeacher 5). Each approved role holder has one profile, opened when the application is
 * approved (server/modules/roleApply/review.ts) from what the form collected, edited by its holder
 * from the admin; the platform admin manages every profile. The public sees a profile while it is
 * 上架, its holder shows it (`isPublic`) and the holder still has the role (docs/decisions.md
 * "People directories (people)").
 */

/** 学科门类: the library's subject codes (journalType / subjectType 1–12, the degree catalogue's order). */
export const DISCIPLINES: Readonly<Record<string, string>> = {
  1: '哲学',
  2: '经济学',
  3: '法学',
  4: '教育学',
  5: '文学',
  6: '历史学',
  7: '理学',
  8: '工学',
  9: '农学',
  10: '医学',
  11: '管理学',
  12: '艺术学',
};
/** 学者职称. */
export const SCHOLAR_TITLES: Readonly<Record<string, string>> = { 1: '教授', 2: '副教授', 3: '研究员', 4: '副研究员', 5: '讲师', 6: '助理研究员' };
/** 出版社类型. */
export const PUBLISHER_KINDS: Readonly<Record<string, string>> = { 1: '综合出版社', 2: '大学出版社', 3: '教育出版社', 4: '科技出版社', 5: '文艺出版社', 6: '古籍出版社', 7: '专业出版社' };
/** 中小学教师职称 (2015 年职称制度改革后的五级). */
export const TEACHER_TITLES: Readonly<Record<string, string>> = { 1: '正高级教师', 2: '高级教师', 3: '一级教师', 4: '二级教师', 5: '三级教师' };

const isPublicInput = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: '请选择是否公开展示' })
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** Fields every directory has: its holder's switch, the counters, the admin's columns. */
const commonFields = {
  isPublic: { label: '公开展示', kind: 'boolean', list: true, width: 90, labels: { true: '公开', false: '不公开' } },
  ...publicRecordFields,
} satisfies Record<string, FieldSpec>;

const commonSort = ['views', 'sort', 'createTime'] as const;
const defaultSort = [
  { field: 'sort', order: 'desc' },
  { field: 'createTime', order: 'desc' },
] as const;

/** 学者 filters: 学科门类, 职称, 所在单位 (part of the name), and the keyword. */
export const scholarFilters = z.object({
  keyword: keywordFilter(),
  discipline: codeFilter(codesOf(DISCIPLINES), '学科门类不正确'),
  title: codeFilter(codesOf(SCHOLAR_TITLES), '职称不正确'),
  institution: textFilter('所在单位不正确'),
});

export const scholarInput = z.object({
  name: reqText(30, '请输入姓名', '姓名不能超过30个字'),
  institution: reqText(100, '请输入所在单位', '所在单位不能超过100个字'),
  department: optText(100, '院系不能超过100个字'),
  title: numberCode(SCHOLAR_TITLES, '请选择职称'),
  discipline: numberCode(DISCIPLINES, '请选择学科门类'),
  researchField: reqText(100, '请输入研究方向', '研究方向不能超过100个字'),
  provinceId: optProvinceId,
  avatarUrl: optText(500, '照片地址不能超过500个字'),
  intro: optText(5000, '个人简介不能超过5000个字'),
  achievements: optText(5000, '主要成果不能超过5000个字'),
  isPublic: isPublicInput,
  sort: zSort.optional(),
});

export const scholarResource = defineResource({
  name: 'scholars',
  label: '学者',
  menu: { group: 'institution', icon: 'SolutionOutlined', order: 30 },
  subject: 'Scholar',
  contentType: 'scholar',
  fields: {
    name: personNameColumn,
    institution: { label: '所在单位', kind: 'text', list: true },
    department: { label: '院系', kind: 'text' },
    title: { label: '职称', kind: 'number', list: true, width: 100, labels: SCHOLAR_TITLES },
    discipline: { label: '学科门类', kind: 'number', list: true, width: 100, labels: DISCIPLINES },
    researchField: { label: '研究方向', kind: 'text', list: true },
    provinceId: provinceField,
    avatarUrl: photoField,
    intro: personIntroField,
    achievements: { label: '主要成果', kind: 'longtext' },
    ...commonFields,
  },
  calls: {
    ...readCalls('/common/scholar'),
    ...manageCalls('scholar'),
  },
  sortable: [...commonSort],
  defaultSort: [...defaultSort],
  pageSize: 10,
  filters: scholarFilters,
  input: scholarInput,
  ownProfile: { title: '学者资料', platformOnly: ['sort'] },
  readAction: 'update',
});

/** 出版社 filters: 地区 (province), 类型, and the keyword. */
export const publisherFilters = z.object({
  keyword: keywordFilter(),
  kind: codeFilter(codesOf(PUBLISHER_KINDS), '出版社类型不正确'),
  provinceId: provinceFilter(),
});

export const publisherInput = z.object({
  name: reqText(100, '请输入出版社名称', '出版社名称不能超过100个字'),
  kind: numberCode(PUBLISHER_KINDS, '请选择出版社类型'),
  provinceId: optProvinceId,
  city: optText(30, '所在城市不能超过30个字'),
  address: optText(200, '地址不能超过200个字'),
  licenseNo: optText(30, '出版许可证号不能超过30个字'),
  foundedYear: optInt('创立年份应为1800到2100之间的年份', 2100).refine((v) => v === undefined || v >= 1800, '创立年份应为1800到2100之间的年份'),
  specialties: optText(200, '出版方向不能超过200个字'),
  logoUrl: optText(500, '标志地址不能超过500个字'),
  intro: optText(5000, '出版社简介不能超过5000个字'),
  isPublic: isPublicInput,
  sort: zSort.optional(),
});

export const publisherResource = defineResource({
  name: 'publishers',
  label: '出版社',
  menu: { group: 'institution', icon: 'ShopOutlined', order: 40 },
  subject: 'PublisherProfile',
  contentType: 'publisher',
  fields: {
    name: { label: '出版社名称', kind: 'text', list: true },
    kind: { label: '类型', kind: 'number', list: true, width: 110, labels: PUBLISHER_KINDS },
    provinceId: { label: '所在地区', kind: 'number', labels: PROVINCE_LABELS },
    city: { label: '所在城市', kind: 'text', list: true, width: 100 },
    address: { label: '地址', kind: 'text' },
    licenseNo: { label: '出版许可证号', kind: 'text' },
    foundedYear: { label: '创立年份', kind: 'number', list: true, width: 90 },
    specialties: { label: '出版方向', kind: 'text' },
    logoUrl: { label: '标志', kind: 'image' },
    intro: { label: '出版社简介', kind: 'longtext' },
    ...commonFields,
  },
  calls: {
    ...readCalls('/common/publisher'),
    ...manageCalls('publisher'),
  },
  sortable: [...commonSort, 'foundedYear'],
  defaultSort: [...defaultSort],
  pageSize: 10,
  filters: publisherFilters,
  input: publisherInput,
  ownProfile: { title: '出版社资料', platformOnly: ['sort'] },
  readAction: 'update',
});

/** 教师 filters: 学科, 学段, 地区, and the keyword. */
export const teacherFilters = z.object({
  keyword: keywordFilter(),
  subjectType: codeFilter(codesOf(SCHOOL_SUBJECTS), '学科不正确'),
  grade: codeFilter(codesOf(SCHOOL_STAGES), '学段不正确'),
  provinceId: provinceFilter(),
});

export const teacherInput = z.object({
  name: reqText(30, '请输入姓名', '姓名不能超过30个字'),
  school: reqText(100, '请输入任教学校', '任教学校不能超过100个字'),
  grade: numberCode(SCHOOL_STAGES, '请选择学段'),
  subjectType: numberCode(SCHOOL_SUBJECTS, '请选择学科'),
  title: z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: '请选择职称' }).refine((v) => Object.hasOwn(TEACHER_TITLES, String(v)), '请选择职称').nullable().optional()),
  provinceId: optProvinceId,
  teachingYears: optInt('教龄应为0到60之间的整数', 60),
  avatarUrl: optText(500, '照片地址不能超过500个字'),
  intro: optText(5000, '个人简介不能超过5000个字'),
  honors: optText(5000, '荣誉称号不能超过5000个字'),
  isPublic: isPublicInput,
  sort: zSort.optional(),
});

export const teacherResource = defineResource({
  name: 'teachers',
  label: '教师',
  menu: { group: 'institution', icon: 'TeamOutlined', order: 50 },
  subject: 'TeacherProfile',
  contentType: 'teacher',
  fields: {
    ...teacherFields,
    title: { label: '职称', kind: 'number', list: true, width: 110, labels: TEACHER_TITLES },
    provinceId: { label: '所在地区', kind: 'number', labels: PROVINCE_LABELS },
    teachingYears: { label: '教龄', kind: 'number' },
    ...teacherProfileFields,
    ...commonFields,
  },
  calls: {
    ...readCalls('/common/teacher'),
    ...manageCalls('teacher'),
  },
  sortable: [...commonSort, 'teachingYears'],
  defaultSort: [...defaultSort],
  pageSize: 10,
  filters: teacherFilters,
  input: teacherInput,
  ownProfile: { title: '教师资料', platformOnly: ['sort'] },
  readAction: 'update',
});

/** Hot lists (spec §7 hot, §9 3 or 5) by the views counter. */
export const PEOPLE_HOT_PATHS = { scholar: '/common/scholar/hot', publisher: '/common/publisher/hot', teacher: '/common/teacher/hot' } as const;
/** A scholar's articles in the library (authors matched to the name), paged (`scholarId`). */
export const SCHOLAR_ARTICLES_PATH = '/common/scholar/articles';
/** A publisher's books (`books.publisher` equal to its name), paged (`publisherId`). */
export const PUBLISHER_BOOKS_PATH = '/common/publisher/books';
/** A teacher's studio and the compositions and recitations they submitted (`teacherId`). */
export const TEACHER_RESOURCES_PATH = '/common/teacher/resources';
/** Page size of a profile's articles and books. */
export const PROFILE_ITEMS_PAGE_SIZE = 10;
