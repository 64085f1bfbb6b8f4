import { createElement, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Empty, Input, Layout, Menu, Tooltip, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useSession } from '../session/useSession';
import { menuIcon } from './menuIcons';
import { resourcesByName } from '../resources';
import { useSiderCollapsed } from './siderCollapse';
import { accessStore } from '../providers/access';
import { useLiveAbility } from '../providers/ability';
import { filterSiderItems, menusToSiderItems, siderRoutes, siderScreenCount, type SiderItem } from '../ui/menuItems';

/** An item's key in antd's Menu: its route, or for a directory its menu key. */
const menuKey = (i: SiderItem) => i.to ?? i.key;

/** The icon the resource a screen shows declares (`menu.icon`): for a menu that names none (a studio manager's 工作室资讯). */
const declaredIcon = (route: string | undefined) => (route ? resourcesByName[route.split('/')[2] ?? '']?.menu?.icon : undefined);

/** antd Menu items, each with the icon its menu declares (菜单管理 `icon`), else its screen's resource's, else its type's. */
function toAntd(items: SiderItem[]): { key: string; label: string; icon: React.ReactNode; children?: ReturnType<typeof toAntd> }[] {
  return items.map((i) => ({
    key: menuKey(i),
    label: i.label,
    icon: createElement(menuIcon(i.icon || declaredIcon(i.to), Boolean(i.children) && !i.to)),
    children: i.children ? toAntd(i.children) : undefined,
  }));
}

/** 工作台, the first entry of every sider that has admin screens: the landing at /admin (issue 35). */
export const WORKBENCH_ITEM: SiderItem = { key: 'workbench', label: '工作台', icon: 'DashboardOutlined', to: '/admin' };
export const withWorkbench = (items: SiderItem[]): SiderItem[] => (items.length ? [WORKBENCH_ITEM, ...items] : items);

/** The sider's widths: open, and folded to its icons. */
const SIDER_PX = 220;
const FOLDED_PX = 64;

/** The sider: the member's menus (getRouters for the active role; organization menus for institutions and staff), filtered by the ability. */
export function useSiderItems(): SiderItem[] {
  const ability = useLiveAbility();
  const { personMenus, orgMenus } = accessStore.menus;
  return [...menusToSiderItems(orgMenus, ability), ...menusToSiderItems(personMenus, ability)].filter((i) => i.to?.startsWith('/admin') || i.children?.some((c) => c.to?.startsWith('/admin')));
}

/** The screen a path belongs to: `/admin/staff/edit/3` → `/admin/staff`. */
export const screenOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

/** Directory keys at every depth (a search opens them all, so each match is in sight). */
const directoryKeys = (items: readonly SiderItem[]): string[] => items.flatMap((i) => (i.children ? [menuKey(i), ...directoryKeys(i.children)] : []));

/** The directories above the screen at `route`, outermost first (none when no item opens it). */
function directoriesAbove(items: readonly SiderItem[], route: string): string[] {
  for (const i of items) {
    if (!i.children) continue;
    if (i.children.some((c) => c.to === route)) return [menuKey(i)];
    const below = directoriesAbove(i.children, route);
    if (below.length) return [menuKey(i), ...below];
  }
  return [];
}

/** Past this many screens the sider gets a search box (the platform admin has some eighty). */
const SEARCH_FROM = 12;

/** The sider for Refine's ThemedLayout: the member's menus instead of the resource list. */
export function AdminSider() {
  const items = withWorkbench(useSiderItems());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const partyId = useSession().userInfo?.user?.partyId;
  const [collapsed, setCollapsed] = useSiderCollapsed(partyId);
  const [search, setSearch] = useState('');
  // A short sider (an editor's 期刊管理, a studio manager's 工作室管理) starts with its directories
  // open: every screen in sight. A long one (the platform admin's seven groups) starts folded but for
  // the group of the screen shown, like ruoyi-vue-pro's; either way the user may open and fold.
  const long = siderScreenCount(items) > SEARCH_FROM;
  const [closed, setClosed] = useState<string[]>([]);
  // Directories opened beyond those: nested ones (and in a long sider every one), the one holding the screen shown first.
  const [opened, setOpened] = useState<string[]>([]);
  const screen = screenOf(pathname);
  const above = directoriesAbove(items, screen).join(',');
  useEffect(() => {
    if (above) setOpened((was) => [...new Set([...was, ...above.split(',')])]);
  }, [above]);
  const searching = search.trim().length > 0;
  const shown = searching ? filterSiderItems(items, search) : items;
  const dirs = long ? [] : items.filter((i) => i.children && !i.to).map(menuKey);
  const openKeys = searching ? directoryKeys(shown) : [...dirs.filter((k) => !closed.includes(k)), ...opened.filter((k) => !dirs.includes(k))];
  const toggle = (
    <Tooltip title={collapsed ? '展开菜单' : '收起菜单'} placement="right">
      <Button
        type="text"
        size="small"
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
        data-testid="admin-sider-toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => setCollapsed(!collapsed)}
      />
    </Tooltip>
  );
  return (
    // Fixed: the sider stays in view while the page scrolls, and scrolls on its own when taller than the window.
    <Layout.Sider
      width={SIDER_PX}
      collapsedWidth={FOLDED_PX}
      collapsible
      collapsed={collapsed}
      trigger={null}
      theme="light"
      data-testid="admin-sider"
      data-collapsed={collapsed ? 'true' : 'false'}
      style={{ borderInlineEnd: '1px solid #f0f0f0', position: 'sticky', top: 0, height: '100vh', overflowY: 'auto', overflowX: 'hidden' }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', padding: collapsed ? '16px 0' : '16px 12px 16px 20px' }}>
        {!collapsed && (
          <Typography.Title level={5} style={{ margin: 0, lineHeight: '24px' }}>
            文库管理后台
          </Typography.Title>
        )}
        {toggle}
      </div>
      {!collapsed && siderScreenCount(items) > SEARCH_FROM && (
        <div style={{ padding: '0 16px 8px' }}>
          <Input.Search
            allowClear
            size="small"
            placeholder="搜索菜单"
            aria-label="搜索菜单"
            data-testid="admin-sider-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            // Enter opens the first screen found (the input is controlled: `shown` is its matches).
            onSearch={() => {
              const first = searching ? siderRoutes(shown)[0] : undefined;
              if (first) navigate(first);
            }}
          />
        </div>
      )}
      {searching && shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的菜单" />
      ) : (
        <Menu
          style={{ borderInlineEnd: 'none' }}
          mode="inline"
          selectedKeys={[screen]}
          // Folded, antd opens a directory as a pop-up on hover: it keeps its own open state then.
          {...(collapsed
            ? {}
            : {
                openKeys,
                onOpenChange: (open: string[]) => {
                  if (searching) return;
                  setClosed(dirs.filter((k) => !open.includes(k)));
                  setOpened(open.filter((k) => !dirs.includes(k)));
                },
              })}
          items={toAntd(shown)}
          onClick={({ key }) => key.startsWith('/') && navigate(key)}
        />
      )}
    </Layout.Sider>
  );
}
