import { z } from 'zod';
import { codesOf } from './inputs';
import { codeFilter, intFilter, keywordFilter } from './areaFilters';
import { defineResource, type HttpMethod, IN_SORT_THEN_NEWEST } from './define';
import { optText, reqText, zId, zSort } from './organizations';
import { richContentField, coverField, createTimeColumn, summaryField, titleField, videoDurationColumn, videoFileField, videoIntroField, videoTitleField } from './fieldPresets';

/**
 * Teacher studios (issue 13; spec §7 Studio): the directory, each studio's info, documents,
 * videos and members, and the access codes that open its files. Subjects: `Studio` (the studio,
 * its info and videos), `StudioData` (documents: members post them too), `StudioMember`.
 */
const call = (method: HttpMethod, path: string) => ({ method, path });
const V1 = '/w_rl/wkapi/v1/platform';
const V2 = '/w_rl/wkapi/v2/platform';

export const STUDIO_TYPE = { 1: '名师工作室', 2: '名班主任工作室', 3: '名校长工作室', 4: '学科教研工作室' } as const;
export const INFO_TYPE = { 1: '工作室动态', 2: '教研文章', 3: '通知公告', 4: '成果展示' } as const;
export const FILE_TYPE = { 1: '教案', 2: '课件', 3: '试题', 4: '论文', 5: '其他' } as const;
export const APPLY_STATUS = { 1: '申请中', 2: '已加入', 3: '已关闭' } as const;

export const STUDIO_CALLS = {
  list: call('GET', `${V1}/applyStudio/list`),
  one: call('GET', `${V1}/applyStudio/{id}`),
  myList: call('GET', `${V1}/applyStudio/manager/myList`),
  update: call('PUT', `${V1}/applyStudio`),
  infoList: call('GET', `${V1}/applyStudioInfo/list`),
  infoDetail: call('GET', `${V1}/applyStudioInfo/detail/{id}`),
  infoListOfType: call('GET', `${V1}/applyStudioInfo/listOfType`),
  infoV1Add: call('POST', `${V1}/applyStudioInfo`),
  infoV1Edit: call('PUT', `${V1}/applyStudioInfo`),
  infoV1Delete: call('DELETE', `${V1}/applyStudioInfo/{id}`),
  infoV2List: call('GET', `${V2}/applyStudioInfo/list`),
  infoV2Add: call('POST', `${V2}/applyStudioInfo`),
  infoV2Edit: call('PUT', `${V2}/applyStudioInfo`),
  infoV2Delete: call('DELETE', `${V2}/applyStudioInfo/{id}`),
  infoCustomAdd: call('POST', '/custom/applyStudioInfo'),
  infoCustomEdit: call('PUT', '/custom/applyStudioInfo'),
  infoCustomDelete: call('DELETE', '/custom/applyStudioInfo/{ids}'),
  memberAddApply: call('POST', `${V2}/studiomember/addApply`),
  memberAgree: call('POST', `${V2}/studiomember/agreeApply`),
  memberClose: call('POST', `${V2}/studiomember/closeApply`),
  memberSort: call('PUT', `${V2}/studiomember/update/sort`),
  memberDelete: call('DELETE', `${V2}/studiomember/{id}`),
  memberList: call('GET', `${V2}/studiomember/list`),
  memberMine: call('GET', `${V2}/studiomember/myApply`),
  upload: call('POST', `${V2}/studio/upload`),
  codeVideo: call('POST', '/fileLicense/applyStudioVdieo'),
  codeData: call('POST', '/fileLicense/applyStudioData'),
  codeAnnex: call('POST', '/fileLicense/platform/applyStudioInfoAnnex'),
  byCode: call('GET', '/fileLicense/accessByCode/{code}'),
  videoByCode: call('GET', '/fileLicense/platform/video/{code}'),
} as const;

/** The calls of a studio's documents (`applyStudioData`) or videos (`applyStudiovideo`). */
export function studioFileCalls(base: 'applyStudioData' | 'applyStudiovideo') {
  const p = `${V1}/${base}`;
  return {
    list: call('GET', `${p}/list`),
    list2: call('GET', `${p}/list2`),
    myList: call('GET', `${p}/manager/myList`),
    details: call('GET', `${p}/details/{id}`),
    addList: call('POST', `${p}/manager/addList`),
    sort: call('PUT', `${p}/update/sort`),
    remove: call('DELETE', `${p}/{id}`),
  };
}
export const DATA_CALLS = studioFileCalls('applyStudioData');
export const VIDEO_CALLS = studioFileCalls('applyStudiovideo');

/** A studio's documents or videos as a resource: the public list and detail, the manager's list, upload (a batch), delete and 排序. */
function studioFileResourceCalls(calls: ReturnType<typeof studioFileCalls>) {
  return { list: calls.list, one: calls.details, manageList: calls.myList, manageOne: calls.details, create: calls.addList, remove: calls.remove, sort: calls.sort };
}

/** Upload kinds: what each accepts, and its size limit. */
export const STUDIO_UPLOAD = {
  data: { accept: '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt', maxBytes: 20 * 1024 * 1024, label: '资料文件' },
  annex: { accept: '.pdf,.doc,.docx,.ppt,.pptx,.xls,.xlsx,.txt', maxBytes: 20 * 1024 * 1024, label: '附件' },
  video: { accept: '.mp4,video/mp4', maxBytes: 200 * 1024 * 1024, label: '视频文件' },
} as const;
export type StudioUploadKind = keyof typeof STUDIO_UPLOAD;

export const STUDIO_MSG = {
  missing: '工作室不存在',
  infoMissing: '资讯不存在',
  dataMissing: '资料不存在',
  videoMissing: '视频不存在',
  noStudio: '您还没有工作室，请先申请工作室并通过审核',
  notManager: '只能管理自己工作室的内容',
  notMember: '您不是该工作室的成员，不能发布资料',
  chooseStudio: '请选择所属工作室',
  fileMissing: '文件不存在，请重新上传',
  notTeacher: '仅教师可以申请加入工作室，请先申请教师角色',
  ownStudio: '不能申请加入自己的工作室',
  applied: '已提交申请，请等待工作室管理员审核',
  alreadyApplied: '您已提交申请，请等待审核',
  alreadyMember: '您已是该工作室成员',
  applyMissing: '申请不存在',
  notPending: '只能处理申请中的记录',
  agreed: '已同意加入',
  closed: '已关闭申请',
  codeMissing: '访问码无效或已过期，请重新获取',
  codeWrongFile: '访问码与文件不匹配',
  badMethod: '访问方式只能是预览(preview)或下载(download)',
  noAnnex: '该资讯没有附件',
  badRange: '请求的范围无效',
  emptyList: '请至少添加一条记录',
  badFile: '文件格式不正确，仅支持PDF、Word、PPT、Excel和文本文件',
  badVideo: '视频格式不正确，仅支持MP4视频',
  tooBig: (label: string, mb: number) => `${label}不能超过${mb}MB`,
  uploaded: '上传成功',
  added: '添加成功',
  saved: '修改成功',
  sorted: '排序已保存',
  deleted: '删除成功',
} as const;

const file = reqText(120, '请上传文件', '文件名不正确');
export const studioDataInput = z.object({
  studioId: zId('请选择所属工作室').optional(),
  title: reqText(200, '请输入资料标题', '资料标题不能超过200个字'),
  fileType: z.coerce.number({ error: '请选择资料类型' }).refine((v) => codesOf(FILE_TYPE).includes(v), '请选择资料类型'),
  intro: optText(1000, '资料简介不能超过1000个字'),
  fileName: file,
  sort: zSort.default(0),
});
export const studioVideoInput = z.object({
  studioId: zId('请选择所属工作室').optional(),
  title: reqText(200, '请输入视频标题', '视频标题不能超过200个字'),
  intro: optText(1000, '视频简介不能超过1000个字'),
  coverUrl: optText(500, '封面地址过长'),
  fileName: reqText(120, '请上传视频', '文件名不正确'),
  sort: zSort.default(0),
});
export const studioInfoInput = z.object({
  /** Blank: the manager's own studio; the platform admin picks one (it manages none of its own). */
  studioId: zId('请选择所属工作室').optional(),
  infoType: z.coerce.number({ error: '请选择资讯类型' }).refine((v) => codesOf(INFO_TYPE).includes(v), '请选择资讯类型'),
  title: reqText(200, '请输入资讯标题', '资讯标题不能超过200个字'),
  summary: optText(500, '摘要不能超过500个字'),
  content: reqText(50_000, '请输入资讯正文', '资讯正文不能超过5万字'),
  coverUrl: optText(500, '封面地址过长'),
  annexFile: optText(120, '附件文件名不正确'),
  sort: zSort.default(0),
});
export const studioProfileInput = z.object({
  name: reqText(60, '请输入工作室名称', '工作室名称不能超过60个字'),
  studioType: z.coerce.number({ error: '请选择工作室类型' }).refine((v) => codesOf(STUDIO_TYPE).includes(v), '请选择工作室类型'),
  subject: optText(30, '学科不能超过30个字'),
  school: optText(100, '所在学校不能超过100个字'),
  leader: optText(30, '领衔人不能超过30个字'),
  intro: reqText(5000, '请填写工作室简介', '工作室简介不能超过5000个字'),
  coverUrl: optText(500, '封面地址过长'),
});
export const sortInput = z.object({ id: zId('编号不正确'), sort: zSort });
export const memberApplyInput = z.object({ studioId: zId('请选择要加入的工作室'), reason: reqText(500, '请填写申请理由', '申请理由不能超过500个字') });

const studioFilters = z.object({ keyword: keywordFilter(), studioType: codeFilter(codesOf(STUDIO_TYPE), '工作室类型不正确') });
const times = { sort: { label: '排序', kind: 'number', list: true, width: 70 }, createTime: { label: '发布时间', kind: 'datetime', list: true, width: 160 } } as const;
const studioName = { label: '所属工作室', kind: 'text', list: true, width: 160 } as const;
const studioRef = { label: '所属工作室', kind: 'number', ref: 'studio' } as const;
const author = { label: '发布人', kind: 'text', list: true, width: 100 } as const;
/** How a studio's news, documents and videos are listed: the manager's 排序 (小者在前), then the newest; 10 a page. */
const studioContentListing = {
  sortable: ['sort', 'createTime', 'title'],
  defaultSort: IN_SORT_THEN_NEWEST,
  pageSize: 10,
} as const;

/** The studio directory (portal) and the manager's own studio (admin 工作室信息). */
export const studioResource = defineResource({
  name: 'studios',
  label: '工作室信息',
  menu: { group: 'education', icon: 'HomeOutlined', order: 210 },
  subject: 'Studio',
  fields: {
    name: { label: '工作室名称', kind: 'text', list: true },
    studioType: { label: '工作室类型', kind: 'number', list: true, width: 130, labels: STUDIO_TYPE },
    subject: { label: '学科', kind: 'text', list: true, width: 90 },
    school: { label: '所在学校', kind: 'text', list: true, width: 180 },
    leader: { label: '领衔人', kind: 'text', list: true, width: 90 },
    intro: { label: '工作室简介', kind: 'longtext' },
    coverUrl: coverField,
    memberCount: { label: '成员数', kind: 'number', list: true, width: 80 },
    createTime: createTimeColumn,
    sort: { label: '排序', kind: 'number' },
  },
  calls: { list: STUDIO_CALLS.list, one: STUDIO_CALLS.one, manageList: STUDIO_CALLS.myList, manageOne: STUDIO_CALLS.one, update: STUDIO_CALLS.update },
  sortable: ['sort', 'createTime', 'name'],
  defaultSort: IN_SORT_THEN_NEWEST,
  pageSize: 12,
  maxPageSize: 48,
  filters: studioFilters,
  input: studioProfileInput,
});

const manageFilters = z.object({ keyword: keywordFilter(), studioId: intFilter('工作室编号不正确') });

export const studioInfoResource = defineResource({
  name: 'studioInfos',
  label: '工作室资讯',
  menu: { group: 'education', icon: 'NotificationOutlined', order: 220 },
  subject: 'Studio',
  fields: {
    studioId: studioRef,
    title: titleField,
    infoType: { label: '资讯类型', kind: 'number', list: true, width: 110, labels: INFO_TYPE },
    studioName,
    summary: summaryField,
    content: richContentField,
    coverUrl: coverField,
    annexFile: { label: '附件', kind: 'file', upload: 'annex' },
    ...times,
  },
  calls: { list: STUDIO_CALLS.infoList, one: STUDIO_CALLS.infoDetail, manageList: STUDIO_CALLS.infoV2List, manageOne: STUDIO_CALLS.infoDetail, create: STUDIO_CALLS.infoV2Add, update: STUDIO_CALLS.infoV2Edit, remove: STUDIO_CALLS.infoV2Delete },
  ...studioContentListing,
  filters: z.object({ keyword: keywordFilter(), studioId: intFilter('工作室编号不正确'), infoType: codeFilter(codesOf(INFO_TYPE), '资讯类型不正确') }),
  input: studioInfoInput,
  // A news item stays in its studio: the edit form has no 所属工作室.
  updateInput: studioInfoInput.omit({ studioId: true }),
});

export const studioDataResource = defineResource({
  name: 'studioData',
  label: '工作室资料',
  menu: { group: 'education', icon: 'FileOutlined', order: 230 },
  subject: 'StudioData',
  fields: {
    studioId: studioRef,
    title: { label: '资料标题', kind: 'text', list: true },
    fileType: { label: '资料类型', kind: 'number', list: true, width: 90, labels: FILE_TYPE },
    studioName,
    authorName: author,
    intro: { label: '资料简介', kind: 'longtext' },
    fileName: { label: '资料文件', kind: 'file', upload: 'data' },
    fileSize: { label: '文件大小', kind: 'number' },
    ...times,
  },
  calls: studioFileResourceCalls(DATA_CALLS),
  ...studioContentListing,
  filters: manageFilters.extend({ fileType: codeFilter(codesOf(FILE_TYPE), '资料类型不正确') }),
  input: studioDataInput,
});

export const studioVideoResource = defineResource({
  name: 'studioVideos',
  label: '工作室视频',
  menu: { group: 'education', icon: 'VideoCameraOutlined', order: 240 },
  subject: 'Studio',
  fields: {
    studioId: studioRef,
    title: videoTitleField,
    durationText: videoDurationColumn,
    studioName,
    intro: videoIntroField,
    coverUrl: coverField,
    fileName: videoFileField,
    ...times,
  },
  calls: studioFileResourceCalls(VIDEO_CALLS),
  ...studioContentListing,
  filters: manageFilters,
  input: studioVideoInput,
});

export const studioMemberResource = defineResource({
  name: 'studioMembers',
  label: '成员管理',
  menu: { group: 'education', icon: 'TeamOutlined', order: 250 },
  subject: 'StudioMember',
  fields: {
    mname: { label: '姓名', kind: 'text', list: true, width: 110 },
    username: { label: '账号', kind: 'text', list: true, width: 130 },
    studioName,
    reason: { label: '申请理由', kind: 'text', list: true },
    applyStatus: { label: '状态', kind: 'number', list: true, width: 90, labels: APPLY_STATUS },
    ...times,
  },
  calls: { list: STUDIO_CALLS.memberList, remove: STUDIO_CALLS.memberDelete, sort: STUDIO_CALLS.memberSort },
  sortable: ['sort', 'createTime', 'applyStatus'],
  defaultSort: IN_SORT_THEN_NEWEST,
  pageSize: 10,
  filters: z.object({ keyword: keywordFilter(), applyStatus: codeFilter(codesOf(APPLY_STATUS), '状态不正确') }),
  readAction: 'update',
  // 同意 / 拒绝 a membership application (申请中).
  rowActions: [
    {
      key: 'agree',
      label: '同意',
      kind: 'call',
      can: { action: 'update' },
      when: (r) => r.applyStatus === 1,
      call: STUDIO_CALLS.memberAgree,
      body: (r) => ({ id: r.id }),
      confirm: (r) => `同意${String(r.mname || r.username || '')}加入工作室？`,
    },
    {
      key: 'close',
      label: '拒绝',
      kind: 'call',
      can: { action: 'update' },
      when: (r) => r.applyStatus === 1,
      call: STUDIO_CALLS.memberClose,
      body: (r) => ({ id: r.id, remark: '' }),
      confirm: (r) => `拒绝${String(r.mname || r.username || '')}的申请？`,
      danger: true,
    },
  ],
});

/** h:mm:ss (spec: videos show their duration so). */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
