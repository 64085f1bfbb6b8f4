import { writeCount } from '../http/writeCount';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { ssrPayloadTag } from '../../src/shared/ssrPayload';
import { chunkLinks, entryCss, type CssText, type ViteManifest } from './manifest';

/** The server render's exports (src/entry-server.tsx, built into `<static>/.ssr/entry-server.js`). */
export interface RenderModule {
  setApiAdapter(adapter: AxiosAdapter): void;
  render(url: string): Promise<{ html: string; styles: string; state: unknown; modules: string[] }>;
  /** Whether the portal's route table (src/portalRoutes.ts) has a page for a URL path; absent in older builds. */
  isPortalRoute?(urlPath: string): boolean;
  /** The route table's page patterns (tests derive addresses from them). */
  portalRoutePatterns?(): string[];
}

/** A server render module with the client manifest of the same build. */
export interface ServerBundle {
  mod: RenderModule;
  manifest: ViteManifest;
}

/** The built server render of a static folder, or undefined when the build has none. */
export async function loadServerBundle(staticDir: string): Promise<ServerBundle | undefined> {
  const entry = path.join(staticDir, '.ssr', 'entry-server.js');
  const manifestFile = path.join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  return {
    mod: (await import(pathToFileURL(entry).href)) as RenderModule,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest,
  };
}

/** The pieces the server puts into index.html. */
export interface RenderedParts {
  /** For `<head>`: antd's styles, the rendered pages' CSS and chunk preloads. */
  head: string;
  /** The markup for `<div id="root">`. */
  root: string;
  /** After the root: the data the client hydrates with. */
  tail: string;
  /** index.html's stylesheets that `head` holds inline: their `<link>`s stop blocking the first paint. */
  inlinedCss?: string[];
}

export interface PortalRendererOptions {
  /** Longest wait for a render before the plain SPA page is sent; the render still finishes into the cache. */
  budgetMs?: number;
  /**
   * How long a rendered anonymous page is reused while this process has seen no write. Any
   * successful write through this process (a POST, PUT or DELETE answered below 400) starts the
   * cache afresh; a write through another process behind the same proxy shows within this time.
   */
  cacheTtlMs?: number;
  cacheEntries?: number;
  /** Renders at a time; beyond that the plain page is sent, so rendering never starves the API. */
  maxConcurrent?: number;
  /**
   * Whether the HTML modulepreloads the rendered pages' chunks (default: no). Without, the client's
   * entry imports them before hydrating (preloadPages) and Vite's loader fetches each chunk's
   * imports in parallel then. Preloaded from the HTML, the article's ~45 chunks split the link with
   * the HTML itself and held the main thread ~600 ms issuing them (4× CPU), so the first paint came
   * after them; hydration now starts one round trip later, after the paint (docs/decisions.md
   * "Speed (speed)").
   */
  preloadPageChunks?: boolean;
}

// Which URLs are rendered: the content types' pages from their declarations, and the special pages.
export { isRenderedRoute } from './renderedRoutes';

/** A signed-in reader gets the plain page: the server only renders the signed-out frame. */
export function hasSession(req: FastifyRequest): boolean {
  return /(?:^|;\s*)auth=[^;]/.test(req.headers.cookie ?? '');
}

/** Axios → `fastify.inject`: the render's API calls never leave the process, and carry no visitor cookies. */
function injectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    const url = axios.getUri(config);
    const headers = AxiosHeaders.from(config.headers as AxiosHeaders).toJSON(true) as Record<string, string>;
    delete headers.Authorization;
    // As axios's browser adapter does: a call without a body sends no Content-Type (axios's default
    // form type on an empty POST is refused by the server, and the page rendered plain).
    if (config.data === undefined) delete headers['Content-Type'];
    const res = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as HTTPMethods,
      url,
      headers,
      payload: config.data as string | undefined,
    });
    return { data: res.body, status: res.statusCode, statusText: res.statusMessage, headers: res.headers as Record<string, string>, config, request: {} };
  };
}

interface CacheEntry {
  parts: Promise<RenderedParts | null>;
  expires: number;
  /** The write count when it was rendered: any later write makes it stale. */
  writes: number;
}

/**
 * Loads the server render of a build, or undefined when the build has none (an older build, or a
 * test's stand-in index.html): then every page is the plain SPA page, as before.
 */
export async function loadPortalRenderer(app: FastifyInstance, staticDir: string, options: PortalRendererOptions = {}) {
  let bundle: Awaited<ReturnType<typeof loadServerBundle>>;
  try {
    bundle = await loadServerBundle(staticDir);
  } catch (err) {
    app.log.error({ err }, 'server render not loaded; portal pages are the plain SPA page');
    return undefined;
  }
  return bundle && createPortalRenderer(app, bundle.mod, bundle.manifest, staticDir, options);
}

/** The renderer of a loaded render module (the build's, or in tests the source's). */
export function createPortalRenderer(app: FastifyInstance, mod: RenderModule, manifest: ViteManifest, staticDir: string, options: PortalRendererOptions = {}) {
  mod.setApiAdapter(injectAdapter(app));
  const budgetMs = options.budgetMs ?? 1500;
  const cacheTtlMs = options.cacheTtlMs ?? 30_000;
  const cacheEntries = options.cacheEntries ?? 500;
  const maxConcurrent = options.maxConcurrent ?? 2;
  const cache = new Map<string, CacheEntry>();
  let running = 0;
  const writes = writeCount(app);
  // The built CSS is read once per file (hashed names: a file's text never changes).
  const cssFiles = new Map<string, string | undefined>();
  const cssText: CssText = (file) => {
    if (!cssFiles.has(file)) {
      const abs = path.resolve(staticDir, file);
      cssFiles.set(file, abs.startsWith(path.resolve(staticDir) + path.sep) && existsSync(abs) ? readFileSync(abs, 'utf8') : undefined);
    }
    return cssFiles.get(file);
  };
  // index.html's own stylesheet goes inline too; fillTemplate makes its <link> non-blocking.
  const entryInline = entryCss(manifest).flatMap((href) => {
    const text = cssText(href.slice(1));
    return text === undefined || /<\/style/i.test(text) ? [] : [{ href, text }];
  });
  const entryHead = entryInline.map(({ href, text }) => `<style data-href="${href}">${text}</style>`).join('');
  const entryInlined = entryInline.map(({ href }) => href);

  async function renderParts(req: FastifyRequest, url: string): Promise<RenderedParts | null> {
    running++;
    try {
      const r = await mod.render(url);
      return {
        head: `${entryHead}${r.styles}${chunkLinks(manifest, r.modules, { cssText, preload: options.preloadPageChunks ?? false })}`,
        root: r.html,
        tail: ssrPayloadTag({ state: r.state, modules: r.modules }),
        inlinedCss: entryInlined,
      };
    } catch (err) {
      req.log.warn({ url, error: err instanceof Error ? err.message : String(err) }, 'server render failed; plain SPA page sent');
      return null;
    } finally {
      running--;
    }
  }

  /** The rendered parts for an anonymous GET of a rendered route, or null (send the plain page). */
  return async function renderPortal(req: FastifyRequest, url: string, { cache: cached = true }: { cache?: boolean } = {}): Promise<RenderedParts | null> {
    const now = Date.now();
    let hit = cached ? cache.get(url) : undefined;
    if (!hit || hit.expires <= now || hit.writes !== writes()) {
      if (running >= maxConcurrent) return null;
      hit = { parts: renderParts(req, url), expires: now + cacheTtlMs, writes: writes() };
      // Not cached (an address anyone can vary, such as an unknown path): it never evicts a page.
      if (cached) {
        if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value!);
        cache.set(url, hit);
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      return await Promise.race([hit.parts, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

export type PortalRenderer = ReturnType<typeof createPortalRenderer>;

/**
 * index.html with the rendered parts in place (its stylesheets that the parts hold inline no longer
 * block). Every part goes in through a replacer function: a replacement *string* would expand `$&`,
 * `` $` ``, `$'` and `$$` in readers' and editors' text (a title ending in `` $` `` copied the whole page
 * into itself, issue 30). The lint rule `no-restricted-syntax` in eslint.config.js keeps it so.
 */
export function fillTemplate(html: string, parts: RenderedParts): string {
  const inlined = new Set(parts.inlinedCss ?? []);
  return html
    .replace(/<link rel="stylesheet"((?: crossorigin)?) href="([^"]+)">/g, (link, crossorigin: string, href: string) =>
      inlined.has(href) ? `<link rel="stylesheet"${crossorigin} href="${href}" media="not all">` : link,
    )
    .replace(/<\/head>/i, (end) => `${parts.head}${end}`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.root}</div>${parts.tail}`);
}
