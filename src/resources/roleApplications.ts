import { z } from 'zod';
import { zPhone } from '../shared/validation';
import { codeFilter, textChoiceFilter } from './areaFilters';
import { defineResource, type CallSpec, type FieldSpec } from './define';
import { optText, reqText, zId } from './organizations';

/**
 * Applications for a special role (spec §6/§7): each kind has a base path with status, apply,
 * historyRemark and edit, a role key granted on approval, and its own form. Subject `RoleApplication`.
 */
export const roleApplicationSubject = 'RoleApplication' as const;

const realName = reqText(30, '请输入真实姓名', '真实姓名不能超过30个字');
const intro = optText(1000, '个人简介不能超过1000个字');
const school = reqText(100, '请输入所在学校', '学校名称不能超过100个字');
const subject = reqText(30, '请输入任教学科', '任教学科不能超过30个字');
const title = optText(30, '职称不能超过30个字');

export const ROLE_APPLY_KINDS = {
  journal: {
    label: '期刊编辑',
    base: '/custom/journalApply',
    roleKey: 'showJournalAdministrators',
    form: z.object({
      realName,
      phone: zPhone,
      /** The journal to edit: approval also assigns it (journal_manager). */
      journalId: zId('请选择申请管理的期刊'),
      position: optText(30, '职务不能超过30个字'),
      reason: reqText(500, '请填写申请理由', '申请理由不能超过500个字'),
    }),
  },
  teacher: {
    label: '教师',
    base: '/teacher',
    roleKey: 'foreTeacher',
    form: z.object({ realName, phone: zPhone, school, subject, title, intro }),
  },
  publisher: {
    label: '出版社',
    base: '/publisher',
    roleKey: 'forePublisher',
    form: z.object({
      publisherName: reqText(100, '请输入出版社名称', '出版社名称不能超过100个字'),
      licenseNo: reqText(30, '请输入出版许可证号', '出版许可证号不能超过30个字'),
      realName,
      phone: zPhone,
      address: optText(200, '地址不能超过200个字'),
      intro,
    }),
  },
  scholar: {
    label: '学者',
    base: '/scholar',
    roleKey: 'foreScholar',
    form: z.object({
      realName,
      phone: zPhone,
      institution: reqText(100, '请输入所在单位', '所在单位不能超过100个字'),
      title,
      researchField: reqText(100, '请输入研究方向', '研究方向不能超过100个字'),
      intro,
    }),
  },
  dissertation: {
    label: '学位论文作者',
    base: '/dissertation',
    roleKey: 'foreDissertation',
    form: z.object({
      realName,
      phone: zPhone,
      school,
      degree: z.coerce.number({ error: '请选择学位' }).refine((v) => [1, 2, 3, 4].includes(v), '请选择学位'),
      major: reqText(60, '请输入专业', '专业名称不能超过60个字'),
      graduationYear: z.coerce.number({ error: '毕业年份不正确' }).int('毕业年份不正确').min(1950, '毕业年份不正确').max(2100, '毕业年份不正确'),
    }),
  },
  headmaster: {
    label: '校长',
    base: '/custom/headmaster',
    roleKey: 'foreHeadmaster',
    form: z.object({ realName, phone: zPhone, school, position: reqText(30, '请输入职务', '职务不能超过30个字'), intro }),
  },
  famousTeacher: {
    label: '名师',
    base: '/common/famous/teacher',
    roleKey: 'foreFamousTeach',
    form: z.object({ realName, phone: zPhone, school, subject, honors: reqText(500, '请填写所获荣誉', '所获荣誉不能超过500个字'), intro }),
  },
  writer: {
    label: '作家',
    base: '/w_rl/wkapi/v1/platform/writer',
    roleKey: 'foreWriter',
    form: z.object({
      realName,
      penName: optText(30, '笔名不能超过30个字'),
      phone: zPhone,
      genre: reqText(30, '请输入创作体裁', '创作体裁不能超过30个字'),
      works: reqText(500, '请填写代表作品', '代表作品不能超过500个字'),
      intro,
    }),
  },
  studio: {
    label: '工作室',
    base: '/w_rl/wkapi/v1/platform/studioApply',
    roleKey: 'studioManager',
    form: z.object({
      studioName: reqText(60, '请输入工作室名称', '工作室名称不能超过60个字'),
      realName,
      phone: zPhone,
      intro: reqText(1000, '请填写工作室简介', '工作室简介不能超过1000个字'),
    }),
  },
} as const satisfies Record<string, { label: string; base: string; roleKey: string; form: z.ZodType }>;

/** The Chinese label (and, for codes, the dictionary) of every field of the application forms above. */
export const ROLE_APPLY_FIELDS: Readonly<Record<string, FieldSpec>> = {
  realName: { label: '真实姓名', kind: 'text' },
  phone: { label: '手机号', kind: 'text' },
  journalId: { label: '申请管理的期刊', kind: 'number' },
  position: { label: '职务', kind: 'text' },
  reason: { label: '申请理由', kind: 'longtext' },
  school: { label: '所在学校', kind: 'text' },
  subject: { label: '任教学科', kind: 'text' },
  title: { label: '职称', kind: 'text' },
  intro: { label: '个人简介', kind: 'longtext' },
  publisherName: { label: '出版社名称', kind: 'text' },
  licenseNo: { label: '出版许可证号', kind: 'text' },
  address: { label: '地址', kind: 'text' },
  institution: { label: '所在单位', kind: 'text' },
  researchField: { label: '研究方向', kind: 'text' },
  degree: { label: '学位', kind: 'dict', dict: 'thesis_level' },
  major: { label: '专业', kind: 'text' },
  graduationYear: { label: '毕业年份', kind: 'number' },
  honors: { label: '所获荣誉', kind: 'longtext' },
  penName: { label: '笔名', kind: 'text' },
  genre: { label: '创作体裁', kind: 'text' },
  works: { label: '代表作品', kind: 'longtext' },
  studioName: { label: '工作室名称', kind: 'text' },
};

export type RoleApplyKind = keyof typeof ROLE_APPLY_KINDS;
export const ROLE_APPLY_KIND_KEYS = Object.keys(ROLE_APPLY_KINDS) as [RoleApplyKind, ...RoleApplyKind[]];

/** The four calls under each kind's base. */
export function roleApplyCalls(kind: RoleApplyKind) {
  const base = ROLE_APPLY_KINDS[kind].base;
  return {
    status: { method: 'GET', path: `${base}/status` },
    apply: { method: 'POST', path: `${base}/apply` },
    historyRemark: { method: 'GET', path: `${base}/historyRemark` },
    edit: { method: 'PUT', path: `${base}/edit` },
  } as const satisfies Record<string, CallSpec>;
}

/** 0 never applied, 1 reviewing, 2 passed, 4 rejected (dictionary `apply_status` for 1/2/4). */
export type ApplyStatus = 0 | 1 | 2 | 4;

export const REVIEW_REMARK_REQUIRED = '驳回申请时请填写审核意见';
/** POST `/w_rl/wkapi/v1/platform/roleApply/review`. */
export const roleApplyReviewInput = z
  .object({
    id: zId('申请编号不正确'),
    status: z.coerce.number({ error: '审核结果只能是通过或驳回' }).refine((v): v is 2 | 4 => v === 2 || v === 4, '审核结果只能是通过或驳回'),
    remark: optText(200, '审核意见不能超过200个字'),
  })
  .refine((v) => v.status === 2 || !!v.remark, { message: REVIEW_REMARK_REQUIRED, path: ['remark'] });

export const roleApplicationFilters = z.object({
  status: codeFilter([1, 2, 4] as const, '审核状态不正确'),
  kind: textChoiceFilter(ROLE_APPLY_KIND_KEYS, '申请类型不正确'),
});

export const ROLE_APPLY_CALLS = {
  review: { method: 'POST', path: '/w_rl/wkapi/v1/platform/roleApply/review' },
  /** Not named by the spec: 批量审核 of the selected applications (src/resources/batch.ts). */
  reviewBatch: { method: 'POST', path: '/w_rl/wkapi/v1/platform/roleApply/review/batch' },
} as const satisfies Record<string, CallSpec>;

export const roleApplicationResource = defineResource({
  name: 'roleApplications',
  exportable: true,
  subject: roleApplicationSubject,
  label: '角色申请审核',
  menu: { group: 'institution', icon: 'AuditOutlined', order: 20 },
  fields: {
    kindName: { label: '申请类型', kind: 'text', list: true, width: 110 },
    kind: { label: '申请类型', kind: 'text', labels: Object.fromEntries(Object.entries(ROLE_APPLY_KINDS).map(([k, v]) => [k, v.label])) },
    username: { label: '申请账号', kind: 'text', list: true, width: 130 },
    mname: { label: '昵称', kind: 'text', list: true, width: 120 },
    roleKey: { label: '角色标识', kind: 'text' },
    status: { label: '审核状态', kind: 'dict', dict: 'apply_status', list: true, width: 100 },
    createTime: { label: '申请时间', kind: 'datetime', list: true, width: 160 },
    reviewedAt: { label: '审核时间', kind: 'datetime', list: true, width: 160 },
  },
  calls: {
    list: { method: 'GET', path: '/w_rl/wkapi/v1/platform/roleApply/list' },
  },
  sortable: ['status', 'createTime', 'reviewedAt'],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  pageSize: 10,
  filters: roleApplicationFilters,
  input: roleApplyReviewInput,
  rowActions: [
    {
      key: 'review',
      label: '审核',
      kind: 'review',
      can: { action: 'review' },
      when: (r) => r.status === 1,
      review: {
        call: ROLE_APPLY_CALLS.review,
        batch: ROLE_APPLY_CALLS.reviewBatch,
        title: (r) => `审核${String(r.kindName ?? '')}申请`,
        decisionField: 'status',
        approve: 2,
        reject: 4,
        remarkRequired: REVIEW_REMARK_REQUIRED,
        done: { approve: '已通过', reject: '已驳回' },
        // Who asks for what: the account, then every field they filled in, by its Chinese name.
        details: (r) => [
          { label: '申请账号', value: r.username },
          ...(r.mname ? [{ label: '昵称', value: r.mname }] : []),
          { label: '申请时间', value: r.createTime, field: { label: '申请时间', kind: 'datetime' } satisfies FieldSpec },
          ...Object.entries((r.form as Record<string, unknown> | null) ?? {}).map(([name, value]) => ({ label: ROLE_APPLY_FIELDS[name]?.label ?? '其他', value, field: ROLE_APPLY_FIELDS[name] })),
        ],
      },
    },
  ],
});
