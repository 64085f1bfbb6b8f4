import type { ZodType } from 'zod';
import type { FieldSpec, ResourceSpec } from '../../resources/define';
import type { FilterControl, FilterOption } from './types';

/**
 * Filter choices from a label table (a dictionary's `{ value: label }`, or a small inline one such
 * as `{ true: '免费开放', false: '收费' }`), in the table's order. Integer keys come in ascending
 * order (JavaScript's own order for them), which is what the numbered dictionaries want.
 */
export function labelOptions(labels: Readonly<Record<string, string>>): FilterOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/**
 * Chips for fields whose label and label table the resource declares (学段, 学科, 年级 …): the
 * filter reads as the field does in the admin and on the detail page, stated once there.
 */
export function declaredChips<F extends Record<string, FieldSpec>>(resource: ResourceSpec<F, ZodType, ZodType>, ...fields: Array<Extract<keyof F, string>>): FilterControl[] {
  return fields.map((field) => {
    const { label, labels } = resource.fields[field];
    if (!labels) throw new Error(`${resource.name}.${field}: declares no labels to filter by`);
    return { kind: 'chips', field, label, options: labelOptions(labels) };
  });
}
