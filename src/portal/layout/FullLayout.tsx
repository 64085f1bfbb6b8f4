import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteProgress } from './RouteProgress';
import { useNavChecked } from './useNavChecked';

/** Spec §2's second, bare layout `full`: no header, no footer (management screens, full-page readers). */
export function FullLayout() {
  const { pathname } = useLocation();
  useNavChecked(pathname);
  return (
    <>
      <RouteProgress />
      <RouteErrorBoundary resetKey={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
