import { describe, expect, it } from 'vitest';
import { resourceList } from '../resources';
import { ROLE_APPLY_KINDS } from '../resources/roleApplications';
import { formFieldsOf } from '../ui/formRules';

// Issue 11: the admin speaks Chinese. A declared field without a Chinese label, or a form field or
// choice whose visible label is Latin only (researchField, address, 1–8), fails here.
const CHINESE = /[\u4e00-\u9fff]/;

describe('admin labels are Chinese', () => {
  it('every resource and every declared field has a Chinese label', () => {
    const bad: string[] = [];
    for (const spec of resourceList) {
      if (!CHINESE.test(spec.label)) bad.push(`${spec.name}: ${spec.label}`);
      for (const [name, field] of Object.entries(spec.fields)) if (!CHINESE.test(field.label)) bad.push(`${spec.name}.${name}: ${field.label}`);
    }
    expect(bad).toEqual([]);
  });

  it('every create and edit form field, and every choice it offers, is labelled in Chinese', () => {
    const bad: string[] = [];
    for (const spec of resourceList) {
      for (const input of [spec.input, spec.updateInput]) {
        if (!input) continue;
        for (const f of formFieldsOf({ fields: spec.fields, input })) {
          if (!CHINESE.test(f.label)) bad.push(`${spec.name} form: ${f.name} → ${f.label}`);
          for (const o of f.options ?? []) if (!CHINESE.test(o.label)) bad.push(`${spec.name} form: ${f.name} option ${o.label}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('the role application forms (user centre) label every field in Chinese, 学位 by name', () => {
    const bad: string[] = [];
    for (const [kind, def] of Object.entries(ROLE_APPLY_KINDS)) {
      for (const f of formFieldsOf({ fields: {}, input: def.form })) {
        if (!CHINESE.test(f.label)) bad.push(`${kind}: ${f.name} → ${f.label}`);
      }
    }
    expect(bad).toEqual([]);
    const degree = formFieldsOf({ fields: {}, input: ROLE_APPLY_KINDS.dissertation.form }).find((f) => f.name === 'degree')!;
    expect(degree.options?.map((o) => o.label)).toEqual(['学士', '硕士', '博士', '博士后']);
  });
});
