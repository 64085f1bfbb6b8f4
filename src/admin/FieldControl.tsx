import { Cascader, DatePicker, Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { call } from '../providers/http';
import { useServedDict } from '../providers/servedDicts';
import { ORG_CALLS, type AreaNode } from '../resources/organizations';
import type { FormField } from '../ui/formRules';
import { RefSelect } from './RefSelect';
import { ImageUpload } from './ImageUpload';
import { FileUpload } from './FileUpload';
import { DurationReadout, MediaUpload } from './MediaUpload';

/** TipTap and ProseMirror load with the first form that has a rich-text field, never before. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** Provinces → cities → counties, loaded once per page. */
function AreaCascader({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const [tree, setTree] = useState<AreaNode[]>([]);
  useEffect(() => {
    call<AreaNode[]>('get', ORG_CALLS.areaTree.path).then(
      (env) => setTree(env.data ?? []),
      () => setTree([]),
    );
  }, []);
  // The form holds the county code; the cascader wants the path to it.
  const pathTo = (nodes: AreaNode[], code: string): string[] => {
    for (const n of nodes) {
      if (n.value === code) return [n.value];
      const below = pathTo(n.children ?? [], code);
      if (below.length) return [n.value, ...below];
    }
    return [];
  };
  const path = typeof value === 'string' && value ? pathTo(tree, value) : [];
  return (
    <Cascader
      id={id}
      options={tree}
      value={path.length ? path : undefined}
      onChange={(v) => onChange?.(v && v.length ? String(v[v.length - 1]) : null)}
      changeOnSelect
      showSearch
      placeholder="请选择所在地区"
      notFoundContent="暂无地区"
      style={{ width: '100%' }}
    />
  );
}

/**
 * A select of the field's choices. A dictionary's choices carry the labels the server serves now
 * (字典管理 may have renamed them); the values stay those the declaration accepts.
 */
function FieldSelect({ field, value, ...rest }: { field: FormField; value?: unknown }) {
  const served = useServedDict(field.dict);
  const options = field.dict ? field.options?.map((o) => ({ value: o.value, label: served.find((d) => d.value === o.value)?.label ?? o.label })) : field.options;
  // Codes arrive as numbers (审核状态 2) and dictionaries hold strings: compare as strings, so the label shows.
  const shown = value === null || value === undefined || value === '' ? undefined : String(value);
  return <Select options={options} allowClear={!field.required} placeholder={`请选择${field.label}`} value={shown} {...rest} />;
}

/**
 * What Form.Item hands its child: the control must pass `value` / `onChange` / `id` on to the
 * antd input, or the form never sees what is typed (it then reports 请输入… on a filled field and
 * shows nothing of the record being edited).
 */
interface ControlProps {
  field: FormField;
  mode: 'create' | 'edit';
  id?: string;
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
  checked?: boolean;
  /** A text input's hint (the masked stored value a blank keeps). */
  placeholder?: string;
}

export function FieldControl({ field, mode, ...props }: ControlProps) {
  const p = props as Record<string, never>;
  // A form-only choice (the journal of an article) narrows the pickers; a record never changes it.
  // A duration read from an uploaded file by the server: shown, never typed.
  if (field.readOnly && field.control === 'seconds') return <DurationReadout {...p} />;
  if (field.ref) return <RefSelect kind={field.ref} scopeField={field.refBy} disabled={field.formOnly && mode === 'edit'} {...p} />;
  switch (field.control) {
    case 'password':
      return <Input.Password autoComplete="new-password" {...p} />;
    case 'textarea':
      return <Input.TextArea rows={4} {...p} />;
    case 'richtext':
      return (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <RichTextEditor {...p} />
        </Suspense>
      );
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...p} />;
    case 'seconds':
      // A duration is shown as h:mm:ss everywhere else; typed here as the seconds it is stored in.
      return <InputNumber style={{ width: '100%' }} min={0} precision={0} addonAfter="秒" {...p} />;
    case 'switch':
      return <Switch {...p} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} placeholder={`请选择${field.label}`} {...p} />;
    case 'money':
      // Typed in yuan with two decimals; the form value stays in fen (formItemPropsOf converts).
      return <InputNumber style={{ width: '100%' }} min={0} precision={2} step={1} addonAfter="元" {...p} />;
    case 'image':
      return <ImageUpload {...p} />;
    case 'area':
      return <AreaCascader {...p} />;
    case 'file':
      return <FileUpload kind={field.upload ?? 'data'} {...p} />;
    case 'media':
      return field.media ? <MediaUpload kind={field.media.kind} durationField={field.media.duration} {...p} /> : <Input {...p} />;
    case 'select':
      return <FieldSelect field={field} {...p} />;
    default:
      return <Input {...p} />;
  }
}

/** Date fields hold 'YYYY-MM-DD' strings in the form values; the picker shows a dayjs. */
const dateItemProps = {
  getValueProps: (v: unknown) => ({ value: v ? dayjs(String(v)) : undefined }),
  normalize: (v: Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null),
};

/** Money is stored in fen and typed in yuan: 12.5 元 ↔ 1250. */
const moneyItemProps = {
  getValueProps: (v: unknown) => ({ value: v === null || v === undefined || v === '' ? undefined : Number(v) / 100 }),
  normalize: (v: number | null) => (v === null || v === undefined ? null : Math.round(v * 100)),
};

/** The Form.Item props a control needs besides name, label and rules. */
export function formItemPropsOf(field: FormField) {
  return {
    valuePropName: field.control === 'switch' ? 'checked' : 'value',
    ...(field.control === 'date' ? dateItemProps : {}),
    ...(field.control === 'money' ? moneyItemProps : {}),
  };
}

