import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { books } from '../../db/schema';
import { insertCrawlFixture, type CrawlFixture } from '../publicItems/testFixtures';
import { sitemapModule } from './routes';

let t: TestApp;
let f: CrawlFixture;

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  f = await insertCrawlFixture(t.database.db);
});

afterAll(async () => {
  await t?.close();
});

const BASE = 'http://wenku.example.org';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** The sitemap routes alone, on the test database, with a small URL limit. */
async function smallLimitApp(urlLimit: number): Promise<FastifyInstance> {
  const app = Fastify();
  await sitemapModule({ urlLimit, batchSize: 2 })(app, t.database.db);
  await app.ready();
  return app;
}

describe('GET /sitemap.xml', () => {
  it('lists every public detail page with its lastmod, and nothing unpublished', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'wenku.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(locs(res.body)).toEqual([
      `${BASE}/journal/${f.journalId}`,
      `${BASE}/journal/${f.journalId}/period/${f.periodId}`,
      `${BASE}/article/${f.articleId}`,
      `${BASE}/book/${f.bookId}`,
      `${BASE}/dissertation/${f.thesisId}`,
    ]);
    // The unreviewed article and the type-2 local history are not public detail pages here.
    expect(res.body).not.toContain(`/article/${f.hiddenArticleId}<`);
    expect(res.body).not.toContain('localHistory');
    const url = res.body.match(new RegExp(`<url><loc>${BASE}/article/${f.articleId}</loc><lastmod>([^<]+)</lastmod></url>`));
    expect(url?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('uses PUBLIC_BASE_URL for the URLs when it is set', async () => {
    process.env.PUBLIC_BASE_URL = 'https://www.wenku.com.cn';
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(locs(res.body)).toContain(`https://www.wenku.com.cn/article/${f.articleId}`);
    } finally {
      delete process.env.PUBLIC_BASE_URL;
    }
  });

  it('becomes a sitemap index past the URL limit, whose pages together list every URL once', async () => {
    const app = await smallLimitApp(2);
    try {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'wenku.example.org' } });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      // 5 public pages at 2 per file: 3 files.
      expect(locs(index.body)).toEqual([`${BASE}/sitemap-1.xml`, `${BASE}/sitemap-2.xml`, `${BASE}/sitemap-3.xml`]);

      const pages: string[][] = [];
      for (const loc of locs(index.body)) {
        const res = await app.inject({ method: 'GET', url: new URL(loc).pathname, headers: { host: 'wenku.example.org' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<urlset');
        pages.push(locs(res.body));
      }
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(pages.flat()).toEqual([
        `${BASE}/journal/${f.journalId}`,
        `${BASE}/journal/${f.journalId}/period/${f.periodId}`,
        `${BASE}/article/${f.articleId}`,
        `${BASE}/book/${f.bookId}`,
        `${BASE}/dissertation/${f.thesisId}`,
      ]);
      expect((await app.inject({ method: 'GET', url: '/sitemap-4.xml' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/sitemap-0.xml' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('stays a single urlset when the total equals the limit', async () => {
    const app = await smallLimitApp(5);
    try {
      const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.body).toContain('<urlset');
      expect(locs(res.body)).toHaveLength(5);
    } finally {
      await app.close();
    }
  });
});

describe('sitemap pages that start inside one content type', () => {
  it('split the same URL sequence the single sitemap has, without gaps or repeats', async () => {
    await t.database.db.insert(books).values([1, 2, 3, 4].map((n) => ({ title: `补充图书${n}` })));
    const whole = locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(whole).toHaveLength(9);
    const app = await smallLimitApp(2);
    try {
      const pages: string[][] = [];
      for (let n = 1; n <= 5; n++) pages.push(locs((await app.inject({ method: 'GET', url: `/sitemap-${n}.xml` })).body));
      // Page 3 begins at the second book: the offset inside a type is honoured.
      expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 2, 1]);
      expect(pages.flat()).toEqual(whole);
    } finally {
      await app.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('points crawlers at the absolute sitemap URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'wenku.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
