import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import NProgress from 'nprogress';

/** Spec §9: progress bar throttle 200 ms — fast navigations show no bar at all. */
export const PROGRESS_THROTTLE_MS = 200;

NProgress.configure({ showSpinner: false, trickleSpeed: 200 });

/** A top progress bar while a route change is still loading data. */
export function RouteProgress() {
  const { pathname } = useLocation();
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching === 0) {
      NProgress.done();
      return;
    }
    const timer = window.setTimeout(() => NProgress.start(), PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [fetching, pathname]);
  useEffect(() => () => void NProgress.done(), []);
  return null;
}
