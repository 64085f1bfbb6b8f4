import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { lawResource } from '../../../src/resources/laws';
import { laws } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const LIST = lawResource.calls.list!.path;

describe('GET /common/legislation/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: lawResource,
    spread: { db: () => t.database.db, table: laws },
    notFoundMsg: '该法规不存在或已下架',
    omittedInList: ['content'],
    filters: [
      [{ lawStatus: '1' }, (r) => r.lawStatus === 1],
      [{ lawStatus: '3' }, (r) => r.lawStatus === 3],
      [{ lawStatus: '5' }, (r) => r.lawStatus === 5],
      [{ lawStatus: '9' }, (r) => r.lawStatus === 9],
      [{ isEducation: 'true' }, (r) => r.isEducation === true],
      [{ isEducation: '0' }, (r) => r.isEducation === false],
      [{ legislation: '行政法规' }, (r) => r.legislation === '行政法规'],
      [{ outYear: '2018' }, (r) => String(r.publishDate).startsWith('2018-')],
      [{ keyword: '教师' }, (r) => /教师/.test(`${r.title}${r.docNumber}${r.issuingAuthority}`)],
      [{ lawStatus: '9', isEducation: 'true' }, (r) => r.lawStatus === 9 && r.isEducation === true],
    ],
    badFilters: [
      [{ lawStatus: '2' }, '时效性只能是1（有效）、3（尚未生效）、5（已被修改）或9（已废止）'],
      [{ lawStatus: 'abc' }, '时效性只能是1（有效）、3（尚未生效）、5（已被修改）或9（已废止）'],
      [{ isEducation: 'maybe' }, '是否教育法规参数不正确'],
      [{ legislation: '宪法' }, '效力级别只能是法律、行政法规、部门规章、地方性法规或规范性文件'],
      [{ outYear: '99' }, '发布年份应为1000到2100之间的年份'],
      [{ keyword: '法'.repeat(101) }, '检索词不能超过100个字'],
    ],
  });

  it('the seed has laws in all four states, and education laws among them', async () => {
    const { body } = await getJson(t.app, listUrl(LIST, { pageSize: 100 }));
    expect(new Set(body.rows!.map((r) => r.lawStatus))).toEqual(new Set([1, 3, 5, 9]));
    const edu = await getJson(t.app, listUrl(LIST, { isEducation: 'true', pageSize: 100 }));
    expect(edu.body.total).toBeGreaterThan(0);
    expect(edu.body.total).toBeLessThan(body.total!);
  });

  it('an empty filter value means no filter', async () => {
    const all = await getJson(t.app, listUrl(LIST));
    const blank = await getJson(t.app, listUrl(LIST, { lawStatus: '', isEducation: '', keyword: '' }));
    expect(blank.body.total).toBe(all.body.total);
  });
});
