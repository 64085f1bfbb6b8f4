import { z } from 'zod';
import { keywordOnlyFilters } from './areaFilters';
import { defineResource, type HttpMethod, SORT_THEN_NEWEST, sortThenLatest } from './define';
import { notNullText } from './inputs';
import { optText, reqText, zId, zSort } from './organizations';
import { coverField, photoField, updateTimeColumn, videoDurationColumn, videoFileField, videoIntroField, videoTitleField } from './fieldPresets';

/**
 * Signed writers (foreWriter 8; issue 13 "writer profiles, writer videos and writer information
 * add/edit/delete"): a writer keeps one profile and any number of videos; the platform admin edits
 * or deletes any. Subject `Writer`, rows `{ ownerId }` (src/access/policy.ts `owner`). Readers find
 * them at /writerLibrary with their passed works; videos play through short-lived access codes.
 */
const call = (method: HttpMethod, path: string) => ({ method, path });
const P = '/w_rl/wkapi/v2/platform/writer';

export const WRITER_CALLS = {
  list: call('GET', '/common/writer/profiles'),
  one: call('GET', '/common/writer/profile/{id}'),
  infoList: call('GET', `${P}/info/list`),
  infoOne: call('GET', `${P}/info/{id}`),
  infoAdd: call('POST', `${P}/info/add`),
  infoEdit: call('PUT', `${P}/info/edit/{id}`),
  infoDelete: call('DELETE', `${P}/info/delete/{id}`),
  videoList: call('GET', `${P}/video/list`),
  videoOne: call('GET', `${P}/video/{id}`),
  videoAdd: call('POST', `${P}/video/add`),
  videoEdit: call('PUT', `${P}/video/edit/{id}`),
  videoDelete: call('DELETE', `${P}/video/delete/{id}`),
  /** Spec §7 "writer video access": a short-lived code, played at `/fileLicense/platform/video/{code}`. */
  videoCode: call('POST', '/fileLicense/accessWriterVideo'),
} as const;

/** The admin's calls of a writer's profile (`info…`) or videos (`video…`): list, one, add, edit, delete. */
const writerManageCalls = (part: 'info' | 'video') => ({
  manageList: WRITER_CALLS[`${part}List`],
  manageOne: WRITER_CALLS[`${part}One`],
  create: WRITER_CALLS[`${part}Add`],
  update: WRITER_CALLS[`${part}Edit`],
  remove: WRITER_CALLS[`${part}Delete`],
});

export const WRITER_MSG = {
  notWriter: '仅作家可以维护作家信息，请先申请作家角色',
  exists: '您已填写作家信息，请在列表中修改',
  accountRequired: '请填写作家账号',
  accountMissing: '该账号不存在或不是作家',
  accountTaken: '该作家已有作家信息',
  noProfile: '请先填写作家信息',
  missing: '作家不存在',
  videoMissing: '视频不存在',
  pickWriter: '请选择作家',
  notOwnerInfo: '只能修改或删除本人的作家信息',
  notOwnerVideo: '只能修改或删除本人的视频',
} as const;

/** Public lists page by 10 (spec §9 "works lists 10 or 15"; a writer's row carries their works). */
export const WRITER_PAGE_SIZE = 10;

export const writerProfileInput = z.object({
  /** Only the platform admin names the account; a writer's profile is always their own. */
  account: optText(30, '作家账号不能超过30个字'),
  penName: reqText(60, '请输入笔名', '笔名不能超过60个字'),
  hometown: notNullText(60, '籍贯不能超过60个字'),
  genres: notNullText(100, '创作体裁不能超过100个字'),
  biography: reqText(5000, '请填写作家简介', '作家简介不能超过5000个字'),
  honors: notNullText(3000, '代表作品与获奖不能超过3000个字'),
  // NOT NULL '' columns: a blank field (a profile saved without a photo) is stored as '', never null.
  photoUrl: notNullText(500, '照片地址不能超过500个字'),
  sort: zSort.optional(),
});

export const writerProfileResource = defineResource({
  name: 'writerProfiles',
  label: '作家信息',
  menu: { group: 'creation', icon: 'UserOutlined', order: 40 },
  subject: 'Writer',
  fields: {
    account: { label: '作家账号（平台添加时填写）', kind: 'text' },
    penName: { label: '笔名', kind: 'text', list: true, width: 120 },
    hometown: { label: '籍贯', kind: 'text', list: true, width: 120 },
    genres: { label: '创作体裁', kind: 'text', list: true, width: 160 },
    biography: { label: '作家简介', kind: 'longtext' },
    honors: { label: '代表作品与获奖', kind: 'longtext' },
    photoUrl: photoField,
    sort: { label: '排序', kind: 'number', list: true, width: 70 },
    updateTime: updateTimeColumn,
  },
  calls: { list: WRITER_CALLS.list, one: WRITER_CALLS.one, ...writerManageCalls('info') },
  sortable: ['sort', 'updateTime', 'penName'],
  defaultSort: sortThenLatest('updateTime'),
  pageSize: WRITER_PAGE_SIZE,
  maxPageSize: 50,
  filters: keywordOnlyFilters,
  input: writerProfileInput,
  ownProfile: { title: '作家信息', platformOnly: ['account', 'sort'] },
  readAction: 'update',
});

export const writerVideoInput = z.object({
  /** The platform admin names the writer; a writer's videos are always their own. */
  writerId: zId('请选择作家').optional(),
  title: reqText(200, '请输入视频标题', '视频标题不能超过200个字'),
  intro: notNullText(1000, '视频简介不能超过1000个字'),
  fileName: reqText(120, '请上传视频', '文件名不正确'),
  coverUrl: notNullText(500, '封面地址不能超过500个字'),
  sort: zSort.optional(),
});

export const writerVideoResource = defineResource({
  name: 'writerVideos',
  label: '作家视频',
  menu: { group: 'creation', icon: 'VideoCameraOutlined', order: 50 },
  subject: 'Writer',
  fields: {
    writerId: { label: '作家', kind: 'number', ref: 'writer' },
    title: videoTitleField,
    penName: { label: '作家', kind: 'text', list: true, width: 110 },
    durationText: videoDurationColumn,
    intro: videoIntroField,
    fileName: videoFileField,
    coverUrl: coverField,
    sort: { label: '排序', kind: 'number', list: true, width: 70 },
    createTime: { label: '发布时间', kind: 'datetime', list: true, width: 170 },
  },
  calls: writerManageCalls('video'),
  sortable: ['sort', 'createTime', 'title'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: keywordOnlyFilters,
  input: writerVideoInput,
  readAction: 'update',
});
