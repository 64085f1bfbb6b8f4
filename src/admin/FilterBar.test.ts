import { describe, expect, it } from 'vitest';
import { managedArticleResource } from '../resources/articles';
import { roleApplicationResource } from '../resources/roleApplications';
import { lawResource } from '../resources/laws';
import { dictDataResource } from '../resources/dictData';
import { resourceList } from '../resources';
import { WORKBENCH_QUEUES, WORKBENCH_TOTALS } from '../../server/modules/workbench/queues';
import { filterItemsOf, formValuesOf, toCrudFilters } from './FilterBar';

describe('filterItemsOf', () => {
  it('文章管理: keyword first, then journal / issue / column pickers and 审核状态 by name', () => {
    const items = filterItemsOf(managedArticleResource);
    expect(items[0]).toMatchObject({ name: 'keyword', control: 'keyword', label: '关键词' });
    expect(items.find((i) => i.name === 'journalId')).toMatchObject({ control: 'ref', ref: 'journal', label: '期刊' });
    expect(items.find((i) => i.name === 'periodId')).toMatchObject({ control: 'ref', ref: 'period', refBy: 'journalId' });
    expect(items.find((i) => i.name === 'articleStatus')).toMatchObject({ control: 'select', options: [{ value: '1', label: '未审核' }, { value: '2', label: '已审核' }] });
  });

  it('角色申请审核: 申请类型 and 审核状态 offer Chinese names', () => {
    const items = filterItemsOf(roleApplicationResource);
    expect(items.find((i) => i.name === 'kind')!.options).toContainEqual({ value: 'writer', label: '作家' });
    expect(items.find((i) => i.name === 'status')!.options!.map((o) => o.label)).toEqual(['审核中', '审核通过', '审核驳回']);
  });

  it('every declared filter of every resource is labelled in Chinese', () => {
    const bad = resourceList.flatMap((spec) =>
      filterItemsOf(spec).flatMap((i) => [i.label, ...(i.options ?? []).map((o) => o.label)].filter((l) => !/[\u4e00-\u9fff]/.test(l)).map((l) => `${spec.name}.${i.name}: ${l}`)),
    );
    expect(bad).toEqual([]);
  });

  it('a yes / no field is a 是/否 select and 字典类型 a picker, never a text box (issue 35)', () => {
    expect(filterItemsOf(lawResource).find((i) => i.name === 'isEducation')).toMatchObject({ control: 'select', options: [{ value: 'true', label: '是' }, { value: 'false', label: '否' }] });
    expect(filterItemsOf(dictDataResource).find((i) => i.name === 'dictType')).toMatchObject({ control: 'ref', ref: 'dictType' });
    const booleanTextBoxes = resourceList.flatMap((spec) =>
      filterItemsOf(spec)
        .filter((i) => i.control === 'text' && (spec.fields as Record<string, { kind?: string }>)[i.name]?.kind === 'boolean')
        .map((i) => `${spec.name}.${i.name}`),
    );
    expect(booleanTextBoxes).toEqual([]);
  });

  it('toCrudFilters drops empty choices', () => {
    expect(toCrudFilters({ keyword: '图书馆', journalId: undefined, articleStatus: '' })).toEqual([{ field: 'keyword', operator: 'eq', value: '图书馆' }]);
  });

  it('shows the filters the list was opened with (a 工作台 link): a choice takes its option’s value, unknown fields are left out', () => {
    const items = filterItemsOf(managedArticleResource);
    expect(formValuesOf([{ field: 'articleStatus', operator: 'eq', value: '1' }, { field: 'nonsense', operator: 'eq', value: 'x' }, { field: 'keyword', operator: 'eq', value: '' }], items)).toEqual({ articleStatus: '1' });
    expect(formValuesOf(undefined, items)).toEqual({});
  });

  it('every 工作台 count links to a list whose filter bar has a control showing its filter', () => {
    const byName = new Map(resourceList.map((spec) => [spec.name, spec]));
    const shown = [...WORKBENCH_QUEUES, ...WORKBENCH_TOTALS].flatMap((c) => {
      const items = filterItemsOf(byName.get(c.list)!);
      const values = formValuesOf(Object.entries(c.filter).map(([field, value]) => ({ field, operator: 'eq' as const, value: String(value) })), items);
      return Object.keys(c.filter).filter((f) => values[f] === undefined || !items.find((i) => i.name === f)?.options?.some((o) => o.value === values[f])).map((f) => `${c.key}.${f}`);
    });
    expect(shown).toEqual([]);
  });
});
