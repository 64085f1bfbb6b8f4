import { describe, expect, it } from 'vitest';
import { formFieldsOf, optionsOf } from './formRules';
import { ACTIONS, SUBJECTS } from '../access/policy';
import { fieldText } from '../resources/fieldText';
import { resourcesByName } from '../resources/index';
import { menuResource } from '../resources/menus';

/** 菜单管理 (issue 35): 权限对象 and 权限操作 by Chinese name everywhere, never the CASL key. */
describe('菜单管理 labels', () => {
  const fields = formFieldsOf({ fields: menuResource.fields, input: menuResource.input });
  const options = (name: string) => fields.find((f) => f.name === name)!.options!;

  it('offers every 权限对象 and 权限操作 by a Chinese name with no Latin key', () => {
    expect(options('subject').length).toBeGreaterThan(30);
    for (const o of [...options('subject'), ...options('action')]) expect(o.label, o.value).toMatch(/^[^A-Za-z]+$/);
  });

  it('names a subject as the resource declared on it does', () => {
    expect(options('subject').find((o) => o.value === 'Staff')?.label).toBe(resourcesByName.staff.label.replace(/管理$/, ''));
    expect(options('subject').find((o) => o.value === 'Copyright')?.label).toBe('版权登记审核');
    expect(options('action').map((o) => o.label)).toEqual(['管理', '查看', '新增', '修改', '删除', '审核']);
  });

  it('shows them by name in the list and 详情 too', () => {
    expect(fieldText(menuResource.fields.subject, 'Journal')).toBe('期刊');
    expect(fieldText(menuResource.fields.action, 'review')).toBe('审核');
  });

  it('picks 上级菜单 from the menu tree, not as a number', () => {
    expect(fields.find((f) => f.name === 'parentId')).toMatchObject({ label: '上级菜单', ref: 'menu' });
  });
});

describe('an enum of CASL subjects or actions without labels of its own', () => {
  it('is offered by the Chinese names the declarations give (a subject with no name fails here)', () => {
    const options = optionsOf(undefined, [...SUBJECTS, ...ACTIONS, 'person', 'M'])!;
    for (const o of options) expect(o.label, o.value).toMatch(/^[^A-Za-z]+$/);
    expect(options.find((o) => o.value === 'HeadmasterExp')?.label).toBe(resourcesByName.headmasterExps.label);
    expect(options.find((o) => o.value === 'review')?.label).toBe('审核');
  });
});
