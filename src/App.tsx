import { lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Refine, type ResourceProps } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
// The ES build of the locale: Vite hands the CommonJS one over as {default}, and antd falls back to English.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { authProvider } from './providers/auth';
import { dataProvider } from './providers/data';
import { notificationProvider } from './providers/notification';
import { accessControlProvider } from './providers/access';
import { AbilityProvider } from './access/react';
import { PortalLayout } from './portal/layout/PortalLayout';
import { FullLayout } from './portal/layout/FullLayout';
import { PageLoading } from './portal/layout/PageLoading';
import { HomePage } from './portal/home/HomePage';
import { NotFoundPage } from './portal/pages/NotFoundPage';
import { theme } from './portal/theme';
import { accountRoutes } from './portal/account/routes';
import { journalRoutes } from './portal/journals/routes';
import { libraryRoutes } from './portal/library/routes';
import { searchRoutes } from './portal/search/routes';

dayjs.locale('zh-cn');

/**
 * Refine's resources (admin routes and labels) come from the declarations in src/resources, which
 * bring zod and every dictionary: they load after the portal's first page is up (or at once for
 * the admin, which waits for them), never in the first-load JavaScript.
 */
let refineResources: Promise<ResourceProps[]> | undefined;
const loadRefineResources = () => (refineResources ??= import('./providers/refineResources').then((m) => m.refineResources));

function useRefineResources(): ResourceProps[] {
  const [resources, setResources] = useState<ResourceProps[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void loadRefineResources().then((r) => live && setResources(r));
    const idle = window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 1500);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return resources;
}

// Readers never download these: each is its own chunk, fetched on first visit.
const FooterItemPage = lazy(() => import('./portal/pages/FooterItemPage'));
const AdminApp = lazy(() => loadRefineResources().then(() => import('./admin/AdminApp')));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<HomePage />} />
        <Route path="footerItem" element={<FooterItemPage />} />
        <Route path="footerItem/:item" element={<FooterItemPage />} />
        {accountRoutes}
        {journalRoutes}
        {libraryRoutes}
        {searchRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<FullLayout />}>
        <Route path="/admin/*" element={<AdminApp />} />
      </Route>
    </Routes>
  );
}

export function App() {
  const resources = useRefineResources();
  return (
    <BrowserRouter>
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            authProvider={authProvider}
            routerProvider={routerProvider}
            notificationProvider={notificationProvider}
            accessControlProvider={accessControlProvider}
            resources={resources}
            options={{ disableTelemetry: true, syncWithLocation: false, reactQuery: { clientConfig: { defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } } } }}
          >
            <AbilityProvider>
              <Suspense fallback={<PageLoading />}>
                <AppRoutes />
              </Suspense>
            </AbilityProvider>
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
