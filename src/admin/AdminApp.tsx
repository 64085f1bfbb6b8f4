import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spin } from 'antd';
import { ThemedLayout } from '@refinedev/antd';
import { useCan } from '@refinedev/core';
import type { ResourceSpec } from '../resources/define';
import { resourceList } from '../resources';
import { hasGenericList } from '../providers/refineResources';
import { accessStore, startAccess } from '../providers/access';
import { useLiveAbility } from '../providers/ability';
import { useSession } from '../session/useSession';
import { loadMemberProfile, refreshSession } from '../providers/auth';
import { ResourceListPage } from './ResourceListPage';
import { ResourceFormPage } from './ResourceFormPage';
import { ResourceShowPage } from './ResourceShowPage';
import { DeptTreePage } from './DeptTreePage';
import { RoleMenusPage } from './RoleMenusPage';
import { RoleKeyMenusPage } from './RoleKeyMenusPage';
import { ForbiddenPage } from './ForbiddenPage';
import { siderRoutes } from '../ui/menuItems';
import { AdminSider, useSiderItems } from './AdminSider';
import { AdminHeader } from './AdminHeader';
import { OrganizationInfoPage } from './OrganizationInfoPage';
import { BankAccountPage } from './BankAccountPage';
import { InstitutionUsagePage } from './InstitutionUsagePage';
import { CopyrightReviewPage } from './CopyrightReviewPage';
import { WorksReviewPage } from './WorksReviewPage';
import { ArticleReviewPage } from './ArticleReviewPage';
import { WorksWriterPage } from './WorksWriterPage';
import { ReconcilePage } from './ReconcilePage';
import { WalletAdjustPage } from './WalletAdjustPage';
import { ProfileOrListPage } from './OwnProfilePage';
import { NoAdminPage } from './NoAdminPage';
import { WorkbenchPage } from './WorkbenchPage';
import { ScrollToTop } from './ScrollToTop';
import { NotFoundPage } from '../ui/NotFoundPage';

const specs = resourceList as unknown as ResourceSpec[];
const listed = specs.filter(hasGenericList);
/** Resources whose 详情 is a screen of its own (routed above the generic ones). */
const OWN_SHOW_PAGES = new Set(['copyrightReview', 'worksReview']);

/**
 * Signed out → the login page with a redirect back; signed in without the right (asked of Refine's
 * access-control provider for the screen's resource) → 403, once the member's roles are known.
 */
function Guard({ subject, action, children }: { subject: string; action: 'read' | 'create' | 'update' | 'review' | 'manage'; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const allowed = useCan({ resource: subject, action }).data?.can;
  const loaded = useSyncExternalStore(accessStore.subscribe, () => accessStore.loaded, () => accessStore.loaded);
  if (!session.auth) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (allowed !== true) {
    if (allowed === undefined) return <Spin style={{ display: 'block', margin: 48 }} />;
    if (!loaded || !session.userInfo) return <Spin style={{ display: 'block', margin: 48 }} />;
    return <ForbiddenPage />;
  }
  return <>{children}</>;
}

function AdminHome() {
  const items = useSiderItems();
  const session = useSession();
  const loaded = useSyncExternalStore(accessStore.subscribe, () => accessStore.loaded, () => accessStore.loaded);
  if (!session.auth) return <Navigate to="/login?redirect=%2Fadmin" replace />;
  // An account with admin menus lands on its 工作台 (issue 35); one without keeps the explanation.
  if (siderRoutes(items).some((r) => r.startsWith('/admin/'))) return <WorkbenchPage items={items} />;
  return loaded && session.userInfo ? <NoAdminPage /> : <Spin style={{ display: 'block', margin: 48 }} />;
}

/** ThemedLayout calls its Sider once as a plain function to learn whether there is one: hand it a slot without hooks. */
const SiderSlot = () => <AdminSider />;

/** The management side, loaded only when someone opens /admin. Screens come from the resource declarations. */
export default function AdminApp() {
  startAccess();
  useLiveAbility();
  const { auth, userInfo, memberInfo } = useSession();
  // The admin has no portal layout (which refreshes the member info on load): refresh it here.
  useEffect(() => {
    if (auth && !userInfo) void refreshSession();
  }, [auth, userInfo]);
  // The profile carries the member's id, which row rules compare (a studio's `managerId`, a post's
  // `uid`, a publisher's books, a famous teacher's works): without it no owned row offers 编辑 or 删除.
  useEffect(() => {
    if (auth && !memberInfo) void loadMemberProfile().catch(() => undefined);
  }, [auth, memberInfo]);
  return (
    <ThemedLayout Sider={SiderSlot} Header={AdminHeader}>
        <ScrollToTop />
        <Routes>
          <Route index element={<AdminHome />} />
          <Route path="depts" element={<Guard subject="depts" action="read"><DeptTreePage /></Guard>} />
          <Route path="orgRoles/menus/:id" element={<Guard subject="orgRoles" action="update"><RoleMenusPage /></Guard>} />
          <Route path="roleKeyMenus" element={<Guard subject="menus" action="update"><RoleKeyMenusPage /></Guard>} />
          <Route path="organizationInfo" element={<Guard subject="organizations" action="read"><OrganizationInfoPage /></Guard>} />
          <Route path="bankAccounts" element={<Guard subject="bankAccounts" action="read"><BankAccountPage /></Guard>} />
          <Route path="institutionUsage" element={<Guard subject="organizations" action="read"><InstitutionUsagePage /></Guard>} />
          <Route path="walletAdjust" element={<Guard subject="adminOrders" action="manage"><WalletAdjustPage /></Guard>} />
          <Route path="reconcile" element={<Guard subject="adminOrders" action="manage"><ReconcilePage /></Guard>} />
          <Route path="copyrightReview/show/:id" element={<Guard subject="copyrightReview" action="manage"><CopyrightReviewPage /></Guard>} />
          <Route path="worksReview/show/:id" element={<Guard subject="worksReview" action="manage"><WorksReviewPage /></Guard>} />
          <Route path="worksReview/writer/:uid" element={<Guard subject="worksReview" action="manage"><WorksWriterPage /></Guard>} />
          <Route path="managedArticles/review/:id" element={<Guard subject="managedArticles" action="update"><ArticleReviewPage /></Guard>} />
          {/* Keyed by resource: a list never shows (or checks) the previous screen's rows as its own. */}
          {listed.map((s) => (
            <Route key={s.name} path={s.name} element={<Guard subject={s.name} action={s.readAction ?? 'read'}>{s.ownProfile ? <ProfileOrListPage key={s.name} spec={s} /> : <ResourceListPage key={s.name} spec={s} />}</Guard>} />
          ))}
          {specs.filter((s) => s.calls.create).map((s) => (
            <Route key={`${s.name}-c`} path={`${s.name}/create`} element={<Guard subject={s.name} action="create"><ResourceFormPage key={`${s.name}-c`} spec={s} mode="create" /></Guard>} />
          ))}
          {specs.filter((s) => s.calls.update).map((s) => (
            <Route key={`${s.name}-e`} path={`${s.name}/edit/:id`} element={<Guard subject={s.name} action="update"><ResourceFormPage key={`${s.name}-e`} spec={s} mode="edit" /></Guard>} />
          ))}
          {specs.filter((s) => (s.calls.one || s.calls.manageOne) && !OWN_SHOW_PAGES.has(s.name)).map((s) => (
            <Route key={`${s.name}-s`} path={`${s.name}/show/:id`} element={<Guard subject={s.name} action={s.readAction ?? 'read'}><ResourceShowPage key={s.name} spec={s} /></Guard>} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
    </ThemedLayout>
  );
}
