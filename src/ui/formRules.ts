import type { Rule } from 'antd/es/form';
import { z } from 'zod';
import type { FieldSpec, RefKind, ResourceSpec } from '../resources/define';
import { DICTS, type DictType } from '../shared/dict';
import { ROLE_APPLY_FIELDS } from '../resources/roleApplications';
import { MENU_ACTION_LABELS, MENU_SUBJECT_LABELS, menuResource } from '../resources/menus';

/** One form field derived from a declaration: name, label, control and the zod check as an antd rule. */
export interface FormField {
  name: string;
  label: string;
  control: 'text' | 'password' | 'textarea' | 'richtext' | 'number' | 'seconds' | 'money' | 'switch' | 'date' | 'select' | 'image' | 'area' | 'file' | 'media';
  /** For `file`: the upload kind. */
  upload?: FieldSpec['upload'];
  /** For `media`: an audio or video upload and the field its seconds fill (FieldSpec.media). */
  media?: FieldSpec['media'];
  /** Filled by another control (a duration read from the uploaded file): shown, never typed. */
  readOnly?: boolean;
  required: boolean;
  rules: Rule[];
  /** For `select`: the values a zod enum allows, with Chinese labels. */
  options?: Array<{ value: string; label: string }>;
  /** For a dictionary's `select`: the dictionary, whose served labels replace the compiled ones. */
  dict?: DictType;
  /** An id picked by name (RefSelect), and the field that narrows its choices. */
  ref?: RefKind;
  refBy?: string;
  /** Not part of `input`: narrows other pickers only, never sent (see FieldSpec.formOnly). */
  formOnly?: boolean;
  /** The declaration's help line (FieldSpec.help), shown under the input. */
  help?: string;
  /** What a new record starts with: the input schema's `.default(…)`, when it declares one. */
  initial?: unknown;
}

/**
 * Chinese names of the values an enum offers without labels of its own: the menu declaration's
 * scopes and types, and the CASL actions and subjects (each subject named by the resource declared
 * on it, src/resources/index.ts) — read when asked, so every subject a resource names is in.
 */
const optionLabels = (): Readonly<Record<string, string>> => ({
  ...menuResource.fields.scope.labels,
  ...menuResource.fields.menuType.labels,
  ...MENU_ACTION_LABELS,
  ...MENU_SUBJECT_LABELS,
});

/** The values of a zod enum inside optional / nullable / preprocess wrappers, if it is one. */
export function enumValues(schema: z.ZodType | undefined): string[] | null {
  let s: unknown = schema;
  for (let i = 0; i < 6 && s; i++) {
    const def = (s as { def?: { type?: string; entries?: Record<string, string>; innerType?: unknown; out?: unknown } }).def;
    if (!def) return null;
    if (def.type === 'enum' && def.entries) return Object.values(def.entries);
    s = def.innerType ?? def.out;
  }
  return null;
}

export function unwrapShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, z.ZodType>;
    const def = (s as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } }).def;
    s = def?.in ?? def?.innerType ?? def?.schema;
  }
  return null;
}

function controlFor(name: string, field: FieldSpec | undefined): FormField['control'] {
  if (/password/i.test(name)) return 'password';
  if (field?.media) return 'media';
  switch (field?.kind) {
    case 'longtext':
      return 'textarea';
    case 'richtext':
      return 'richtext';
    case 'number':
      return field.format === 'duration' ? 'seconds' : 'number';
    case 'money':
      return 'money';
    case 'boolean':
      return 'switch';
    case 'date':
    case 'datetime':
      return 'date';
    case 'image':
      return 'image';
    case 'file':
      return 'file';
    default:
      if (name === 'areaCode') return 'area';
      return /Id$|^sort$/.test(name) ? 'number' : 'text';
  }
}

const LABELS: Record<string, string> = { password: '密码', menuIds: '菜单', parentId: '上级部门', orgRoleId: '角色', deptId: '所属部门', remark: '审核意见' };

/**
 * Fields known by name wherever a form meets them without a declaration of its own (the role
 * application forms, shown in the user centre, and the review remark): their Chinese label and,
 * for codes, the dictionary that names them.
 */
export const NAMED_FIELDS: Readonly<Record<string, FieldSpec>> = { ...ROLE_APPLY_FIELDS, remark: { label: '审核意见', kind: 'longtext' } };

/** Reference fields known by name in every form (declarations may say `ref` for others). */
const NAME_REFS: Record<string, RefKind> = { deptId: 'dept', orgRoleId: 'orgRole' };

const refOf = (name: string, field: FieldSpec | undefined) => {
  const ref = field?.ref ?? NAME_REFS[name];
  return ref ? { ref, ...(field?.refBy ? { refBy: field.refBy } : {}) } : {};
};

/**
 * The choices of a select, always by Chinese name: a dictionary field offers its dictionary's
 * labels (机构类型 高等院校 …, never the codes 1–8), a field with `labels` those, an enum its names.
 */
export function optionsOf(field: FieldSpec | undefined, values: string[] | null): FormField['options'] | undefined {
  if (field?.kind === 'dict' && field.dict) {
    const dict = DICTS[field.dict];
    return (values ? dict.filter((d) => values.includes(d.value)) : dict).map((d) => ({ value: d.value, label: d.label }));
  }
  if (field?.labels) {
    const labels = field.labels;
    return (values ?? Object.keys(labels)).map((value) => ({ value, label: labels[value] ?? value }));
  }
  const labels = values && optionLabels();
  return values?.map((value) => ({ value, label: labels?.[value] ?? value }));
}

/**
 * The fields of a create / edit form: the keys of the declaration's zod `input` object, each
 * validated by its own zod schema (the same Chinese messages the server answers).
 */
export function formFieldsOf(spec: { fields: ResourceSpec['fields']; input?: unknown }, only?: readonly string[]): FormField[] {
  const shape = unwrapShape(spec.input as z.ZodType | undefined);
  const inputNames = shape ? Object.keys(shape) : Object.keys(spec.fields).filter((n) => n !== 'id' && spec.fields[n].kind !== 'datetime');
  const formOnly = shape ? Object.keys(spec.fields).filter((n) => spec.fields[n].formOnly && !inputNames.includes(n)) : [];
  // A duration an audio or video field fills from its file is shown read-only.
  const filledByMedia = new Set(Object.values(spec.fields).flatMap((f) => (f.media ? [f.media.duration] : [])));
  return [...formOnly, ...inputNames]
    .filter((n) => n !== 'id' && n !== 'menuIds' && (!only || only.includes(n)))
    .map((name) => {
      const field = (spec.fields[name] as FieldSpec | undefined) ?? NAMED_FIELDS[name];
      const schema = shape?.[name];
      const required = schema ? !schema.safeParse(undefined).success : false;
      const rules: Rule[] = schema
        ? [
            {
              validator: async (_: unknown, value: unknown) => {
                const r = schema.safeParse(value === '' ? undefined : value);
                if (!r.success) throw new Error(r.error.issues[0]?.message ?? '输入不正确');
              },
            },
          ]
        : [];
      const options = optionsOf(field, enumValues(schema));
      const fallback = schema?.safeParse(undefined);
      const initial = fallback?.success ? fallback.data : undefined;
      return {
        name,
        label: field?.label ?? LABELS[name] ?? name,
        control: options ? 'select' : controlFor(name, field),
        required,
        rules,
        ...(options ? { options } : {}),
        ...(options && field?.kind === 'dict' && field.dict ? { dict: field.dict } : {}),
        ...refOf(name, field),
        ...(field?.upload ? { upload: field.upload } : {}),
        ...(field?.media ? { media: field.media } : {}),
        ...(filledByMedia.has(name) ? { readOnly: true } : {}),
        ...(formOnly.includes(name) ? { formOnly: true } : {}),
        ...(field?.help ? { help: field.help } : {}),
        ...(initial !== undefined && initial !== null ? { initial } : {}),
      };
    });
}
