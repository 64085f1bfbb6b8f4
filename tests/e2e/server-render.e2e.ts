import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, snap, WAIT_MS } from './browser';

/**
 * Server rendering (src/entry-server.tsx, server/ssr): the first HTML already holds the page, with
 * antd's styles, readable without JavaScript; the browser then hydrates it without a mismatch.
 */
let browser: Browser;
let article: { id: number; title: string; abstract: string };
let journal: { id: number; name: string };

beforeAll(async () => {
  browser = await launch();
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
  article = (await post('/api/show/es/getArticlesList', { pageNum: 1, pageSize: 1 })).rows[0];
  const journals = await post('/api/show/es/getJournalList', { pageNum: 1, pageSize: 1 });
  journal = (journals.rows ?? journals.data.rows)[0];
  expect(article.abstract).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

const html = (path: string, headers: Record<string, string> = {}) => fetch(`${baseURL()}${path}`, { headers }).then(async (r) => ({ status: r.status, body: await r.text() }));

/**
 * A rendered route's HTML once the server has it rendered: on a busy machine a render over its time
 * budget is sent as the plain page and lands in the cache for the next request.
 */
async function rendered(path: string): Promise<{ status: number; body: string }> {
  let last = await html(path);
  await expect.poll(async () => (last = await html(path)).body, { timeout: WAIT_MS, message: path }).toContain('id="wenku-ssr"');
  return last;
}

/** The text inside `<div id="root">`, tags stripped. */
const rootText = (body: string) => (!body.includes('id="wenku-ssr"') ? '' : body.slice(body.indexOf('<div id="root">'), body.indexOf('id="wenku-ssr"')).replace(/<[^>]+>/g, ' '));

describe('server-rendered portal pages', () => {
  it('GET / sends the home page frame and antd styles in the HTML itself', async () => {
    const { status, body } = await rendered('/');
    expect(status).toBe(200);
    expect(body).toMatch(/<style[^>]*data-css-hash=/);
    expect(body).toContain('<script type="application/json" id="wenku-ssr">');
    const text = rootText(body);
    expect(text).toContain('文库数字图书馆');
    expect(text).toContain('登录/注册');
    // No inline script: the Content-Security-Policy allows none.
    expect(body).not.toMatch(/<script>/);
  });

  it('GET /article/{id} holds the title and abstract, and the page chunk\'s CSS inline', async () => {
    const { status, body } = await rendered(`/article/${article.id}`);
    expect(status).toBe(200);
    const text = rootText(body);
    expect(text).toContain(article.title);
    expect(text).toContain(article.abstract.slice(0, 30));
    expect(body).toMatch(/<style data-href="\/assets\/ArticlePage-[\w-]+\.css">/);
    expect(body).toMatch(/<style[^>]*data-css-hash=/);
  });

  it('the article page\'s first paint waits for no stylesheet request and preloads no below-the-fold chunk', async () => {
    const { body } = await rendered(`/article/${article.id}`);
    const head = body.slice(0, body.indexOf('</head>'));
    // Every stylesheet is inline; the links left only tell Vite's loader the file is in (media="not all").
    const blocking = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((link) => !link.includes('media="not all"'));
    expect(blocking).toEqual([]);
    // Only the entry's own chunks (index.html's) are preloaded: the page's chunks are the client's to
    // fetch before it hydrates, after the first paint.
    const preloaded = [...head.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((m) => m[1]);
    const template = await html('/no-such-page-for-the-template');
    const entryPreloads = [...template.body.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(entryPreloads);
    // What the client fetches before hydrating (the page chunk and its static imports, from the build
    // manifest) holds no pay dialog, citation dialog or comment section: they load on use, or after.
    const manifest = JSON.parse(readFileSync(path.resolve(process.env.STATIC_DIR ?? 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    /** A manifest entry and everything it imports statically: what the browser fetches for it. */
    const staticGraph = (start: string) => {
      const keys = new Set<string>();
      const walk = (key: string) => {
        if (keys.has(key) || !manifest[key]) return;
        keys.add(key);
        for (const dep of manifest[key].imports ?? []) walk(dep);
      };
      walk(start);
      return keys;
    };
    const graph = staticGraph('src/portal/journals/pages/ArticlePage.tsx');
    const files = [...graph].map((key) => manifest[key].file);
    expect(files.some((f) => f.includes('ArticlePage'))).toBe(true);
    for (const chunk of ['PayDialog', 'OnlinePay', 'CitationDialog', 'CommentSection']) expect(files.filter((f) => path.basename(f).startsWith(`${chunk}-`)), chunk).toEqual([]);
    expect(preloaded).not.toContain('ArticlePage');
    // The entry's own static graph (the home page's first load) holds neither axios, loaded with the
    // first request, nor the admin kit.
    const entryGraph = staticGraph('index.html');
    expect([...entryGraph].filter((key) => /axios|@refinedev\/antd|src\/admin\//.test(key))).toEqual([]);
    expect([...entryGraph].map((key) => manifest[key].file).filter((f) => path.basename(f).startsWith('axiosInstance-'))).toEqual([]);
    expect(body).not.toContain('data-testid="comment-section"');
  });

  it('a journal\'s rendered page is served with its own <title>, description and Open Graph tags, once each', async () => {
    const { status, body } = await rendered(`/journal/${journal.id}`);
    expect(status).toBe(200);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain(`<title>${journal.name} - 文库数字图书馆</title>`);
    expect(head).toContain(`<meta property="og:title" content="${journal.name}" />`);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).not.toContain('一站式阅读与检索平台');
  });

  it('a reader with a session cookie gets the plain page (the server renders the signed-out frame only)', async () => {
    const { body } = await html(`/article/${article.id}`, { cookie: 'auth=some-token' });
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('wenku-ssr');
  });

  it('the admin and the login page stay client-rendered', async () => {
    for (const path of ['/admin', '/login']) {
      const { body } = await html(path);
      expect(body, path).toContain('<div id="root"></div>');
    }
  });

  it('the server bundle and the build manifest are not served', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      expect((await html(path)).status, path).toBe(404);
    }
  });

  it('without JavaScript the article page shows its title and abstract', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`/article/${article.id}`);
    expect(await page.locator('h1').first().innerText()).toContain(article.title);
    expect(await page.getByText(article.abstract.slice(0, 30)).first().isVisible()).toBe(true);
    await context.close();
  });

  it('without JavaScript the reading page shows its outline, its free part and the reference list its markers jump to', async () => {
    const { body } = await rendered(`/article/${article.id}/read`);
    const text = rootText(body);
    expect(text).toContain(article.title);
    expect(text).toContain('以上为免费阅读部分');
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`/article/${article.id}/read`);
    const outline = page.getByRole('navigation', { name: '文章目录' });
    expect(await outline.getByRole('link').first().getAttribute('href')).toBe('#sec-1');
    const marker = page.getByTestId('reading-text').locator('a[data-refs]').first();
    const target = (await marker.getAttribute('href'))!;
    expect(target).toMatch(/^#ref-\d+$/);
    expect(await page.locator(target).isVisible()).toBe(true);
    await marker.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
    await context.close();
  });

  it('antd keeps its styles on a page reached by a link from a server-rendered one (the server renders antd as the browser does)', async () => {
    const { body } = await rendered(`/article/${article.id}`);
    // Development class names came from a server render run as a development build.
    expect(body).not.toContain('css-dev-only');
    // The page is sent without the Button's preset colours (src/ssr/buttonPresetStyles.ts) …
    expect(body).toContain('ant-btn');
    expect(body).not.toContain('.ant-btn-color-magenta');
    const { page, context } = await newPage(browser);
    await page.goto(`/article/${article.id}`);
    // … and the browser has the whole Button style once it has hydrated.
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll('style')].some((s) => s.textContent?.includes('.ant-btn-color-magenta')))).toBe(true);
    await page.locator('header a[href="/journal"]').first().click();
    const searchButton = page.locator('.ant-input-search-button').first();
    await searchButton.waitFor();
    // The primary button in 中国红 (#a61b29), not the browser's grey default button.
    await expect.poll(() => searchButton.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(166, 27, 41)');
    await context.close();
  });

  async function hydrate(page: Page, path: string, ready: string): Promise<string[]> {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(path);
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      // React marks the container once hydrateRoot has taken it over.
      return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
    });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return errors;
  }

  it('every library area: list and detail pages come as HTML that holds what the hydrated page shows, and hydrate without console errors', async () => {
    const sitemap = await html('/sitemap.xml');
    const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    const areas = ['newspaper', 'ancient', 'resnav/localHistory', 'dissertation', 'standard', 'lawsrules', 'yearbook'];
    const details = areas.map((area) => {
      const found = paths.find((p) => new RegExp(`^/${area}/\\d+$`).test(p));
      expect(found, `a ${area} item in the sitemap`).toBeTruthy();
      return found!;
    });
    // A newspaper article and an industry news item (news are not in the sitemap).
    for (const [infoType, prefix] of [[1, '/newspaper/news/'], [2, '/industryNews/']] as const) {
      const news = await fetch(`${baseURL()}/api/show/common/news/list?pageNum=1&pageSize=1&infoType=${infoType}`).then((r) => r.json());
      const first = (news.rows ?? news.data.rows)[0] as { id: number };
      details.push(`${prefix}${first.id}`);
    }
    const { page, context } = await newPage(browser);
    for (const path of details) {
      const errors = await hydrate(page, path, '[data-testid^="area-detail-"]');
      expect(errors, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      // The hydrated page names its item in the document title; the server's HTML already holds it.
      await page.waitForFunction(() => / - 文库数字图书馆$/.test(document.title));
      const title = (await page.title()).replace(/ - 文库数字图书馆$/, '');
      // Polled: on a busy machine a render over its time budget is sent as the plain page and lands in the cache for the next request.
      await expect.poll(async () => rootText((await html(path)).body), { timeout: WAIT_MS, message: path }).toContain(title);
    }
    for (const list of ['/newspaper', '/ancient', '/standard', '/lawsrules', '/yearbook', '/resnav/localHistory', '/industryNews', '/writerLibrary', '/studio']) {
      await expect.poll(async () => (await html(list)).body, { timeout: WAIT_MS, message: list }).toContain('id="wenku-ssr"');
    }
    await context.close();
  });

  it("a passed work and a writer's page come as HTML holding the work's title and the pen name, and hydrate without console errors", async () => {
    const sitemap = await html('/sitemap.xml');
    const workPath = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/works\/\d+)<\/loc>/g)].map((m) => m[1])[0];
    expect(workPath, 'a passed work in the sitemap').toBeTruthy();
    const block = (await fetch(`${baseURL()}/api/w_rl/wkapi/v2/platform/works/getBlock?id=${workPath!.split('/')[2]}`).then((r) => r.json())).data as { title: string; summary: string };
    const writers = await fetch(`${baseURL()}/api/show/common/writer/profiles?pageNum=1&pageSize=1`).then((r) => r.json());
    const writer = (writers.rows ?? writers.data.rows)[0] as { id: number; penName: string };
    const workText = rootText((await rendered(workPath!)).body);
    expect(workText).toContain(`《${block.title}》`);
    expect(workText).toContain('免费试读');
    expect(rootText((await rendered(`/writerLibrary/${writer.id}`)).body)).toContain(writer.penName);

    const { page, context } = await newPage(browser);
    for (const [path, ready, title] of [
      [workPath!, '[data-testid="work-detail"]', `《${block.title}》 - 文库数字图书馆`],
      [`/writerLibrary/${writer.id}`, '[data-testid="writer-page"]', `${writer.penName} - 文库数字图书馆`],
    ] as const) {
      const errors = await hydrate(page, path, ready);
      expect(errors, path).toEqual([]);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    await context.close();
  });

  it("a studio's home comes as HTML holding its name and introduction, and hydrates without console errors", async () => {
    const list = await fetch(`${baseURL()}/api/w_rl/wkapi/v1/platform/applyStudio/list?pageNum=1&pageSize=1`).then((r) => r.json());
    const studio = (list.rows ?? list.data.rows)[0] as { id: number; name: string; intro: string };
    const text = rootText((await rendered(`/studio/${studio.id}`)).body);
    expect(text).toContain(studio.name);
    expect(text).toContain(studio.intro.slice(0, 20));
    const { page, context } = await newPage(browser);
    const errors = await hydrate(page, `/studio/${studio.id}`, '[data-testid="studio-home"]');
    expect(errors).toEqual([]);
    await expect.poll(() => page.title()).toBe(`${studio.name} - 文库数字图书馆`);
    await context.close();
  });

  it('an address the portal has no page for answers 404 with the not-found page in its HTML, which hydrates and leads home', async () => {
    for (const path of ['/nosuch', '/journal/1/x']) {
      const { status, body } = await rendered(path);
      expect(status, path).toBe(404);
      expect(rootText(body), path).toContain('页面不存在，请返回首页...');
    }
    // Not portal pages: the operators' routes when the server has them, else 404 — never the portal with 200.
    for (const path of ['/healthz', '/metrics']) {
      const res = await fetch(`${baseURL()}${path}`);
      expect(res.status === 404 || !res.headers.get('content-type')?.startsWith('text/html'), `${path}: ${res.status}`).toBe(true);
    }
    const { page, context } = await newPage(browser);
    const errors = await hydrate(page, '/nosuch', '[data-testid="not-found"]');
    // Chromium logs the document's own 404 as a failed resource; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await snap(page, 'not-found-server-rendered');
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.getByTestId('home-page').waitFor();
    await context.close();
  });

  it('hydrates home, the journal list, a journal, an article, the book and thesis lists and a book without console errors', async () => {
    const { page, context } = await newPage(browser);
    for (const [path, ready] of [
      ['/', '[data-testid="home-page"]'],
      ['/journal', '[data-testid="journal-count"]'],
      [`/journal/${journal.id}`, '[data-testid="journal-detail-page"]'],
      [`/article/${article.id}`, 'h1'],
      [`/article/${article.id}/read`, '[data-testid="reading-outline"]'],
      ['/bookLists', 'main'],
      ['/book/1', 'main'],
      ['/dissertation', 'main'],
      ['/conference', 'main'],
      ['/journalEncyclopedia', 'main'],
      [`/journalGuidelines/${journal.id}`, 'main'],
      ['/studio', '[data-testid="studio-entry"]'],
    ] as const) {
      const errors = await hydrate(page, path, ready);
      expect(errors, path).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    // The article's comment section, left out of the server's HTML, comes in once the page has hydrated.
    await hydrate(page, `/article/${article.id}`, 'h1');
    await page.getByTestId('comment-section').waitFor();
    // Hydrated means interactive: a client-side navigation keeps the document.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await page.locator('header a[href="/journal"]').first().click();
    await page.getByTestId('journal-count').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
    await context.close();
  });
});
