import { z } from 'zod';
import { defineResource, manageCalls, publicRecordFields, readCalls, managedRecordFields, SORT_THEN_NEWEST, sortThenLatest, listAndManageCalls } from './define';
import { codeFilter, intFilter, keywordFilter, provinceFilter } from './areaFilters';
import { optDate, optInt, codesOf, numberCode, optProvinceId, titleInput, summaryInput, contentInput, mediaUrlInput } from './inputs';
import { optText, reqText, zId, zSort } from './organizations';
import { SCHOOL_STAGES, stageColumn } from './famousTeachers';
import { richContentField, coverField, personIntroField, photoField, summaryField, personNameColumn } from './fieldPresets';
import { provinceField } from './journals';

export const headmasterFilters = z.object({
  keyword: keywordFilter(),
  grade: codeFilter(codesOf(SCHOOL_STAGES), '学段不正确'),
  provinceId: provinceFilter(),
});

/** 校长资料: what the platform admin writes, and what a headmaster (foreHeadmaster 10) edits of their own page. */
export const headmasterInput = z.object({
  name: reqText(60, '请输入姓名', '姓名不能超过60个字'),
  school: reqText(100, '请输入学校', '学校不能超过100个字'),
  grade: numberCode(SCHOOL_STAGES, '请选择学段'),
  position: optText(60, '职务不能超过60个字'),
  provinceId: optProvinceId,
  philosophy: optText(200, '办学理念不能超过200个字'),
  avatarUrl: optText(500, '照片地址不能超过500个字'),
  intro: optText(5000, '个人简介不能超过5000个字'),
  sort: zSort.optional(),
});

/** The public paths of a headmaster's page, talks and 图文 (spec §7): each stated once. */
const HEADMASTER_BASE = '/common/headmaster';
const HEADMASTER_VIDEO_BASE = '/common/headmastervideo';
const HEADMASTER_IMGTEXT_BASE = '/common/headmasterimgtext';

export const headmasterResource = defineResource({
  name: 'headmasters',
  label: '校长',
  menu: { group: 'education', icon: 'UserOutlined', order: 50 },
  subject: 'Headmaster',
  contentType: 'headmaster',
  fields: {
    name: personNameColumn,
    school: { label: '学校', kind: 'text', list: true },
    grade: stageColumn,
    position: { label: '职务', kind: 'text', list: true, width: 160 },
    provinceId: provinceField,
    philosophy: { label: '办学理念', kind: 'text' },
    avatarUrl: photoField,
    intro: personIntroField,
    ...publicRecordFields,
  },
  calls: {
    ...readCalls(HEADMASTER_BASE),
    ...manageCalls('headmaster'),
  },
  sortable: ['views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: headmasterFilters,
  input: headmasterInput,
  ownProfile: { title: '校长资料', platformOnly: ['sort'] },
  readAction: 'update',
});

export const HEADMASTER_HOT_PATH = `${HEADMASTER_BASE}/hot`;
/** Headmasters related to one (`id`): the same province or 学段, most viewed first. */
export const HEADMASTER_RELATION_PATH = `${HEADMASTER_BASE}/relation`;
export const HEADMASTER_VIDEO_HOT_PATH = `${HEADMASTER_VIDEO_BASE}/hot`;
export const HEADMASTER_IMGTEXT_HOT_PATH = `${HEADMASTER_IMGTEXT_BASE}/hot`;

const ofHeadmaster = z.object({ keyword: keywordFilter(), headmasterId: intFilter('校长编号不正确') });
// Listed: the platform's lists hold every headmaster's posts, talks and articles.
const headmasterRef = { label: '校长', kind: 'number', ref: 'headmaster', list: true, width: 100 } as const;

/** 校长履历: one post of a headmaster's career. */
export const headmasterExpInput = z.object({
  headmasterId: zId('请选择校长').optional(),
  startYear: z.coerce.number({ error: '起始年份应为1950到2100之间的年份' }).int('起始年份应为1950到2100之间的年份').min(1950, '起始年份应为1950到2100之间的年份').max(2100, '起始年份应为1950到2100之间的年份'),
  endYear: optInt('结束年份应为1950到2100之间的年份', 2100),
  unit: reqText(100, '请输入任职单位', '任职单位不能超过100个字'),
  position: reqText(60, '请输入职务', '职务不能超过60个字'),
  sort: zSort.optional(),
});

export const headmasterExpResource = defineResource({
  name: 'headmasterExps',
  label: '校长履历',
  menu: { group: 'education', icon: 'ProfileOutlined', order: 60 },
  subject: 'HeadmasterExp',
  fields: {
    headmasterId: headmasterRef,
    startYear: { label: '起始年份', kind: 'number', list: true, width: 100 },
    endYear: { label: '结束年份', kind: 'number', list: true, width: 100 },
    unit: { label: '任职单位', kind: 'text', list: true },
    position: { label: '职务', kind: 'text', list: true, width: 160 },
    ...managedRecordFields,
  },
  calls: listAndManageCalls('/common/headmasterexp/list', 'headmasterExp'),
  sortable: ['startYear', 'sort', 'createTime'],
  defaultSort: [{ field: 'startYear', order: 'desc' }],
  pageSize: 10,
  filters: ofHeadmaster,
  input: headmasterExpInput,
  readAction: 'update',
});

/** What a headmaster's talks and 图文 share: their first fields, and how they are listed. */
const workHead = {
  title: { label: '标题', kind: 'text', list: true },
  headmasterId: headmasterRef,
  publishDate: { label: '发布日期', kind: 'date', list: true, width: 110 },
} as const;
const workListing = {
  sortable: ['publishDate', 'views', 'sort', 'createTime'],
  defaultSort: sortThenLatest('publishDate'),
  pageSize: 10,
  filters: ofHeadmaster,
} as const;

/** 校长视频: a talk or lecture of a headmaster, `duration` in seconds (shown h:mm:ss). */
export const headmasterVideoInput = z.object({
  headmasterId: zId('请选择校长').optional(),
  title: titleInput,
  summary: optText(2000, '简介不能超过2000个字'),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  videoUrl: mediaUrlInput('video'),
  duration: optInt('时长应为0到86400之间的秒数', 86_400),
  publishDate: optDate('发布日期格式不正确'),
  sort: zSort.optional(),
});

export const headmasterVideoResource = defineResource({
  name: 'headmasterVideos',
  label: '校长视频',
  menu: { group: 'education', icon: 'VideoCameraOutlined', order: 70 },
  subject: 'HeadmasterWork',
  fields: {
    ...workHead,
    duration: { label: '时长', kind: 'number', format: 'duration', list: true, width: 100 },
    summary: { label: '简介', kind: 'longtext' },
    coverUrl: coverField,
    videoUrl: { label: '视频', kind: 'text', media: { kind: 'video', duration: 'duration' } },
    ...publicRecordFields,
  },
  calls: {
    ...readCalls(HEADMASTER_VIDEO_BASE),
    ...manageCalls('headmasterVideo'),
  },
  ...workListing,
  input: headmasterVideoInput,
  formSections: [
    { title: '视频信息', fields: ['headmasterId', 'title', 'publishDate', 'coverUrl', 'summary'] },
    { title: '视频', help: '上传视频后时长由文件读出', fields: ['videoUrl', 'duration'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'update',
});

/** 校长图文: an illustrated article by or about a headmaster. */
export const headmasterImgTextInput = z.object({
  headmasterId: zId('请选择校长').optional(),
  title: titleInput,
  summary: summaryInput,
  coverUrl: optText(500, '配图地址不能超过500个字'),
  content: contentInput,
  publishDate: optDate('发布日期格式不正确'),
  sort: zSort.optional(),
});

export const headmasterImgTextResource = defineResource({
  name: 'headmasterImgTexts',
  label: '校长图文',
  menu: { group: 'education', icon: 'FileImageOutlined', order: 80 },
  subject: 'HeadmasterWork',
  fields: {
    ...workHead,
    summary: summaryField,
    coverUrl: { label: '配图', kind: 'image' },
    content: richContentField,
    ...publicRecordFields,
  },
  calls: {
    ...readCalls(HEADMASTER_IMGTEXT_BASE),
    ...manageCalls('headmasterImgText'),
  },
  ...workListing,
  input: headmasterImgTextInput,
  readAction: 'update',
});
