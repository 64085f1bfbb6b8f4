import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { call, EXPIRED, FORBIDDEN, MISSING, O, orgSignIn, type Method } from './testing';

/**
 * Every institution and platform management call, four ways: signed out (401), a member without
 * the role (403), the second institution's admin on demo_org's rows (403 on writes, 404 on reads
 * by id), and the right caller (accepted).
 */
let t: TestApp;
let app: FastifyInstance;
const tokens: Record<'owner' | 'other' | 'member' | 'admin', string> = { owner: '', other: '', member: '', admin: '' };
/** demo_org's ids (owner) and the second institution's (other). */
const ids = { ownerParty: 0, otherParty: 0, dept: 0, deptDel: 0, role: 0, roleDel: 0, staff: 0, staffDel: 0, orgDel: 0, application: 0 };

interface Case {
  name: string;
  method: Method;
  path: () => string;
  params?: () => Record<string, unknown>;
  /**
   * How the other institution meets the owner's data: by naming the owner's institution
   * (`orgPartyId`), because the row is the owner's, with the params as they are (they already
   * name the owner's party, or the call is platform-wide), or not at all (`none`: no rows).
   */
  other: 'param' | 'row' | 'asIs' | 'none';
  /** Status the other institution gets (403 unless a read by id). */
  otherStatus?: 403 | 404;
  /** Who is accepted: demo_org (default), the second institution, or the platform admin. */
  by?: 'owner' | 'other' | 'admin';
}

const CASES: Case[] = [
  { name: 'GET O/info', method: 'GET', path: () => `${O}/info`, other: 'param', otherStatus: 404 },
  { name: 'PUT O/info', method: 'PUT', path: () => `${O}/info`, params: () => ({ name: '文库示范大学图书馆' }), other: 'param' },
  { name: 'GET O/legalPerson', method: 'GET', path: () => `${O}/legalPerson`, other: 'param', otherStatus: 404 },
  { name: 'PUT O/legalPerson', method: 'PUT', path: () => `${O}/legalPerson`, params: () => ({ legalName: '王建华' }), other: 'param' },
  { name: 'POST O/auth/submit', method: 'POST', path: () => `${O}/auth/submit`, params: () => AUTH_FORM, other: 'param', by: 'other' },
  { name: 'PUT O/auth/edit', method: 'PUT', path: () => `${O}/auth/edit`, params: () => AUTH_FORM, other: 'param', by: 'other' },
  { name: 'GET O/staff/list', method: 'GET', path: () => `${O}/staff/list`, other: 'param' },
  { name: 'GET O/staff/{id}', method: 'GET', path: () => `${O}/staff/${ids.staff}`, other: 'row', otherStatus: 404 },
  { name: 'POST O/staff', method: 'POST', path: () => `${O}/staff`, params: () => ({ username: 'perm_staff_new', phone: '13900001111', mname: '新员工', password: 'staff2026' }), other: 'param' },
  { name: 'PUT O/staff/dept', method: 'PUT', path: () => `${O}/staff/dept`, params: () => ({ id: ids.staff, deptId: ids.dept }), other: 'row' },
  { name: 'PUT O/staff', method: 'PUT', path: () => `${O}/staff`, params: () => ({ id: ids.staff, mname: '改名员工' }), other: 'row' },
  { name: 'PUT O/staff/resetPwd', method: 'PUT', path: () => `${O}/staff/resetPwd`, params: () => ({ id: ids.staff, password: 'staffNew2026' }), other: 'row' },
  { name: 'DELETE O/staff/{id}', method: 'DELETE', path: () => `${O}/staff/${ids.staffDel}`, other: 'row' },
  { name: 'GET O/dept/tree', method: 'GET', path: () => `${O}/dept/tree`, other: 'param' },
  { name: 'POST O/dept', method: 'POST', path: () => `${O}/dept`, params: () => ({ name: '新部门' }), other: 'param' },
  { name: 'PUT O/dept', method: 'PUT', path: () => `${O}/dept`, params: () => ({ id: ids.dept, name: '改名部门' }), other: 'row' },
  { name: 'DELETE O/dept/{id}', method: 'DELETE', path: () => `${O}/dept/${ids.deptDel}`, other: 'row' },
  { name: 'GET O/role/list', method: 'GET', path: () => `${O}/role/list`, other: 'param' },
  { name: 'POST O/role', method: 'POST', path: () => `${O}/role`, params: () => ({ name: '新角色', roleKey: 'perm_new' }), other: 'param' },
  { name: 'PUT O/role', method: 'PUT', path: () => `${O}/role`, params: () => ({ id: ids.role, name: '改名角色', roleKey: 'perm_role' }), other: 'row' },
  { name: 'DELETE O/role/{id}', method: 'DELETE', path: () => `${O}/role/${ids.roleDel}`, other: 'row' },
  { name: 'PUT O/role/changeStatus', method: 'PUT', path: () => `${O}/role/changeStatus`, params: () => ({ id: ids.role, enabled: true }), other: 'row' },
  { name: 'GET O/menu/tree', method: 'GET', path: () => `${O}/menu/tree`, other: 'param' },
  { name: 'PUT O/role/bindMenu', method: 'PUT', path: () => `${O}/role/bindMenu`, params: () => ({ id: ids.role, menuIds: [] }), other: 'row' },
  { name: 'POST O/bankAccount', method: 'POST', path: () => `${O}/bankAccount`, params: () => ({ ...BANK, partyId: ids.ownerParty }), other: 'asIs' },
  { name: 'GET O/bankAccount/{partyId}', method: 'GET', path: () => `${O}/bankAccount/${ids.ownerParty}`, other: 'asIs', otherStatus: 404 },
  { name: 'PUT O/bankAccount', method: 'PUT', path: () => `${O}/bankAccount`, params: () => ({ ...BANK, partyId: ids.ownerParty }), other: 'asIs' },
  { name: 'GET O/checkUsername', method: 'GET', path: () => `${O}/checkUsername`, params: () => ({ username: 'free_name_1' }), other: 'none' },
  { name: 'GET O/list', method: 'GET', path: () => `${O}/list`, other: 'asIs', by: 'admin' },
  { name: 'POST O', method: 'POST', path: () => O, params: () => ({ name: '第三机构', username: 'third_org_01', password: 'third2026' }), other: 'asIs', by: 'admin' },
  { name: 'PUT O', method: 'PUT', path: () => O, params: () => ({ id: ids.ownerParty, name: '文库示范大学图书馆' }), other: 'asIs', by: 'admin' },
  { name: 'DELETE O/{id}', method: 'DELETE', path: () => `${O}/${ids.orgDel}`, other: 'asIs', by: 'admin' },
  { name: 'GET roleApply/list', method: 'GET', path: () => '/w_rl/wkapi/v1/platform/roleApply/list', other: 'asIs', by: 'admin' },
  { name: 'POST roleApply/review', method: 'POST', path: () => '/w_rl/wkapi/v1/platform/roleApply/review', params: () => ({ id: ids.application, status: 2, remark: '同意' }), other: 'asIs', by: 'admin' },
];

const AUTH_FORM = { licenseNo: '91330106MA2ABCDE1Y', legalName: '李华', legalIdNo: '330106198502021234' };
const BANK = { accountName: '文库示范大学图书馆', bankName: '中国建设银行', accountNo: '6227001234567890' };

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  tokens.admin = await signIn(app, 'admin');
  tokens.owner = await orgSignIn(app, 'demo_org');
  tokens.member = await signIn(app, 'demo_member');
  const as = (who: keyof typeof tokens, method: Method, path: string, params?: Record<string, unknown>) => call(app, tokens[who], method, path, params);

  // The second institution, created by the platform admin, and one more to delete.
  const other = await as('admin', 'POST', O, { name: '第二示范学院', username: 'second_org', password: 'second2026', orgType: '1', areaCode: '320102' });
  expect(other.body.code).toBe(200);
  ids.otherParty = other.body.data.id;
  ids.orgDel = (await as('admin', 'POST', O, { name: '待撤销机构', username: 'gone_org_01', password: 'gone2026x' })).body.data.id;
  tokens.other = await orgSignIn(app, 'second_org', 'second2026');

  ids.ownerParty = (await as('owner', 'GET', `${O}/info`)).body.data.partyId;
  ids.dept = (await as('owner', 'POST', `${O}/dept`, { name: '权限部' })).body.data.id;
  ids.deptDel = (await as('owner', 'POST', `${O}/dept`, { name: '待删部' })).body.data.id;
  ids.role = (await as('owner', 'POST', `${O}/role`, { name: '权限角色', roleKey: 'perm_role' })).body.data.id;
  ids.roleDel = (await as('owner', 'POST', `${O}/role`, { name: '待删角色', roleKey: 'perm_del' })).body.data.id;
  ids.staff = (await as('owner', 'POST', `${O}/staff`, { username: 'perm_staff_a', phone: '13900002222', mname: '甲', password: 'staff2026' })).body.data.id;
  ids.staffDel = (await as('owner', 'POST', `${O}/staff`, { username: 'perm_staff_b', phone: '13900003333', mname: '乙', password: 'staff2026' })).body.data.id;
  const applied = await as('member', 'POST', '/teacher/apply', { realName: '李明', phone: '13800000001', school: '文库中学', subject: '语文' });
  ids.application = applied.body.data.id;
});
afterAll(async () => {
  await t?.close();
});

/** Params of a case for a caller that names the owner's institution. */
const withOwner = (c: Case) => ({ ...(c.params?.() ?? {}), ...(c.other === 'param' ? { orgPartyId: c.by === 'other' ? ids.otherParty : ids.ownerParty } : {}) });

describe('every management call', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s: signed out → 401', async (_n, c) => {
    const res = await call(app, null, c.method, c.path(), c.params?.());
    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED);
  });

  it('signed out is a 401 before anything in the request is looked at', async () => {
    for (const [method, path] of [
      ['GET', `${O}/staff/abc`],
      ['DELETE', `${O}/dept/abc`],
      ['PUT', `${O}/staff/dept`],
      ['PUT', `${O}/role/bindMenu`],
      ['GET', `${O}/bankAccount/abc`],
      ['DELETE', `${O}/abc`],
      ['POST', '/w_rl/wkapi/v1/platform/roleApply/review'],
    ] as const) {
      expect((await call(app, null, method, path, { id: 'x' })).body, `${method} ${path}`).toEqual(EXPIRED);
    }
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s: a member without the role → 403', async (_n, c) => {
    const res = await call(app, tokens.member, c.method, c.path(), c.params?.());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it.each(CASES.filter((c) => c.other !== 'none').map((c) => [c.name, c] as const))('%s: another institution’s admin → refused', async (_n, c) => {
    // The institution that is not the accepted one tries the accepted one's rows.
    const intruder = c.by === 'other' ? tokens.owner : tokens.other;
    const params = c.other === 'param' ? withOwner(c) : c.params?.();
    const res = await call(app, intruder, c.method, c.path(), params);
    const status = c.otherStatus ?? 403;
    expect(res.status).toBe(status);
    expect(res.body).toEqual(status === 404 ? MISSING : FORBIDDEN);
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s: the right caller is accepted', async (_n, c) => {
    const token = tokens[c.by ?? 'owner'];
    // In list order: the bank account is created before it is read and updated; deletes come last per kind.
    const res = await call(app, token, c.method, c.path(), c.params?.());
    expect(res.body.msg, c.name).toBeTypeOf('string');
    expect(res.status, `${c.name}: ${res.body.msg}`).toBe(200);
  });
});

describe('the platform admin works on any institution by naming it', () => {
  it('reads and writes the second institution’s rows with orgPartyId', async () => {
    const as = (method: Method, path: string, params?: Record<string, unknown>) => call(app, tokens.admin, method, path, params);
    const dept = await as('POST', `${O}/dept`, { name: '管理员建的部门', orgPartyId: ids.otherParty });
    expect(dept.body.data.orgPartyId).toBe(ids.otherParty);
    const tree = await as('GET', `${O}/dept/tree`, { orgPartyId: ids.otherParty });
    expect(tree.body.data.map((d: any) => d.name)).toEqual(['管理员建的部门']);
    expect((await as('GET', `${O}/dept/tree`)).body).toEqual(FORBIDDEN);
    expect((await as('GET', `${O}/info`, { orgPartyId: 999999 })).body).toEqual(MISSING);
    const list = await as('GET', `${O}/list`, { keyword: '第二' });
    expect(list.body.rows!.map((r) => r.username)).toEqual(['second_org']);
  });
});
