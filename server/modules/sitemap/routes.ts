import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { Module } from '../../http/routes';
import { publicBaseUrl } from '../publicItems/baseUrl';
import { PUBLIC_SOURCES, type PublicItemSource } from '../publicItems/sources';
import { escapeXml, utcSeconds } from '../publicItems/xml';

/** The sitemaps.org ceiling for one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapOptions {
  /** URLs per sitemap file; past it /sitemap.xml becomes an index of /sitemap-{n}.xml. */
  urlLimit?: number;
  /** Rows fetched per query while streaming. */
  batchSize?: number;
  sources?: readonly PublicItemSource[];
}

const XML_TYPE = 'application/xml; charset=utf-8';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
// Crawlers fetch sitemaps rarely; an hour of caching spares the counts and the full walk.
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * GET /sitemap.xml, /sitemap-{n}.xml and /robots.txt (docs/crawlers.md). Every public detail page
 * of PUBLIC_SOURCES is listed once, in source order then id order, with its update time.
 * Page n covers URLs [(n-1)·limit, n·limit) of that sequence; the counts per source say which
 * sources (and which offsets in them) a page spans, so a page never reads rows before its own.
 * Rows are read in batches (offset once, then by id) and written out as a stream.
 */
export function sitemapModule(options: SitemapOptions = {}): Module {
  const urlLimit = options.urlLimit ?? (Number(process.env.SITEMAP_URL_LIMIT) || SITEMAP_URL_LIMIT);
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 5000, urlLimit));
  const sources = options.sources ?? PUBLIC_SOURCES;

  const countAll = (db: Db) => Promise.all(sources.map((s) => s.count(db)));

  return (app, db) => {
    app.get('/sitemap.xml', async (req, reply) => {
      const counts = await countAll(db);
      const total = counts.reduce((a, b) => a + b, 0);
      const base = publicBaseUrl(req);
      if (total <= urlLimit) return sendStream(reply, urlset(db, base, counts, 0, total));
      const pages = Math.ceil(total / urlLimit);
      const now = utcSeconds(new Date());
      const entries = Array.from(
        { length: pages },
        (_, i) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${i + 1}.xml`)}</loc><lastmod>${now}</lastmod></sitemap>`,
      );
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
      return reply.type(XML_TYPE).header('Cache-Control', CACHE_CONTROL).send(xml);
    });

    app.get<{ Params: { page: string } }>('/sitemap-:page(^\\d{1,6}).xml', async (req, reply) => {
      const pageNo = Number(req.params.page);
      const counts = await countAll(db);
      const total = counts.reduce((a, b) => a + b, 0);
      const pages = Math.max(1, Math.ceil(total / urlLimit));
      if (pageNo < 1 || pageNo > pages) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const start = (pageNo - 1) * urlLimit;
      return sendStream(reply, urlset(db, publicBaseUrl(req), counts, start, Math.min(total, start + urlLimit)));
    });

    app.get('/robots.txt', async (req, reply) => {
      const base = publicBaseUrl(req);
      const text = [
        'User-agent: *',
        // Only private screens are closed; /api stays open because crawlers that run the app need it.
        'Disallow: /usercenter',
        'Disallow: /login',
        'Disallow: /forgetPassword',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(text);
    });
  };

  /** The `<urlset>` for URLs [start, end) of the whole sequence, produced batch by batch. */
  async function* urlset(db: Db, base: string, counts: number[], start: number, end: number): AsyncGenerator<string> {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
    let before = 0; // URLs in the sources already passed
    for (const [i, source] of sources.entries()) {
      const n = counts[i]!;
      const from = Math.max(start, before);
      const to = Math.min(end, before + n);
      before += n;
      if (from >= to) continue;
      let offset = from - (before - n);
      let afterId = 0;
      let left = to - from;
      while (left > 0) {
        const links = await source.links(db, { afterId, offset, limit: Math.min(batchSize, left) });
        if (links.length === 0) break; // rows deleted since the count
        let chunk = '';
        for (const link of links) {
          chunk += `<url><loc>${escapeXml(base + link.path)}</loc><lastmod>${utcSeconds(link.lastmod)}</lastmod></url>\n`;
        }
        yield chunk;
        left -= links.length;
        afterId = links[links.length - 1]!.id;
        offset = 0;
      }
    }
    yield '</urlset>\n';
  }
}

function sendStream(reply: FastifyReply, chunks: AsyncGenerator<string>): FastifyReply {
  return reply.type(XML_TYPE).header('Cache-Control', CACHE_CONTROL).send(Readable.from(chunks));
}
