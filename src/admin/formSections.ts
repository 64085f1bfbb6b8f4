import type { FormSection } from '../resources/define';
import type { FormField } from '../ui/formRules';

/** One titled card of the generic form, with the form fields it shows. */
export interface ShownSection {
  title: string;
  help?: string;
  fields: FormField[];
}

/**
 * Controls that fit half a row: a short value (a name, a number, a date, a choice). Long texts,
 * pictures, files and rich text take the whole row.
 */
const SHORT_CONTROLS: ReadonlySet<FormField['control']> = new Set(['text', 'password', 'number', 'seconds', 'money', 'switch', 'date', 'select', 'area']);

export const isShortField = (f: FormField) => Boolean(f.ref) || SHORT_CONTROLS.has(f.control);

/**
 * The form's fields in the resource's declared sections (ResourceSpec `formSections`), in the
 * order each section names them. A field no section names is never lost: it closes the form under
 * 其他信息 (or, without declared sections, everything is one 基本信息 card). Sections left empty in
 * this mode (an own profile without the platform's fields) are not shown.
 */
export function sectionsOf(declared: readonly FormSection[] | undefined, fields: FormField[]): ShownSection[] {
  if (!declared?.length) return fields.length ? [{ title: '基本信息', fields }] : [];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const placed = new Set<string>();
  const shown: ShownSection[] = declared.map((s) => ({
    title: s.title,
    ...(s.help ? { help: s.help } : {}),
    fields: s.fields.flatMap((name) => {
      const f = byName.get(name);
      if (!f || placed.has(name)) return [];
      placed.add(name);
      return [f];
    }),
  }));
  const rest = fields.filter((f) => !placed.has(f.name));
  if (rest.length) shown.push({ title: '其他信息', fields: rest });
  return shown.filter((s) => s.fields.length > 0);
}
