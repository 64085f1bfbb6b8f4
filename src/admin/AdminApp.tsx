import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Layout, Menu, Spin, Typography } from 'antd';
import type { ResourceSpec } from '../resources/define';
import { resourceList } from '../resources';
import { hasGenericList } from '../providers/refineResources';
import { accessStore, startAccess, subjectOf } from '../providers/access';
import { useLiveAbility } from '../access/react';
import { useSession } from '../portal/session/useSession';
import { refreshSession } from '../providers/auth';
import { ResourceListPage } from './ResourceListPage';
import { ResourceFormPage } from './ResourceFormPage';
import { ResourceShowPage } from './ResourceShowPage';
import { DeptTreePage } from './DeptTreePage';
import { RoleMenusPage } from './RoleMenusPage';
import { RoleKeyMenusPage } from './RoleKeyMenusPage';
import { ForbiddenPage } from './ForbiddenPage';
import { menusToSiderItems, siderRoutes, type SiderItem } from './menuItems';
import { NotFoundPage } from '../portal/pages/NotFoundPage';

const specs = resourceList as unknown as ResourceSpec[];
const listed = specs.filter(hasGenericList);
const byName = new Map(specs.map((s) => [s.name, s]));

/** Signed out → the login page with a redirect back; signed in without the ability → 403. */
function Guard({ subject, action, children }: { subject: string; action: 'read' | 'create' | 'update'; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const ability = useLiveAbility();
  const loaded = useSyncExternalStore(accessStore.subscribe, () => accessStore.loaded, () => accessStore.loaded);
  if (!session.auth) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (!ability.can(action, subjectOf(subject))) {
    if (!loaded || !session.userInfo) return <Spin style={{ display: 'block', margin: 48 }} />;
    return <ForbiddenPage />;
  }
  return <>{children}</>;
}

function toAntd(items: SiderItem[]): { key: string; label: string; children?: ReturnType<typeof toAntd> }[] {
  return items.map((i) => ({ key: i.to ?? i.key, label: i.label, children: i.children ? toAntd(i.children) : undefined }));
}

/** The sider: the member's menus (getRouters for the active role; organization menus for institutions and staff), filtered by the ability. */
export function useSiderItems(): SiderItem[] {
  const ability = useLiveAbility();
  const { personMenus, orgMenus } = accessStore.menus;
  return [...menusToSiderItems(orgMenus, ability), ...menusToSiderItems(personMenus, ability)].filter((i) => i.to?.startsWith('/admin') || i.children?.some((c) => c.to?.startsWith('/admin')));
}

function Sider() {
  const items = useSiderItems();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Directories start open (a short sider: every screen in sight); the user may fold them.
  const [closed, setClosed] = useState<string[]>([]);
  const dirs = items.filter((i) => i.children && !i.to).map((i) => i.key);
  return (
    <Layout.Sider width={220} theme="light" data-testid="admin-sider">
      <Typography.Title level={5} style={{ padding: '16px 20px', margin: 0 }}>
        文库管理后台
      </Typography.Title>
      <Menu
        style={{ borderInlineEnd: 'none' }}
        mode="inline"
        selectedKeys={[pathname.split('/').slice(0, 3).join('/')]}
        openKeys={dirs.filter((k) => !closed.includes(k))}
        onOpenChange={(open) => setClosed(dirs.filter((k) => !open.includes(k)))}
        items={toAntd(items)}
        onClick={({ key }) => key.startsWith('/') && navigate(key)}
      />
    </Layout.Sider>
  );
}

function AdminHome() {
  const items = useSiderItems();
  const session = useSession();
  const loaded = useSyncExternalStore(accessStore.subscribe, () => accessStore.loaded, () => accessStore.loaded);
  if (!session.auth) return <Navigate to="/login?redirect=%2Fadmin" replace />;
  const first = siderRoutes(items).find((r) => r.startsWith('/admin/'));
  if (first) return <Navigate to={first} replace />;
  return loaded && session.userInfo ? <ForbiddenPage /> : <Spin style={{ display: 'block', margin: 48 }} />;
}

/** The management side, loaded only when someone opens /admin. Screens come from the resource declarations. */
export default function AdminApp() {
  startAccess();
  useLiveAbility();
  const { auth, userInfo } = useSession();
  // The admin has no portal layout (which refreshes the member info on load): refresh it here.
  useEffect(() => {
    if (auth && !userInfo) void refreshSession();
  }, [auth, userInfo]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider />
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          <Route index element={<AdminHome />} />
          <Route path="depts" element={<Guard subject="depts" action="read"><DeptTreePage /></Guard>} />
          <Route path="orgRoles/menus/:id" element={<Guard subject="orgRoles" action="update"><RoleMenusPage /></Guard>} />
          <Route path="roleKeyMenus" element={<Guard subject="menus" action="update"><RoleKeyMenusPage /></Guard>} />
          {listed.map((s) => (
            <Route key={s.name} path={s.name} element={<Guard subject={s.name} action="read"><ResourceListPage spec={s} /></Guard>} />
          ))}
          {specs.filter((s) => s.calls.create).map((s) => (
            <Route key={`${s.name}-c`} path={`${s.name}/create`} element={<Guard subject={s.name} action="create"><ResourceFormPage spec={s} mode="create" /></Guard>} />
          ))}
          {specs.filter((s) => s.calls.update).map((s) => (
            <Route key={`${s.name}-e`} path={`${s.name}/edit/:id`} element={<Guard subject={s.name} action="update"><ResourceFormPage spec={s} mode="edit" /></Guard>} />
          ))}
          {specs.filter((s) => s.calls.one).map((s) => (
            <Route key={`${s.name}-s`} path={`${s.name}/show/:id`} element={<Guard subject={s.name} action="read"><ResourceShowPage spec={s} /></Guard>} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
