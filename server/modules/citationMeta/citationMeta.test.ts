import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { insertCrawlFixture, type CrawlFixture } from '../publicItems/testFixtures';
import { scholarDate } from './meta';
import { portalPages } from './portalPages';
import { INDEX_HTML, metaValues, staticDirWithIndex } from './testStatic';

let t: TestApp;
let staticDir: ReturnType<typeof staticDirWithIndex>;
let f: CrawlFixture;

beforeAll(async () => {
  staticDir = staticDirWithIndex();
  t = await makeTestApp({ seed: false, appOptions: { staticDir: staticDir.dir } });
  f = await insertCrawlFixture(t.database.db);
});

afterAll(async () => {
  await t?.close();
  staticDir?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: 'wenku.example.org', ...headers } });

const values = metaValues;

describe('citation meta tags in the served index.html', () => {
  it('puts escaped Google Scholar tags for a reviewed article into <head>', async () => {
    const res = await get(`/article/${f.articleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));
    // The hostile title never appears raw: no second <script>, quotes turned into entities.
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(values(head, 'citation_title')).toEqual(['&quot;引号&quot;与&#39;单引号&#39; &lt;script&gt;alert(1)&lt;/script&gt; &amp; 更多']);
    expect(head).toContain(`<title>&quot;引号&quot;与&#39;单引号&#39; &lt;script&gt;alert(1)&lt;/script&gt; &amp; 更多 - 文库数字图书馆</title>`);
    expect(values(head, 'citation_author')).toEqual(['张三', '李四']);
    expect(values(head, 'citation_publication_date')).toEqual(['2024/03/15']);
    expect(values(head, 'citation_journal_title')).toEqual(['测试学报']);
    expect(values(head, 'citation_volume')).toEqual(['2024']);
    expect(values(head, 'citation_issue')).toEqual(['3']);
    expect(values(head, 'citation_firstpage')).toEqual(['12']);
    expect(values(head, 'citation_lastpage')).toEqual(['20']);
    expect(values(head, 'citation_issn')).toEqual(['1234-5678']);
    expect(values(head, 'citation_abstract')).toEqual(['本文研究&lt;b&gt;数字图书馆&lt;/b&gt;的元数据 &amp; 收割。']);
    expect(values(head, 'citation_keywords')).toEqual(['元数据; OAI-PMH']);
    expect(values(head, 'citation_language')).toEqual(['zh']);
    // No PDF is stored for articles, so no citation_pdf_url rather than a dead link.
    expect(values(head, 'citation_pdf_url')).toEqual([]);
    expect(values(head, 'og:title')).toHaveLength(1);
    expect(values(head, 'og:url')).toEqual([`http://wenku.example.org/article/${f.articleId}`]);
    // The generic description and title are replaced, not duplicated.
    expect(values(head, 'description')).toEqual(['本文研究&lt;b&gt;数字图书馆&lt;/b&gt;的元数据 &amp; 收割。']);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes a thesis with its institution and a book with ISBN and publisher', async () => {
    const thesis = await get(`/dissertation/${f.thesisId}`);
    expect(thesis.statusCode).toBe(200);
    expect(values(thesis.body, 'citation_title')).toEqual(['古籍数字化研究']);
    expect(values(thesis.body, 'citation_dissertation_institution')).toEqual(['北京大学 &quot;信息管理系&quot;']);
    expect(values(thesis.body, 'citation_publication_date')).toEqual(['2023/06/01']);
    expect(values(thesis.body, 'citation_journal_title')).toEqual([]);

    const book = await get(`/book/${f.bookId}`);
    expect(book.statusCode).toBe(200);
    expect(values(book.body, 'citation_isbn')).toEqual(['978-7-03-000000-1']);
    expect(values(book.body, 'citation_publisher')).toEqual(['科学出版社']);
    expect(values(book.body, 'citation_author')).toEqual(['钱七']);
  });

  it.each([
    ['an unknown article', () => '/article/999999'],
    ['an unreviewed article', () => `/article/${f.hiddenArticleId}`],
    ['an unknown thesis', () => '/dissertation/999999'],
    ['an id past the integer range', () => '/book/9999999999'],
  ])('answers %s with the plain index.html and status 404', async (_name, url) => {
    const res = await get(url());
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.body).not.toContain('citation_');
  });

  it('leaves other portal routes as the plain SPA page with 200', async () => {
    const res = await get('/search');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('uses PUBLIC_BASE_URL for absolute URLs when set', async () => {
    process.env.PUBLIC_BASE_URL = 'https://www.wenku.com.cn/';
    try {
      const res = await get(`/book/${f.bookId}?from=share`);
      expect(values(res.body, 'og:url')).toEqual([`https://www.wenku.com.cn/book/${f.bookId}`]);
    } finally {
      delete process.env.PUBLIC_BASE_URL;
    }
  });

  it('answers a repeated request with a matching ETag by 304', async () => {
    const first = await get(`/article/${f.articleId}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`/article/${f.articleId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('a slow database', () => {
  it('never holds the page back: past the time-out the plain index.html is sent with 200', async () => {
    // Every query builder call returns the builder; awaiting it never settles, like a stuck DB.
    const stuck: unknown = new Proxy(function () {}, {
      get: (_target, prop) => (prop === 'then' ? () => {} : () => stuck),
    });
    const send = portalPages({ db: stuck as Db, indexHtml: INDEX_HTML, timeoutMs: 50 });
    const app = Fastify();
    app.get('/article/:id', (req, reply) => send(req, reply, req.url));
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/article/1' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await app.close();
    }
  });
});

describe('scholarDate', () => {
  it('writes YYYY/MM/DD, keeps a bare year and drops nonsense', () => {
    expect(scholarDate('2024-03-05')).toBe('2024/03/05');
    expect(scholarDate('2024')).toBe('2024');
    expect(scholarDate('')).toBeUndefined();
    expect(scholarDate('三月')).toBeUndefined();
  });
});
