import { z } from 'zod';
import { boolFilter, codeFilter, intFilter, keywordFilter, textFilter } from './areaFilters';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST, SORT_THEN_OLDEST, partsOf } from './define';
import { numberCode, optInt, codesOf, optYesNo } from './inputs';
import { PROVINCE_LABELS, provinceColumn } from './journals';
import { optRef, optContactPhone, optText, reqText, zId, zSort } from './organizations';
import { viewsColumn } from './fieldPresets';

/** 学段 of a school in the directory. */
export const SCHOOL_STAGES: Readonly<Record<string, string>> = { 1: '幼儿园', 2: '小学', 3: '初中', 4: '高中', 5: '中等职业', 6: '高等院校' };
/** 办学性质. */
export const SCHOOL_DIRECTORY_KINDS: Readonly<Record<string, string>> = { 1: '公办', 2: '民办', 3: '中外合作' };

const provinceCodes = codesOf(PROVINCE_LABELS);

/** 省份 and 城市, shared by the school and study-place directories. */
export const regionFilters = {
  provinceId: codeFilter(provinceCodes, '省份不正确'),
  city: textFilter('城市名称不正确', 40),
};
export const regionInput = {
  provinceId: numberCode(PROVINCE_LABELS, '请选择省份'),
  city: reqText(40, '请输入城市', '城市名称不能超过40个字'),
};

export const schoolFilters = z.object({
  keyword: keywordFilter(),
  ...regionFilters,
  stage: codeFilter(codesOf(SCHOOL_STAGES), '学段不正确'),
  kind: codeFilter(codesOf(SCHOOL_DIRECTORY_KINDS), '办学性质不正确'),
});

export const schoolInput = z.object({
  name: reqText(100, '请输入学校名称', '学校名称不能超过100个字'),
  stage: numberCode(SCHOOL_STAGES, '请选择学段'),
  kind: numberCode(SCHOOL_DIRECTORY_KINDS, '请选择办学性质'),
  ...regionInput,
  foundedYear: optInt('建校年份应为0到2100之间的年份', 2100),
  principal: optText(60, '校长姓名不能超过60个字'),
  website: optText(200, '学校网址不能超过200个字'),
  coverUrl: optText(500, '校景图地址不能超过500个字'),
  intro: optText(10_000, '学校简介不能超过10000个字'),
  famousSchoolId: optRef('名校编号不正确'),
  sort: zSort.optional(),
});

export const schoolResource = defineResource({
  name: 'schools',
  label: '学校',
  menu: { group: 'education', icon: 'BankOutlined', order: 180 },
  contentType: 'school',
  fields: {
    name: { label: '学校名称', kind: 'text', list: true },
    stage: { label: '学段', kind: 'number', list: true, width: 90, labels: SCHOOL_STAGES },
    kind: { label: '办学性质', kind: 'number', list: true, width: 90, labels: SCHOOL_DIRECTORY_KINDS },
    provinceId: provinceColumn,
    city: { label: '城市', kind: 'text', list: true, width: 90 },
    foundedYear: { label: '建校年份', kind: 'number', list: true, width: 90 },
    principal: { label: '校长', kind: 'text' },
    website: { label: '学校网址', kind: 'text' },
    coverUrl: { label: '校景图', kind: 'image' },
    intro: { label: '学校简介', kind: 'longtext' },
    famousSchoolId: { label: '名校风采页', kind: 'number', ref: 'famousSchool' },
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/school'),
    ...manageCalls('school'),
  },
  sortable: ['views', 'foundedYear', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 14,
  filters: schoolFilters,
  input: schoolInput,
  readAction: 'manage',
  exportable: true,
});

export const SCHOOL_HOT_PATH = '/common/school/hot';

export const campusFilters = z.object({
  keyword: keywordFilter(),
  schoolId: intFilter('学校编号不正确'),
  isMain: boolFilter('校区类型不正确'),
});

export const campusInput = z.object({
  schoolId: zId('请选择学校'),
  name: reqText(100, '请输入校区名称', '校区名称不能超过100个字'),
  address: reqText(200, '请输入校区地址', '校区地址不能超过200个字'),
  phone: optContactPhone,
  profile: optText(5000, '校区简介不能超过5000个字'),
  isMain: optYesNo('请选择是否主校区'),
  sort: zSort.optional(),
});

export const campusResource = defineResource({
  name: 'campuses',
  label: '校区',
  menu: { group: 'education', icon: 'EnvironmentOutlined', order: 190 },
  fields: {
    name: { label: '校区名称', kind: 'text', list: true },
    schoolId: { label: '所属学校', kind: 'number', ref: 'school', list: true, width: 200 },
    address: { label: '地址', kind: 'text', list: true },
    phone: { label: '联系电话', kind: 'text', list: true, width: 140, help: '手机号或座机，如 13800000000、027-67868000、010-12345678-801' },
    profile: { label: '校区简介', kind: 'longtext' },
    isMain: { label: '主校区', kind: 'boolean', list: true, width: 80, labels: { true: '主校区', false: '分校区' } },
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/campus'),
    ...manageCalls('campus'),
  },
  sortable: ['sort', 'createTime'],
  defaultSort: partsOf('schoolId', SORT_THEN_OLDEST),
  pageSize: 10,
  filters: campusFilters,
  input: campusInput,
  readAction: 'manage',
});
