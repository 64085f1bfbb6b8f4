import type { Rule } from 'antd/es/form';
import { z } from 'zod';
import type { FieldSpec, ResourceSpec } from '../resources/define';

/** One form field derived from a declaration: name, label, control and the zod check as an antd rule. */
export interface FormField {
  name: string;
  label: string;
  control: 'text' | 'password' | 'textarea' | 'number' | 'switch' | 'date';
  required: boolean;
  rules: Rule[];
}

function unwrapShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
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
  switch (field?.kind) {
    case 'longtext':
      return 'textarea';
    case 'number':
    case 'money':
      return 'number';
    case 'boolean':
      return 'switch';
    default:
      return /Id$|^sort$/.test(name) ? 'number' : 'text';
  }
}

const LABELS: Record<string, string> = { password: '密码', menuIds: '菜单', parentId: '上级编号', orgRoleId: '角色编号', deptId: '部门编号' };

/**
 * The fields of a create / edit form: the keys of the declaration's zod `input` object, each
 * validated by its own zod schema (the same Chinese messages the server answers).
 */
export function formFieldsOf(spec: { fields: ResourceSpec['fields']; input?: unknown }, only?: readonly string[]): FormField[] {
  const shape = unwrapShape(spec.input as z.ZodType | undefined);
  const names = shape ? Object.keys(shape) : Object.keys(spec.fields).filter((n) => n !== 'id' && spec.fields[n].kind !== 'datetime');
  return names
    .filter((n) => n !== 'id' && n !== 'menuIds' && (!only || only.includes(n)))
    .map((name) => {
      const field = spec.fields[name] as FieldSpec | undefined;
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
      return { name, label: field?.label ?? LABELS[name] ?? name, control: controlFor(name, field), required, rules };
    });
}
