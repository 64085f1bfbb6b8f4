import { z } from 'zod';
import { defineResource, publishedField, crudCalls, SORT_THEN_NEWEST, type FieldSpec, type ResourceSpec, viewedRecordFields } from './define';
import { blankToNull, optText, reqText, zId as reqId } from './organizations';
import { coverField, subjectTypeField } from './fieldPresets';
import { optIssn } from '../shared/identifiers';

/** Largest value of a PostgreSQL `integer`: ids and codes beyond it are a 400, never a database error. */
export const MAX_INT = 2147483647;

/**
 * An optional whole-number filter with one Chinese message for every way it can be wrong. Empty
 * values (`?journalId=`) mean "not filtered"; out-of-range numbers are refused before SQL sees them.
 */
export function intFilter(message: string, min = 1, max = MAX_INT) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}

/** GB/T 2260 provincial-level divisions (journal `provinceId`), in the standard order. */
export const PROVINCES: ReadonlyArray<{ value: number; label: string }> = [
  [110000, '北京'], [120000, '天津'], [130000, '河北'], [140000, '山西'], [150000, '内蒙古'],
  [210000, '辽宁'], [220000, '吉林'], [230000, '黑龙江'], [310000, '上海'], [320000, '江苏'],
  [330000, '浙江'], [340000, '安徽'], [350000, '福建'], [360000, '江西'], [370000, '山东'],
  [410000, '河南'], [420000, '湖北'], [430000, '湖南'], [440000, '广东'], [450000, '广西'],
  [460000, '海南'], [500000, '重庆'], [510000, '四川'], [520000, '贵州'], [530000, '云南'],
  [540000, '西藏'], [610000, '陕西'], [620000, '甘肃'], [630000, '青海'], [640000, '宁夏'],
  [650000, '新疆'], [710000, '台湾'], [810000, '香港'], [820000, '澳门'],
].map(([value, label]) => ({ value: value as number, label: label as string }));

/** The provinces by code, for a `provinceId` field's `labels`: forms offer them as a select, lists show the name. */
export const PROVINCE_LABELS: Readonly<Record<string, string>> = Object.fromEntries(PROVINCES.map((p) => [String(p.value), p.label]));

/** A province code shown by its name: the 地区 of a journal, a newspaper, an activity. */
export const regionField = { label: '地区', kind: 'number', labels: PROVINCE_LABELS } satisfies FieldSpec;
/** 省份 of a person's profile (名师, 校长, 学者, 教师): a select of the provinces in the form, the name on detail pages. */
export const provinceField = { label: '省份', kind: 'number', labels: PROVINCE_LABELS } satisfies FieldSpec;
/** 省份 as a list column of a directory (schools, study places). */
export const provinceColumn = { label: '省份', kind: 'number', list: true, width: 80, labels: PROVINCE_LABELS } satisfies FieldSpec;

export function provinceLabel(code: number | null | undefined): string {
  return PROVINCES.find((p) => p.value === code)?.label ?? '';
}

/** The index letters of the journal encyclopedia: A–Z (a Latin name may start with any of them) and `#`. */
export const INITIALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ#'.split('');

// The first character of each pinyin initial in the Chinese (pinyin) collation: a character
// sorting at or after 八 and before 嚓 starts with B, and so on.
const PINYIN_BOUNDS: Array<[string, string]> = [
  ['A', '吖'], ['B', '八'], ['C', '嚓'], ['D', '哒'], ['E', '妸'], ['F', '发'], ['G', '旮'], ['H', '哈'],
  ['J', '丌'], ['K', '咔'], ['L', '垃'], ['M', '呣'], ['N', '拏'], ['O', '喔'], ['P', '妑'], ['Q', '七'],
  ['R', '呥'], ['S', '扨'], ['T', '他'], ['W', '屲'], ['X', '夕'], ['Y', '丫'], ['Z', '帀'],
];
let collator: Intl.Collator | undefined;

/**
 * The pinyin initial of a name (刊名首字母), derived with the ICU pinyin collation that Node and
 * browsers ship, since the schema stores no pinyin. Latin initials are themselves; others are `#`.
 */
export function pinyinInitial(name: string | null | undefined): string {
  const ch = String(name ?? '').trim().charAt(0);
  if (/[a-z]/i.test(ch)) return ch.toUpperCase();
  if (!/[\u4e00-\u9fff]/.test(ch)) return '#';
  collator ??= new Intl.Collator('zh-Hans-CN-u-co-pinyin');
  let letter = '#';
  for (const [l, bound] of PINYIN_BOUNDS) if (collator.compare(ch, bound) >= 0) letter = l;
  return letter;
}

export const journalFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  journalType: intFilter('学科分类不正确', 0),
  provinceId: intFilter('地区不正确', 0),
  // Query strings carry "true"/"false": z.coerce.boolean would read "false" as true.
  isCore: z
    .union([z.enum(['true', 'false', '1', '0']), z.boolean()], { error: '是否核心期刊参数不正确' })
    .transform((v) => v === true || v === 'true' || v === '1')
    .optional(),
  firstLetter: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: '首字母不正确' }).regex(/^[A-Z#]$/, '首字母只能是A到Z的一个字母').optional(),
  ),
});

export const journalResource = defineResource({
  name: 'journals',
  subject: 'Journal',
  contentType: 'journal',
  label: '期刊',
  fields: {
    name: { label: '刊名', kind: 'text', list: true },
    nameEn: { label: '英文刊名', kind: 'text' },
    issn: { label: '国际标准刊号（ISSN）', kind: 'text', list: true, width: 120, help: '8位，如 1000-0135；保存时核对校验位' },
    cn: { label: '国内统一刊号（CN）', kind: 'text', list: true, width: 120 },
    sponsor: { label: '主办单位', kind: 'text', list: true },
    publisher: { label: '出版单位', kind: 'text' },
    frequency: { label: '出版周期', kind: 'text', list: true, width: 100 },
    journalType: subjectTypeField,
    provinceId: regionField,
    isCore: { label: '核心期刊', kind: 'boolean' },
    foundedYear: { label: '创刊年', kind: 'number' },
    coverUrl: coverField,
    description: { label: '期刊简介', kind: 'longtext' },
    issuePriceFen: { label: '单期价格', kind: 'money' },
    ...viewedRecordFields,
  },
  calls: {
    list: { method: 'POST', path: '/es/getJournalList' },
    one: { method: 'GET', path: '/exhibition/journal/details/{id}' },
  },
  sortable: ['name', 'foundedYear', 'views', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 14,
  filters: journalFilters,
});

/** The journal calls that are not a resource verb (spec §7 "nav, details, home lists"). */
export const JOURNAL_CALLS = {
  nav: { method: 'GET', path: '/exhibition/journal/nav' },
  guidelines: { method: 'GET', path: '/exhibition/journal/guidelines/{id}' },
} as const;

/** A facet entry of `/exhibition/journal/nav`. */
export interface FacetCount {
  value: number;
  label: string;
  count: number;
}

export interface JournalNav {
  total: number;
  subjects: FacetCount[];
  provinces: FacetCount[];
  core: { count: number };
  letters: Array<{ letter: string; count: number }>;
}

/** One row of the journal list (the guidelines text is left out). */
export interface JournalRow {
  id: number;
  name: string;
  nameEn?: string | null;
  journalType: number;
  journalTypeName: string;
  issn?: string | null;
  cn?: string | null;
  sponsor?: string | null;
  publisher?: string | null;
  frequency?: string | null;
  foundedYear?: number | null;
  coverUrl?: string | null;
  description?: string | null;
  provinceId?: number | null;
  provinceName: string;
  isCore: boolean;
  issuePriceFen: number;
  views: number;
  initial: string;
}

export interface IssueRef {
  periodId: number;
  year: number;
  issue: number;
  publishDate?: string | null;
  articleCount: number;
}

/** `/exhibition/journal/details/{id}`: the journal, its years → issues tree, columns and latest issue. */
export interface JournalDetails extends JournalRow {
  years: Array<{ year: number; issues: IssueRef[] }>;
  columns: Array<{ id: number; name: string }>;
  latestPeriod: IssueRef | null;
  periodCount: number;
  articleCount: number;
}

export interface JournalGuidelines {
  id: number;
  name: string;
  nameEn?: string | null;
  coverUrl?: string | null;
  issn?: string | null;
  cn?: string | null;
  sponsor?: string | null;
  publisher?: string | null;
  frequency?: string | null;
  guidelines: string;
}

// ——— Management: a journal administrator's own journals (docs/api-journal-manage.md) ———

/**
 * Spec §7 "period, catalogue, column and article editing under … /exhibition2/journal": the base
 * of every management call on journals, issues and columns (articles live under /editArticles).
 */
export const JOURNAL_MANAGE_BASE = '/exhibition2/journal';

/** Optional whole number in a range: blank clears it (null); left out, it stays as it is. */
export const optInt = (msg: string, min: number, max: number) =>
  z.preprocess(blankToNull, z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg).nullable().optional());

/** `YYYY-MM-DD` (a longer ISO time is cut to its date); blank clears it, left out it stays. */
export const optDate = (msg: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.slice(0, 10)) : v),
    z.string({ error: msg }).regex(/^\d{4}-\d{2}-\d{2}$/, msg).refine((d) => !Number.isNaN(Date.parse(d)), msg).nullable().optional(),
  );

/** PUT: what a journal administrator may change about their journal (not its views or sort). */
export const managedJournalInput = z.object({
  id: reqId('期刊编号不正确'),
  name: reqText(200, '请输入刊名', '刊名不能超过200个字'),
  nameEn: optText(300, '英文刊名不能超过300个字'),
  issn: optIssn,
  cn: optText(20, 'CN号不能超过20个字'),
  sponsor: optText(300, '主办单位不能超过300个字'),
  publisher: optText(300, '出版单位不能超过300个字'),
  frequency: optText(20, '出版周期不能超过20个字'),
  foundedYear: optInt('创刊年必须是1800到2100之间的年份', 1800, 2100),
  description: optText(5000, '期刊简介不能超过5000个字'),
  guidelines: optText(20000, '投稿指南不能超过20000个字'),
});

/**
 * POST: a new journal (the platform admin's alone). Besides what its editors may change later:
 * its subject, region, core status, cover and the price of a whole issue.
 */
export const newJournalInput = managedJournalInput.omit({ id: true }).extend({
  journalType: z.preprocess(blankToNull, z.coerce.number({ error: '请选择学科分类' }).int('请选择学科分类').min(1, '请选择学科分类').max(MAX_INT, '请选择学科分类')),
  provinceId: optInt('地区不正确', 100000, 999999),
  isCore: z.boolean({ error: '核心期刊只能是是或否' }).default(false),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  issuePriceFen: optInt('单期价格不正确', 0, 100_000_000),
});

export const managedJournalFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
});

/**
 * 期刊管理 and the screens under it for a member who manages no journal yet (an editor the
 * magazine has not added, a magazine whose journal the platform has not created): why it is empty
 * and whom to ask.
 */
export const NEEDS_A_JOURNAL = {
  none: '您还没有负责的期刊，所以这里暂无内容。期刊由平台管理员创建并交给杂志社和编辑管理；交给您之后，期刊及其期次、栏目和文章会出现在这里。',
  link: { label: '向平台管理员反馈', to: '/usercenter?tab=issues' },
} as const satisfies NonNullable<ResourceSpec['requires']>;

/** 期刊管理: the journals of journal_manager; the public declaration with the management calls. */
export const managedJournalResource = defineResource({
  ...journalResource,
  name: 'managedJournals',
  // Public reading is open to all: a management list answers only to those who may change its rows.
  readAction: 'update',
  label: '期刊管理',
  menu: { group: 'journal', icon: 'ReadOutlined', order: 10 },
  requires: NEEDS_A_JOURNAL,
  fields: { ...journalResource.fields, guidelines: { label: '投稿指南', kind: 'longtext' }, published: publishedField },
  calls: {
    ...crudCalls(`${JOURNAL_MANAGE_BASE}/mine`),
    // 上架/下架 (the platform admin's): a 下架 journal leaves every public call with its issues and articles.
    publish: { method: 'PUT', path: `${JOURNAL_MANAGE_BASE}/mine/{id}/publish` },
  },
  pageSize: 10,
  filters: managedJournalFilters,
  input: newJournalInput,
  formSections: [
    { title: '刊物信息', help: '刊名、刊号与主办出版单位，读者在期刊首页看到的身份信息', fields: ['name', 'nameEn', 'issn', 'cn', 'sponsor', 'publisher', 'frequency', 'foundedYear'] },
    { title: '分类与地区', fields: ['journalType', 'provinceId', 'isCore'] },
    { title: '简介与投稿', fields: ['coverUrl', 'description', 'guidelines'] },
    { title: '销售', fields: ['issuePriceFen'] },
  ],
  updateInput: managedJournalInput,
});

/** GET: may the signed-in member manage this journal (the portal's 编辑权限 bar)? */
export const JOURNAL_EDIT_PERMISSION_CALL = { method: 'GET', path: `${JOURNAL_MANAGE_BASE}/editPermission/{journalId}` } as const;

/** The answer of JOURNAL_EDIT_PERMISSION_CALL: which management screens apply to this journal. */
export interface JournalEditPermission {
  journalId: number;
  canEdit: boolean;
  periods: boolean;
  columns: boolean;
  articles: boolean;
}
