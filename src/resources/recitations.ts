import { z } from 'zod';
import { keywordFilter, textChoiceFilter } from './areaFilters';
import { defineResource, manageCalls, readCalls, managedRecordFields, SORT_THEN_NEWEST } from './define';
import { mediaUrlInput, optDate, optInt, textCode } from './inputs';
import { optText, reqText, zSort } from './organizations';
import { workTitleField } from './fieldPresets';

/**
 * 朗诵类别 A–D with their subcodes (spec §9 "Recitation categories A to D with subcodes"; the names
 * are ours, docs/decisions.md "Compositions, recitations … (edu3)"). A subcode's first letter is its category.
 */
export const RECITATION_CATEGORIES: Readonly<Record<string, string>> = {
  A: '古典诗词',
  B: '古代散文',
  C: '现当代诗文',
  D: '外国诗文',
};
export const RECITATION_SUBCODES: Readonly<Record<string, string>> = {
  A1: '先秦两汉诗歌',
  A2: '唐诗',
  A3: '宋词',
  A4: '元曲与明清诗词',
  B1: '先秦诸子',
  B2: '史传散文',
  B3: '唐宋散文',
  C1: '现代诗歌',
  C2: '现代散文',
  C3: '演讲与美文',
  D1: '英文原作',
  D2: '外国诗文译作',
};
const categoryCodes = Object.keys(RECITATION_CATEGORIES) as [string, ...string[]];
const subcodeCodes = Object.keys(RECITATION_SUBCODES) as [string, ...string[]];

export const recitationFilters = z.object({
  keyword: keywordFilter(),
  category: textChoiceFilter(categoryCodes, '朗诵类别不正确'),
  subcode: textChoiceFilter(subcodeCodes, '朗诵子类不正确'),
});

/** What the platform admin or a teacher writes when adding a recitation. */
const recitationFields = z.object({
  title: reqText(200, '请输入作品名称', '作品名称不能超过200个字'),
  textAuthor: optText(60, '原作者不能超过60个字'),
  dynasty: optText(20, '朝代或国别不能超过20个字'),
  reciter: reqText(60, '请输入朗诵者', '朗诵者不能超过60个字'),
  school: optText(100, '学校或单位不能超过100个字'),
  category: textCode(RECITATION_CATEGORIES, '请选择朗诵类别'),
  subcode: textCode(RECITATION_SUBCODES, '请选择朗诵子类'),
  content: optText(20_000, '朗诵原文不能超过20000个字'),
  audioUrl: mediaUrlInput('audio'),
  /** Read from the recording by the server; 0 without one. */
  duration: optInt('时长应为0到36000之间的秒数', 36_000),
  recordDate: optDate('录制日期格式不正确'),
  sort: zSort.optional(),
});
export const recitationInput = recitationFields.refine((r) => r.subcode.startsWith(r.category), { message: '朗诵子类不属于所选类别', path: ['subcode'] });

/**
 * An edit: any field may be left out, but the category and subcode are sent together (a subcode
 * alone could leave a row whose subcode is of another category) and must still agree.
 */
export const recitationUpdateInput = recitationFields
  .partial()
  .refine((r) => (r.subcode === undefined) === (r.category === undefined), { message: '朗诵类别与子类须同时填写', path: ['subcode'] })
  .refine((r) => !r.subcode || !r.category || r.subcode.startsWith(r.category), { message: '朗诵子类不属于所选类别', path: ['subcode'] });

export const recitationResource = defineResource({
  name: 'recitations',
  label: '朗诵',
  menu: { group: 'education', icon: 'AudioOutlined', order: 40 },
  // The platform admin manages every recitation; a teacher the ones they submitted (src/access/policy.ts).
  subject: 'Recitation',
  contentType: 'recitation',
  fields: {
    title: workTitleField,
    textAuthor: { label: '原作者', kind: 'text', format: 'authors', list: true, width: 100 },
    dynasty: { label: '朝代/国别', kind: 'text', width: 80 },
    reciter: { label: '朗诵者', kind: 'text', list: true, width: 100 },
    school: { label: '学校/单位', kind: 'text', list: true, width: 180 },
    category: { label: '朗诵类别', kind: 'text', list: true, width: 100, labels: RECITATION_CATEGORIES },
    subcode: { label: '朗诵子类', kind: 'text', list: true, width: 120, labels: RECITATION_SUBCODES },
    duration: { label: '时长', kind: 'number', format: 'duration', list: true, width: 90 },
    audioUrl: { label: '音频', kind: 'text', media: { kind: 'audio', duration: 'duration' } },
    recordDate: { label: '录制日期', kind: 'date' },
    content: { label: '朗诵原文', kind: 'longtext' },
    views: { label: '播放量', kind: 'number', format: 'count', list: true, width: 80 },
    ...managedRecordFields,
  },
  calls: {
    ...readCalls('/common/recitation'),
    ...manageCalls('recitation'),
  },
  sortable: ['views', 'duration', 'recordDate', 'sort', 'createTime'],
  defaultSort: SORT_THEN_NEWEST,
  pageSize: 10,
  filters: recitationFilters,
  input: recitationInput,
  formSections: [
    { title: '作品信息', fields: ['title', 'textAuthor', 'dynasty', 'reciter', 'school', 'category', 'subcode', 'recordDate'] },
    { title: '朗诵原文', fields: ['content'] },
    { title: '音频', help: '上传音频后时长由文件读出', fields: ['audioUrl', 'duration'] },
    { title: '排序', fields: ['sort'] },
  ],
  updateInput: recitationUpdateInput,
  readAction: 'update',
});

export const RECITATION_HOT_PATH = '/common/recitation/hot';
