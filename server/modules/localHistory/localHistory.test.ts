import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signIn } from '../../../tests/helpers/auth';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { localHistoryResource } from '../../../src/resources/localHistories';
import { localHistories, searchDocs } from '../../db/schema';
import { defineAreaContract, listUrl } from '../area/areaContract';
import { orgSignIn } from '../organization/testing';

let t: TestApp;
let org: string; // demo_org: an institution account
let member: string; // demo_member: signed in, no institution
beforeAll(async () => {
  t = await makeTestApp();
  org = await orgSignIn(t.app, 'demo_org');
  member = await signIn(t.app);
});
afterAll(async () => {
  await t?.close();
});

const LIST = localHistoryResource.calls.list!.path;
const get = async (url: string, token?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? authed(token) : {} });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; rows?: any[]; total?: number; data?: any } };
};
const oneUrl = (id: number) => listUrl(localHistoryResource.calls.one!.path.replace('{id}', String(id)));
const firstOfType = async (type: number) => (await t.database.db.select().from(localHistories).where(eq(localHistories.type, type)).limit(1))[0];

describe('GET /common/localHistory/list?type= and /{id} (open to everyone: 地方志)', () => {
  defineAreaContract({
    app: () => t.app,
    resource: localHistoryResource,
    spread: { db: () => t.database.db, table: localHistories },
    notFoundMsg: '该方志不存在或已下架',
    filters: [
      [{ type: '1' }, (r) => r.type === 1],
      [{ type: '1', provinceId: '330000' }, (r) => r.type === 1 && r.provinceId === 330000],
      [{ outYear: '2019' }, (r) => r.publishYear === 2019 && r.type === 1],
      [{ keyword: '杭州' }, (r) => `${r.title}${r.compiler}${r.region}`.includes('杭州') && r.type === 1],
    ],
    badFilters: [
      [{ type: '4' }, '方志类型只能是1（地方志）、2（旧方志）或3（土地志）'],
      [{ provinceId: 'abc' }, '地区代码不正确'],
      [{ outYear: '3000' }, '出版年份应为1000到2100之间的年份'],
    ],
  });
});

describe('旧方志 (type 2) and 土地志 (type 3) are for partner institutions only', () => {
  it('signed out: 401 asking to sign in; a member of no institution: 403 with the notice', async () => {
    for (const type of [2, 3]) {
      expect(await get(listUrl(LIST, { type }))).toEqual({ status: 401, body: { code: 401, msg: '该资源仅面向合作机构开放，请先登录' } });
      expect(await get(listUrl(LIST, { type }), member)).toEqual({ status: 403, body: { code: 403, msg: '该资源仅面向合作机构开放!' } });
      const row = await firstOfType(type);
      expect(await get(oneUrl(row.id))).toEqual({ status: 401, body: { code: 401, msg: '该资源仅面向合作机构开放，请先登录' } });
      expect(await get(oneUrl(row.id), member)).toEqual({ status: 403, body: { code: 403, msg: '该资源仅面向合作机构开放!' } });
    }
  });

  it('an institution account reads them, and the three types split the table', async () => {
    const all = (await get(listUrl(LIST), org)).body.total!;
    let sum = 0;
    for (const type of [1, 2, 3]) {
      const { status, body } = await get(listUrl(LIST, { type, pageSize: 50 }), org);
      expect(status).toBe(200);
      expect(body.total).toBeGreaterThan(0);
      expect(body.rows!.every((r) => r.type === type)).toBe(true);
      sum += body.total!;
    }
    expect(sum).toBe(all);
    const row = await firstOfType(3);
    expect((await get(oneUrl(row.id), org)).body.data).toMatchObject({ id: row.id, type: 3 });
  });

  it('a list without a type leaves them out for everyone else', async () => {
    const typeOne = (await get(listUrl(LIST, { type: 1 }))).body.total!;
    for (const token of [undefined, member]) {
      const { body } = await get(listUrl(LIST, { pageSize: 100 }), token);
      expect(body.total).toBe(typeOne);
      expect(body.rows!.every((r) => r.type === 1)).toBe(true);
    }
  });

  it('they are not in the public search index', async () => {
    const restricted = await t.database.db.select({ id: localHistories.id }).from(localHistories).where(inArray(localHistories.type, [2, 3]));
    expect(restricted.length).toBeGreaterThan(0);
    const indexedLocal = (await t.database.db.select({ id: searchDocs.docId }).from(searchDocs).where(eq(searchDocs.docType, 'localHistory'))).map((r) => r.id);
    expect(indexedLocal.length).toBeGreaterThan(0);
    expect(indexedLocal.filter((id) => restricted.some((r) => r.id === id))).toEqual([]);
    const row = await firstOfType(2);
    const found = await t.app.inject({ method: 'POST', url: '/api/show/es/list', payload: { keyword: row.title, pageSize: 50 } });
    expect(found.json().rows.filter((r: any) => r.docType === 'localHistory' && r.docId === row.id)).toEqual([]);
  });
});
