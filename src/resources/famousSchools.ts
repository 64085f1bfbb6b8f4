import { z } from 'zod';
import { defineResource, manageCalls, publishedField, publicRecordFields, newestBy, SORT_THEN_NEWEST, SORT_THEN_OLDEST, partsOf, listAndManageCalls, detailAndManageCalls } from './define';
import { boolFilter, codeFilter, intFilter, keywordFilter } from './areaFilters';
import { optDate, optInt, codesOf, numberCode, optYesNo, titleInput, summaryInput, contentInput } from './inputs';
import { PROVINCE_LABELS, provinceColumn } from './journals';
import { optContactPhone, optText, reqText, zId, zSort } from './organizations';
import { richContentField, publishDateColumn, sortColumn, summaryField, titleField } from './fieldPresets';

/** 办学类型 of a famous school. */
export const SCHOOL_KINDS: Readonly<Record<string, string>> = { 1: '小学', 2: '初中', 3: '高中', 4: '完全中学', 5: '九年一贯制' };
/** What a school publishes: spec §7 `dynamic`, `activity`, `article`. */
export const SCHOOL_POST_KINDS = { dynamic: 1, activity: 2, article: 3 } as const;
export type SchoolPostKind = keyof typeof SCHOOL_POST_KINDS;
export const SCHOOL_POST_LABELS: Readonly<Record<string, string>> = { 1: '学校动态', 2: '校园活动', 3: '名校文章' };

/**
 * The cities (`areaId`) and districts (`regionId`) the directory names, by GB/T 2260 code. The
 * tree call only lists places that hold a published school; a code missing here shows as its number.
 */
export const SCHOOL_PLACES: Readonly<Record<string, string>> = {
  110100: '北京市', 110101: '东城区', 110102: '西城区', 110108: '海淀区', 110105: '朝阳区',
  310100: '上海市', 310104: '徐汇区', 310115: '浦东新区', 310106: '静安区',
  320100: '南京市', 320102: '玄武区', 320106: '鼓楼区', 320500: '苏州市', 320508: '姑苏区', 320506: '吴中区',
  330100: '杭州市', 330102: '上城区', 330106: '西湖区', 330200: '宁波市', 330203: '海曙区',
  370100: '济南市', 370102: '历下区', 370200: '青岛市', 370202: '市南区',
  420100: '武汉市', 420106: '武昌区', 420111: '洪山区',
  430100: '长沙市', 430104: '岳麓区', 430102: '芙蓉区',
  440100: '广州市', 440104: '越秀区', 440106: '天河区', 440300: '深圳市', 440304: '福田区', 440305: '南山区',
  510100: '成都市', 510104: '锦江区', 510107: '武侯区',
  610100: '西安市', 610113: '雁塔区', 610102: '新城区',
  500100: '重庆市', 500103: '渝中区', 500108: '南岸区',
};
export const placeName = (code: unknown) => PROVINCE_LABELS[String(code)] ?? SCHOOL_PLACES[String(code)] ?? '';

const placeCode = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(100000, msg).max(999999, msg);

export const famousSchoolFilters = z.object({
  keyword: keywordFilter(),
  schoolType: codeFilter(codesOf(SCHOOL_KINDS), '办学类型不正确'),
  provinceId: intFilter('省份代码不正确', 100000, 999999),
  areaId: intFilter('城市代码不正确', 100000, 999999),
  regionId: intFilter('区县代码不正确', 100000, 999999),
  isPublic: boolFilter('办学性质不正确'),
});

/** 名校资料: what the platform admin writes (名校管理). */
export const famousSchoolInput = z.object({
  name: reqText(100, '请输入学校名称', '学校名称不能超过100个字'),
  schoolType: numberCode(SCHOOL_KINDS, '请选择办学类型'),
  isPublic: optYesNo('请选择办学性质'),
  provinceId: numberCode(PROVINCE_LABELS, '请选择省份'),
  areaId: z.preprocess((v) => (v === '' || v === null ? undefined : v), placeCode('请填写城市代码（6位数字）')),
  regionId: z.preprocess((v) => (v === '' ? null : v), placeCode('区县代码应为6位数字').nullable().optional()),
  address: optText(200, '地址不能超过200个字'),
  foundedYear: optInt('建校年份应为1800到2100之间的年份', 2100),
  motto: optText(100, '校训不能超过100个字'),
  principal: optText(60, '校长姓名不能超过60个字'),
  phone: optContactPhone,
  website: optText(200, '学校网址不能超过200个字'),
  coverUrl: optText(500, '校景图地址不能超过500个字'),
  intro: optText(10_000, '学校简介不能超过10000个字'),
  honors: optText(5000, '办学荣誉不能超过5000个字'),
  sort: zSort.optional(),
});

/** The public calls of the famous-school area (spec §7) live under one path. */
const FAMOUS_SCHOOL_BASE = '/common/famous/school';

export const famousSchoolResource = defineResource({
  name: 'famousSchools',
  label: '名校',
  menu: { group: 'education', icon: 'BankOutlined', order: 90 },
  contentType: 'famousSchool',
  fields: {
    name: { label: '学校名称', kind: 'text', list: true },
    schoolType: { label: '办学类型', kind: 'number', list: true, width: 100, labels: SCHOOL_KINDS },
    isPublic: { label: '办学性质', kind: 'boolean', list: true, width: 90, labels: { true: '公办', false: '民办' } },
    provinceId: provinceColumn,
    areaId: { label: '城市', kind: 'number', labels: SCHOOL_PLACES },
    regionId: { label: '区县', kind: 'number', labels: SCHOOL_PLACES },
    address: { label: '地址', kind: 'text' },
    foundedYear: { label: '建校年份', kind: 'number', list: true, width: 90 },
    motto: { label: '校训', kind: 'text' },
    principal: { label: '校长', kind: 'text' },
    phone: { label: '联系电话', kind: 'text', help: '手机号或座机，如 13800000000、027-67868000、010-12345678-801' },
    website: { label: '学校网址', kind: 'text' },
    coverUrl: { label: '校景图', kind: 'image' },
    intro: { label: '学校简介', kind: 'longtext' },
    honors: { label: '办学荣誉', kind: 'longtext' },
    ...publicRecordFields,
  },
  calls: {
    list: { method: 'GET', path: `${FAMOUS_SCHOOL_BASE}/show` },
    one: { method: 'GET', path: `${FAMOUS_SCHOOL_BASE}/{id}` },
    ...manageCalls('famousSchool'),
  },
  sortable: ['views', 'foundedYear', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  // Spec §9: schools page by 14.
  pageSize: 14,
  filters: famousSchoolFilters,
  input: famousSchoolInput,
  formSections: [
    { title: '学校信息', fields: ['name', 'schoolType', 'isPublic', 'foundedYear', 'motto', 'principal'] },
    { title: '地址与联系方式', help: '联系电话可填手机号或座机（如 027-67868000）', fields: ['provinceId', 'areaId', 'regionId', 'address', 'phone', 'website'] },
    { title: '图片与简介', fields: ['coverUrl', 'intro', 'honors'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'manage',
});

export const FAMOUS_SCHOOL_HOT_PATH = `${FAMOUS_SCHOOL_BASE}/hot`;
/** Provinces → cities → districts holding published schools, with counts (spec §7 `tree`). */
export const FAMOUS_SCHOOL_TREE_PATH = `${FAMOUS_SCHOOL_BASE}/tree`;
/** A school's photos (spec §7 `piclist`), `schoolId` required. */
export const FAMOUS_SCHOOL_PICS_PATH = `${FAMOUS_SCHOOL_BASE}/piclist`;
/** A school's 动态 and 活动 (GET) and 文章 (POST, as the spec has it); `schoolId` narrows to one school. */
export const schoolPostsCall = (kind: SchoolPostKind) => ({ method: kind === 'article' ? ('POST' as const) : ('GET' as const), path: `/common/famous/school/${kind}` });

export const schoolPostFilters = z.object({
  keyword: keywordFilter(),
  schoolId: intFilter('学校编号不正确'),
  postType: codeFilter(codesOf(SCHOOL_POST_LABELS), '栏目不正确'),
});

/** 名校动态与文章: one post of a school. */
export const schoolPostInput = z.object({
  schoolId: zId('请选择学校'),
  postType: numberCode(SCHOOL_POST_LABELS, '请选择栏目'),
  title: titleInput,
  author: optText(60, '作者不能超过60个字'),
  publishDate: optDate('发布日期格式不正确'),
  summary: summaryInput,
  content: contentInput,
  coverUrl: optText(500, '配图地址不能超过500个字'),
  sort: zSort.optional(),
});

export const schoolPostResource = defineResource({
  name: 'famousSchoolPosts',
  label: '名校动态',
  menu: { group: 'education', icon: 'NotificationOutlined', order: 100 },
  fields: {
    title: titleField,
    schoolId: { label: '学校', kind: 'number', ref: 'famousSchool', list: true, width: 180 },
    postType: { label: '栏目', kind: 'number', list: true, width: 100, labels: SCHOOL_POST_LABELS },
    author: { label: '作者', kind: 'text', format: 'authors', list: true, width: 120 },
    publishDate: publishDateColumn,
    summary: summaryField,
    content: richContentField,
    coverUrl: { label: '配图', kind: 'image' },
    ...publicRecordFields,
  },
  calls: detailAndManageCalls(`${FAMOUS_SCHOOL_BASE}/post/{id}`, 'famousSchoolPost'),
  sortable: ['publishDate', 'views', 'sort', 'createTime'],
  defaultSort: newestBy('publishDate'),
  pageSize: 10,
  filters: schoolPostFilters,
  input: schoolPostInput,
  formSections: [
    { title: '动态信息', fields: ['schoolId', 'postType', 'title', 'author', 'publishDate', 'coverUrl'] },
    { title: '摘要与正文', fields: ['summary', 'content'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'manage',
});

export const schoolPicFilters = z.object({ keyword: keywordFilter(), schoolId: intFilter('学校编号不正确') });

/** 校园风采: one photo of a school. */
export const schoolPicInput = z.object({
  schoolId: zId('请选择学校'),
  title: reqText(100, '请输入图片说明', '图片说明不能超过100个字'),
  imageUrl: reqText(500, '请上传图片', '图片地址不能超过500个字'),
  sort: zSort.optional(),
});

export const schoolPicResource = defineResource({
  name: 'famousSchoolPics',
  label: '校园风采',
  menu: { group: 'education', icon: 'PictureOutlined', order: 110 },
  fields: {
    title: { label: '图片说明', kind: 'text', list: true },
    schoolId: { label: '学校', kind: 'number', ref: 'famousSchool', list: true, width: 180 },
    imageUrl: { label: '图片', kind: 'image', list: true, width: 120 },
    sort: sortColumn,
    published: publishedField,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: listAndManageCalls(FAMOUS_SCHOOL_PICS_PATH, 'famousSchoolPic'),
  sortable: ['sort', 'createTime'],
  defaultSort: partsOf('schoolId', SORT_THEN_OLDEST),
  pageSize: 12,
  filters: schoolPicFilters,
  input: schoolPicInput,
  readAction: 'manage',
});
