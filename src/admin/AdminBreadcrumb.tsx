import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { resourcesByName } from '../resources';
import { screenOf, useSiderItems, withWorkbench } from './AdminSider';
import type { SiderItem } from '../ui/menuItems';

/** The trail of sider entries leading to a route (directory → menu). */
export function trailTo(items: readonly SiderItem[], route: string): SiderItem[] {
  for (const item of items) {
    if (item.to === route) return [item];
    const below = trailTo(item.children ?? [], route);
    if (below.length) return [item, ...below];
  }
  return [];
}

const ACTION_LABEL: Record<string, string> = { create: '新增', edit: '编辑', show: '详情', menus: '分配菜单' };

/** 首页-less breadcrumbs: the sider's directory and menu, then the action of a sub-screen. */
export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  // 工作台 (/admin) is a sider entry too: its crumb says so.
  const items = withWorkbench(useSiderItems());
  const screen = screenOf(pathname);
  const trail = trailTo(items, screen);
  const fallback = resourcesByName[screen.split('/')[2] ?? '']?.label;
  const action = ACTION_LABEL[pathname.split('/')[3] ?? ''];
  const crumbs = [
    ...(trail.length ? trail.map((t) => ({ title: t.to && action ? <Link to={t.to}>{t.label}</Link> : t.label })) : fallback ? [{ title: fallback }] : []),
    ...(action ? [{ title: action }] : []),
  ];
  return <Breadcrumb data-testid="admin-breadcrumb" items={[{ title: '管理后台' }, ...crumbs]} />;
}
