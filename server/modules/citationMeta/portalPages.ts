import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { publicBaseUrl } from '../publicItems/baseUrl';
import { loadAreaScholarlyMeta } from './areaMeta';
import { CITATION_ROUTE, citationTags, loadScholarlyMeta, renderMetaTags, renderPageHead } from './meta';
import { areaPageHead, loadPageHead, matchDetailPage } from './pageHead';
import { fillTemplate, hasSession, isRenderedRoute, type PortalRenderer } from '../../ssr/portalRender';

export interface PortalPagesOptions {
  db: Db;
  /** The built `index.html`. */
  indexHtml: string;
  /** Longest wait for the meta query before the plain page is sent (the SPA must never wait on a slow DB). */
  timeoutMs?: number;
  /** How long a rendered page is reused; detail pages change rarely and crawlers hit them in bursts. */
  cacheTtlMs?: number;
  /** The process's write count (server/http/writeCount.ts): a cached page from before a write is stale. */
  writes?: () => number;
  cacheEntries?: number;
  /** The server render (server/ssr): anonymous visitors of its routes get the page's HTML, not an empty root. */
  renderer?: PortalRenderer;
  /**
   * Whether the portal has a page at a path (its route table, src/portalRoutes.ts, from the build).
   * Without it every path is served as a page, as before the build carried the table.
   */
  isPortalRoute?: (urlPath: string) => boolean;
}


interface RenderedPage {
  status: number;
  html: string;
  etag: string;
  expires: number;
  /** The write count it was made at. */
  writes: number;
}

const etagOf = (html: string) => `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * Serves the single-page app's `index.html` for portal routes. Every content type's detail route
 * (./pageHead.ts, from the declarations) gets its item's `<title>`, description and Open Graph tags
 * in the HTML itself, because crawlers (Baidu, Scholar) and link previews (WeChat) do not run the
 * app; article, thesis and book routes add Google Scholar's `citation_*` tags.
 *
 * - Unknown or unpublished item, or a path outside the portal's route table: index.html with status
 *   404 (the app shows its not-found page, rendered on the server for an unknown path; crawlers drop
 *   the URL instead of indexing an empty shell).
 * - Database slow (over `timeoutMs`) or failing: the plain index.html with 200 — readers first.
 * - Every answer carries an ETag and `Cache-Control: no-cache`, so revalidation is a cheap 304
 *   while a new deployment's index.html (new asset names) is picked up at once.
 */
export function portalPages(options: PortalPagesOptions) {
  const { db, indexHtml } = options;
  const timeoutMs = options.timeoutMs ?? 400;
  const cacheTtlMs = options.cacheTtlMs ?? 60_000;
  const cacheEntries = options.cacheEntries ?? 2000;
  // The generic title and description are replaced, not duplicated, on detail pages.
  const template = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const canInject = /<\/head>/i.test(template);
  const plain: RenderedPage = { status: 200, html: indexHtml, etag: etagOf(indexHtml), expires: Infinity, writes: 0 };
  const notFound: RenderedPage = { ...plain, status: 404 };
  const cache = new Map<string, RenderedPage>();

  /**
   * The page with the rendered parts in place, made once per cached page and cached render: filling
   * the template and hashing the result cost ~0.5 ms per 200 kB answer, for every visitor of the
   * home page. Both objects live as long as their caches keep them, so the memo goes with them.
   */
  const filledPages = new WeakMap<RenderedPage, WeakMap<object, RenderedPage>>();
  function filled(page: RenderedPage, parts: Parameters<typeof fillTemplate>[1]): RenderedPage {
    let byParts = filledPages.get(page);
    if (!byParts) filledPages.set(page, (byParts = new WeakMap()));
    let result = byParts.get(parts);
    if (!result) {
      const html = fillTemplate(page.html, parts);
      result = { ...page, html, etag: etagOf(html) };
      byParts.set(parts, result);
    }
    return result;
  }

  function remember(key: string, page: RenderedPage): void {
    if (cache.size >= cacheEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, page);
  }

  /** The `<head>` tags of an area's list or a detail page; null when its item is unknown or not public. */
  async function headTags(urlPath: string, baseUrl: string): Promise<string | null> {
    const area = areaPageHead(urlPath);
    if (area) return renderPageHead(area, baseUrl);
    const cited = CITATION_ROUTE.exec(urlPath);
    if (cited) {
      const meta = await loadScholarlyMeta(db, cited[1]!, Number(cited[2]));
      return meta && renderMetaTags(meta, baseUrl);
    }
    const head = await loadPageHead(db, urlPath);
    if (!head) return null;
    // A kit type that declares a citation (专利) tells Scholar its document too.
    const document = await loadAreaScholarlyMeta(db, urlPath);
    return [renderPageHead(head, baseUrl), ...(document ? citationTags(document, baseUrl) : [])].join('\n    ');
  }

  async function render(req: FastifyRequest, urlPath: string): Promise<RenderedPage> {
    if (!canInject || !(CITATION_ROUTE.test(urlPath) || matchDetailPage(urlPath) || areaPageHead(urlPath))) return plain;
    const baseUrl = publicBaseUrl(req);
    const key = `${baseUrl}${urlPath}`;
    const cached = cache.get(key);
    const writes = options.writes?.() ?? 0;
    if (cached && cached.expires > Date.now() && cached.writes === writes) return cached;

    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const tags = await Promise.race([headTags(urlPath, baseUrl), timedOut]);
      if (tags === 'timeout') {
        req.log.warn({ url: urlPath, timeoutMs }, 'page meta query too slow; plain index.html sent');
        return plain;
      }
      const html = tags ? template.replace(/<\/head>/i, (end) => `  ${tags}\n  ${end}`) : indexHtml;
      const page: RenderedPage = { status: tags ? 200 : 404, html, etag: etagOf(html), expires: Date.now() + cacheTtlMs, writes };
      remember(key, page);
      return page;
    } catch (err) {
      req.log.error({ err, url: urlPath }, 'page meta query failed; plain index.html sent');
      return plain;
    } finally {
      clearTimeout(timer);
    }
  }

  return async function sendPortalPage(req: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<FastifyReply> {
    // A path the portal has no page for: its not-found page with 404, as for a missing item (no soft 404).
    const unknown = options.isPortalRoute !== undefined && !options.isPortalRoute(urlPath);
    let page = unknown ? notFound : await render(req, urlPath);
    if (options.renderer && (unknown || isRenderedRoute(urlPath)) && !hasSession(req)) {
      // An unknown path is rendered at its own address (the header's links and highlight depend on it,
      // and the browser hydrates there) but never cached: unknown addresses are endless.
      const parts = await options.renderer(req, req.url, { cache: !unknown });
      if (parts) page = filled(page, parts);
    }
    // Rendered pages differ between visitors with and without a session.
    reply.header('Vary', options.renderer ? 'Cookie, Accept-Encoding' : 'Accept-Encoding');
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag);
    if (req.headers['if-none-match'] === page.etag && page.status === 200) return reply.code(304).send();
    // Compressed on the way out by compressAnswers (server/http/compressedBody.ts).
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  };
}
