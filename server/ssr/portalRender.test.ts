import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkLinks, type ViteManifest } from './manifest';
import { fillTemplate, hasSession, isRenderedRoute, loadPortalRenderer, type PortalRenderer } from './portalRender';

// A stand-in for the built server render: answers from an API call it makes through the adapter the
// server hands it, fails for /article/13, and waits for the test on /article/7.
const ENTRY = `
let adapter;
export function setApiAdapter(a) { adapter = a; }
export async function render(url) {
  if (url === '/article/13') throw new Error('render failed');
  if (url === '/article/7') await new Promise((resolve) => { globalThis.__releaseSlow = resolve; });
  const res = await adapter({ method: 'get', url: '/api/show/ping', params: { q: url }, headers: {} });
  return { html: '<h1>' + JSON.parse(res.data).title + '</h1>', styles: '<style data-css-hash="x">.a{}</style>', state: { queries: [] }, modules: ['src/Page.tsx'] };
}
`;

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/Page.tsx': { file: 'assets/Page-1.js', css: ['assets/Page-1.css'], imports: ['_shared-1.js', '_dep-1.js'] },
  '_dep-1.js': { file: 'assets/dep-1.js', css: ['assets/dep-1.css'] },
};

let dir: string;
let app: FastifyInstance;
let renderer: PortalRenderer;
let edition = '';
const req = { log: { error() {}, warn() {} } } as unknown as FastifyRequest;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wenku-ssr-'));
  mkdirSync(path.join(dir, '.ssr'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.ssr', 'entry-server.js'), ENTRY);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-1.css'), '.wk-container{width:1200px}');
  app = Fastify();
  app.get('/api/show/ping', async (r) => ({ title: `页面 ${(r.query as { q: string }).q}${edition}`, cookie: r.headers.cookie ?? null }));
  // A write that changes what pages show; `fail` answers 400 after changing it anyway.
  app.post('/api/edit', async (r, reply) => {
    edition = (r.query as { to: string }).to;
    return (r.query as { fail?: string }).fail ? reply.code(400).send({ code: 400 }) : { code: 200 };
  });
  // Reads by POST (the spec's /es/getArticlesList, the search) and sign-in calls change no page.
  app.post('/api/show/es/getArticlesList', async () => ({ code: 200, rows: [] }));
  app.post('/api/show/es/list', async () => ({ code: 200, rows: [] }));
  app.post('/api/auth/wkapi/v1/ip/login/loginByIp', async () => ({ code: 1101404 }));
  app.post('/api/show/comment/neutral', { config: { pageNeutral: true } }, async () => {
    edition = '（旁）';
    return { code: 200 };
  });
  renderer = (await loadPortalRenderer(app, dir, { budgetMs: 200, cacheTtlMs: 60_000, maxConcurrent: 1 }))!;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server render', () => {
  it('is absent when the build has no server bundle', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'wenku-ssr-none-'));
    try {
      expect(await loadPortalRenderer(app, empty)).toBeUndefined();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('renders through the API in-process and fills index.html', async () => {
    const parts = await renderer(req, '/journal/5');
    expect(parts).not.toBeNull();
    expect(parts!.root).toBe('<h1>页面 /journal/5</h1>');
    const html = fillTemplate('<html><head><title>t</title></head><body><div id="root"></div></body></html>', parts!);
    expect(html).toContain('<div id="root"><h1>页面 /journal/5</h1></div><script type="application/json" id="wenku-ssr">{"state":{"queries":[]},"modules":["src/Page.tsx"]}</script>');
    expect(html).toContain('<style data-css-hash="x">.a{}</style><link rel="stylesheet" href="/assets/Page-1.css"><link rel="stylesheet" href="/assets/dep-1.css"></head>');
    expect(html.indexOf('data-css-hash')).toBeLessThan(html.indexOf('</head>'));
  });

  it("holds index.html's stylesheet inline, so no stylesheet request stands before the first paint", async () => {
    const parts = (await renderer(req, '/journal/6'))!;
    expect(parts.head.startsWith('<style data-href="/assets/index-1.css">.wk-container{width:1200px}</style>')).toBe(true);
    const template = '<html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/assets/other.css"></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(template, parts);
    // The template's link stays (Vite's chunk loader looks for it) but applies to no medium, so it does not block.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="not all">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/other.css">');
    // The page without a render keeps its blocking link.
    expect(fillTemplate(template, { head: '', root: '', tail: '' })).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('sends the plain page when the render fails', async () => {
    expect(await renderer(req, '/article/13')).toBeNull();
  });

  it('sends the plain page past the time budget, and no second render while one runs', async () => {
    expect(await renderer(req, '/article/7')).toBeNull();
    // maxConcurrent 1: the slow render still runs, so another URL is not rendered now.
    expect(await renderer(req, '/article/8')).toBeNull();
    (globalThis as { __releaseSlow?: () => void }).__releaseSlow!();
    // The slow render finished into the cache: the next visitor gets it.
    expect((await renderer(req, '/article/7'))!.root).toBe('<h1>页面 /article/7</h1>');
    expect((await renderer(req, '/article/8'))!.root).toBe('<h1>页面 /article/8</h1>');
  });
});

describe('the render cache', () => {
  it('serves a rendered page again until a write succeeds through this process', async () => {
    expect((await renderer(req, '/journal/9'))!.root).toBe('<h1>页面 /journal/9</h1>');
    // A refused write: the page stays as rendered (the 400 tells the cache nothing changed).
    await app.inject({ method: 'POST', url: '/api/edit?to=（改）&fail=1' });
    expect((await renderer(req, '/journal/9'))!.root).toBe('<h1>页面 /journal/9</h1>');
    await app.inject({ method: 'POST', url: '/api/edit?to=（新）' });
    expect((await renderer(req, '/journal/9'))!.root).toBe('<h1>页面 /journal/9（新）</h1>');
    edition = '';
  });

  it('keeps the rendered page across reads made by POST, sign-in calls and routes declared page-neutral', async () => {
    expect((await renderer(req, '/journal/10'))!.root).toBe('<h1>页面 /journal/10</h1>');
    for (const url of ['/api/show/es/getArticlesList', '/api/show/es/list', '/api/auth/wkapi/v1/ip/login/loginByIp', '/api/show/comment/neutral']) {
      expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    }
    // Still the page rendered first, not a new render (which would show the neutral route's （旁）).
    expect((await renderer(req, '/journal/10'))!.root).toBe('<h1>页面 /journal/10</h1>');
    edition = '';
  });

  it('renders an address uncached when asked (an unknown path): it reflects the data at once and keeps no entry', async () => {
    expect((await renderer(req, '/nowhere/1', { cache: false }))!.root).toBe('<h1>页面 /nowhere/1</h1>');
    // No write in between: a cached page would still say what it said.
    edition = '（变）';
    expect((await renderer(req, '/nowhere/1', { cache: false }))!.root).toBe('<h1>页面 /nowhere/1（变）</h1>');
    edition = '';
  });
});

describe('which requests are rendered', () => {
  it('home, journals, issues, articles and every library area; not login, admin, account pages, the preview or odd ids', () => {
    const rendered = ['/', '/journal', '/journal/12', '/journal/12/period/3', '/article/99', '/bookLists', '/book/3', '/dissertation', '/dissertation/4'];
    rendered.push('/newspaper', '/newspaper/2', '/newspaper/news/31', '/industryNews', '/industryNews/5', '/ancient', '/ancient/7', '/standard/3', '/lawsrules', '/educationLawsrules/4');
    rendered.push('/journalGuidelines/3', '/journalEncyclopedia', '/conference', '/yearbook', '/yearbook/2', '/resnav/localHistory', '/resnav/oldLocalHistory/3', '/resnav/landBook/1', '/writerLibrary');
    for (const p of rendered) expect(isRenderedRoute(p), p).toBe(true);
    const plain = ['/login', '/admin', '/admin/journal', '/preBooks', '/personal', '/newspaper/news', '/article/abc', '/article/12345678901', '/journal/1/x', '/standard/3/x'];
    for (const p of plain) expect(isRenderedRoute(p), p).toBe(false);
  });

  it('only visitors without a session cookie', () => {
    const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;
    expect(hasSession(withCookie())).toBe(false);
    expect(hasSession(withCookie('NavChecked=1; auth='))).toBe(false);
    expect(hasSession(withCookie('NavChecked=1; auth=abc'))).toBe(true);
    expect(hasSession(withCookie('oauth=abc'))).toBe(false);
  });
});

describe('chunk links', () => {
  it('links the CSS and chunks of the rendered pages that index.html does not already load', () => {
    expect(chunkLinks(MANIFEST, ['src/Page.tsx', 'src/Unknown.tsx'])).toBe(
      '<link rel="stylesheet" href="/assets/Page-1.css"><link rel="stylesheet" href="/assets/dep-1.css">' +
        '<link rel="modulepreload" href="/assets/Page-1.js"><link rel="modulepreload" href="/assets/dep-1.js">',
    );
    expect(chunkLinks(MANIFEST, [])).toBe('');
  });

  it('puts a page stylesheet inline when its text is at hand, with a link that applies to no medium', () => {
    const text = (file: string) => (file === 'assets/Page-1.css' ? '.page{color:red}' : file === 'assets/dep-1.css' ? '</style><script>x</script>' : undefined);
    expect(chunkLinks(MANIFEST, ['src/Page.tsx'], { cssText: text })).toBe(
      '<style data-href="/assets/Page-1.css">.page{color:red}</style><link rel="stylesheet" href="/assets/Page-1.css" media="not all">' +
        // A text that would end the <style> early is linked instead.
        '<link rel="stylesheet" href="/assets/dep-1.css">' +
        '<link rel="modulepreload" href="/assets/Page-1.js"><link rel="modulepreload" href="/assets/dep-1.js">',
    );
    expect(chunkLinks(MANIFEST, ['src/Page.tsx'], { cssText: text, preload: false })).not.toContain('modulepreload');
  });
});
