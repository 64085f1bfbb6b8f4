import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { localHistoryResource } from '../../../src/resources/localHistories';
import { localHistories } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/localHistory/list?type= and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: localHistoryResource,
    spread: { db: () => t.database.db, table: localHistories },
    notFoundMsg: '该方志不存在或已下架',
    filters: [
      [{ type: '1' }, (r) => r.type === 1],
      [{ type: '2' }, (r) => r.type === 2],
      [{ type: '3' }, (r) => r.type === 3],
      [{ type: '2', provinceId: '330000' }, (r) => r.type === 2 && r.provinceId === 330000],
      [{ outYear: '2019' }, (r) => r.publishYear === 2019],
      [{ keyword: '杭州' }, (r) => `${r.title}${r.compiler}${r.region}`.includes('杭州')],
    ],
    badFilters: [
      [{ type: '4' }, '方志类型只能是1（地方志）、2（旧方志）或3（土地志）'],
      [{ provinceId: 'abc' }, '地区代码不正确'],
      [{ outYear: '3000' }, '出版年份应为1000到2100之间的年份'],
    ],
  });

  it('the three types split the table', async () => {
    const all = (await getJson(t.app, listUrl(localHistoryResource.calls.list!.path))).body.total!;
    let sum = 0;
    for (const type of [1, 2, 3]) sum += (await getJson(t.app, listUrl(localHistoryResource.calls.list!.path, { type }))).body.total!;
    expect(sum).toBe(all);
  });
});
