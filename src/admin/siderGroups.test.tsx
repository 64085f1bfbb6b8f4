import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineAbilityFor } from '../access/ability';
import type { MenuNode } from '../access/menuCalls';
import { holderMenus, platformMenuTree } from '../../server/db/seed/adminMenus';
import { PERSON_MENUS, type MenuSeed } from '../../server/db/seed/access';

// Issue 32 item 4 / issue 35 item 1: the platform admin's sider is the seven groups, with icons,
// folded but for the group of the screen shown; a short sider keeps its directories open.
const ability = { current: defineAbilityFor(null) };
vi.mock('../providers/ability', () => ({ useLiveAbility: () => ability.current }));
vi.mock('../session/useSession', () => ({ useSession: () => ({ userInfo: { user: { partyId: 1 } } }) }));
const { accessStore } = await import('../providers/access');
const { AdminSider } = await import('./AdminSider');

afterEach(cleanup);

/** The seeded menus as getRouters answers them (ids in order, sort by place). */
function asRouters(seeds: readonly MenuSeed[]): MenuNode[] {
  let id = 0;
  const node = (m: MenuSeed, i: number, parentId: number | null): MenuNode => {
    const own = ++id;
    return { id: own, parentId, name: m.name, path: m.path, icon: m.icon ?? null, menuType: m.menuType, perms: m.perms ?? null, subject: m.subject ?? null, action: m.action ?? null, scope: 'person', sort: i + 1, children: (m.children ?? []).map((c, j) => node(c, j, own)) };
  };
  return seeds.map((m, i) => node(m, i, null));
}

function renderSider(roleKey: string, menus: readonly MenuSeed[], at: string) {
  ability.current = defineAbilityFor({ memberId: 1, partyId: 1, orgPartyId: null, managedJournalIds: [], studioIds: [], roles: [{ partyRoleKey: roleKey, activated: true }] });
  accessStore.setExtras({ personMenus: asRouters(menus), orgMenus: [], orgRoles: [] });
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminSider />
    </MemoryRouter>,
  );
  return screen.getByTestId('admin-sider');
}

const groupTitles = (sider: HTMLElement) => [...sider.querySelectorAll('.ant-menu-submenu-title')].map((t) => t.textContent);
const openGroups = (sider: HTMLElement) => [...sider.querySelectorAll('.ant-menu-submenu-open > .ant-menu-submenu-title')].map((t) => t.textContent);

describe('the platform admin’s sider', () => {
  it('shows the seven groups with their icons, the group of the screen shown open and the others folded', async () => {
    const sider = renderSider('foreWebAdmin', platformMenuTree(), '/admin/books/edit/3');
    expect(groupTitles(sider)).toEqual(['期刊出版', '图书与古籍', '教育文化', '创作与版权', '商城与订单', '机构与用户', '系统']);
    // Each group draws its declared icon, not the folder fallback.
    expect(sider.querySelectorAll('.ant-menu-submenu-title .anticon-folder')).toHaveLength(0);
    expect(sider.querySelector('.ant-menu-submenu-title .anticon-bulb')).not.toBeNull();
    await waitFor(() => expect(openGroups(sider)).toEqual(['图书与古籍']));
    expect(within(sider).getByText('图书管理').closest('.ant-menu-item-selected')).not.toBeNull();
    expect(within(sider).queryByText('订单管理')).toBeNull();
    // A folded group opens on a click, and the open one stays open.
    fireEvent.click(within(sider).getByText('商城与订单'));
    await waitFor(() => expect(openGroups(sider)).toEqual(['图书与古籍', '商城与订单']));
    expect(within(sider).getByText('对账')).toBeTruthy();
  });
});

describe('a role holder’s short sider', () => {
  it('a journal editor’s 期刊管理 directory starts open', async () => {
    const sider = renderSider('foreJoumalAdmin', PERSON_MENUS.filter((m) => m.key === 'magazine'), '/admin');
    await waitFor(() => expect(openGroups(sider)).toEqual(['期刊管理']));
    // Its screens name no icon of their own: each draws the one its resource declares, not the page fallback.
    const article = within(sider).getByText('文章管理').closest('.ant-menu-item')!;
    expect(article.querySelector('.anticon-file-text')).not.toBeNull();
    expect(sider.querySelectorAll('.ant-menu-item .anticon-file')).toHaveLength(0);
  });

  it('a headmaster sees their own screens, derived from the declarations, at the top level', () => {
    const sider = renderSider('foreHeadmaster', holderMenus().filter((m) => m.roleKeys?.includes('foreHeadmaster')), '/admin');
    expect([...sider.querySelectorAll('.ant-menu-item')].map((i) => i.textContent)).toEqual(['工作台', '校长资料', '我的校长履历', '我的校长视频', '我的校长图文']);
  });
});
