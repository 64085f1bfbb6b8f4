import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { footerHidden, headerHidden } from '../../shared/nav';
import { InstitutionRouteGate } from '../route-guard/InstitutionRouteGate';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteProgress } from './RouteProgress';
import { SiteHeader } from './SiteHeader';
import { useNavChecked } from './useNavChecked';
import { applyViewport } from './viewport';

/** The portal's default layout: spec §2 header and footer rules, 1200px content, back-to-top. */
export function PortalLayout() {
  const { pathname } = useLocation();
  useNavChecked(pathname);
  useLayoutEffect(() => applyViewport(pathname), [pathname]);
  return (
    <>
      <RouteProgress />
      {!headerHidden(pathname) && <SiteHeader />}
      <main className="wk-main">
        <RouteErrorBoundary resetKey={pathname}>
          <InstitutionRouteGate>
            <Outlet />
          </InstitutionRouteGate>
        </RouteErrorBoundary>
      </main>
      {!footerHidden(pathname) && <Footer />}
      <BackToTop />
    </>
  );
}
