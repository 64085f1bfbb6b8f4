import { z } from 'zod';
import { defineResource, manageCalls, publicRecordFields, managedRecordFields, newestBy, orderBy, sortThenLatest, listAndManageCalls } from './define';
import { codeFilter, intFilter, keywordFilter, yearFilter, provinceFilter } from './areaFilters';
import { optInt, codesOf, numberCode, optProvinceId, optYesNo, titleInput, summaryInput, contentInput } from './inputs';
import { regionField } from './journals';
import { optText, reqText, zId, zSort } from './organizations';
import { richContentField, publishDateColumn, summaryField, titleField, workTitleField } from './fieldPresets';

/** 活动类别 of a university activity. */
export const ACTIVITY_KINDS: Readonly<Record<string, string>> = { 1: '学科竞赛', 2: '文化艺术', 3: '创新创业', 4: '志愿公益', 5: '学术论坛' };
/** Where an activity stands today (Asia/Shanghai), from its dates: never stored, so it never goes stale. */
export const ACTIVITY_STATUS: Readonly<Record<string, string>> = { 1: '未开始', 2: '进行中', 3: '已结束' };
/** 奖项 of an award-winning work. */
export const AWARD_LEVELS: Readonly<Record<string, string>> = { 1: '特等奖', 2: '一等奖', 3: '二等奖', 4: '三等奖', 5: '优秀奖' };

const reqDate = (msg: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, msg));

const BASE = '/common/university/activities';

export const activityFilters = z.object({
  keyword: keywordFilter(),
  activityType: codeFilter(codesOf(ACTIVITY_KINDS), '活动类别不正确'),
  status: codeFilter(codesOf(ACTIVITY_STATUS), '活动状态不正确'),
  provinceId: provinceFilter(),
  outYear: yearFilter('活动年份'),
});

/** 高校活动: what the platform admin writes (高校活动管理). */
export const activityInput = z.object({
  title: reqText(200, '请输入活动名称', '活动名称不能超过200个字'),
  activityType: numberCode(ACTIVITY_KINDS, '请选择活动类别'),
  organizer: reqText(200, '请输入主办单位', '主办单位不能超过200个字'),
  coOrganizer: optText(300, '承办单位不能超过300个字'),
  provinceId: optProvinceId,
  startDate: reqDate('请选择开始日期'),
  endDate: reqDate('请选择结束日期'),
  location: optText(200, '活动地点不能超过200个字'),
  audience: optText(200, '参与对象不能超过200个字'),
  coverUrl: optText(500, '海报地址不能超过500个字'),
  isBanner: optYesNo('请选择是否轮播'),
  summary: optText(2000, '活动简介不能超过2000个字'),
  content: optText(50_000, '活动详情不能超过50000个字'),
  joinNum: optInt('参与人数应为0到10000000之间的整数', 10_000_000),
  sort: zSort.optional(),
});

export const activityResource = defineResource({
  name: 'universityActivities',
  label: '高校活动',
  menu: { group: 'education', icon: 'TrophyOutlined', order: 120 },
  contentType: 'universityActivity',
  fields: {
    title: { label: '活动名称', kind: 'text', list: true },
    activityType: { label: '活动类别', kind: 'number', list: true, width: 100, labels: ACTIVITY_KINDS },
    status: { label: '活动状态', kind: 'number', labels: ACTIVITY_STATUS },
    organizer: { label: '主办单位', kind: 'text', list: true, width: 200 },
    coOrganizer: { label: '承办单位', kind: 'text' },
    provinceId: regionField,
    startDate: { label: '开始日期', kind: 'date', list: true, width: 110 },
    endDate: { label: '结束日期', kind: 'date', list: true, width: 110 },
    location: { label: '活动地点', kind: 'text' },
    audience: { label: '参与对象', kind: 'text' },
    coverUrl: { label: '活动海报', kind: 'image' },
    isBanner: { label: '轮播展示', kind: 'boolean', labels: { true: '是', false: '否' } },
    summary: { label: '活动简介', kind: 'longtext' },
    content: { label: '活动详情', kind: 'longtext' },
    joinNum: { label: '参与人数', kind: 'number', list: true, width: 90 },
    ...publicRecordFields,
  },
  calls: {
    list: { method: 'POST', path: `${BASE}/activityList` },
    one: { method: 'GET', path: `${BASE}/detail/{id}` },
    ...manageCalls('universityActivity'),
  },
  sortable: ['startDate', 'joinNum', 'views', 'sort', 'createTime'],
  defaultSort: sortThenLatest('startDate'),
  pageSize: 10,
  filters: activityFilters,
  input: activityInput,
  formSections: [
    { title: '活动信息', fields: ['title', 'activityType', 'organizer', 'coOrganizer', 'provinceId', 'location', 'audience', 'startDate', 'endDate', 'joinNum'] },
    { title: '海报与展示', fields: ['coverUrl', 'isBanner'] },
    { title: '简介与详情', fields: ['summary', 'content'] },
    { title: '排序', fields: ['sort'] },
  ],
  readAction: 'manage',
});

export const ACTIVITY_BANNER_PATH = `${BASE}/bannerList`;
export const ACTIVITY_ROUNDS_PATH = `${BASE}/issueList`;
export const ACTIVITY_AWARDS_PATH = `${BASE}/awardWorkList`;

const ofActivity = (msg: string) => z.object({ keyword: keywordFilter(), activityId: intFilter(msg) });

/** 活动赛程: one round of an activity (the spec's `issueList`). */
export const roundInput = z.object({
  activityId: zId('请选择活动'),
  name: reqText(100, '请输入赛程名称', '赛程名称不能超过100个字'),
  startDate: reqDate('请选择开始日期'),
  endDate: reqDate('请选择结束日期'),
  description: optText(2000, '赛程说明不能超过2000个字'),
  sort: zSort.optional(),
});

/** The activity a round, an award or a news item belongs to, picked by title. */
const activityRef = { label: '所属活动', kind: 'number', ref: 'universityActivity', list: true, width: 200 } as const;

export const roundResource = defineResource({
  name: 'universityActivityRounds',
  label: '活动赛程',
  menu: { group: 'education', icon: 'ScheduleOutlined', order: 130 },
  fields: {
    name: { label: '赛程名称', kind: 'text', list: true },
    activityId: activityRef,
    startDate: { label: '开始日期', kind: 'date', list: true, width: 110 },
    endDate: { label: '结束日期', kind: 'date', list: true, width: 110 },
    description: { label: '赛程说明', kind: 'longtext' },
    ...managedRecordFields,
  },
  calls: listAndManageCalls(ACTIVITY_ROUNDS_PATH, 'universityActivityRound'),
  sortable: ['startDate', 'sort', 'createTime'],
  defaultSort: [{ field: 'startDate', order: 'asc' }],
  pageSize: 20,
  filters: ofActivity('活动编号不正确'),
  input: roundInput,
  readAction: 'manage',
});

export const awardWorkFilters = ofActivity('活动编号不正确').extend({ awardLevel: codeFilter(codesOf(AWARD_LEVELS), '奖项不正确') });

/** 获奖作品: a work that won an award in an activity. */
export const awardWorkInput = z.object({
  activityId: zId('请选择活动'),
  title: reqText(200, '请输入作品名称', '作品名称不能超过200个字'),
  authors: reqText(200, '请输入作者', '作者不能超过200个字'),
  school: reqText(100, '请输入所在院校', '所在院校不能超过100个字'),
  advisor: optText(100, '指导教师不能超过100个字'),
  awardLevel: numberCode(AWARD_LEVELS, '请选择奖项'),
  summary: optText(2000, '作品简介不能超过2000个字'),
  sort: zSort.optional(),
});

export const awardWorkResource = defineResource({
  name: 'universityAwardWorks',
  label: '获奖作品',
  menu: { group: 'education', icon: 'CrownOutlined', order: 140 },
  fields: {
    title: workTitleField,
    activityId: activityRef,
    awardLevel: { label: '奖项', kind: 'number', list: true, width: 90, labels: AWARD_LEVELS },
    authors: { label: '作者', kind: 'text', format: 'authors', list: true, width: 160 },
    school: { label: '所在院校', kind: 'text', list: true, width: 160 },
    advisor: { label: '指导教师', kind: 'text' },
    summary: { label: '作品简介', kind: 'longtext' },
    ...managedRecordFields,
  },
  calls: listAndManageCalls(ACTIVITY_AWARDS_PATH, 'universityAwardWork'),
  sortable: ['awardLevel', 'sort', 'createTime'],
  defaultSort: orderBy({ awardLevel: 'asc', sort: 'desc' }),
  pageSize: 10,
  filters: awardWorkFilters,
  input: awardWorkInput,
  readAction: 'manage',
});

/** 活动资讯: news of the activities. */
export const universityNewsInput = z.object({
  activityId: zId('所选活动不存在').nullable().optional(),
  title: titleInput,
  source: optText(100, '来源不能超过100个字'),
  publishDate: reqDate('请选择发布日期'),
  summary: summaryInput,
  content: contentInput,
  sort: zSort.optional(),
});

export const universityNewsResource = defineResource({
  name: 'universityNews',
  label: '活动资讯',
  menu: { group: 'education', icon: 'ReadOutlined', order: 150 },
  fields: {
    title: titleField,
    activityId: activityRef,
    source: { label: '来源', kind: 'text', list: true, width: 160 },
    publishDate: publishDateColumn,
    summary: summaryField,
    content: richContentField,
    ...publicRecordFields,
  },
  calls: {
    list: { method: 'POST', path: `${BASE}/newsList` },
    one: { method: 'GET', path: `${BASE}/newsDetail/{id}` },
    ...manageCalls('universityNews'),
  },
  sortable: ['publishDate', 'views', 'sort', 'createTime'],
  defaultSort: newestBy('publishDate'),
  pageSize: 10,
  filters: ofActivity('活动编号不正确'),
  input: universityNewsInput,
  readAction: 'manage',
});
