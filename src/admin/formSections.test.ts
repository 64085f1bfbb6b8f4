import { describe, expect, it } from 'vitest';
import { resourceList } from '../resources';
import { formFieldsOf, type FormField } from '../ui/formRules';
import { sectionsOf } from './formSections';

const field = (name: string, control: FormField['control'] = 'text'): FormField => ({ name, label: name, control, required: false, rules: [] });

describe('sectionsOf', () => {
  it('without declared sections: one 基本信息 card with every field', () => {
    expect(sectionsOf(undefined, [field('a'), field('b')])).toEqual([{ title: '基本信息', fields: [field('a'), field('b')] }]);
  });

  it('declared sections in their own order; unnamed fields close the form under 其他信息; empty sections are left out', () => {
    const shown = sectionsOf(
      [
        { title: '正文', help: '读者看到的全文', fields: ['content'] },
        { title: '平台设置', fields: ['sort'] },
        { title: '书目信息', fields: ['isbn', 'title'] },
      ],
      [field('title'), field('isbn'), field('content', 'textarea'), field('extra')],
    );
    expect(shown.map((s) => [s.title, s.fields.map((f) => f.name)])).toEqual([
      ['正文', ['content']],
      ['书目信息', ['isbn', 'title']],
      ['其他信息', ['extra']],
    ]);
    expect(shown[0].help).toBe('读者看到的全文');
  });
});

describe('declared form sections', () => {
  // A misspelt name would silently move its field to 其他信息.
  it.each(resourceList.filter((r) => r.formSections).map((r) => [r.name, r] as const))('%s: every field a section names is one of its form fields, named once', (_, spec) => {
    const formNames = new Set(formFieldsOf({ fields: spec.fields, input: spec.input }).map((f) => f.name));
    const named = spec.formSections!.flatMap((s) => s.fields);
    expect(named.filter((n) => !formNames.has(n))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });
});
