import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { contentAudits, members, orgStaff } from '../../db/schema';
import { MSG } from '../../../src/shared/validation';
import { caller, EXPIRED, O, orgSignIn } from './testing';

/** 员工管理 → 编辑 and 重置密码 (issue 35): name, phone, department, role, 停用/启用; audited. */
let t: TestApp;
let app: FastifyInstance;
let org: ReturnType<typeof caller>;
let staffId: number;
let deptId: number;

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  org = caller(app, await orgSignIn(app, 'demo_org'));
  deptId = (await org('POST', `${O}/dept`, { name: '编辑测试部' })).body.data.id;
  const added = await org('POST', `${O}/staff`, { username: 'edit_wang', phone: '13900005501', mname: '王一', password: 'staff2026' });
  staffId = added.body.data.id;
  await org('POST', `${O}/staff`, { username: 'edit_zhao', phone: '13900005599', mname: '赵四', password: 'staff2026' });
});
afterAll(async () => {
  await t?.close();
});

const audits = () => t.database.db.select().from(contentAudits).where(and(eq(contentAudits.entity, 'staff'), eq(contentAudits.entityId, staffId)));

describe('员工管理 → 编辑', () => {
  it('changes the name, phone and department; the answer and 详情 name the department; one audit entry with the phone masked', async () => {
    const res = await org('PUT', `${O}/staff`, { id: staffId, mname: '王二', phone: '13900005502', deptId });
    expect(res.body).toMatchObject({ code: 200, msg: '修改成功', data: { id: staffId, mname: '王二', phone: '139****5502', deptId, deptName: '编辑测试部' } });
    expect((await org('GET', `${O}/staff/${staffId}`)).body.data).toMatchObject({ mname: '王二', deptName: '编辑测试部' });
    const [log] = await audits();
    expect(log).toMatchObject({ action: 'update', title: 'edit_wang', before: { mname: '王一', phone: '139****5501', deptName: null }, after: { mname: '王二', phone: '139****5502', deptName: '编辑测试部' } });
    expect(JSON.stringify(log)).not.toContain('13900005502');
  });

  it('a blank phone keeps the stored one; a phone another account holds is refused and nothing is written', async () => {
    await org('PUT', `${O}/staff`, { id: staffId, mname: '王三', phone: '' });
    const [kept] = await t.database.db.select().from(members).where(eq(members.username, 'edit_wang'));
    expect(kept).toMatchObject({ mname: '王三', phone: '13900005502' });
    const taken = await org('PUT', `${O}/staff`, { id: staffId, mname: '不该保存', phone: '13900005599' });
    expect(taken.body).toEqual({ code: 400, msg: '该手机号已被其他账号绑定' });
    const [same] = await t.database.db.select().from(members).where(eq(members.username, 'edit_wang'));
    expect(same.mname).toBe('王三');
  });

  it('refuses a blank name and a bad phone with Chinese messages', async () => {
    expect((await org('PUT', `${O}/staff`, { id: staffId, mname: '' })).body).toMatchObject({ code: 400, msg: '请输入员工姓名' });
    expect((await org('PUT', `${O}/staff`, { id: staffId, mname: '王三', phone: '123' })).body.code).toBe(400);
  });

  it('停用 disables the account and ends its sessions; 启用 lets it sign in again', async () => {
    const token = await signIn(app, 'edit_wang', 'staff2026');
    const staff = caller(app, token);
    expect((await staff('GET', '/uc_p/wkapi/v1/wenku_menu/organization/roles')).status).toBe(200);
    const off = await org('PUT', `${O}/staff`, { id: staffId, mname: '王三', enabled: false });
    expect(off.body.data.enabled).toBe(false);
    const [row] = await t.database.db.select().from(orgStaff).where(eq(orgStaff.id, staffId));
    expect(row.enabled).toBe(false);
    expect((await staff('GET', '/uc_p/wkapi/v1/wenku_menu/organization/roles')).body).toEqual(EXPIRED);
    await expect(signIn(app, 'edit_wang', 'staff2026')).rejects.toThrow();
    await org('PUT', `${O}/staff`, { id: staffId, mname: '王三', enabled: true });
    await expect(signIn(app, 'edit_wang', 'staff2026')).resolves.toBeTypeOf('string');
  });
});

describe('员工管理 → 重置密码', () => {
  it('sets the password the institution chose (registration rules), ends the sessions, and logs that it happened without the password', async () => {
    const weak = await org('PUT', `${O}/staff/resetPwd`, { id: staffId, password: '123' });
    expect(weak.body).toEqual({ code: 400, msg: MSG.passwordInvalid });
    const old = caller(app, await signIn(app, 'edit_wang', 'staff2026'));
    const res = await org('PUT', `${O}/staff/resetPwd`, { id: staffId, password: 'fresh2026ok' });
    expect(res.body).toEqual({ code: 200, msg: '密码已重置，该员工需用新密码重新登录' });
    expect((await old('GET', '/uc_p/wkapi/v1/wenku_menu/organization/roles')).body).toEqual(EXPIRED);
    await expect(signIn(app, 'edit_wang', 'staff2026')).rejects.toThrow();
    await expect(signIn(app, 'edit_wang', 'fresh2026ok')).resolves.toBeTypeOf('string');
    const logs = await audits();
    const reset = logs.find((l) => l.title === 'edit_wang 重置密码');
    expect(reset?.after).toEqual({ passwordReset: true });
    expect(JSON.stringify(logs)).not.toContain('fresh2026ok');
  });
});
