import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every admin navigation starts at the top of the page: a screen opened from low in a long sider
 * (or from a scrolled list) would otherwise keep the old scroll and show its title above the
 * viewport. A change of query alone (a filter, a page of the list) keeps the place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
