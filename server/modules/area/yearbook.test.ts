import { afterAll, beforeAll, describe } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { resourcesByName } from '../../../src/resources';
import { yearbooks } from '../../db/schema/areas/yearbook';
import { defineAreaContract } from './areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/yearbook/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: resourcesByName.yearbooks!,
    spread: { db: () => t.database.db, table: yearbooks },
    notFoundMsg: '该年鉴不存在或已下架',
    filters: [
      [{ year: '2023' }, (r) => r.year === 2023],
      [{ provinceId: '320000' }, (r) => r.provinceId === 320000],
      [{ keyword: '统计' }, (r) => `${r.title}${r.editor}${r.region}`.includes('统计')],
    ],
    badFilters: [
      [{ year: 'x' }, '年鉴年份应为1000到2100之间的年份'],
      [{ provinceId: '1' }, '地区代码不正确'],
    ],
  });
});
