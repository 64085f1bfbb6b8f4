import { and, eq, inArray, like, sql } from 'drizzle-orm';
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
  const tree = (await t.app.inject({ method: 'GET', url: `/api/uc_p/wkapi/v1/wenku_menu/fore/end/getRouters/${roleId}`, headers: authed(token) })).json().data as Array<{ children?: Array<{ name: string }> }>;
  return tree.flatMap((g) => (g.children ?? []).map((c) => c.name));
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
    await removeMenu('platform:reconcile');
    await removeMenu('org:usage');
    const [orders] = await menuByPerms('platform:adminOrders');
    await db.update(menus).set({ name: '全部订单' }).where(eq(menus.id, orders.id));
    const before = await db.$count(menus);
    expect(await adminMenuNames()).not.toContain('对账');

    const [first, second] = await Promise.all([syncSeededMenus(db), syncSeededMenus(db)]);
    expect([...first.added, ...second.added].sort()).toEqual(['admin:reconcile', 'orgUsage']);
    expect(await db.$count(menus)).toBe(before + 2);

    const [reconcile] = await menuByPerms('platform:reconcile');
    const [commerce] = await menuByPerms('platform:group:commerce');
    expect(reconcile).toMatchObject({ name: '对账', path: '/admin/reconcile', parentId: commerce.id, scope: 'person', subject: 'Order', action: 'manage' });
    expect(await db.select({ roleKey: roleKeyMenus.roleKey }).from(roleKeyMenus).where(eq(roleKeyMenus.menuId, reconcile.id))).toEqual([{ roleKey: 'foreWebAdmin' }]);
    const [usage] = await menuByPerms('org:usage');
    expect(usage).toMatchObject({ name: '使用统计', scope: 'organization', parentId: null, subject: 'Organization', action: 'read' });

    // The admin's rename stands; the menu is the same row, not a second 订单管理.
    expect(await menuByPerms('platform:adminOrders')).toEqual([expect.objectContaining({ id: orders.id, name: '全部订单' })]);
    const names = await adminMenuNames();
    expect(names.filter((n) => n === '对账')).toHaveLength(1);
    expect(names).toContain('全部订单');
    expect(names).not.toContain('订单管理');
    expect(await db.$count(menuSeedKeys)).toBe(DECLARED);
  });

  it('a seeded menu the admin deleted does not come back at the next start', async () => {
    const db = t.database.db;
    await removeMenu('platform:reconcile');
    const result = await syncSeededMenus(db);
    expect(result.added).toEqual([]);
    expect(await menuByPerms('platform:reconcile')).toEqual([]);
    const [record] = await db.select().from(menuSeedKeys).where(and(eq(menuSeedKeys.scope, 'person'), eq(menuSeedKeys.key, 'admin:reconcile')));
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

  it('a database seeded with the flat 平台管理 gets the seven groups once: screens still there move into their group, the admin’s renames, moves and own menus stay', async () => {
    const db = t.database.db;
    // The layout before the groups: one 平台管理 directory bound to the platform admin holding every
    // screen, recorded under keys no longer declared; no group directories.
    const groupRecords = await db.select().from(menuSeedKeys).where(and(eq(menuSeedKeys.scope, 'person'), like(menuSeedKeys.key, 'group:%')));
    const groupIds = groupRecords.map((r) => r.menuId!);
    const [platform] = await db.insert(menus).values({ scope: 'person', name: '平台管理', path: '/admin', menuType: 'M', perms: 'platform:manage', sort: 9 }).returning();
    await db.insert(roleKeyMenus).values({ roleKey: 'foreWebAdmin', menuId: platform.id });
    await db.update(menus).set({ parentId: platform.id }).where(inArray(menus.parentId, groupIds));
    await db.delete(roleKeyMenus).where(inArray(roleKeyMenus.menuId, groupIds));
    await db.delete(menus).where(inArray(menus.id, groupIds));
    await db.delete(menuSeedKeys).where(and(eq(menuSeedKeys.scope, 'person'), like(menuSeedKeys.key, 'group:%')));
    await db.update(menuSeedKeys).set({ key: sql`'flat-' || substr(${menuSeedKeys.key}, 7)` }).where(and(eq(menuSeedKeys.scope, 'person'), like(menuSeedKeys.key, 'admin:%')));
    await db.insert(menuSeedKeys).values({ scope: 'person', key: 'platform', menuId: platform.id });
    // What the admin did under that layout: renamed 图书管理, moved 法律法规管理 to the top, added a screen of their own.
    const [books] = await menuByPerms('platform:books');
    await db.update(menus).set({ name: '全部图书' }).where(eq(menus.id, books.id));
    const [laws] = await menuByPerms('platform:laws');
    await db.update(menus).set({ parentId: null }).where(eq(menus.id, laws.id));
    const [own] = await db.insert(menus).values({ scope: 'person', parentId: platform.id, name: '统计报表', path: '/admin/stats', menuType: 'C', sort: 99 }).returning();
    await db.insert(roleKeyMenus).values({ roleKey: 'foreWebAdmin', menuId: own.id });

    const result = await syncSeededMenus(db);
    const groups = PERSON_MENUS.filter((m) => m.key.startsWith('group:'));
    expect(groups.map((g) => g.name)).toEqual(['期刊出版', '图书与古籍', '教育文化', '创作与版权', '商城与订单', '机构与用户', '系统']);
    expect(result.added.filter((k) => k.startsWith('group:')).sort()).toEqual(groups.map((g) => g.key).sort());
    const screens = groups.flatMap((g) => g.children!.map((c) => c.key));
    // Every screen still in the database is adopted (对账 was deleted by an earlier test: it comes back, once).
    expect(result.adopted.sort()).toEqual(screens.filter((k) => k !== 'admin:reconcile').sort());

    const [library] = await menuByPerms('platform:group:library');
    expect(await menuByPerms('platform:books')).toEqual([expect.objectContaining({ id: books.id, name: '全部图书', parentId: library.id })]);
    expect((await menuByPerms('platform:laws'))[0].parentId).toBeNull();
    expect((await db.select().from(menus).where(eq(menus.id, own.id)))[0].parentId).toBe(platform.id);
    // Nothing but the admin's own screen is left in 平台管理; the platform admin's sider holds every screen once.
    expect((await db.select({ id: menus.id }).from(menus).where(eq(menus.parentId, platform.id))).map((r) => r.id)).toEqual([own.id]);
    const names = await adminMenuNames();
    expect(names.filter((n) => n === '全部图书')).toHaveLength(1);
    expect(names).toContain('统计报表');
    expect(names).not.toContain('图书管理');

    const again = await syncSeededMenus(db);
    expect(again.added).toEqual([]);
    expect(again.adopted).toEqual([]);
  });
});
