import { z } from 'zod';
import { isResidentIdNumber, isUnifiedSocialCreditCode } from '../shared/idNumbers';
import { codeFilter, keywordFilter } from './areaFilters';
import { defineResource, type HttpMethod } from './define';
import { updateTimeColumn, workTitleField, idColumn } from './fieldPresets';
import { chinaDate } from '../shared/format';

/**
 * 版权登记 (spec §7 Copyright, issue 13): a member's copyright owners (著作权人), the six-step
 * registration saved step by step as a draft, the platform review and the public verification.
 * One declaration read by the server (validation) and both screens (fields, messages, paths).
 */

const call = (method: HttpMethod, path: string) => ({ method, path });
const OWNER = '/custom/owner';
const APPLY = '/custom/copyright';

export const COPYRIGHT_CALLS = {
  addOwner: call('POST', `${OWNER}/addOwner`),
  updateOwner: call('PUT', `${OWNER}/updateOwner`),
  delOwner: call('DELETE', `${OWNER}/delOwner`),
  ownerList: call('GET', `${OWNER}/list`),
  selectOwner: call('GET', `${OWNER}/selectOwner`),
  sendApplyOne: call('POST', `${APPLY}/sendApplyOne`),
  sendApplyTwo: call('POST', `${APPLY}/sendApplyTwo`),
  sendApplyThree: call('POST', `${APPLY}/sendApplyThree`),
  sendApplyFour: call('POST', `${APPLY}/sendApplyFour`),
  sendApplyFive: call('POST', `${APPLY}/sendApplyFive`),
  sendApplySix: call('POST', `${APPLY}/sendApplySix`),
  saveApply: call('POST', '/copyright/saveApply'),
  copyDTO: call('POST', `${APPLY}/copyDTO`),
  delDetail: call('DELETE', `${APPLY}/delDetail`),
  getVO: call('GET', `${APPLY}/getVO`),
  list: call('GET', `${APPLY}/list`),
  getCity: call('GET', `${APPLY}/getCity`),
  batchQueryWorks: call('GET', `${APPLY}/batchQueryWorks`),
  /** Not named by the spec: sample uploads, reading a sample PDF, the certificate and the platform review. */
  upload: call('POST', `${APPLY}/upload`),
  file: call('GET', `${APPLY}/file`),
  certificate: call('GET', `${APPLY}/certificate`),
  reviewList: call('GET', `${APPLY}/review/list`),
  review: call('POST', `${APPLY}/review`),
  reviewBatch: call('POST', `${APPLY}/review/batch`),
} as const;

export const STEP_CALLS = [
  COPYRIGHT_CALLS.sendApplyOne,
  COPYRIGHT_CALLS.sendApplyTwo,
  COPYRIGHT_CALLS.sendApplyThree,
  COPYRIGHT_CALLS.sendApplyFour,
  COPYRIGHT_CALLS.sendApplyFive,
  COPYRIGHT_CALLS.sendApplySix,
] as const;

/** The public page a certificate's QR code opens (with `?no=`). */
export const VERIFY_PAGE = '/copyright/verify';

/** 0 draft, then the works-style review states (spec §4): 1 under review, 2 passed, 3 rejected. */
export const COPYRIGHT_STATUS = { 0: '草稿', 1: '审核中', 2: '已通过', 3: '已驳回' } as const;
export type CopyrightStatus = keyof typeof COPYRIGHT_STATUS;

/** Categories of works (著作权法 art. 3) with the letter a registration number carries. */
export const WORK_CATEGORIES = {
  A: '文字作品',
  B: '口述作品',
  C: '音乐作品',
  D: '戏剧作品',
  E: '曲艺作品',
  F: '舞蹈作品',
  G: '杂技艺术作品',
  H: '美术作品',
  I: '建筑作品',
  J: '摄影作品',
  K: '视听作品',
  L: '工程设计图、产品设计图',
  M: '地图、示意图',
  N: '模型作品',
  R: '计算机软件',
  Z: '其他作品',
} as const;
export type WorkCategory = keyof typeof WORK_CATEGORIES;

export const OWNER_TYPES = { 1: '自然人', 2: '法人或其他组织' } as const;
export const ID_TYPES = { 1: '居民身份证', 2: '统一社会信用代码' } as const;
export const PUBLISH_STATUS = { 1: '已发表', 2: '未发表' } as const;
export const ACQUIRE_METHODS = { 1: '原始取得', 2: '继受取得' } as const;
export const INHERIT_WAYS = { 1: '转让', 2: '继承', 3: '承受', 4: '其他' } as const;

/** The rights of 著作权法 art. 10. */
export const RIGHTS = [
  '发表权', '署名权', '修改权', '保护作品完整权', '复制权', '发行权', '出租权', '展览权', '表演权',
  '放映权', '广播权', '信息网络传播权', '摄制权', '改编权', '翻译权', '汇编权', '其他权利',
] as const;

export const COPYRIGHT_MSG = {
  ownerAdded: '著作权人已添加',
  ownerUpdated: '著作权人已修改',
  ownerDeleted: '著作权人已删除',
  ownerMissing: '著作权人不存在',
  ownerInUse: '该著作权人已用于尚未完成的登记申请，不能删除',
  ownerLimit: '著作权人最多添加50位',
  ownerDuplicate: '该证件号码的著作权人已存在',
  applyMissing: '登记申请不存在',
  stepSaved: (n: number) => `第${n}步已保存`,
  notEditable: '只有草稿或被驳回的申请可以修改',
  submitted: '登记申请已提交，请等待平台审核',
  resubmitted: '登记申请已重新提交，请等待平台审核',
  notSubmittable: '只有草稿或被驳回的申请可以提交',
  incomplete: (n: number, msg: string) => `第${n}步未完成：${msg}`,
  copied: '已复制为新的草稿',
  draftDeleted: '草稿已删除',
  onlyDraftDelete: '只能删除草稿',
  notReviewable: '只能审核待审核的申请',
  badReview: '审核结果只能是通过或驳回',
  remarkRequired: '驳回时请填写审核意见',
  approved: '审核通过，已生成登记号',
  rejected: '已驳回登记申请',
  submitRemark: '提交登记申请',
  resubmitRemark: '修改后重新提交登记申请',
  noCertificate: '登记申请尚未通过审核，没有登记证书',
  queryRequired: '请输入登记号或作品名称',
  queryTooShort: '检索词至少2个字',
  fileMissing: '文件不存在',
  notPdf: '只能上传图片或PDF文件',
  badPdf: 'PDF文件已损坏或无法读取，请重新导出后上传',
  fileMissingField: '请选择要上传的文件',
  fileTooBig: '文件不能超过10MB，请压缩后重试',
  uploaded: '上传成功',
  badSample: '样本文件无效，请重新上传',
} as const;

const idParam = (msg: string) => z.coerce.number({ error: msg }).int(msg).positive(msg).max(2_147_483_647, msg);
export const applyIdInput = z.object({ id: idParam('登记申请编号不正确') });
export const ownerIdInput = z.object({ id: idParam('著作权人编号不正确') });

const text = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);
/** `YYYY-MM-DD` naming a real day between 1900 and 2100 (2025-02-30 is refused, never left to the database). */
export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && y <= 2100 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
const dateText = (required: string) => z.string({ error: required }).trim().refine(isCalendarDate, required);
const today = () => chinaDate(new Date());

/** A person with a 居民身份证 number, or an organisation with a 统一社会信用代码; checked with their check characters. */
export const ownerInput = z
  .object({
    ownerType: z.coerce.number({ error: '请选择著作权人类型' }).refine((v): v is 1 | 2 => v === 1 || v === 2, '请选择著作权人类型'),
    name: text(100, '请输入著作权人名称', '著作权人名称不能超过100个字'),
    idNumber: z.string({ error: '请输入证件号码' }).trim().toUpperCase().min(1, '请输入证件号码'),
    address: z.string().trim().max(200, '地址不能超过200个字').default(''),
  })
  .superRefine((o, ctx) => {
    if (o.ownerType === 1 && !isResidentIdNumber(o.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: '请输入正确的居民身份证号码' });
    if (o.ownerType === 2 && !isUnifiedSocialCreditCode(o.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: '请输入正确的统一社会信用代码' });
  });
export type OwnerInput = z.infer<typeof ownerInput>;

export const stepOneInput = z.object({
  ownerIds: z.array(idParam('著作权人编号不正确'), { error: '请至少选择一位著作权人' }).min(1, '请至少选择一位著作权人').max(10, '一次登记最多选择10位著作权人'),
});

export const stepTwoInput = z
  .object({
    title: text(100, '请输入作品名称', '作品名称不能超过100个字'),
    category: z.enum(Object.keys(WORK_CATEGORIES) as [WorkCategory, ...WorkCategory[]], { error: '请选择作品类别' }),
    creationDate: dateText('请选择创作完成日期'),
    publishStatus: z.coerce.number({ error: '请选择发表状态' }).refine((v): v is 1 | 2 => v === 1 || v === 2, '请选择发表状态'),
    firstPublishDate: z.string().trim().default(''),
    firstPublishCity: z.string().trim().default(''),
  })
  .superRefine((w, ctx) => {
    if (w.creationDate > today()) ctx.addIssue({ code: 'custom', path: ['creationDate'], message: '创作完成日期不能晚于今天' });
    if (w.publishStatus !== 1) return;
    if (!isCalendarDate(w.firstPublishDate)) ctx.addIssue({ code: 'custom', path: ['firstPublishDate'], message: '请选择首次发表日期' });
    else if (w.firstPublishDate < w.creationDate) ctx.addIssue({ code: 'custom', path: ['firstPublishDate'], message: '首次发表日期不能早于创作完成日期' });
    else if (w.firstPublishDate > today()) ctx.addIssue({ code: 'custom', path: ['firstPublishDate'], message: '首次发表日期不能晚于今天' });
    if (!/^\d{6}$/.test(w.firstPublishCity)) ctx.addIssue({ code: 'custom', path: ['firstPublishCity'], message: '请选择首次发表城市' });
  });

export const stepThreeInput = z
  .object({
    acquireMethod: z.coerce.number({ error: '请选择权利取得方式' }).refine((v): v is 1 | 2 => v === 1 || v === 2, '请选择权利取得方式'),
    inheritWay: z.coerce.number().int().min(0).max(4).default(0),
    rights: z.array(z.enum(RIGHTS, { error: '权利名称不正确' }), { error: '请至少选择一项权利' }).min(1, '请至少选择一项权利'),
  })
  .superRefine((r, ctx) => {
    if (r.acquireMethod === 2 && !(r.inheritWay >= 1 && r.inheritWay <= 4)) ctx.addIssue({ code: 'custom', path: ['inheritWay'], message: '请选择继受方式' });
  });

export const stepFourInput = z.object({
  creationPurpose: text(500, '请填写创作目的', '创作目的不能超过500个字'),
  creationProcess: text(2000, '请填写创作过程', '创作过程不能超过2000个字').refine((s) => s.length >= 10, '创作过程至少10个字'),
  originality: text(2000, '请说明作品的独创性', '独创性说明不能超过2000个字').refine((s) => s.length >= 10, '独创性说明至少10个字'),
});

export const sampleInput = z.object({
  name: text(100, '请填写样本名称', '样本名称不能超过100个字'),
  url: z.string({ error: COPYRIGHT_MSG.badSample }).max(300, COPYRIGHT_MSG.badSample),
  kind: z.enum(['image', 'pdf'], { error: COPYRIGHT_MSG.badSample }),
});
export type CopyrightSample = z.infer<typeof sampleInput>;
export const stepFiveInput = z.object({
  samples: z.array(sampleInput, { error: '请至少上传一份作品样本' }).min(1, '请至少上传一份作品样本').max(10, '作品样本最多10份'),
});

export const stepSixInput = z.object({
  declarationAgreed: z.literal(true, { error: '请阅读并同意权利保证声明' }),
  applicantName: text(50, '请填写申请人签名', '申请人签名不能超过50个字'),
});

export const STEP_INPUTS = [stepOneInput, stepTwoInput, stepThreeInput, stepFourInput, stepFiveInput, stepSixInput] as const;
export const STEP_TITLES = ['著作权人', '作品信息', '权利信息', '创作说明', '样本材料', '声明与提交'] as const;

export const reviewInput = z.object({
  id: idParam('登记申请编号不正确'),
  status: z.coerce.number({ error: COPYRIGHT_MSG.badReview }).refine((v): v is 2 | 3 => v === 2 || v === 3, COPYRIGHT_MSG.badReview),
  remark: z.string().trim().max(500, '审核意见不能超过500个字').default(''),
});

/** Lists: the member's own applications and owners (page 10), the review list (page 15). */
export const applyListSpec = { name: 'copyrightApplies', sortable: ['updateTime', 'createTime'], defaultSort: [{ field: 'updateTime', order: 'desc' as const }], pageSize: 10, maxPageSize: 50 };
export const ownerListSpec = { name: 'copyrightOwners', sortable: ['createTime'], defaultSort: [{ field: 'createTime', order: 'desc' as const }], pageSize: 10, maxPageSize: 50 };

/** What the review list shows and filters by: drafts never reach the platform. */
const REVIEWED_STATUS = { 1: COPYRIGHT_STATUS[1], 2: COPYRIGHT_STATUS[2], 3: COPYRIGHT_STATUS[3] } as const;

/** 版权登记审核 (admin): every submitted application by status; the detail screen holds 通过 / 驳回. */
export const copyrightReviewResource = defineResource({
  name: 'copyrightReview',
  label: '版权登记审核',
  menu: { group: 'creation', icon: 'SafetyCertificateOutlined', order: 30 },
  exportable: true,
  subject: 'Copyright',
  fields: {
    id: idColumn,
    title: workTitleField,
    categoryLabel: { label: '作品类别', kind: 'text', list: true, width: 130 },
    applicantName: { label: '申请人', kind: 'text', list: true, width: 110 },
    status: { label: '审核状态', kind: 'text', list: true, width: 100, labels: REVIEWED_STATUS },
    registrationNo: { label: '登记号', kind: 'text', list: true, width: 230 },
    updateTime: updateTimeColumn,
  },
  calls: { list: COPYRIGHT_CALLS.reviewList, one: COPYRIGHT_CALLS.getVO },
  sortable: ['updateTime'],
  defaultSort: [{ field: 'updateTime', order: 'desc' }],
  pageSize: 15,
  filters: z.object({ keyword: keywordFilter(), status: codeFilter([1, 2, 3] as const, '审核状态不正确') }),
  readAction: 'manage',
  rowActions: [
    {
      key: 'review',
      label: '审核',
      kind: 'review',
      can: { action: 'review' },
      when: (r) => r.status === 1,
      review: {
        call: COPYRIGHT_CALLS.review,
        batch: COPYRIGHT_CALLS.reviewBatch,
        // Every step, the samples and the remark trail are read on the application's own screen.
        page: '/admin/copyrightReview/show/{id}',
        title: (r) => `审核《${String(r.title ?? '')}》的登记申请`,
        decisionField: 'status',
        approve: 2,
        reject: 3,
        remarkRequired: COPYRIGHT_MSG.remarkRequired,
      },
    },
  ],
});
