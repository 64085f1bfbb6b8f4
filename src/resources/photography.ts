import { z } from 'zod';
import { defineResource, manageCalls, publishedField, managedRecordFields, IN_SORT_ORDER, partsOf, SORT_THEN_NEWEST, readCalls, viewedManagedRecordFields, detailAndManageCalls } from './define';
import { intFilter, keywordFilter } from './areaFilters';
import { optDate, optInt } from './inputs';
import { optText, reqText, zEnabled, zId, zSort } from './organizations';
import { coverField, sortColumn, viewsColumn, workTitleField } from './fieldPresets';

export { durationText } from './studios';

/**
 * 摄影 (forePhotographer 15, issue 14). Every public path lives under `/common/photographic`
 * (spec §7 names the words, not the paths; the paths are ours, docs/decisions.md "Photography").
 */
export const PHOTO_BASE = '/common/photographic';

/** Calls outside the area declarations below. */
export const PHOTO_CALLS = {
  banner: { method: 'GET', path: `${PHOTO_BASE}/banner` },
  typeTree: { method: 'GET', path: `${PHOTO_BASE}/type/tree` },
  /** The same types as filter choices `{ value, label }` (风光, 风光 · 山川 …). */
  typeOptions: { method: 'GET', path: `${PHOTO_BASE}/type/options` },
  join: { method: 'POST', path: `${PHOTO_BASE}/activities/join` },
  joinNum: { method: 'GET', path: `${PHOTO_BASE}/activities/joinNum` },
  search: { method: 'GET', path: `${PHOTO_BASE}/search` },
  like: { method: 'POST', path: `${PHOTO_BASE}/likes` },
  likeStatus: { method: 'GET', path: `${PHOTO_BASE}/likes/status` },
  hot: { method: 'GET', path: `${PHOTO_BASE}/hot` },
  vod: { method: 'GET', path: `${PHOTO_BASE}/vod/{id}` },
  play: { method: 'GET', path: `${PHOTO_BASE}/vod/play/{code}` },
  bought: { method: 'GET', path: `${PHOTO_BASE}/forum/bought` },
  upload: { method: 'POST', path: `${PHOTO_BASE}/upload/video` },
} as const;

/** Server messages the portal also shows. */
export const PHOTO_MSG = {
  photoMissing: '该摄影作品不存在或已下架',
  activityMissing: '该摄影活动不存在或已下架',
  courseMissing: '该课程不存在或已下架',
  chapterMissing: '该章节不存在或已下架',
  classMissing: '该视频不存在或已下架',
  liked: '您已点过赞',
  joined: '您已参加该活动',
  notStarted: '活动尚未开始，请在开始后报名',
  ended: '活动已截止，不能再报名',
  keywordRequired: '请输入检索词',
  buyFirst: '购买后才能观看该视频',
  signInToWatch: '请先登录后观看',
  codeMissing: '播放地址无效或已过期，请刷新页面',
  videoFile: '请上传本人上传的MP4视频文件',
  imageFile: '请上传作品图片',
  ownCourse: '只能在本人的课程中添加章节',
  ownChapter: '只能在本人课程的章节中添加视频',
  fileMissing: '视频文件不存在',
} as const;

/** Spec §9: forum purchased videos page by 10. */
export const PHOTO_BOUGHT_PAGE_SIZE = 10;

export const photoFilters = z.object({
  keyword: keywordFilter(),
  typeId: intFilter('摄影分类不正确'),
  activityId: intFilter('摄影活动不正确'),
});

/** 摄影作品: what a photographer uploads (the picture through POST /common/upload, re-encoded). */
export const photoInput = z.object({
  title: reqText(200, '请输入作品名称', '作品名称不能超过200个字'),
  typeId: zId('请选择摄影分类'),
  activityId: z.preprocess((v) => (v === '' ? null : v), zId('参赛活动不正确').nullable().optional()),
  author: reqText(60, '请输入作者', '作者不能超过60个字'),
  imageUrl: reqText(500, '请上传作品图片', '图片地址不能超过500个字'),
  location: optText(100, '拍摄地点不能超过100个字'),
  camera: optText(100, '器材不能超过100个字'),
  shootDate: optDate('拍摄日期格式不正确'),
  description: optText(5000, '作品说明不能超过5000个字'),
  sort: zSort.optional(),
});

export const photoResource = defineResource({
  name: 'photos',
  label: '摄影作品',
  menu: { group: 'creation', icon: 'PictureOutlined', order: 60 },
  subject: 'Photo',
  contentType: 'photo',
  fields: {
    imageUrl: { label: '作品图片', kind: 'image', list: true, width: 90 },
    title: workTitleField,
    author: { label: '作者', kind: 'text', format: 'authors', list: true, width: 100 },
    typeId: { label: '摄影分类', kind: 'number', ref: 'photoType' },
    activityId: { label: '参赛活动', kind: 'number', ref: 'photoActivity' },
    location: { label: '拍摄地点', kind: 'text', list: true, width: 140 },
    camera: { label: '器材', kind: 'text' },
    shootDate: { label: '拍摄日期', kind: 'date', list: true, width: 110 },
    description: { label: '作品说明', kind: 'longtext' },
    likes: { label: '点赞数', kind: 'number', list: true, width: 80 },
    views: viewsColumn,
    sort: { label: '排序', kind: 'number' },
    published: publishedField,
    createTime: { label: '上传时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: `${PHOTO_BASE}/files/list` },
    one: { method: 'GET', path: `${PHOTO_BASE}/detail/{id}` },
    ...manageCalls('photo'),
  },
  sortable: ['likes', 'views', 'shootDate', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 12,
  filters: photoFilters,
  input: photoInput,
  readAction: 'update',
});

export const photoActivityFilters = z.object({
  keyword: keywordFilter(),
  typeId: intFilter('摄影分类不正确'),
});

const zDate = (msg: string) => z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, msg);

/** 摄影活动: the platform admin's. */
export const photoActivityInput = z
  .object({
    title: reqText(200, '请输入活动名称', '活动名称不能超过200个字'),
    typeId: z.preprocess((v) => (v === '' ? null : v), zId('摄影分类不正确').nullable().optional()),
    organizer: optText(200, '主办单位不能超过200个字'),
    coverUrl: optText(500, '封面地址不能超过500个字'),
    beginDate: zDate('请选择开始日期'),
    endDate: zDate('请选择截止日期'),
    intro: optText(20_000, '活动介绍不能超过20000个字'),
    sort: zSort.optional(),
  })
  .refine((a) => a.beginDate <= a.endDate, { message: '截止日期不能早于开始日期', path: ['endDate'] });

export const photoActivityResource = defineResource({
  name: 'photoActivities',
  label: '摄影活动',
  menu: { group: 'creation', icon: 'FlagOutlined', order: 70 },
  fields: {
    title: { label: '活动名称', kind: 'text', list: true },
    organizer: { label: '主办单位', kind: 'text', list: true, width: 180 },
    typeId: { label: '摄影分类', kind: 'number', ref: 'photoType' },
    coverUrl: coverField,
    beginDate: { label: '开始日期', kind: 'date', list: true, width: 110 },
    endDate: { label: '截止日期', kind: 'date', list: true, width: 110 },
    intro: { label: '活动介绍', kind: 'longtext' },
    joinNum: { label: '参与人数', kind: 'number', list: true, width: 90 },
    ...viewedManagedRecordFields,
  },
  calls: {
    ...readCalls(`${PHOTO_BASE}/activities`),
    ...manageCalls('photoActivity'),
  },
  sortable: ['joinNum', 'beginDate', 'endDate', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 8,
  filters: photoActivityFilters,
  input: photoActivityInput,
  updateInput: z.object({
    title: reqText(200, '请输入活动名称', '活动名称不能超过200个字').optional(),
    typeId: z.preprocess((v) => (v === '' ? null : v), zId('摄影分类不正确').nullable().optional()),
    organizer: optText(200, '主办单位不能超过200个字'),
    coverUrl: optText(500, '封面地址不能超过500个字'),
    beginDate: zDate('开始日期格式不正确').optional(),
    endDate: zDate('截止日期格式不正确').optional(),
    intro: optText(20_000, '活动介绍不能超过20000个字'),
    sort: zSort.optional(),
  }),
  readAction: 'manage',
});

export const photoCourseFilters = z.object({
  keyword: keywordFilter(),
  typeId: intFilter('摄影分类不正确'),
});

/** 摄影课堂: a photographer's course (chapters and classes are rows of their own). */
export const photoCourseInput = z.object({
  title: reqText(200, '请输入课程名称', '课程名称不能超过200个字'),
  typeId: z.preprocess((v) => (v === '' ? null : v), zId('摄影分类不正确').nullable().optional()),
  teacher: reqText(60, '请输入主讲人', '主讲人不能超过60个字'),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  intro: optText(20_000, '课程介绍不能超过20000个字'),
  sort: zSort.optional(),
});

export const photoCourseResource = defineResource({
  name: 'photoCourses',
  label: '摄影课堂',
  menu: { group: 'creation', icon: 'PlaySquareOutlined', order: 80 },
  subject: 'PhotoCourse',
  fields: {
    coverUrl: { label: '封面', kind: 'image', list: true, width: 90 },
    title: { label: '课程名称', kind: 'text', list: true },
    teacher: { label: '主讲人', kind: 'text', list: true, width: 100 },
    typeId: { label: '摄影分类', kind: 'number', ref: 'photoType' },
    intro: { label: '课程介绍', kind: 'longtext' },
    views: viewsColumn,
    ...managedRecordFields,
  },
  calls: {
    ...readCalls(`${PHOTO_BASE}/forum`),
    ...manageCalls('photoCourse'),
  },
  sortable: ['views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 8,
  filters: photoCourseFilters,
  input: photoCourseInput,
  readAction: 'update',
});

export const photoChapterFilters = z.object({ keyword: keywordFilter(), courseId: intFilter('课程不正确') });

/** 章: always under a course; a photographer's under their own. */
export const photoChapterInput = z.object({
  courseId: zId('请选择课程'),
  title: reqText(200, '请输入章名称', '章名称不能超过200个字'),
  sort: zSort.optional(),
});

export const photoChapterResource = defineResource({
  name: 'photoChapters',
  label: '课程章节',
  menu: { group: 'creation', icon: 'OrderedListOutlined', order: 90 },
  subject: 'PhotoCourse',
  fields: {
    title: { label: '章名称', kind: 'text', list: true },
    courseId: { label: '课程', kind: 'number', ref: 'photoCourse', list: true, width: 100 },
    sort: sortColumn,
    published: publishedField,
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: { ...manageCalls('photoChapter') },
  sortable: ['sort', 'createTime'],
  defaultSort: partsOf('courseId', IN_SORT_ORDER),
  pageSize: 15,
  filters: photoChapterFilters,
  input: photoChapterInput,
  readAction: 'update',
});

export const photoClassFilters = z.object({ keyword: keywordFilter(), chapterId: intFilter('章节不正确') });

/** 节: one video of a chapter (uploaded through PHOTO_CALLS.upload, MP4 only). */
export const photoClassInput = z.object({
  chapterId: zId('请选择章节'),
  title: reqText(200, '请输入小节名称', '小节名称不能超过200个字'),
  videoFile: reqText(100, '请上传视频文件', '视频文件名不正确'),
  priceFen: optInt('价格应为0到100000元之间的金额', 10_000_000),
  free: zEnabled.optional(),
  sort: zSort.optional(),
});

export const photoClassResource = defineResource({
  name: 'photoClasses',
  label: '课程视频',
  menu: { group: 'creation', icon: 'VideoCameraOutlined', order: 100 },
  subject: 'PhotoCourse',
  fields: {
    title: { label: '小节名称', kind: 'text', list: true },
    chapterId: { label: '章节', kind: 'number', ref: 'photoChapter', list: true, width: 120 },
    videoFile: { label: '视频文件', kind: 'file', upload: 'photoVideo' },
    duration: { label: '时长', kind: 'number', format: 'duration', list: true, width: 90 },
    priceFen: { label: '价格', kind: 'money', list: true, width: 90 },
    free: { label: '免费试看', kind: 'boolean', list: true, width: 90, labels: { true: '免费', false: '付费' } },
    views: { label: '播放次数', kind: 'number', list: true, width: 90 },
    ...managedRecordFields,
  },
  calls: detailAndManageCalls(`${PHOTO_BASE}/class/{id}`, 'photoClass'),
  sortable: ['sort', 'createTime'],
  defaultSort: partsOf('chapterId', IN_SORT_ORDER),
  pageSize: 15,
  filters: photoClassFilters,
  input: photoClassInput,
  readAction: 'update',
});
