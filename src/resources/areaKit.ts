import { z } from 'zod';
import type { AreaDeclaration, DeclaredField, DeclaredFilter } from '../areas/declare';
import type { ContentTypeKey } from '../shared/contentTypes';
import { intFilter, keywordFilter, textChoiceFilter, yearFilter } from './areaFilters';
import { optProvinceId } from './inputs';
import { PROVINCE_LABELS } from './journals';
import { defineResource, manageCalls, managedRecordFields, readCalls, SORT_THEN_NEWEST, type FieldSpec, type ResourceSpec } from './define';
import { blankToNull, zSort } from './organizations';

/**
 * A resource from an area declaration of the content-area kit (src/areas/declare.ts): its fields,
 * its list filters and its create / edit body as zod, its public and management calls and its admin
 * menu. The messages are built from the fields' Chinese labels, the same for every area.
 */

/** The message of a required field left empty (a number's is its range's: `true`). */
const requiredMsg = (f: DeclaredField) => (typeof f.required === 'string' ? f.required : undefined);

/** A text of at most `max` characters, matching the declared pattern when it has one. */
function textOf(name: string, f: DeclaredField, required: boolean) {
  if (!f.max) throw new Error(`area field ${name}: a text field declares its max length`);
  // A picture is its address (封面地址不能超过500个字), as every hand-declared cover field says.
  const tooLong = `${f.label}${f.kind === 'image' ? '地址' : ''}不能超过${f.max}个字`;
  let text = z.string({ error: requiredMsg(f) ?? `${f.label}不正确` }).trim();
  if (required) text = text.min(1, requiredMsg(f));
  text = text.max(f.max, tooLong);
  if (f.pattern) text = text.regex(new RegExp(`^(?:${f.pattern.source})$`), f.pattern.message);
  return text;
}

/** `YYYY-MM-DD` and a real day (2023-02-30 is refused in Chinese, never a database error). */
function dateOf(f: DeclaredField) {
  const msg = `${f.label}应为YYYY-MM-DD格式的日期`;
  return z
    .string({ error: requiredMsg(f) ?? msg })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg)
    .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), msg);
}

/** A whole number, within the declared range when there is one. */
function numberOf(f: DeclaredField) {
  const msg = f.range ? `${f.label}应为${f.range.min}到${f.range.max}之间的整数` : `${f.label}应为整数`;
  const n = z.coerce.number({ error: msg }).int(msg);
  return f.range ? n.min(f.range.min, msg).max(f.range.max, msg) : n;
}

/** One declared field as the input schema's member: required, or blank clears it. */
function inputOf(name: string, f: DeclaredField): z.ZodType {
  const required = f.required !== undefined;
  if (f.kind === 'province') {
    if (required) throw new Error(`area field ${name}: a province is optional (none: 全国)`);
    return optProvinceId;
  }
  const value: z.ZodType =
    f.choices ? z.enum(f.choices as [string, ...string[]], { error: requiredMsg(f) ?? `请选择正确的${f.label}` })
    : f.kind === 'date' ? dateOf(f)
    : f.kind === 'number' ? numberOf(f)
    : textOf(name, f, required);
  return required ? value : z.preprocess(blankToNull, value.nullable().optional());
}

/** A declared field as the resource's field (admin columns and forms, the portal's formatter). */
function fieldOf(f: DeclaredField): FieldSpec {
  return {
    label: f.label,
    ...(f.kind === 'province' ? { kind: 'number' as const, labels: PROVINCE_LABELS } : { kind: f.kind }),
    ...(f.list && { list: true }),
    ...(f.width && { width: f.width }),
    ...(f.choices && { labels: Object.fromEntries(f.choices.map((c) => [c, c])) }),
    ...(f.names && { format: 'authors' as const }),
    ...(f.help && { help: f.help }),
  };
}

/** One declared filter as zod: the values it accepts, refused with a message naming it. */
function filterOf(filter: DeclaredFilter, fields: AreaDeclaration['fields']): z.ZodType {
  switch (filter.kind) {
    case 'keyword':
      return keywordFilter();
    case 'choice': {
      const choices = fields[filter.field]?.choices;
      if (!choices?.length) throw new Error(`area filter on ${filter.field}: the field declares no choices`);
      return textChoiceFilter(choices as [string, ...string[]], `${filter.label}不正确`);
    }
    case 'year':
      return yearFilter(filter.label);
    case 'province':
      return intFilter(`${filter.label}代码不正确`, 100000, 999999);
    case 'prefix':
      // Named by no field: its label and its choices' labels travel with it (the admin's filter bar reads them).
      return textChoiceFilter(Object.keys(filter.options) as [string, ...string[]], `${filter.label}不正确`).meta({
        title: filter.label,
        choices: Object.entries(filter.options).map(([value, label]) => ({ value, label })),
      });
  }
}

export function areaResource(a: AreaDeclaration): ResourceSpec {
  const { resource } = a;
  const filters = z.object(Object.fromEntries(Object.entries(a.filters).map(([name, f]) => [name, filterOf(f, a.fields)])));
  const input = z.object({
    ...Object.fromEntries(Object.entries(a.fields).map(([name, f]) => [name, inputOf(name, f)])),
    sort: zSort.optional(),
  });
  const spec = defineResource({
    name: resource.name,
    label: resource.label,
    contentType: a.key as ContentTypeKey,
    fields: { ...Object.fromEntries(Object.entries(a.fields).map(([name, f]) => [name, fieldOf(f)])), ...managedRecordFields } as Record<string, FieldSpec>,
    calls: { ...readCalls(resource.publicBase), ...manageCalls(a.key) },
    sortable: resource.sortable as string[],
    defaultSort: SORT_THEN_NEWEST,
    pageSize: resource.pageSize,
    ...(resource.maxPageSize && { maxPageSize: resource.maxPageSize }),
    filters,
    input,
    readAction: 'manage',
    menu: resource.menu,
    ...(resource.formSections && { formSections: resource.formSections }),
  });
  return spec as unknown as ResourceSpec;
}
