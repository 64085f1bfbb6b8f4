import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import type { z } from 'zod';
import type { FieldSpec, RefKind, ResourceSpec } from '../resources/define';
import { enumValues, NAMED_FIELDS, optionsOf, unwrapShape } from '../ui/formRules';
import { RefSelect } from './RefSelect';

/** Labels of filter parameters that are not fields of the record. */
const FILTER_LABELS: Record<string, string> = {
  keyword: '关键词',
  year: '年份',
  outYear: '年份',
  journalId: '期刊',
  periodId: '期次',
  columnId: '栏目',
  deptId: '部门',
  enabled: '状态',
  /** Date ranges (YYYY-MM-DD): the orders list. */
  beginTime: '开始日期',
  endTime: '结束日期',
  kind: '申请类型',
  status: '审核状态',
  authStatus: '认证状态',
  firstLetter: '首字母',
  author: '作者',
  range: '时间范围',
  minWords: '最少字数',
};

/** Filters that name another record: picked by name (only where the picker's list is the caller's own). */
const FILTER_REFS: Record<string, RefKind> = { journalId: 'journal', periodId: 'period', columnId: 'column', deptId: 'dept' };

/** Codes of some filters, by name, when the record has no field of that name. */
const FILTER_CHOICES: Record<string, Array<{ value: string; label: string }>> = {
  enabled: [
    { value: 'true', label: '启用' },
    { value: 'false', label: '停用' },
  ],
};

const YES_NO = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

export interface FilterItem {
  name: string;
  label: string;
  control: 'keyword' | 'select' | 'ref' | 'year' | 'text';
  options?: Array<{ value: string; label: string }>;
  ref?: RefKind;
  refBy?: string;
}

/** The filter bar of a declared resource: one control per declared filter, keyword first. */
export function filterItemsOf(spec: Pick<ResourceSpec, 'name' | 'fields' | 'filters'>, labels: Record<string, string> = {}): FilterItem[] {
  const shape = unwrapShape(spec.filters as z.ZodType | undefined);
  if (!shape) return [];
  const managed = spec.name.startsWith('managed') || spec.name === 'staff';
  const items = Object.entries(shape).map(([name, schema]): FilterItem => {
    const field: FieldSpec | undefined = spec.fields[name] ?? NAMED_FIELDS[name];
    // The record's own field names its filter (处理状态, 标准状态); the table is for parameters that are no field.
    // A filter that is no field may name itself and its choices in its metadata (the content-area kit's IPC分类).
    const own = (schema as z.ZodType | undefined)?.meta?.() as { title?: string; choices?: FilterItem['options'] } | undefined;
    const label = labels[name] ?? field?.label ?? FILTER_LABELS[name] ?? own?.title ?? name;
    if (name === 'keyword') return { name, label, control: 'keyword' };
    if (FILTER_REFS[name] && managed) return { name, label, control: 'ref', ref: FILTER_REFS[name], refBy: name === 'journalId' ? undefined : 'journalId' };
    // A dictionary type is picked from those 字典管理 holds, as in the form.
    if (field?.ref === 'dictType') return { name, label, control: 'ref', ref: 'dictType' };
    // A yes / no field (教育法规) is chosen, never typed.
    const options = own?.choices ?? optionsOf(field, enumValues(schema)) ?? FILTER_CHOICES[name] ?? (field?.kind === 'boolean' ? YES_NO : undefined);
    if (options?.length) return { name, label, control: 'select', options };
    if (/year$/i.test(name)) return { name, label, control: 'year' };
    return { name, label, control: 'text' };
  });
  // An id typed as a number is no filter a person uses: only ids with a picker are offered.
  const offered = items.filter((i) => !(i.control === 'text' && /Id$/.test(i.name)));
  return [...offered.filter((i) => i.control === 'keyword'), ...offered.filter((i) => i.control !== 'keyword')];
}

/** Form values → Refine filters (empty ones dropped, so 重置 shows everything again). */
export function toCrudFilters(values: Record<string, unknown>): CrudFilter[] {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([field, value]) => ({ field, operator: 'eq', value }) as CrudFilter);
}

/**
 * Filters the list opened with (from the URL: a 工作台 count links to `?filters[0][field]=status…`)
 * → the bar's values, so the bar shows what the rows are filtered by. A choice takes its option's
 * own value (the URL holds text, an option may hold a number); filters the bar has no control for are left out.
 */
export function formValuesOf(filters: readonly CrudFilter[] | undefined, items: readonly FilterItem[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of filters ?? []) {
    const item = 'field' in f ? items.find((i) => i.name === f.field) : undefined;
    if (!item || f.value === undefined || f.value === null || f.value === '') continue;
    const option = item.options?.find((o) => String(o.value) === String(f.value));
    values[item.name] = option ? option.value : item.control === 'year' || item.control === 'ref' ? Number(f.value) : f.value;
  }
  return values;
}

/** The filter bar above a generic list: 查询 applies the choices on the server (page 1), 重置 clears them. */
export function FilterBar({ items, onSearch, initial }: { items: FilterItem[]; onSearch: (filters: CrudFilter[]) => void; initial?: readonly CrudFilter[] }) {
  const [form] = Form.useForm();
  if (!items.length) return null;
  const submit = () => onSearch(toCrudFilters(form.getFieldsValue()));
  return (
    <Form form={form} layout="inline" initialValues={formValuesOf(initial, items)} onFinish={submit} style={{ marginBottom: 16, rowGap: 8 }} data-testid="filter-bar">
      {items.map((i) => (
        <Form.Item key={i.name} name={i.name} label={i.label} style={i.control === 'ref' ? { minWidth: 240 } : undefined}>
          {i.control === 'keyword' ? (
            <Input.Search allowClear placeholder="请输入关键词" onSearch={submit} style={{ width: 220 }} />
          ) : i.control === 'select' ? (
            // A long list (操作日志's some 60 内容类型) is searched by typing part of a label.
            <Select allowClear showSearch={(i.options?.length ?? 0) > 10} optionFilterProp="label" placeholder={`全部${i.label}`} options={i.options} style={{ width: 140 }} />
          ) : i.control === 'ref' && i.ref ? (
            <RefSelect kind={i.ref} scopeField={i.refBy} />
          ) : i.control === 'year' ? (
            <InputNumber placeholder="如 2025" min={1000} max={2100} style={{ width: 110 }} />
          ) : (
            <Input allowClear placeholder={`请输入${i.label}`} style={{ width: 160 }} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch([]);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
