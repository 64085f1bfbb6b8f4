import type { ReactNode } from 'react';
import { Tag } from 'antd';
import type { FieldSpec, ResourceSpec } from '../../resources/define';
import { useServedDict } from '../../providers/servedDicts';
import { DICTS } from '../../shared/dict';
import { fieldText } from '../../resources/fieldText';
import type { AreaConfig, Row } from './types';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * A code of a dictionary as 字典管理 serves it now (a renamed 法规时效性 shows at once), the compiled
 * copy until it arrives — as the server render, so hydration matches.
 */
function ServedDictTag({ dict, value }: { dict: NonNullable<FieldSpec['dict']>; value: string }) {
  const item = useServedDict(dict).find((d) => d.value === value);
  return (
    <Tag color={item?.color ?? 'red'} bordered={false} data-dict={dict} data-value={value}>
      {item?.label ?? value}
    </Tag>
  );
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
  return <ServedDictTag dict={field.dict} value={String(value)} />;
}

/** A declared field's value in Chinese display form: fieldText, with status-like codes as coloured tags. */
export function renderByKind(field: FieldSpec, value: unknown): ReactNode {
  if (isBlank(value)) return '—';
  // Status-like dictionaries (with colours) as tags; plain classifications as text.
  if (field.kind === 'dict' && field.dict && !field.labels && DICTS[field.dict].some((d) => d.color)) return <DictTag field={field} value={value} />;
  return fieldText(field, value, { maxAuthors: 10 }) || '—';
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
