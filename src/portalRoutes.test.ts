import { describe, expect, it } from 'vitest';
import { isPortalRoute, portalRoutePatterns } from './portalRoutes';

/** An address of a pattern: every `:param` a record id, a splat one more segment. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, '7').replace(/\*$/, 'x');

describe('the portal route table, as the server reads it', () => {
  it('knows every page of the table, with and without a query', () => {
    const patterns = portalRoutePatterns();
    // The table's own pages: a walk that found none would pass everything below.
    expect(patterns).toEqual(expect.arrayContaining(['/', '/footerItem/:item', '/journal/:id', '/book/:id', '/resnav/oldLocalHistory', '/admin/*', '/pay/sandbox']));
    expect(patterns.length).toBeGreaterThan(80);
    expect(patterns.filter((p) => !isPortalRoute(sample(p)))).toEqual([]);
    expect(isPortalRoute('/resnav/oldLocalHistory?type=2')).toBe(true);
    expect(isPortalRoute('/journal/')).toBe(true);
  });

  it('has no page at an unknown path, at /healthz or /metrics, or one segment past a page', () => {
    for (const path of ['/nosuch', '/healthz', '/readyz', '/metrics', '/journal/7/x', '/book/7/8/9', '/resnav/nowhere', '/footerItem/1/2']) {
      expect(isPortalRoute(path), path).toBe(false);
    }
  });
});
