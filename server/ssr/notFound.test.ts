import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../tests/helpers/app';
import { CITATION_ROUTE } from '../modules/citationMeta/meta';
import { matchDetailPage } from '../modules/citationMeta/pageHead';
import { staticDirWithIndex } from '../modules/citationMeta/testStatic';
import type { RenderModule } from './portalRender';

// The portal's real route table and server render (the source module, as the build carries it).
let entry: RenderModule;
let t: TestApp;
let staticDir: ReturnType<typeof staticDirWithIndex>;

beforeAll(async () => {
  entry = (await import('../../src/entry-server')) as unknown as RenderModule;
  staticDir = staticDirWithIndex();
  t = await makeTestApp({ appOptions: { staticDir: staticDir.dir, serverBundle: { mod: entry, manifest: {} } } });
});
afterAll(async () => {
  await t?.close();
  staticDir?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const NOT_FOUND_TEXT = '页面不存在，请返回首页...';

describe('an address the portal has no page for', () => {
  it.each(['/nosuch', '/health', '/status', '/journal/7/x', '/resnav/nowhere?type=2', '/footerItem/1/2'])('%s answers 404 with the not-found page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // The portal's page (the app takes over), with the not-found page already rendered in it.
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body).toContain(NOT_FOUND_TEXT);
    expect(res.body).toContain('<script type="application/json" id="wenku-ssr">');
    expect(res.headers.etag).toBeDefined();
  });

  it('is rendered at its own address: the header links back to it and highlights its area', async () => {
    const res = await get('/journal/7/x');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('href="/login?redirect=%2Fjournal%2F7%2Fx"');
    expect(res.body).toMatch(/<a[^>]*aria-current="page"[^>]*>期刊<\/a>/);
  });

  it('a signed-in visitor gets the plain page with 404 (the app shows its not-found page)', async () => {
    const res = await get('/nosuch', { cookie: 'auth=abc' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(NOT_FOUND_TEXT);
  });

  it('an API path keeps its JSON 404, and a file path its plain 404', async () => {
    const api = await get('/api/show/nosuch');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: '请求的接口不存在' });
    const file = await get('/nosuch.txt');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe('every page of the route table', () => {
  it('answers 200 (an item page: unless its item is missing, as before)', async () => {
    const patterns = entry.portalRoutePatterns!();
    expect(patterns.length).toBeGreaterThan(80);
    const addresses = patterns.map((p) => p.replace(/:\w+/g, '7').replace(/\*$/, 'x'));
    // An item's page answers 404 for a missing item (citationMeta's tests); every other page is 200.
    const pages = addresses.filter((url) => !matchDetailPage(url) && !CITATION_ROUTE.test(url));
    expect(pages.length).toBeGreaterThan(40);
    const statuses = await Promise.all(pages.map(async (url) => [url, (await get(url, { cookie: 'auth=abc' })).statusCode] as const));
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });
});
