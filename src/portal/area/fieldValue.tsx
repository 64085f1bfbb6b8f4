import type { ReactNode } from 'react';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { FieldSpec, ResourceSpec } from '../../resources/define';
import { DICTS, dictLabel } from '../../shared/dict';
import { formatAuthors, formatCount, formatFen } from '../../shared/format';
import type { AreaConfig, Row } from './types';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A dictionary code as a coloured tag (law status, degree). */
export function DictTag({ field, value }: { field: FieldSpec; value: unknown }) {
  if (isBlank(value)) return null;
  // A small code set declared with `labels` (作文类型, 朗诵子类) tags by its Chinese name too.
  if (!field.dict) {
    return field.labels && Object.hasOwn(field.labels, String(value)) ? (
      <Tag color="red" bordered={false} data-value={String(value)}>
        {field.labels[String(value)]}
      </Tag>
    ) : null;
  }
  const item = DICTS[field.dict].find((d) => d.value === String(value));
  return (
    <Tag color={item?.color ?? 'red'} bordered={false} data-dict={field.dict} data-value={String(value)}>
      {dictLabel(field.dict, value as string)}
    </Tag>
  );
}

/** A declared field's value in Chinese display form, by its kind. */
export function renderByKind(field: FieldSpec, value: unknown): ReactNode {
  if (isBlank(value)) return '—';
  // A small code set (学段, 学科, 方志类型 …) reads by its Chinese name.
  if (field.labels && Object.hasOwn(field.labels, String(value))) return field.labels[String(value)];
  switch (field.kind) {
    case 'money':
      return formatFen(Number(value));
    case 'date':
      return dayjs(String(value)).format('YYYY-MM-DD');
    case 'datetime':
      return dayjs(String(value)).format('YYYY-MM-DD HH:mm');
    case 'boolean':
      return value ? '是' : '否';
    case 'dict': {
      // Status-like dictionaries (with colours) as tags; plain classifications as text.
      const coloured = field.dict && DICTS[field.dict].some((d) => d.color);
      return coloured ? <DictTag field={field} value={value} /> : dictLabel(field.dict!, value as string);
    }
    case 'number':
      return field.label.endsWith('量') ? formatCount(Number(value)) : String(value);
    default:
      // Author lists are stored `;`-separated.
      return /作者|责任者/.test(field.label) ? formatAuthors(String(value), 10) : String(value);
  }
}

/** A field's value as an area shows it: the area's own renderer, else by the declared kind. */
export function fieldValue(spec: ResourceSpec, config: AreaConfig, name: string, row: Row): ReactNode {
  const custom = config.render?.[name];
  if (custom) return custom(row[name], row);
  const field = spec.fields[name];
  return field ? renderByKind(field, row[name]) : isBlank(row[name]) ? '—' : String(row[name]);
}

export function fieldLabel(spec: ResourceSpec, name: string, config?: AreaConfig): string {
  return config?.labels?.[name] ?? spec.fields[name]?.label ?? name;
}
