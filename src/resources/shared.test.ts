import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceList } from '.';
import { crudCalls, defineResource, detailAndManageCalls, listAndManageCalls, manageCalls, manageCallsWithoutPublish, orderBy, readCalls, SORT_THEN_NEWEST, sortThenLatest } from './define';
import { codesOf, numberCode, optProvinceId, optYesNo } from './inputs';

/** The first message zod gives for `value`, or null when it passes. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe('the shared pieces of the resource declarations', () => {
  it('build the spec-style call groups from one path', () => {
    expect(readCalls('/common/yearbook')).toEqual({
      list: { method: 'GET', path: '/common/yearbook/list' },
      one: { method: 'GET', path: '/common/yearbook/{id}' },
    });
    expect(crudCalls('/uc_m/wkapi/v1/wenku_party/organization/role')).toEqual({
      list: { method: 'GET', path: '/uc_m/wkapi/v1/wenku_party/organization/role/list' },
      one: { method: 'GET', path: '/uc_m/wkapi/v1/wenku_party/organization/role/{id}' },
      create: { method: 'POST', path: '/uc_m/wkapi/v1/wenku_party/organization/role' },
      update: { method: 'PUT', path: '/uc_m/wkapi/v1/wenku_party/organization/role' },
      remove: { method: 'DELETE', path: '/uc_m/wkapi/v1/wenku_party/organization/role/{id}' },
    });
    const { publish, ...rest } = manageCalls('topicItem');
    expect(publish.path).toBe('/manage/topicItem/{id}/publish');
    expect(manageCallsWithoutPublish('topicItem')).toEqual(rest);
    expect(listAndManageCalls('/common/headmasterexp/list', 'headmasterExp')).toEqual({ list: { method: 'GET', path: '/common/headmasterexp/list' }, ...manageCalls('headmasterExp') });
    expect(detailAndManageCalls('/common/famous/teacher/work/{id}', 'famousTeacherWork')).toEqual({ one: { method: 'GET', path: '/common/famous/teacher/work/{id}' }, ...manageCalls('famousTeacherWork') });
  });

  it('write a default order key after key', () => {
    expect(orderBy({ scope: 'desc', sort: 'asc' })).toEqual([
      { field: 'scope', order: 'desc' },
      { field: 'sort', order: 'asc' },
    ]);
    expect(sortThenLatest('publishDate')).toEqual([
      { field: 'sort', order: 'desc' },
      { field: 'publishDate', order: 'desc' },
    ]);
  });

  it('give every declaration 编号 as its first field, unless it lists its own id column or has no id', () => {
    const base = { label: '测试', calls: {}, sortable: [], defaultSort: [], pageSize: 10 } as const;
    const plain = defineResource({ ...base, name: 'plain', fields: { title: { label: '标题', kind: 'text' } } });
    expect(Object.keys(plain.fields)).toEqual(['id', 'title']);
    expect(plain.fields).toMatchObject({ id: { label: '编号', kind: 'number' } });
    const listed = defineResource({ ...base, name: 'listed', fields: { title: { label: '标题', kind: 'text' }, id: { label: '编号', kind: 'number', list: true, width: 90 } } });
    expect(Object.keys(listed.fields)).toEqual(['id', 'title']);
    expect(listed.fields.id).toEqual({ label: '编号', kind: 'number', list: true, width: 90 });
    const named = defineResource({ ...base, name: 'named', keyedByName: true, fields: { name: { label: '作家', kind: 'text' } } });
    expect(Object.keys(named.fields)).toEqual(['name']);
    expect(named).not.toHaveProperty('keyedByName');
    for (const resource of resourceList) {
      if (resource.name !== 'writers') expect(Object.keys(resource.fields)[0], resource.name).toBe('id');
    }
  });

  it('keep every declared default order on declared fields, and the spec order on the areas that have 排序', () => {
    for (const resource of resourceList) {
      for (const { field } of resource.defaultSort) expect(Object.keys(resource.fields), `${resource.name} orders by ${field}`).toContain(field);
    }
    const bySpecOrder = resourceList.filter((r) => r.defaultSort === SORT_THEN_NEWEST).map((r) => r.name);
    expect(bySpecOrder).toEqual(expect.arrayContaining(['books', 'laws', 'standards', 'yearbooks', 'banners', 'journals']));
  });

  it('check codes, provinces and yes/no choices with the caller’s Chinese message', () => {
    expect(codesOf({ 1: '小学', 2: '初中', 3: '高中' })).toEqual([1, 2, 3]);
    const stage = numberCode({ 1: '小学', 2: '初中' }, '请选择学段');
    expect(stage.parse('2')).toBe(2);
    expect(firstError(stage, '3')).toBe('请选择学段');
    expect(firstError(stage, '')).toBe('请选择学段');

    expect(optProvinceId.parse('')).toBeNull();
    expect(optProvinceId.parse(undefined)).toBeUndefined();
    expect(optProvinceId.parse('330000')).toBe(330000);
    expect(firstError(optProvinceId, '3300')).toBe('省份代码应为6位数字');
    expect(firstError(optProvinceId, '浙江')).toBe('省份代码应为6位数字');
    // Six digits, but no provincial-level division: 杭州's city code, and a code that names nothing.
    expect(firstError(optProvinceId, '330100')).toBe('没有这个省份，请从列表中选择');
    expect(firstError(optProvinceId, '999999')).toBe('没有这个省份，请从列表中选择');

    const isPublic = optYesNo('请选择办学性质');
    expect(isPublic.parse('true')).toBe(true);
    expect(isPublic.parse(false)).toBe(false);
    expect(isPublic.parse(undefined)).toBeUndefined();
    expect(firstError(isPublic, '是')).toBe('请选择办学性质');
  });
});
