import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from '../access/ability';
import type { MenuNode } from '../resources/menus';
import { filterSiderItems, menusToSiderItems, siderRoutes, siderScreenCount } from './menuItems';

const node = (id: number, name: string, path: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: null,
  name,
  path,
  icon: null,
  menuType: 'C',
  perms: null,
  subject: null,
  action: null,
  scope: 'organization',
  sort: id,
  children: [],
  ...extra,
});

const orgMenus = [
  node(2, '员工管理', '/org/staff', { subject: 'Staff', action: 'manage' }),
  node(1, '部门管理', '/org/dept', { subject: 'Dept', action: 'manage' }),
  node(3, '银行账户', '/org/bank', { subject: 'BankAccount', action: 'manage' }),
  node(4, '删除按钮', '', { menuType: 'F', subject: 'Staff', action: 'delete' }),
];

describe('menusToSiderItems', () => {
  it('a staff member sees only the menus their ability allows, sorted, without buttons', () => {
    const staff = defineAbilityFor({
      memberId: 5,
      partyId: 6,
      orgPartyId: 30,
      roles: [{ partyRoleKey: 'foreMember', activated: true }],
      menus: [
        { subject: 'Dept', action: 'manage', scope: 'organization' },
        { subject: 'Staff', action: 'manage', scope: 'organization' },
      ],
    });
    const items = menusToSiderItems(orgMenus, staff);
    expect(items.map((i) => i.label)).toEqual(['部门管理', '员工管理']);
    expect(siderRoutes(items)).toEqual(['/admin/depts', '/admin/staff']);
  });

  it('the institution account sees every organization menu; a plain member none', () => {
    const org = defineAbilityFor({ memberId: 1, partyId: 30, orgPartyId: 30, roles: [{ partyRoleKey: '', activated: true }] });
    expect(menusToSiderItems(orgMenus, org).map((i) => i.label)).toEqual(['部门管理', '员工管理', '银行账户']);
    const member = defineAbilityFor({ memberId: 1, partyId: 2, roles: [{ partyRoleKey: 'foreMember', activated: true }] });
    expect(menusToSiderItems(orgMenus, member)).toEqual([]);
  });

  it('a directory shows only with a visible child; menus without a subject always show', () => {
    const member = defineAbilityFor({ memberId: 1, partyId: 2, roles: [{ partyRoleKey: 'foreMember', activated: true }] });
    const dir = node(10, '期刊管理', '/usercenter/magazine', {
      menuType: 'M',
      children: [node(11, '期次管理', '/usercenter/magazine/periods', { subject: 'Period', action: 'update' })],
    });
    const open = node(12, '角色申请', '/usercenter/roleApply', { scope: 'person' });
    expect(menusToSiderItems([dir, open], member).map((i) => i.label)).toEqual(['角色申请']);
  });
});

describe('filterSiderItems (the sider search)', () => {
  const items = [
    { key: 'm1', label: '平台管理', children: [
      { key: 'm2', label: '订单管理', to: '/admin/adminOrders' },
      { key: 'm3', label: '图书管理', to: '/admin/books' },
      { key: 'm4', label: '教师工作室', children: [
        { key: 'm5', label: '工作室列表', to: '/admin/studios' },
        { key: 'm6', label: '工作室资讯', to: '/admin/studioInfos' },
      ] },
    ] },
    { key: 'm7', label: '期刊管理', to: '/admin/managedJournals' },
  ];

  it('keeps the matching screens with the directories above them, and drops directories left empty', () => {
    expect(filterSiderItems(items, '资讯')).toEqual([
      { key: 'm1', label: '平台管理', children: [{ key: 'm4', label: '教师工作室', children: [{ key: 'm6', label: '工作室资讯', to: '/admin/studioInfos' }] }] },
    ]);
    expect(siderRoutes(filterSiderItems(items, '管理'))).toEqual(['/admin/adminOrders', '/admin/books', '/admin/studios', '/admin/studioInfos', '/admin/managedJournals']);
  });

  it('a matching directory keeps every child; blank text keeps everything; no match leaves nothing', () => {
    expect(siderRoutes(filterSiderItems(items, ' 教师工作室 '))).toEqual(['/admin/studios', '/admin/studioInfos']);
    expect(filterSiderItems(items, '  ')).toEqual(items);
    expect(filterSiderItems(items, '不存在的菜单')).toEqual([]);
  });

  it('counts screens, not directories', () => {
    expect(siderScreenCount(items)).toBe(5);
  });
});
