import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesByName } from '../../../src/resources';
import { fillPath } from '../../../src/resources/define';
import { apiUrl } from '../../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { contentAudits } from '../../db/schema';
import { patents } from '../../db/schema/areas/patent';
import { defineAreaContract } from './areaContract';

// 专利 on the content-area kit (src/areas/declared/patent.ts): the area contract, the declared
// filters, the 申请号 check and the platform admin's management.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await makeTestApp();
  for (const who of ['admin', 'demo_member', 'demo_publisher']) tokens[who] = await signIn(t.app, who);
});
afterAll(async () => {
  await t?.close();
});

const resource = resourcesByName.patents!;
type Who = 'admin' | 'demo_member' | 'demo_publisher' | 'anonymous';
const call = (who: Who, method: string, path: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: apiUrl(path),
    ...(method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
    headers: who === 'anonymous' ? {} : { authorization: `Bearer ${tokens[who]}` },
  });
const at = (verb: 'one' | 'update' | 'remove' | 'publish' | 'manageOne', id: number) => fillPath(resource.calls[verb]!.path, { id });

describe('GET /common/patent/list and /common/patent/{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource,
    spread: { db: () => t.database.db, table: patents },
    notFoundMsg: '该专利不存在或已下架',
    filters: [
      [{ patentType: '实用新型' }, (r) => r.patentType === '实用新型'],
      [{ patentType: '外观设计' }, (r) => r.patentType === '外观设计'],
      [{ year: '2019' }, (r) => String(r.applicationDate).startsWith('2019-')],
      [{ ipcSection: 'H' }, (r) => String(r.ipc).startsWith('H')],
      [{ legalStatus: '授权' }, (r) => r.legalStatus === '授权'],
      [{ keyword: '宁德时代' }, (r) => String(r.applicants).includes('宁德时代')],
      [{ keyword: 'CN2019' }, (r) => `${r.applicationNo}${r.publicationNo}`.includes('CN2019')],
    ],
    badFilters: [
      [{ patentType: '商标' }, '专利类型不正确'],
      [{ year: 'x' }, '申请年份应为1000到2100之间的年份'],
      [{ ipcSection: 'Z' }, 'IPC分类不正确'],
      [{ legalStatus: '有效' }, '法律状态不正确'],
    ],
  });

  it('serves the spec’s /show path, the seeded demo patents over several pages, and leaves 下架 ones out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/show/common/patent/list?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const { total, rows } = res.json() as { total: number; rows: Array<{ id: number }> };
    expect(total).toBeGreaterThanOrEqual(60);
    const hidden = await t.database.db.select({ id: patents.id }).from(patents).where(eq(patents.published, false));
    expect(hidden.length).toBeGreaterThan(0);
    expect(total).toBe(await t.database.db.$count(patents, eq(patents.published, true)));
    const detail = await call('anonymous', 'GET', at('one', hidden[0]!.id));
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ code: 404, msg: '该专利不存在或已下架' });
    expect(rows.map((r) => r.id)).not.toContain(hidden[0]!.id);
  });
});

describe('专利管理: the platform admin’s alone', () => {
  const create = {
    title: '一种鸿雁测试用的古籍扫描装置',
    applicationNo: 'CN202620123456.1',
    applicationDate: '2026-03-02',
    applicants: '鸿雁测试大学',
    patentType: '实用新型',
    legalStatus: '授权',
    ipc: 'H04N1/00',
  };
  let id: number;

  it('refuses a malformed 申请号, a bad date and a missing 专利类型 in Chinese (400), writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...create, applicationNo: '202620123456.1' }, '申请号格式应为CN加12位数字、小数点和校验位，如CN202310123456.7'],
      [{ ...create, applicationNo: 'CN20262012345.1' }, '申请号格式应为CN加12位数字、小数点和校验位，如CN202310123456.7'],
      [{ ...create, applicationDate: '2026-02-30' }, '申请日应为YYYY-MM-DD格式的日期'],
      [{ ...create, patentType: undefined }, '请选择专利类型'],
      [{ ...create, ipc: 'G06F' }, 'IPC分类号格式应如G06F16/35，多个用分号分隔；外观设计填洛迦诺分类号，如14-02'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call('admin', 'POST', resource.calls.create!.path, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg });
    }
    expect(await t.database.db.select().from(patents).where(eq(patents.title, create.title))).toEqual([]);
  });

  it('refuses the anonymous (401) and other members (403) on every management call', async () => {
    const [row] = await t.database.db.select({ id: patents.id }).from(patents).limit(1);
    for (const who of ['anonymous', 'demo_member', 'demo_publisher'] as const) {
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await call(who, 'POST', resource.calls.create!.path, create)).statusCode).toBe(expected);
      expect((await call(who, 'GET', resource.calls.manageList!.path)).statusCode).toBe(expected);
      expect((await call(who, 'PUT', at('update', row!.id), { legalStatus: '撤回' })).statusCode).toBe(expected);
      expect((await call(who, 'PUT', at('publish', row!.id), { published: false })).statusCode).toBe(expected);
      expect((await call(who, 'DELETE', at('remove', row!.id))).statusCode).toBe(expected);
    }
    const [after] = await t.database.db.select().from(patents).where(eq(patents.id, row!.id));
    expect(after!.published).toBe(true);
  });

  it('the admin adds one: public, searchable, audited; a second with the same 申请号 is 400', async () => {
    const created = await call('admin', 'POST', resource.calls.create!.path, create);
    expect(created.json()).toMatchObject({ code: 200, msg: '新增成功' });
    id = created.json().data.id;
    expect((await call('anonymous', 'GET', at('one', id))).json().data).toMatchObject({ ...create, applicationDate: '2026-03-02' });
    const found = await call('anonymous', 'POST', '/es/list', { keyword: '鸿雁测试用的古籍扫描装置', type: 'patent' });
    expect((found.json().rows as Array<{ docId: number }>).map((r) => r.docId)).toContain(id);
    const again = await call('admin', 'POST', resource.calls.create!.path, { ...create, title: '另一件' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, msg: '该申请号已存在' });
    const log = await t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'patents'), eq(contentAudits.entityId, id)));
    expect(log.map((e) => e.action)).toEqual(['create']);
  });

  it('下架 hides it from the list, the detail and the search; 上架 brings it back; delete removes it', async () => {
    expect((await call('admin', 'PUT', at('publish', id), { published: false })).json()).toMatchObject({ code: 200, msg: '已下架' });
    expect((await call('anonymous', 'GET', at('one', id))).json()).toEqual({ code: 404, msg: '该专利不存在或已下架' });
    const list = await call('anonymous', 'GET', resource.calls.list!.path, { keyword: create.applicationNo });
    expect(list.json()).toMatchObject({ code: 200, total: 0 });
    const managed = await call('admin', 'GET', resource.calls.manageList!.path, { keyword: create.applicationNo });
    expect(managed.json().rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call('admin', 'PUT', at('publish', id), { published: true })).json()).toMatchObject({ code: 200, msg: '已上架' });
    expect((await call('anonymous', 'GET', at('one', id))).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', at('remove', id))).json()).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await t.database.db.select().from(patents).where(eq(patents.id, id))).toEqual([]);
  });
});
