import { z } from 'zod';
import { DICTS } from '../shared/dict';
import { MSG, orgUsernameError, PHONE_RE, zContactPhone, zNewPassword, zPhone } from '../shared/validation';
import { keywordFilter, intFilter } from './areaFilters';
import { defineResource, type CallSpec, SORT_THEN_NEWEST } from './define';
import { createTimeColumn } from './fieldPresets';

/**
 * Institutions (spec §7 "Institution"): the platform admin's organization list and the institution
 * screens' calls. docs/api-access.md is the contract; `O` below is its prefix.
 */
export const ORG_BASE = '/uc_m/wkapi/v1/wenku_party/organization';
/** The CASL subject these calls are checked against (src/access/policy.ts). */
export const organizationSubject = 'Organization' as const;

/** Dictionary `organization_types` (src/shared/dict.ts; served at /show/dict/data/type/organization_types). */
export const ORGANIZATION_TYPES: ReadonlyArray<{ value: string; label: string }> = DICTS.organization_types;
export const orgTypeLabel = (v: string | null | undefined) => ORGANIZATION_TYPES.find((t) => t.value === v)?.label ?? '';

/** 0 not submitted, 1 reviewing, 2 passed, 4 rejected (the short review dictionary `apply_status`). */
export const AUTH_STATUS_LABELS: Readonly<Record<number, string>> = { 0: '未认证', 1: '审核中', 2: '已认证', 4: '认证驳回' };

// ---- shared zod pieces (institution forms; the staff, dept, role and bank forms use them too) ----

/** Blank text → null (clears the field); absent stays absent (unchanged). */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional text of at most `max` characters: blank clears it. */
export const optText = (max: number, msg: string) => z.preprocess(blankToNull, z.string({ error: msg }).trim().max(max, msg).nullable().optional());

/** A required text of 1..max characters. */
export const reqText = (max: number, requiredMsg: string, tooLongMsg: string) =>
  z.string({ error: requiredMsg }).trim().min(1, requiredMsg).max(max, tooLongMsg);

/** An optional mobile phone (spec §5 rule): blank clears it. */
export const optPhone = z.preprocess(blankToNull, zPhone.nullable().optional());

/** An optional 联系电话 (a department's, an institution's contact): a mobile or a landline 区号-号码(-分机); blank clears it. */
export const optContactPhone = z.preprocess(blankToNull, zContactPhone.nullable().optional());

/** A record id in a body (`id`, `deptId` …): a positive PostgreSQL integer. */
export const zId = (msg: string) => z.coerce.number({ error: msg }).int(msg).min(1, msg).max(2_147_483_647, msg);

/** An optional reference (parent dept, dept, role): blank or 0 means none. */
export const optRef = (msg: string) =>
  z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), zId(msg).nullable().optional());

export const zSort = z.coerce.number({ error: '排序必须是0到9999之间的整数' }).int('排序必须是0到9999之间的整数').min(0, '排序必须是0到9999之间的整数').max(9999, '排序必须是0到9999之间的整数');

export const zEnabled = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: '状态不正确' }).transform((v) => v === true || v === 'true' || v === '1');

/**
 * Account names created by institutions and the platform (staff, institution accounts): spec §5
 * institution rule — empty 账号不能为空, 6–24 characters 用户名至少6位最多24位,手机号为11位 — and,
 * because sign-in reads an 11-digit name as a phone, letters, digits and underscores with a letter.
 */
export const ORG_USERNAME_CHARS_MSG = '用户名只能包含字母、数字、下划线，且至少包含一个字母';
export const zOrgUsername = z
  .string({ error: MSG.orgUsernameEmpty })
  .trim()
  .superRefine((v, ctx) => {
    const error = orgUsernameError(v);
    if (error) return void ctx.addIssue({ code: 'custom', message: error });
    if (PHONE_RE.test(v) || !/^(?=.*[A-Za-z])[A-Za-z0-9_]+$/.test(v)) ctx.addIssue({ code: 'custom', message: ORG_USERNAME_CHARS_MSG });
  });

const AREA_MSG = '请选择正确的所在地区';
const zOrgType = z.preprocess(blankToNull, z.enum(ORGANIZATION_TYPES.map((t) => t.value) as [string, ...string[]], { error: '请选择正确的机构类型' }).nullable().optional());
const zAreaCode = z.preprocess(blankToNull, z.string({ error: AREA_MSG }).trim().regex(/^\d{6}$/, AREA_MSG).nullable().optional());

/** PUT `O/info`. */
export const orgInfoInput = z.object({
  name: reqText(100, '请输入机构名称', '机构名称不能超过100个字'),
  orgType: zOrgType,
  areaCode: zAreaCode,
  address: optText(200, '详细地址不能超过200个字'),
  contactName: optText(30, '联系人不能超过30个字'),
  contactPhone: optContactPhone,
});

export const ID_CARD_RE = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/;
const zIdCard = z.string({ error: '请输入法人身份证号' }).trim().toUpperCase().regex(ID_CARD_RE, '请输入正确的身份证号码');

/** PUT `O/legalPerson`; the id number may be left out to keep the stored one (reads show it masked). */
export const legalPersonInput = z.object({
  legalName: reqText(30, '请输入法人姓名', '法人姓名不能超过30个字'),
  legalIdNo: z.preprocess((v) => (v === '' || v === null ? undefined : v), zIdCard.optional()),
});

/** Unified social credit code (统一社会信用代码), 18 characters. */
export const LICENSE_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** POST `O/auth/submit`, PUT `O/auth/edit`. */
export const orgAuthInput = z.object({
  licenseNo: z.string({ error: '请输入统一社会信用代码' }).trim().toUpperCase().regex(LICENSE_RE, '请输入正确的统一社会信用代码'),
  legalName: reqText(30, '请输入法人姓名', '法人姓名不能超过30个字'),
  legalIdNo: zIdCard,
  licenseImage: optText(500, '营业执照图片地址不正确'),
});

/** POST `O` (platform admin): the institution, its profile and its sign-in account. */
export const organizationCreateInput = orgInfoInput.extend({
  username: zOrgUsername,
  password: zNewPassword,
  phone: optPhone,
});

/** PUT `O` (platform admin): `id` is the institution's party id; the admin also sets IP ranges and the review result. */
export const organizationUpdateInput = orgInfoInput.extend({
  id: zId('机构编号不正确'),
  ipRanges: optText(2000, 'IP地址段不能超过2000个字'),
  securityGroupId: z.preprocess(blankToNull, z.coerce.number({ error: '安全组编号不正确' }).int('安全组编号不正确').min(1, '安全组编号不正确').nullable().optional()),
  authStatus: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: '认证状态不正确' }).refine((v) => [0, 1, 2, 4].includes(v), '认证状态不正确').optional()),
  authRemark: optText(200, '审核意见不能超过200个字'),
});

export const organizationFilters = z.object({
  keyword: keywordFilter(),
  authStatus: intFilter('认证状态不正确', 0, 4),
});

export const organizationResource = defineResource({
  name: 'organizations',
  exportable: true,
  subject: 'Organization',
  label: '机构管理',
  menu: { group: 'institution', icon: 'BankOutlined', order: 10 },
  fields: {
    name: { label: '机构名称', kind: 'text', list: true },
    username: { label: '机构账号', kind: 'text', list: true, width: 140 },
    orgType: { label: '机构类型', kind: 'dict', dict: 'organization_types', list: true, width: 110 },
    areaCode: { label: '所在地区', kind: 'text' },
    contactName: { label: '联系人', kind: 'text', list: true, width: 100 },
    contactPhone: { label: '联系电话', kind: 'text', width: 120 },
    address: { label: '详细地址', kind: 'text' },
    phone: { label: '账号手机号', kind: 'text' },
    password: { label: '登录密码', kind: 'text' },
    ipRanges: { label: 'IP地址段', kind: 'longtext' },
    securityGroupId: { label: '安全组编号', kind: 'number' },
    authStatus: { label: '认证状态', kind: 'number', labels: AUTH_STATUS_LABELS },
    authRemark: { label: '审核意见', kind: 'longtext' },
    legalName: { label: '法人姓名', kind: 'text' },
    legalIdNo: { label: '法人身份证号', kind: 'text' },
    licenseNo: { label: '统一社会信用代码', kind: 'text' },
    licenseImage: { label: '营业执照', kind: 'image' },
    authStatusName: { label: '认证状态', kind: 'text', list: true, width: 100 },
    staffCount: { label: '员工数', kind: 'number', list: true, width: 80 },
    sort: { label: '排序', kind: 'number' },
    createTime: createTimeColumn,
  },
  calls: {
    list: { method: 'GET', path: `${ORG_BASE}/list` },
    create: { method: 'POST', path: ORG_BASE },
    update: { method: 'PUT', path: ORG_BASE },
    remove: { method: 'DELETE', path: `${ORG_BASE}/{id}` },
  },
  sortable: ['name', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: organizationFilters,
  input: organizationCreateInput,
  updateInput: organizationUpdateInput,
});

/** The institution screens' calls that are not resource verbs. */
export const ORG_CALLS = {
  info: { method: 'GET', path: `${ORG_BASE}/info` },
  updateInfo: { method: 'PUT', path: `${ORG_BASE}/info` },
  legalPerson: { method: 'GET', path: `${ORG_BASE}/legalPerson` },
  updateLegalPerson: { method: 'PUT', path: `${ORG_BASE}/legalPerson` },
  authSubmit: { method: 'POST', path: `${ORG_BASE}/auth/submit` },
  authEdit: { method: 'PUT', path: `${ORG_BASE}/auth/edit` },
  checkUsername: { method: 'GET', path: `${ORG_BASE}/checkUsername` },
  areaTree: { method: 'GET', path: '/uc_p/wkapi/v1/area/tree' },
  orgTypes: { method: 'GET', path: '/show/dict/data/type/organization_types' },
} as const satisfies Record<string, CallSpec>;

/** An area tree node (provinces → cities → counties, GB/T 2260 codes). */
export interface AreaNode {
  value: string;
  label: string;
  children?: AreaNode[];
}
