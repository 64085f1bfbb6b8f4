import type { AreaDeclaration } from '../../../areas/declare';
import { resourcesByName } from '../../../resources';
import { CitationButton } from '../CitationButton';
import { declaredArea } from '../detailRoute';
import { provinceOptions } from '../regions';
import type { AreaConfig, FilterControl, Row } from '../types';

/**
 * A content-area kit type's portal pages (src/areas/declare.ts): its AreaConfig from the
 * declaration's `portal` part and filters. Every value is shown by its field's kind (renderByKind:
 * dates, `;`-lists of names, choices as tags, provinces by name, a number with its unit); the filter
 * bar shows the declared filters, the keyword in the search bar; a declared `citation` adds 引用 to
 * the detail page.
 */
function filterControls(a: AreaDeclaration): FilterControl[] {
  return Object.entries(a.filters).flatMap(([name, f]): FilterControl[] => {
    switch (f.kind) {
      case 'keyword':
        return [];
      case 'choice':
        return [{ kind: 'chips', field: name, label: f.label, options: (a.fields[f.field]?.choices ?? []).map((c) => ({ value: c, label: c })) }];
      case 'year':
        return [{ kind: 'year', field: name, label: f.label, from: f.from }];
      case 'prefix':
        return [{ kind: 'chips', field: name, label: f.label, options: Object.entries(f.options).map(([value, label]) => ({ value, label })) }];
      case 'province':
        return [{ kind: 'select', field: name, label: f.label, options: provinceOptions(), width: 160 }];
    }
  });
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));

function citationOf(a: AreaDeclaration): AreaConfig['actions'] {
  const c = a.citation;
  if (!c) return undefined;
  const { titleField, summaryField } = a.portal;
  return (row: Row) => (
    <CitationButton
      work={{
        kind: 'document',
        id: row.id,
        title: String(row[titleField] ?? ''),
        authors: String(row[c.authors] ?? ''),
        number: text(row[c.number]),
        date: text(row[c.date]),
        year: text(row[c.date]) ? Number(String(row[c.date]).slice(0, 4)) : undefined,
        mark: c.mark,
        ris: c.ris,
        endnote: c.endnote,
        abstract: summaryField ? text(row[summaryField]) : undefined,
      }}
    />
  );
}

/** A number with its unit (2023年); every other value is shown by its field's kind. */
function unitRenders(a: AreaDeclaration): AreaConfig['render'] {
  const units = Object.entries(a.fields).flatMap(([name, f]) => (f.unit ? [[name, f.unit] as const] : []));
  if (!units.length) return undefined;
  return Object.fromEntries(units.map(([name, unit]) => [name, (v: unknown) => (text(v) === undefined ? '—' : `${String(v)}${unit}`)]));
}

export function kitAreaConfig(a: AreaDeclaration): AreaConfig {
  const resource = resourcesByName[a.resource.name];
  if (!resource) throw new Error(`content area ${a.key}: no resource ${a.resource.name}`);
  const { portal } = a;
  return {
    ...declaredArea(resource),
    searchPlaceholder: portal.searchPlaceholder,
    layout: portal.layout ?? 'rows',
    ...(portal.coverField && { coverField: portal.coverField }),
    titleField: portal.titleField,
    ...(portal.tagField && { tagField: portal.tagField }),
    listFields: [...portal.listFields],
    ...(portal.summaryField && { summaryField: portal.summaryField }),
    filters: filterControls(a),
    detailFields: [...portal.detailFields],
    sections: portal.sections.map((field) => ({ field, style: 'paragraphs' as const })),
    render: unitRenders(a),
    actions: citationOf(a),
  };
}
