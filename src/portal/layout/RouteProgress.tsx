import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import type NProgressType from 'nprogress';

/** Spec §9: progress bar throttle 200 ms — fast navigations show no bar at all. */
export const PROGRESS_THROTTLE_MS = 200;

// NProgress loads the first time a bar is due (it is not needed to paint the first screen).
let loading: Promise<typeof NProgressType> | undefined;
let loaded: typeof NProgressType | undefined;
let wanted = false;
const progressBar = () =>
  (loading ??= import('nprogress').then(({ default: NProgress }) => {
    // NProgress's default markup uses role="bar" / role="spinner", which are not ARIA roles (axe
    // reports them as critical); the bar is decoration, so it is hidden from assistive technology.
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 200,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      // NProgress finds its bar by the old role attribute unless told otherwise.
      barSelector: '.bar',
      spinnerSelector: '.spinner',
    });
    return (loaded = NProgress);
  }));

function start() {
  wanted = true;
  void progressBar().then((bar) => wanted && bar.start());
}

function done() {
  wanted = false;
  loaded?.done();
}

/** A top progress bar while a route change is still loading data. */
export function RouteProgress() {
  const { pathname } = useLocation();
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching === 0) {
      done();
      return;
    }
    const timer = window.setTimeout(start, PROGRESS_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [fetching, pathname]);
  useEffect(() => () => done(), []);
  return null;
}
