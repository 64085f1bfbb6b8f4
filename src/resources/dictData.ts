import { z } from 'zod';
import { defineResource, manageCallsWithoutPublish, orderBy } from './define';
import { keywordFilter, textChoiceFilter, textFilter } from './areaFilters';
import { optText, reqText, zSort } from './organizations';
import { sortColumn, createTimeWideColumn } from './fieldPresets';

/** A dictionary type's code: what `/show/dict/data/type/{dictType}` is asked for. */
export const DICT_TYPE_RE = /^[a-z][a-z0-9_]{0,63}$/;
const DICT_TYPE_MSG = '字典类型只能由小写字母、数字和下划线组成，以字母开头，最长64位';

/** 正常 / 停用 of a dictionary type or row (RuoYi's status '0' / '1'). */
export const DICT_STATUS_LABELS = { '0': '正常', '1': '停用' } as const;
const dictStatus = z.enum(['0', '1'], { error: '请选择状态' });

export const dictTypeFilters = z.object({
  keyword: keywordFilter(),
  status: textChoiceFilter(['0', '1'], '状态只能是0（正常）或1（停用）'),
});

/** What the platform admin writes when adding a dictionary type (字典管理). */
export const dictTypeInput = z.object({
  dictName: reqText(100, '请输入字典名称', '字典名称不能超过100个字'),
  dictType: z.string({ error: '请输入字典类型' }).trim().min(1, '请输入字典类型').regex(DICT_TYPE_RE, DICT_TYPE_MSG),
  status: dictStatus.optional(),
  remark: optText(500, '备注不能超过500个字'),
});

export const dictTypeResource = defineResource({
  name: 'dictTypes',
  label: '字典类型',
  menu: { group: 'system', icon: 'BookOutlined', order: 20 },
  fields: {
    id: { label: '字典编号', kind: 'number', list: true, width: 90 },
    dictName: { label: '字典名称', kind: 'text', list: true },
    dictType: { label: '字典类型', kind: 'text', list: true },
    status: { label: '状态', kind: 'text', list: true, width: 90, labels: DICT_STATUS_LABELS },
    remark: { label: '备注', kind: 'longtext' },
    createTime: createTimeWideColumn,
  },
  calls: manageCallsWithoutPublish('dict/type'),
  sortable: ['id', 'dictType', 'createTime'],
  defaultSort: [{ field: 'id', order: 'asc' }],
  pageSize: 20,
  filters: dictTypeFilters,
  input: dictTypeInput,
  // The code is what code and callers ask for: renaming it would orphan its rows and break every caller.
  updateInput: dictTypeInput.omit({ dictType: true }).partial(),
  readAction: 'manage',
});

export const dictDataFilters = z.object({
  keyword: keywordFilter(),
  dictType: textFilter(DICT_TYPE_MSG, 64),
  status: textChoiceFilter(['0', '1'], '状态只能是0（正常）或1（停用）'),
});

/** What the platform admin writes when adding or editing a dictionary row (字典数据). */
export const dictDataInput = z.object({
  dictType: z.string({ error: '请选择字典类型' }).trim().min(1, '请选择字典类型').regex(DICT_TYPE_RE, DICT_TYPE_MSG),
  dictLabel: reqText(100, '请输入字典标签', '字典标签不能超过100个字'),
  dictValue: reqText(64, '请输入字典键值', '字典键值不能超过64个字'),
  dictSort: zSort.optional(),
  listClass: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(['default', 'processing', 'green', 'orange', 'red', 'blue', 'volcano'], { error: '请选择标签颜色' }).nullable().optional(),
  ),
  status: dictStatus.optional(),
});

/** Tag colours a dictionary row may show in (antd Tag presets). */
export const DICT_LIST_CLASSES = { default: '默认', processing: '进行中', green: '绿色', orange: '橙色', red: '红色', blue: '蓝色', volcano: '火山红' } as const;

export const dictDataResource = defineResource({
  name: 'dictData',
  label: '字典数据',
  menu: { group: 'system', icon: 'UnorderedListOutlined', order: 30 },
  fields: {
    id: { label: '字典编码', kind: 'number', list: true, width: 100 },
    dictType: { label: '字典类型', kind: 'text', list: true, ref: 'dictType' },
    dictLabel: { label: '字典标签', kind: 'text', list: true },
    dictValue: { label: '字典键值', kind: 'text', list: true, width: 100 },
    dictSort: sortColumn,
    listClass: { label: '标签颜色', kind: 'text', width: 100, labels: DICT_LIST_CLASSES },
    status: { label: '状态', kind: 'text', list: true, width: 90, labels: DICT_STATUS_LABELS },
  },
  calls: {
    // The public call answers one dictionary's 正常 rows; the admin's screens use the management calls.
    list: { method: 'GET', path: '/show/dict/data/type/{dictType}' },
    ...manageCallsWithoutPublish('dict/data'),
  },
  sortable: ['dictSort', 'id', 'dictType'],
  defaultSort: orderBy({ dictType: 'asc', dictSort: 'asc' }),
  pageSize: 20,
  filters: dictDataFilters,
  input: dictDataInput,
  // A row stays in its dictionary: moving it would change what another dictionary's codes mean.
  updateInput: dictDataInput.omit({ dictType: true }).partial(),
  readAction: 'manage',
});
