import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { THESIS_SCHOOLS_PATH, thesisResource } from '../../../src/resources/theses';
import { apiUrl } from '../../../src/shared/apiPath';
import { theses } from '../../db/schema';
import { defineAreaContract, getJson, listUrl } from '../area/areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // The seed names schools without ids; give one thesis an id so the schoolId filter has a row.
  await t.database.db.update(theses).set({ schoolId: 1001 });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/thesis/list and /{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: thesisResource,
    spread: { db: () => t.database.db, table: theses },
    notFoundMsg: '该学位论文不存在或已下架',
    filters: [
      [{ degree: '1' }, (r) => r.degree === 1],
      [{ degree: '2' }, (r) => r.degree === 2],
      [{ degree: '3' }, (r) => r.degree === 3],
      [{ degree: '4' }, (r) => r.degree === 4],
      [{ schoolName: '复旦大学' }, (r) => r.schoolName === '复旦大学'],
      [{ schoolId: '1001' }, (r) => r.schoolId === 1001],
      [{ subjectType: '5' }, (r) => r.subjectType === 5],
      [{ outYear: '2020' }, (r) => String(r.issueTime).startsWith('2020-')],
      [{ keyword: '图书馆' }, (r) => `${r.title}${r.authors}${r.keywords}${r.supervisor}`.includes('图书馆')],
    ],
    badFilters: [
      [{ degree: '5' }, '学位级别只能是1（学士）、2（硕士）、3（博士）或4（博士后）'],
      [{ degree: '博士' }, '学位级别只能是1（学士）、2（硕士）、3（博士）或4（博士后）'],
      [{ schoolId: '-3' }, '学校编号不正确'],
      [{ subjectType: '13' }, '学科分类不正确'],
      [{ outYear: 'abcd' }, '年份应为1000到2100之间的年份'],
    ],
  });

  it('a thesis has the spec §3 fields: id, degree, authors, schoolId, title, issueTime', async () => {
    const { body } = await getJson(t.app, listUrl(thesisResource.calls.list!.path, { pageSize: 1 }));
    const one = await getJson(t.app, apiUrl(`/common/thesis/${body.rows![0].id}`));
    expect(Object.keys(one.body.data)).toEqual(expect.arrayContaining(['id', 'degree', 'authors', 'schoolId', 'schoolName', 'title', 'issueTime', 'abstract']));
  });
});

describe('GET /common/thesis/schools', () => {
  it('lists each school once with its thesis count, most first', async () => {
    const { status, body } = await getJson(t.app, apiUrl(THESIS_SCHOOLS_PATH));
    expect(status).toBe(200);
    const schools = body.data as Array<{ value: string; label: string; count: number }>;
    const [{ n }] = await t.database.db.select({ n: count() }).from(theses);
    expect(schools.reduce((s, x) => s + x.count, 0)).toBe(Number(n));
    expect(new Set(schools.map((s) => s.value)).size).toBe(schools.length);
    expect(schools.map((s) => s.count)).toEqual([...schools.map((s) => s.count)].sort((a, b) => b - a));
  });
});
