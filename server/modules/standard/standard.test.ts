import { afterAll, beforeAll, describe } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { standardResource } from '../../../src/resources/standards';
import { standards } from '../../db/schema';
import { defineAreaContract } from '../area/areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/standard/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: standardResource,
    spread: { db: () => t.database.db, table: standards },
    notFoundMsg: '该标准不存在或已下架',
    filters: [
      [{ status: '现行' }, (r) => r.status === '现行'],
      [{ status: '即将实施' }, (r) => r.status === '即将实施'],
      [{ status: '废止' }, (r) => r.status === '废止'],
      [{ ccs: 'A14' }, (r) => r.ccs === 'A14'],
      [{ outYear: '2015' }, (r) => String(r.publishDate).startsWith('2015-')],
      [{ keyword: 'GB/T 7714' }, (r) => String(r.standardNo).startsWith('GB/T 7714')],
    ],
    badFilters: [
      [{ status: '作废' }, '标准状态只能是现行、即将实施或废止'],
      [{ ccs: 'A'.repeat(21) }, '中国标准分类号不正确'],
      [{ outYear: '15' }, '发布年份应为1000到2100之间的年份'],
    ],
  });
});
