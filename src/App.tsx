import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
// The ES build of the locale: Vite hands the CommonJS one over as {default}, and antd falls back to English.
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { AbilityProvider } from './providers/ability';
import { queryClient } from './providers/queryClient';
import { FeedbackProvider } from './portal/feedback';
import { RouteGuard } from './portal/route-guard/RouteGuard';
import { PortalLayout } from './portal/layout/PortalLayout';
import { FullLayout } from './portal/layout/FullLayout';
import { PageLoading } from './portal/layout/PageLoading';
import { HomePage } from './portal/home/HomePage';
import { NotFoundPage } from './ui/NotFoundPage';
import { theme } from './portal/theme';
import { accountRoutes } from './portal/account/routes';
import { journalRoutes } from './portal/journals/routes';
import { libraryRoutes } from './portal/library/routes';
import { areaKitRoutes } from './portal/area/kit/routes';
import { educationRoutes } from './portal/education/routes';
import { searchRoutes } from './portal/search/routes';
import { compositionRoutes } from './portal/compositions/routes';
import { teachingRoutes } from './portal/teaching/routes';
import { placesRoutes } from './portal/places/routes';
import { photographyRoutes } from './portal/photography/routes';
import { calligraphyRoutes } from './portal/calligraphy/routes';
import { peopleRoutes } from './portal/people/routes';

dayjs.locale('zh-cn');

// Readers never download these: each is its own chunk, fetched on first visit. The admin chunk
// holds Refine itself (src/admin/AdminRoot.tsx); the portal reads through src/portal/data/hooks.ts.
const FooterItemPage = lazy(() => import('./portal/pages/FooterItemPage'));
const AdminRoot = lazy(() => import('./admin/AdminRoot'));
// The sandbox payment platform's wallet page (development and tests; the server refuses it in production).
const SandboxPayPage = lazy(() => import('./portal/commerce/RechargePage').then((m) => ({ default: m.SandboxPayPage })));

/**
 * The portal's route table. AppRoutes renders it; src/portalRoutes.ts matches paths against it, so
 * the server answers 404 for a path it has no page for (through the built server render).
 */
export const appRouteTable = (
  <>
    <Route element={<PortalLayout />}>
      <Route index element={<HomePage />} />
      <Route path="footerItem" element={<FooterItemPage />} />
      <Route path="footerItem/:item" element={<FooterItemPage />} />
      {accountRoutes}
      {journalRoutes}
      {libraryRoutes}
      {areaKitRoutes}
      {educationRoutes}
      {searchRoutes}
      {compositionRoutes}
      {photographyRoutes}
      {calligraphyRoutes}
      {peopleRoutes}
      {teachingRoutes}
      {placesRoutes}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route element={<FullLayout />}>
      <Route path="/admin/*" element={<AdminRoot />} />
      <Route path="/pay/sandbox" element={<SandboxPayPage />} />
    </Route>
  </>
);

export function AppRoutes() {
  return <Routes>{appRouteTable}</Routes>;
}

/** Everything below the router: shared by the browser (App) and the server render (src/entry-server.tsx). */
export function AppTree({ client }: { client: QueryClient }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <FeedbackProvider>
        <QueryClientProvider client={client}>
          <AbilityProvider>
            {/* Spec §6 route authorization check (institution-only navigation). */}
            <RouteGuard />
            <Suspense fallback={<PageLoading />}>
              <AppRoutes />
            </Suspense>
          </AbilityProvider>
        </QueryClientProvider>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppTree client={queryClient} />
    </BrowserRouter>
  );
}
