import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { authed, signIn } from '../../../tests/helpers/auth';
import { menus, menuSeedKeys, orgRoleMenus, roleKeyMenus } from '../schema';
import { ORGANIZATION_MENUS, PERSON_MENUS, type MenuSeed } from './access';
import { syncSeededMenus } from './menuSync';

// Menus declared after a database was seeded reach it at start-up (server/main.ts runs
// syncSeededMenus after seedIfEmpty), once, without touching what the admin changed.
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const flatten = (seeds: readonly MenuSeed[]): MenuSeed[] => seeds.flatMap((m) => [m, ...flatten(m.children ?? [])]);
const DECLARED = flatten(PERSON_MENUS).length + flatten(ORGANIZATION_MENUS).length;

const menuByPerms = async (perms: string) => t.database.db.select().from(menus).where(eq(menus.perms, perms));

/** Deletes a menu the way an older release's database lacks it: the row and its bindings. */
async function removeMenu(perms: string) {
  const db = t.database.db;
  for (const row of await menuByPerms(perms)) {
    await db.delete(roleKeyMenus).where(eq(roleKeyMenus.menuId, row.id));
    await db.delete(orgRoleMenus).where(eq(orgRoleMenus.menuId, row.id));
    await db.delete(menus).where(eq(menus.id, row.id));
  }
}

const adminMenuNames = async () => {
  const token = await signIn(t.app, 'admin');
  const roles = (await t.app.inject({ method: 'GET', url: '/api/auth/wkapi/v1/platform/roleList', headers: authed(token) })).json().data as Array<{ partyRoleId: number; partyRoleKey: string }>;
  const roleId = roles.find((r) => r.partyRoleKey === 'foreWebAdmin')!.partyRoleId;
  const tree = (await t.app.inject({ method: 'GET', url: `/api/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/${roleId}`, headers: authed(token) })).json().data as Array<{ children: Array<{ name: string }> }>;
  return tree[0].children.map((c) => c.name);
};

describe('the start-up menu sync', () => {
  it('a fresh database records every declared menu; running again adds nothing', async () => {
    expect(await t.database.db.$count(menuSeedKeys)).toBe(DECLARED);
    const again = await syncSeededMenus(t.database.db);
    expect(again.added).toEqual([]);
    expect(again.adopted).toEqual([]);
    expect(await t.database.db.$count(menus)).toBe(DECLARED);
  });

  it('a database from an older release (no menu records, 对账 and 使用统计 missing) gets those menus once, bound, and keeps the admin’s rename', async () => {
    const db = t.database.db;
    // The older release: no record table rows, two menus it did not have yet, a menu the admin renamed.
    await db.delete(menuSeedKeys);
    await removeMenu('platform:order:reconcile');
    await removeMenu('org:usage');
    const [orders] = await menuByPerms('platform:order');
    await db.update(menus).set({ name: '全部订单' }).where(eq(menus.id, orders.id));
    const before = await db.$count(menus);
    expect(await adminMenuNames()).not.toContain('对账');

    const [first, second] = await Promise.all([syncSeededMenus(db), syncSeededMenus(db)]);
    expect([...first.added, ...second.added].sort()).toEqual(['orgUsage', 'reconcile']);
    expect(await db.$count(menus)).toBe(before + 2);

    const [reconcile] = await menuByPerms('platform:order:reconcile');
    const [platform] = await menuByPerms('platform:manage');
    expect(reconcile).toMatchObject({ name: '对账', path: '/admin/reconcile', parentId: platform.id, scope: 'person', subject: 'Order', action: 'manage' });
    expect(await db.select({ roleKey: roleKeyMenus.roleKey }).from(roleKeyMenus).where(eq(roleKeyMenus.menuId, reconcile.id))).toEqual([{ roleKey: 'foreWebAdmin' }]);
    const [usage] = await menuByPerms('org:usage');
    expect(usage).toMatchObject({ name: '使用统计', scope: 'organization', parentId: null, subject: 'Organization', action: 'read' });

    // The admin's rename stands; the menu is the same row, not a second 订单管理.
    expect(await menuByPerms('platform:order')).toEqual([expect.objectContaining({ id: orders.id, name: '全部订单' })]);
    const names = await adminMenuNames();
    expect(names.filter((n) => n === '对账')).toHaveLength(1);
    expect(names).toContain('全部订单');
    expect(names).not.toContain('订单管理');
    expect(await db.$count(menuSeedKeys)).toBe(DECLARED);
  });

  it('a seeded menu the admin deleted does not come back at the next start', async () => {
    const db = t.database.db;
    await removeMenu('platform:order:reconcile');
    const result = await syncSeededMenus(db);
    expect(result.added).toEqual([]);
    expect(await menuByPerms('platform:order:reconcile')).toEqual([]);
    const [record] = await db.select().from(menuSeedKeys).where(and(eq(menuSeedKeys.scope, 'person'), eq(menuSeedKeys.key, 'reconcile')));
    expect(record.menuId).not.toBeNull();
  });

  it('a new child of a directory the admin deleted is recorded, not dropped at the top level', async () => {
    const db = t.database.db;
    // 我的工作室 and its child as a release that had neither would see them, after the admin deleted the directory.
    const [dir] = await menuByPerms('person:studioMember');
    const [child] = await menuByPerms('studioMember:data');
    await removeMenu('studioMember:data');
    await removeMenu('person:studioMember');
    await db.delete(menuSeedKeys).where(and(eq(menuSeedKeys.scope, 'person'), inArray(menuSeedKeys.key, ['studioMemberData'])));
    expect(dir && child).toBeTruthy();
    const result = await syncSeededMenus(db);
    expect(result.added).toEqual([]);
    expect(await menuByPerms('studioMember:data')).toEqual([]);
    const [record] = await db.select().from(menuSeedKeys).where(and(eq(menuSeedKeys.scope, 'person'), eq(menuSeedKeys.key, 'studioMemberData')));
    expect(record.menuId).toBeNull();
  });
});
