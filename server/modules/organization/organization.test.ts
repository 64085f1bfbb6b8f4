import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { bankAccounts, members, orgStaff } from '../../db/schema';
import { caller, EXPIRED, FORBIDDEN, menuNames, O, orgSignIn } from './testing';

let t: TestApp;
let app: FastifyInstance;
let org: ReturnType<typeof caller>;
let orgPartyId: number;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  org = caller(app, await orgSignIn(app, 'demo_org'));
  orgPartyId = (await org('GET', `${O}/info`)).body.data.partyId;
});
afterAll(async () => {
  await t?.close();
});

describe('an institution builds its structure and a staff member works within it', () => {
  let deptId: number;
  let roleId: number;
  let staffId: number;
  let menuIds: Record<string, number>;

  it('demo_org adds a department', async () => {
    const res = await org('POST', `${O}/dept`, { name: '采编部', leader: '孙强', phone: '13900000001' });
    expect(res.body).toMatchObject({ code: 200, msg: '新增部门成功', data: { name: '采编部', orgPartyId } });
    deptId = res.body.data.id;
    const child = await org('POST', `${O}/dept`, { name: '期刊组', parentId: deptId });
    expect(child.status).toBe(200);
    const tree = (await org('GET', `${O}/dept/tree`)).body.data as any[];
    const node = tree.find((d) => d.id === deptId);
    expect(node.children.map((c: any) => c.name)).toEqual(['期刊组']);
    expect(tree.map((d) => d.name)).toContain('综合办公室');
  });

  it('demo_org creates a role bound to two organization menus', async () => {
    const tree = (await org('GET', `${O}/menu/tree`)).body.data as any[];
    expect(menuNames(tree)).toEqual(['机构信息', '部门管理', '员工管理', '角色管理', '银行账户', '使用统计']);
    menuIds = Object.fromEntries(tree.map((m) => [m.name, m.id]));
    const created = await org('POST', `${O}/role`, { name: '采编主管', roleKey: 'editor_lead', remark: '负责部门与银行账户' });
    expect(created.body).toMatchObject({ code: 200, data: { name: '采编主管', enabled: true, menuIds: [] } });
    roleId = created.body.data.id;
    const bound = await org('PUT', `${O}/role/bindMenu`, { id: roleId, menuIds: [menuIds['部门管理'], menuIds['银行账户']] });
    expect(bound.body.data.menuIds).toEqual([menuIds['部门管理'], menuIds['银行账户']].sort((a, b) => a - b));
    // Rebinding replaces the set (delete + insert in one transaction).
    await org('PUT', `${O}/role/bindMenu`, { id: roleId, menuIds: [menuIds['机构信息']] });
    const again = await org('PUT', `${O}/role/bindMenu`, { id: roleId, menuIds: [menuIds['部门管理'], menuIds['银行账户']] });
    expect(again.body.data.menuIds).toHaveLength(2);
    const dup = await org('POST', `${O}/role`, { name: '重复', roleKey: 'editor_lead' });
    expect(dup.body).toEqual({ code: 400, msg: '角色标识已存在' });
    const badMenu = await org('PUT', `${O}/role/bindMenu`, { id: roleId, menuIds: [999999] });
    expect(badMenu.body).toEqual({ code: 400, msg: '请选择正确的菜单' });
  });

  it('demo_org adds a staff member (member + party + org_staff) with that role', async () => {
    const bad = await org('POST', `${O}/staff`, { username: 'abc', phone: '13900000002', mname: '周洁', password: 'editor2026', deptId, orgRoleId: roleId });
    expect(bad.body).toEqual({ code: 400, msg: '用户名至少6位最多24位,手机号为11位' });
    expect((await org('GET', `${O}/checkUsername`, { username: 'editor_zhou' })).body.data).toEqual({ available: true });
    const res = await org('POST', `${O}/staff`, { username: 'editor_zhou', phone: '13900000002', mname: '周洁', password: 'editor2026', deptId, orgRoleId: roleId });
    expect(res.body).toMatchObject({
      code: 200,
      msg: '新增员工成功',
      data: { username: 'editor_zhou', mname: '周洁', phone: '139****0002', deptName: '采编部', orgRoleName: '采编主管', orgPartyId },
    });
    staffId = res.body.data.id;
    expect((await org('GET', `${O}/checkUsername`, { username: 'EDITOR_ZHOU' })).body.data).toEqual({ available: false });
    const dup = await org('POST', `${O}/staff`, { username: 'Editor_Zhou', phone: '13900000003', mname: '重名', password: 'editor2026' });
    expect(dup.body).toEqual({ code: 400, msg: '该用户名已被注册' });
    const [member] = await t.database.db.select().from(members).where(eq(members.username, 'editor_zhou'));
    expect(member).toMatchObject({ orgPartyId, memberType: 1, enabled: true });
    expect(member.partyId).not.toBe(orgPartyId);
  });

  it('the staff list filters by department (with sub-departments) and keyword; rows are masked', async () => {
    const all = await org('GET', `${O}/staff/list`, { pageSize: 50 });
    expect(all.body.total).toBe(2);
    expect(all.body.rows!.map((r) => r.username).sort()).toEqual(['demo_staff', 'editor_zhou']);
    expect(JSON.stringify(all.body)).not.toMatch(/1390000000[0-9]|passwordHash/);
    const byDept = await org('GET', `${O}/staff/list`, { deptId });
    expect(byDept.body.rows!.map((r) => r.username)).toEqual(['editor_zhou']);
    expect((await org('GET', `${O}/staff/list`, { keyword: '钱' })).body.rows!.map((r) => r.username)).toEqual(['demo_staff']);
    expect((await org('GET', `${O}/staff/list`, { orderByColumn: 'password' })).body).toEqual({ code: 400, msg: '不支持按“password”排序' });
    expect((await org('GET', `${O}/staff/list`, { orderByColumn: 'createTime', isAsc: 'asc' })).status).toBe(200);
    expect((await org('GET', `${O}/staff/${staffId}`)).body.data).toMatchObject({ id: staffId, deptId, orgRoleId: roleId });
  });

  it('staff sign in with the personal password login; the institution login refuses them', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/auth/wkapi/v1/platform/login/orgLoginByPwd', payload: { username: 'editor_zhou', password: 'editor2026' } });
    expect(refused.json()).toEqual({ code: 400, msg: '该账号不是机构账号，请使用个人登录' });
    const staff = caller(app, await signIn(app, 'editor_zhou', 'editor2026'));
    const roles = await staff('GET', '/uc_p/wkapi/v1/wenku_menu/organization/roles');
    expect(roles.body.data).toEqual([{ roleId, name: '采编主管', kind: 'staff', orgPartyId, orgName: '文库示范大学图书馆' }]);
    const menus = await staff('GET', `/uc_p/wkapi/v1/wenku_menu/organization/getRouters/${roleId}`);
    expect(menus.body.code).toBe(200);
    expect(menuNames(menus.body.data)).toEqual(['部门管理', '银行账户']);
    expect(menus.body.data[0]).toMatchObject({ scope: 'organization', subject: 'Dept', action: 'manage', menuType: 'C', children: [] });

    // Exactly what those menus grant, on their own institution.
    expect((await staff('POST', `${O}/dept`, { name: '新媒体组', parentId: deptId })).status).toBe(200);
    const bank = await staff('POST', `${O}/bankAccount`, { accountName: '文库示范大学图书馆', bankName: '中国工商银行', branchName: '海淀支行', accountNo: '6222 0212 3456 7890 123' });
    expect(bank.body).toMatchObject({ code: 200, data: { accountNo: '6222 **** **** 0123' } });
    for (const [method, path] of [
      ['GET', `${O}/staff/list`],
      ['GET', `${O}/role/list`],
      ['PUT', `${O}/info`],
      ['GET', `${O}/list`],
    ] as const) {
      const res = await staff(method, path, method === 'PUT' ? { name: '改名' } : {});
      expect(res.body, `${method} ${path}`).toEqual(FORBIDDEN);
    }
    // Disabling the role takes its menus (and their rights) away at once.
    await org('PUT', `${O}/role/changeStatus`, { id: roleId, enabled: false });
    expect((await staff('GET', `/uc_p/wkapi/v1/wenku_menu/organization/getRouters/${roleId}`)).body.data).toEqual([]);
    expect((await staff('GET', `${O}/dept/tree`)).body).toEqual(FORBIDDEN);
    await org('PUT', `${O}/role/changeStatus`, { id: roleId, enabled: true });
    expect((await staff('GET', `${O}/dept/tree`)).status).toBe(200);
  });

  it('demo_staff (seeded) sees the seeded role’s two menus', async () => {
    const staff = caller(app, await signIn(app, 'demo_staff'));
    const [role] = (await staff('GET', '/uc_p/wkapi/v1/wenku_menu/organization/roles')).body.data;
    expect(menuNames((await staff('GET', `/uc_p/wkapi/v1/wenku_menu/organization/getRouters/${role.roleId}`)).body.data)).toEqual(['部门管理', '员工管理']);
  });

  it('departments and roles in use cannot be deleted; moving and deleting staff', async () => {
    expect((await org('DELETE', `${O}/dept/${deptId}`)).body).toEqual({ code: 400, msg: '该部门下还有子部门，不能删除' });
    const tree = (await org('GET', `${O}/dept/tree`)).body.data as any[];
    for (const c of tree.find((d) => d.id === deptId).children) expect((await org('DELETE', `${O}/dept/${c.id}`)).status).toBe(200);
    expect((await org('DELETE', `${O}/dept/${deptId}`)).body).toEqual({ code: 400, msg: '该部门下还有员工，不能删除' });
    expect((await org('DELETE', `${O}/role/${roleId}`)).body).toEqual({ code: 400, msg: '该角色已分配给员工，不能删除' });
    const cycle = await org('PUT', `${O}/dept`, { id: deptId, name: '采编部', parentId: deptId });
    expect(cycle.body).toEqual({ code: 400, msg: '上级部门不能是本部门或其下级部门' });

    const moved = await org('PUT', `${O}/staff/dept`, { id: staffId, deptId: null });
    expect(moved.body.data).toMatchObject({ deptId: null, deptName: null });
    const removed = await org('DELETE', `${O}/staff/${staffId}`);
    expect(removed.body).toEqual({ code: 200, msg: '删除成功' });
    const [member] = await t.database.db.select().from(members).where(eq(members.username, 'editor_zhou'));
    expect(member.enabled).toBe(false);
    expect(await t.database.db.select().from(orgStaff).where(eq(orgStaff.memberId, member.id))).toEqual([]);
    expect((await org('DELETE', `${O}/dept/${deptId}`)).status).toBe(200);
    expect((await org('DELETE', `${O}/role/${roleId}`)).status).toBe(200);
  });
});

describe('institution details, authentication and bank account', () => {
  it('info: read and update with the area tree and the organization_types dictionary', async () => {
    const info = (await org('GET', `${O}/info`)).body.data;
    expect(info).toMatchObject({ name: '文库示范大学图书馆', orgType: '1', orgTypeName: '高等院校', areaCode: '110108', areaName: '北京市 北京市 海淀区', authStatus: 2 });
    const types = await app.inject({ method: 'GET', url: '/api/show/dict/data/type/organization_types' });
    expect(types.json().data.map((d: any) => d.dictLabel)).toContain('公共图书馆');
    const tree = (await app.inject({ method: 'GET', url: '/api/uc_p/wkapi/v1/area/tree' })).json().data;
    expect(tree.length).toBeGreaterThanOrEqual(34);
    const zj = tree.find((p: any) => p.value === '330000');
    expect(zj.label).toBe('浙江省');
    expect(zj.children.find((c: any) => c.value === '330100').children.some((c: any) => c.label === '西湖区')).toBe(true);

    const bad = await org('PUT', `${O}/info`, { name: '文库示范大学图书馆', areaCode: '999999' });
    expect(bad.body).toEqual({ code: 400, msg: '请选择正确的所在地区' });
    const saved = await org('PUT', `${O}/info`, { name: '文库示范大学图书馆', orgType: '3', areaCode: '330106', address: '杭州市西湖区文库路2号', contactName: '钱芳', contactPhone: '13800000018' });
    expect(saved.body.data).toMatchObject({ orgTypeName: '公共图书馆', areaName: '浙江省 杭州市 西湖区', address: '杭州市西湖区文库路2号' });
    expect((await org('PUT', `${O}/info`, { name: '' })).body).toEqual({ code: 400, msg: '请输入机构名称' });
  });

  it('legal person: the id number is stored and only shown masked', async () => {
    expect((await org('PUT', `${O}/legalPerson`, { legalName: '王建华', legalIdNo: '11010819800101123' })).body).toEqual({ code: 400, msg: '请输入正确的身份证号码' });
    const res = await org('PUT', `${O}/legalPerson`, { legalName: '王建华', legalIdNo: '110108198001011234' });
    expect(res.body.data).toEqual({ legalName: '王建华', legalIdNo: '1101**********1234' });
    expect((await org('GET', `${O}/legalPerson`)).body.data).toEqual({ legalName: '王建华', legalIdNo: '1101**********1234' });
  });

  it('authentication: an authenticated institution cannot resubmit', async () => {
    const body = { licenseNo: '91110108MA01ABCD3X', legalName: '王建华', legalIdNo: '110108198001011234' };
    expect((await org('POST', `${O}/auth/submit`, body)).body).toEqual({ code: 400, msg: '机构已通过认证' });
    expect((await org('POST', `${O}/auth/submit`, { ...body, licenseNo: '123' })).body).toEqual({ code: 400, msg: '请输入正确的统一社会信用代码' });
  });

  it('bank account: 8–32 digits, masked in every answer, stored whole', async () => {
    expect((await org('PUT', `${O}/bankAccount`, { accountName: '文库', bankName: '工行', accountNo: '1234567' })).body).toEqual({ code: 400, msg: '银行账号应为8到32位数字' });
    const dup = await org('POST', `${O}/bankAccount`, { accountName: '文库', bankName: '工行', accountNo: '6222021234567890' });
    expect(dup.body).toEqual({ code: 400, msg: '该机构已有银行账户，请直接修改' });
    const updated = await org('PUT', `${O}/bankAccount`, { accountName: '文库示范大学图书馆', bankName: '中国银行', accountNo: '62170000111122223333' });
    expect(updated.body.data).toMatchObject({ bankName: '中国银行', accountNo: '6217 **** **** 3333' });
    const kept = await org('PUT', `${O}/bankAccount`, { accountName: '文库示范大学图书馆', bankName: '中国银行', branchName: '西湖支行' });
    expect(kept.body.data.accountNo).toBe('6217 **** **** 3333');
    const read = await org('GET', `${O}/bankAccount/${orgPartyId}`);
    expect(read.body.data).toMatchObject({ partyId: orgPartyId, branchName: '西湖支行', accountNo: '6217 **** **** 3333' });
    expect(JSON.stringify(read.body)).not.toContain('62170000111122223333');
    const [row] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.partyId, orgPartyId));
    expect(row.accountNo).toBe('62170000111122223333');
  });

  it('a signed-out caller gets the 401 envelope', async () => {
    expect((await caller(app, null)('GET', `${O}/info`)).body).toEqual(EXPIRED);
  });
});
