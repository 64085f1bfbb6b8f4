import { describe, expect, it } from 'vitest';
import { resourceList } from '../../../src/resources';
import { MENU_GROUPS } from '../../../src/resources/menuGroups';
import { ORGANIZATION_MENUS, PERSON_MENUS, type MenuSeed } from './access';
import { holderMenus, platformMenuTree } from './adminMenus';

// Issue 32 item 4: the admin menus are derived from the declarations; nothing managed is left without one.
const flatten = (seeds: readonly MenuSeed[]): MenuSeed[] => seeds.flatMap((m) => [m, ...flatten(m.children ?? [])]);
const managed = resourceList.filter(({ calls: c }) => c.create || c.update || c.remove || c.publish || c.manageList);

describe('admin menus derived from the resource declarations', () => {
  it('every managed resource declares its menu, but the institution’s own screens (organization menus)', () => {
    const orgSubjects = new Set(ORGANIZATION_MENUS.map((m) => m.subject));
    const without = managed.filter((r) => !r.menu);
    expect(without.map((r) => r.name).sort()).toEqual(['bankAccounts', 'depts', 'orgRoles', 'staff']);
    for (const r of without) expect(orgSubjects.has(r.subject), `${r.name} declares no menu`).toBe(true);
  });

  it('the platform admin’s seeded menus are the seven groups holding exactly the declared screens', () => {
    const tree = platformMenuTree();
    expect(tree.map((g) => g.name)).toEqual(Object.values(MENU_GROUPS).map((g) => g.label));
    const paths = tree.flatMap((g) => g.children!.map((c) => c.path));
    for (const r of resourceList.filter((x) => x.menu)) expect(paths, r.name).toContain(`/admin/${r.name}`);
    expect(new Set(paths).size).toBe(paths.length);
    // They are what the seed declares (access.ts spreads them), bound to the platform admin through their group.
    const seeded = flatten(PERSON_MENUS);
    for (const g of tree) expect(seeded.find((m) => m.key === g.key)).toMatchObject({ roleKeys: ['foreWebAdmin'], menuType: 'M' });
  });

  it('a declaration added to a group gets its menu there, named from its label, with its grant', () => {
    const extra = { ...resourceList.find((r) => r.name === 'yearbooks')!, name: 'gazettes', label: '公报', subject: undefined, menu: { group: 'library' as const, icon: 'BookOutlined', order: 1 } };
    const library = platformMenuTree([...resourceList, extra]).find((g) => g.key === 'group:library')!;
    expect(library.children![0]).toMatchObject({ key: 'admin:gazettes', name: '公报管理', path: '/admin/gazettes', subject: 'Content', action: 'manage', perms: 'platform:gazettes' });
  });

  it('a role holder’s own screens come from the policy’s owner rules: read only, one menu a screen', () => {
    const own = holderMenus();
    expect(own.every((m) => m.action === 'read' && m.roleKeys!.length > 0)).toBe(true);
    const photographer = own.filter((m) => m.roleKeys!.includes('forePhotographer')).map((m) => m.name);
    expect(photographer).toEqual(['我的摄影作品', '我的摄影课堂', '我的课程章节', '我的课程视频']);
    expect(own.filter((m) => m.roleKeys!.includes('forePublisher')).map((m) => m.name)).toEqual(['出版社资料', '我的图书']);
    // 作品审核's subject (Works) is every author's own, but no declaration of a screen on it is an owner's: no holder menu.
    expect(own.map((m) => m.path)).not.toContain('/admin/worksReview');
  });
});
