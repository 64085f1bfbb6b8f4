import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_ADMIN_BASE, MENU_CALLS } from '../../../src/resources/menus';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { signIn } from '../../../tests/helpers/auth';
import { menus, orgRoleMenus, roleKeyMenus } from '../../db/schema';
import { caller, EXPIRED, FORBIDDEN, menuNames, orgSignIn } from '../organization/testing';

// The platform admin's menus administration and role-key binding (docs/api-access.md).
let t: TestApp;
let app: FastifyInstance;
let admin: ReturnType<typeof caller>;
const M = MENU_ADMIN_BASE;
const PERSON = '/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters';

beforeAll(async () => {
  t = await makeTestApp();
  app = t.app;
  admin = caller(app, await signIn(app, 'admin'));
});
afterAll(async () => {
  await t?.close();
});

const countMenus = async () => (await t.database.db.select({ id: menus.id }).from(menus)).length;

describe('menus administration', () => {
  it('401 signed out, 403 for a member and for an institution’s writes; nothing written', async () => {
    const before = await countMenus();
    const anon = caller(app, null);
    const member = caller(app, await signIn(app, 'demo_member'));
    const org = caller(app, await orgSignIn(app, 'demo_org'));
    const body = { scope: 'person', name: '越权菜单', menuType: 'C', path: '/x' };
    expect((await anon('GET', `${M}/list`)).body).toEqual(EXPIRED);
    expect((await anon('POST', M, body)).body).toEqual(EXPIRED);
    expect((await member('GET', `${M}/list`)).body).toEqual(FORBIDDEN);
    expect((await member('POST', M, body)).body).toEqual(FORBIDDEN);
    expect((await member('PUT', MENU_CALLS.bindRoleKeyMenus.path, { roleKey: 'foreMember', menuIds: [] })).body).toEqual(FORBIDDEN);
    expect((await org('POST', M, body)).body).toEqual(FORBIDDEN);
    expect((await org('DELETE', `${M}/1`)).body).toEqual(FORBIDDEN);
    expect((await org('PUT', MENU_CALLS.bindRoleKeyMenus.path, { roleKey: 'foreMember', menuIds: [] })).body).toEqual(FORBIDDEN);
    expect(await countMenus()).toBe(before);
    const staff = caller(app, await signIn(app, 'demo_staff'));
    const res = await staff('DELETE', `${M}/1`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it('lists both scopes, paged and filtered', async () => {
    const all = (await admin('GET', `${M}/list`, { pageSize: 100 })).body;
    expect(all.code).toBe(200);
    expect(all.total).toBe(await countMenus());
    const org = (await admin('GET', `${M}/list`, { scope: 'organization', pageSize: 100 })).body;
    expect(org.rows!.map((r: any) => r.name)).toEqual(expect.arrayContaining(['部门管理', '员工管理']));
    expect(org.rows!.every((r: any) => r.scope === 'organization')).toBe(true);
    expect((await admin('GET', `${M}/list`, { scope: 'everyone' })).body).toEqual({ code: 400, msg: '菜单范围不正确' });
  });

  it('creates, reads, updates and deletes a menu; bad input is a Chinese 400 and writes nothing', async () => {
    const before = await countMenus();
    const bad = [
      [{ scope: 'person', menuType: 'C' }, '请输入菜单名称'],
      [{ scope: 'team', name: '统计', menuType: 'C' }, '菜单范围只能是person（个人）或organization（机构）'],
      [{ scope: 'person', name: '统计', menuType: 'X' }, '菜单类型只能是M（目录）、C（菜单）或F（按钮）'],
      [{ scope: 'person', name: '统计', menuType: 'C', path: 'stats' }, '路由地址必须以/开头'],
      [{ scope: 'person', name: '统计', menuType: 'C', subject: 'Journal' }, '权限对象和权限操作需同时填写'],
      [{ scope: 'person', name: '统计', menuType: 'C', subject: 'Nothing', action: 'read' }, '权限对象不正确'],
      [{ scope: 'person', name: '统计', menuType: 'C', parentId: 999999 }, '请选择正确的上级菜单'],
    ] as const;
    for (const [body, msg] of bad) {
      const res = await admin('POST', M, body);
      expect(res.body, msg).toEqual({ code: 400, msg });
      expect(res.status).toBe(400);
    }
    expect(await countMenus()).toBe(before);

    const orgMenu = (await admin('GET', `${M}/list`, { scope: 'organization', pageSize: 1 })).body.rows![0];
    expect((await admin('POST', M, { scope: 'person', name: '统计', menuType: 'C', parentId: orgMenu.id })).body).toEqual({ code: 400, msg: '上级菜单必须是同一范围的目录或菜单' });

    const created = (await admin('POST', M, { scope: 'person', name: '阅读统计', menuType: 'C', path: '/usercenter/stats', subject: 'Content', action: 'read', sort: 9 })).body;
    expect(created).toMatchObject({ code: 200, msg: '新增菜单成功', data: { name: '阅读统计', scope: 'person', path: '/usercenter/stats', visible: true, sort: 9 } });
    const id = created.data.id as number;
    expect((await admin('GET', `${M}/${id}`)).body.data).toMatchObject({ id, subject: 'Content', action: 'read' });
    const updated = (await admin('PUT', M, { id, scope: 'person', name: '阅读报表', menuType: 'C', path: '/usercenter/report', visible: false })).body;
    expect(updated).toMatchObject({ code: 200, msg: '修改成功', data: { name: '阅读报表', subject: null, action: null, visible: false } });
    expect((await admin('PUT', M, { id, parentId: id, scope: 'person', name: '阅读报表', menuType: 'C' })).body).toEqual({ code: 400, msg: '上级菜单不能是自己或自己的下级' });

    // A child blocks deleting its parent.
    const child = (await admin('POST', M, { scope: 'person', name: '子菜单', menuType: 'F', parentId: id })).body.data;
    expect((await admin('DELETE', `${M}/${id}`)).body).toEqual({ code: 400, msg: '该菜单下还有子菜单，不能删除' });
    expect((await admin('DELETE', `${M}/${child.id}`)).body).toEqual({ code: 200, msg: '删除成功' });
    expect((await admin('DELETE', `${M}/${id}`)).body).toEqual({ code: 200, msg: '删除成功' });
    expect((await admin('GET', `${M}/${id}`)).body).toEqual({ code: 404, msg: '菜单不存在' });
    expect((await admin('DELETE', `${M}/abc`)).body).toEqual({ code: 400, msg: '菜单编号不正确' });
    expect(await countMenus()).toBe(before);
  });

  it('deleting a bound menu removes its bindings in the same transaction', async () => {
    const db = t.database.db;
    const { id } = (await admin('POST', M, { scope: 'organization', name: '临时机构菜单', menuType: 'C', path: '/org/tmp' })).body.data;
    const orgRole = (await caller(app, await orgSignIn(app, 'demo_org'))('GET', '/uc_m/wkapi/v1/wenku_party/organization/role/list')).body.rows![0];
    await db.insert(orgRoleMenus).values({ orgRoleId: orgRole.id, menuId: id });
    expect((await admin('DELETE', `${M}/${id}`)).body.code).toBe(200);
    expect(await db.select().from(orgRoleMenus).where(eq(orgRoleMenus.menuId, id))).toEqual([]);
  });
});

describe('binding person menus to a role key', () => {
  it('replaces the role key’s menus: getRouters of that role follows', async () => {
    const tree = (await admin('GET', MENU_CALLS.adminTree.path, { scope: 'person' })).body.data;
    const names = menuNames(tree);
    expect(names).toEqual(expect.arrayContaining(['角色申请', '我的作品', '期刊管理', '期刊出版', '系统']));
    const ids = new Map<string, number>();
    const walk = (nodes: any[]) => nodes.forEach((n) => (ids.set(n.name, n.id), walk(n.children)));
    walk(tree);

    const before = (await admin('GET', MENU_CALLS.roleKeyMenus.path, { roleKey: 'foreWriter' })).body.data;
    expect(before.menuIds).toEqual([ids.get('角色申请'), ids.get('我的作品'), ids.get('作家信息'), ids.get('我的作家视频')].sort((a, b) => a! - b!));

    const saved = (await admin('PUT', MENU_CALLS.bindRoleKeyMenus.path, { roleKey: 'foreWriter', menuIds: [ids.get('我的作品')] })).body;
    expect(saved).toEqual({ code: 200, msg: '菜单权限已保存', data: { roleKey: 'foreWriter', menuIds: [ids.get('我的作品')] } });
    const rows = await t.database.db.select().from(roleKeyMenus).where(eq(roleKeyMenus.roleKey, 'foreWriter'));
    expect(rows.map((r) => r.menuId)).toEqual([ids.get('我的作品')]);
    const writer = caller(app, await signIn(app, 'demo_writer'));
    const roles = (await writer('GET', '/auth/wkapi/v1/platform/roleList')).body.data as Array<{ partyRoleId: number; partyRoleKey: string }>;
    const roleId = roles.find((r) => r.partyRoleKey === 'foreWriter')!.partyRoleId;
    expect(menuNames((await writer('GET', `${PERSON}/${roleId}`)).body.data)).toEqual(['我的作品']);

    // Bad input: nothing replaced.
    const orgMenu = (await admin('GET', `${M}/list`, { scope: 'organization', pageSize: 1 })).body.rows![0];
    expect((await admin('PUT', MENU_CALLS.bindRoleKeyMenus.path, { roleKey: 'foreWriter', menuIds: [orgMenu.id] })).body).toEqual({ code: 400, msg: '请选择正确的个人菜单' });
    expect((await admin('PUT', MENU_CALLS.bindRoleKeyMenus.path, { roleKey: 'nobody', menuIds: [] })).body).toEqual({ code: 400, msg: '角色标识不正确' });
    expect((await admin('PUT', MENU_CALLS.bindRoleKeyMenus.path, { roleKey: 'foreWriter' })).body).toEqual({ code: 400, msg: '请选择菜单' });
    const after = await t.database.db.select().from(roleKeyMenus).where(and(eq(roleKeyMenus.roleKey, 'foreWriter')));
    expect(after.map((r) => r.menuId)).toEqual([ids.get('我的作品')]);
  });
});
