import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Layout, Menu, Typography } from 'antd';
import { accessStore } from '../providers/access';
import { useLiveAbility } from '../providers/ability';
import { menusToSiderItems, type SiderItem } from '../ui/menuItems';

function toAntd(items: SiderItem[]): { key: string; label: string; children?: ReturnType<typeof toAntd> }[] {
  return items.map((i) => ({ key: i.to ?? i.key, label: i.label, children: i.children ? toAntd(i.children) : undefined }));
}

/** The sider: the member's menus (getRouters for the active role; organization menus for institutions and staff), filtered by the ability. */
export function useSiderItems(): SiderItem[] {
  const ability = useLiveAbility();
  const { personMenus, orgMenus } = accessStore.menus;
  return [...menusToSiderItems(orgMenus, ability), ...menusToSiderItems(personMenus, ability)].filter((i) => i.to?.startsWith('/admin') || i.children?.some((c) => c.to?.startsWith('/admin')));
}

/** The screen a path belongs to: `/admin/staff/edit/3` → `/admin/staff`. */
export const screenOf = (pathname: string) => pathname.split('/').slice(0, 3).join('/');

/** The sider for Refine's ThemedLayout: the member's menus instead of the resource list. */
export function AdminSider() {
  const items = useSiderItems();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Directories start open (a short sider: every screen in sight); the user may fold them.
  const [closed, setClosed] = useState<string[]>([]);
  const dirs = items.filter((i) => i.children && !i.to).map((i) => i.key);
  return (
    <Layout.Sider width={220} theme="light" data-testid="admin-sider" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
      <Typography.Title level={5} style={{ padding: '16px 20px', margin: 0, lineHeight: '24px' }}>
        文库管理后台
      </Typography.Title>
      <Menu
        style={{ borderInlineEnd: 'none' }}
        mode="inline"
        selectedKeys={[screenOf(pathname)]}
        openKeys={dirs.filter((k) => !closed.includes(k))}
        onOpenChange={(open) => setClosed(dirs.filter((k) => !open.includes(k)))}
        items={toAntd(items)}
        onClick={({ key }) => key.startsWith('/') && navigate(key)}
      />
    </Layout.Sider>
  );
}
