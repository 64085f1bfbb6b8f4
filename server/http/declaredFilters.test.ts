import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentAuditResource } from '../../src/resources/contentAudits';
import { lawResource } from '../../src/resources/laws';
import { apiUrl } from '../../src/shared/apiPath';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { signIn } from '../../tests/helpers/auth';

// pagedList parses a list's filters by its resource's declaration (`where: (filters) => …`): a bad
// filter is the declaration's Chinese 400, checked after the caller's rights and before the paging,
// and a good one narrows the rows.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await makeTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const list = async (path: string, query: Record<string, string>, token?: string) =>
  (await t.app.inject({ method: 'GET', url: apiUrl(path), query, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();

describe('declared filters of a list, parsed by the one list helper', () => {
  const auditList = contentAuditResource.calls.list!.path;
  const lawManageList = lawResource.calls.manageList!.path;

  it('a bad filter is the declaration’s Chinese 400, before a bad page size', async () => {
    expect(await list(auditList, { action: 'erase' }, admin)).toEqual({ code: 400, msg: '操作类型不正确' });
    expect(await list(auditList, { action: 'erase', pageSize: 'many' }, admin)).toEqual({ code: 400, msg: '操作类型不正确' });
    expect(await list(auditList, { pageSize: 'many' }, admin)).toEqual({ code: 400, msg: '每页条数必须是正整数' });
    expect(await list(lawManageList, { lawStatus: '2' }, admin)).toEqual({ code: 400, msg: '时效性只能是1（有效）、3（尚未生效）、5（已被修改）或9（已废止）' });
  });

  it('the signed-out caller is refused before any filter is read', async () => {
    expect((await list(auditList, { action: 'erase' })).code).toBe(401);
    expect((await list(lawManageList, { lawStatus: '2' })).code).toBe(401);
  });

  it('a good filter narrows the rows', async () => {
    const all = await list(lawManageList, { pageSize: '100' }, admin);
    const repealed = await list(lawManageList, { lawStatus: '9', pageSize: '100' }, admin);
    expect(repealed.code).toBe(200);
    expect(repealed.total).toBeGreaterThan(0);
    expect(repealed.total).toBeLessThan(all.total);
    expect((repealed.rows as Array<{ lawStatus: number }>).every((r) => r.lawStatus === 9)).toBe(true);
  });
});
