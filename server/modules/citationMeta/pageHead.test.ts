import { and, asc, eq, getTableColumns, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { news, photos, works } from '../../db/schema';
import { CONTENT_TYPE_LIST } from '../../../src/shared/contentTypes';
import { AREAS } from '../../../src/shared/areas';
import { DESCRIPTION_LENGTH, DETAIL_PAGES, plainText } from './pageHead';
import { INDEX_HTML, metaValues, staticDirWithIndex } from './testStatic';

let t: TestApp;
let staticDir: ReturnType<typeof staticDirWithIndex>;

beforeAll(async () => {
  staticDir = staticDirWithIndex();
  t = await makeTestApp({ appOptions: { staticDir: staticDir.dir } });
});

afterAll(async () => {
  await t?.close();
  staticDir?.remove();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'wenku.example.org' } });
const values = metaValues;
const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const fill = (pattern: string, id: number, parentId?: number) => pattern.replace(':parentId', String(parentId)).replace(':id', String(id));

/** Public rows of a detail page's type, in id order, with the title column's text where it has one. */
async function publicItems(page: (typeof DETAIL_PAGES)[number], limit: number) {
  const { table, publicRows, parentColumn, titleColumn, summaryColumn } = page.rows;
  return (await t.database.db
    .select({ id: table.id, parentId: parentColumn ?? table.id, title: titleColumn ?? table.id, summary: summaryColumn ?? table.id })
    .from(table)
    .where(publicRows)
    .orderBy(asc(table.id))
    .limit(limit)) as Array<{ id: number; parentId: number; title: string | number; summary: string | number | null }>;
}

describe('the served <head> of every area\'s list page', () => {
  it.each(AREAS.map((a) => [a.path, a] as const))('%s carries its area\'s name and line', async (path, area) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${area.label} - 文库数字图书馆</title>`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(values(res.body, 'description')).toEqual([`${area.label}：${area.blurb}`]);
    expect(values(res.body, 'og:type')).toEqual(['website']);
  });

  it('the home page and other pages keep the generic head', async () => {
    for (const path of ['/', '/search', '/journal/x']) {
      const res = await get(path);
      expect(res.body, path).not.toContain('og:type');
    }
  });
});

describe('the served <head> of every content type\'s detail page', () => {
  it('covers every declared detail route: each reader item\'s, and each search result page of a type with a page declaration', () => {
    const keys = DETAIL_PAGES.map((p) => p.key);
    for (const type of CONTENT_TYPE_LIST) if (type.readerItem) expect(keys, type.key).toContain(type.key);
    expect(keys).toContain('news');
  });

  /** Books and people are not articles to a link preview. */
  const OG_TYPES: Record<string, string> = {
    book: 'book',
    ancient: 'book',
    localHistory: 'book',
    yearbook: 'book',
    famousTeacher: 'profile',
    headmaster: 'profile',
    scholar: 'profile',
    teacher: 'profile',
    writer: 'profile',
  };

  it.each(DETAIL_PAGES.map((p) => [p.key, p] as const))('%s: one public item\'s page carries its own title, description and Open Graph tags', async (_key, page) => {
    const [item] = await publicItems(page, 1);
    expect(item, `a seeded public ${page.key}`).toBeDefined();
    const url = fill(page.pattern, item!.id, item!.parentId);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const [ogTitle] = values(html, 'og:title');
    expect(ogTitle).toBeTruthy();
    if (page.rows.titleColumn) expect(unescape(ogTitle!)).toBe(String(item!.title));
    // One title and one description: the generic ones are replaced.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${ogTitle} - 文库数字图书馆</title>`);
    const descriptions = values(html, 'description');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).not.toBe('通用描述');
    expect(unescape(descriptions[0]!).length).toBeLessThanOrEqual(page.key === 'article' || page.key === 'thesis' || page.key === 'book' ? 200 : DESCRIPTION_LENGTH);
    expect(unescape(descriptions[0]!)).not.toMatch(/<[a-z/]/i);
    // The description is the item's own summary (or first text) where it has one.
    const summary = page.rows.summaryColumn ? plainText(String(item!.summary ?? '')) : '';
    if (summary) expect(unescape(descriptions[0]!).startsWith(summary.slice(0, 20)), `${page.key}: ${descriptions[0]}`).toBe(true);
    expect(values(html, 'og:description')).toEqual(descriptions);
    expect(values(html, 'og:url')).toEqual([`http://wenku.example.org${url}`]);
    expect(values(html, 'og:type')).toEqual([OG_TYPES[page.key] ?? 'article']);
    for (const image of values(html, 'og:image')) expect(image).toMatch(/^https?:\/\//);
  });

  it.each(DETAIL_PAGES.filter((p) => 'published' in getTableColumns(p.rows.table)).map((p) => [p.key, p] as const))(
    '%s: a 下架 item\'s page is a 404 without its title',
    async (_key, page) => {
      const items = await publicItems(page, 2);
      const item = items.at(-1)!;
      await t.database.db.update(page.rows.table).set({ published: false } as never).where(eq(page.rows.table.id, item.id));
      try {
        const res = await get(fill(page.pattern, item.id, item.parentId));
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(INDEX_HTML);
        if (page.rows.titleColumn) expect(res.body).not.toContain(String(item.title));
      } finally {
        await t.database.db.update(page.rows.table).set({ published: true } as never).where(eq(page.rows.table.id, item.id));
      }
    },
  );

  it('a work not (or no longer) passed review is a 404 without its title', async () => {
    const worksPage = DETAIL_PAGES.find((p) => p.key === 'works')!;
    const [work] = await t.database.db.select({ id: works.id, title: works.title }).from(works).where(ne(works.worksStatus, 2)).limit(1);
    expect(work).toBeDefined();
    const res = await get(fill(worksPage.pattern, work!.id));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(work!.title);
  });

  it('a public item with a cover names it, absolute, as the preview picture', async () => {
    const photoPage = DETAIL_PAGES.find((p) => p.key === 'photo')!;
    const [photo] = await t.database.db.select({ id: photos.id, imageUrl: photos.imageUrl }).from(photos).where(and(eq(photos.published, true), isNotNull(photos.imageUrl))).limit(1);
    const res = await get(fill(photoPage.pattern, photo!.id));
    const expected = /^https?:/.test(photo!.imageUrl!) ? photo!.imageUrl! : `http://wenku.example.org${photo!.imageUrl!.startsWith('/') ? '' : '/'}${photo!.imageUrl}`;
    expect(values(res.body, 'og:image').map(unescape)).toEqual([expected]);
  });

  it('escapes the item\'s title and summary and drops the summary\'s markup', async () => {
    const newsPage = DETAIL_PAGES.find((p) => p.key === 'news')!;
    // The third: the first two were served (and cached) above.
    const item = (await publicItems(newsPage, 3))[2];
    await t.database.db
      .update(news)
      .set({ title: '"校园"<script>alert(1)</script> & \'书香\'', content: '<p>本报讯&nbsp;<img src=x onerror="alert(2)">第一段</p>' })
      .where(eq(news.id, item!.id));
    const res = await get(fill(newsPage.pattern, item!.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('onerror');
    expect(res.body).toContain('<title>&quot;校园&quot;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;书香&#39; - 文库数字图书馆</title>');
    expect(values(res.body, 'description')).toEqual(['本报讯 第一段']);
  });

  it('an unknown id, an id past the integer range and an issue under another journal are 404s with the plain page', async () => {
    const period = DETAIL_PAGES.find((p) => p.key === 'period')!;
    const [issue] = await publicItems(period, 1);
    for (const url of ['/works/999999', '/works/2147483648', '/newspaper/news/9999999999', fill(period.pattern, issue!.id, issue!.parentId + 100000)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('rich text becomes one plain line: tags dropped, entities read', () => {
    expect(plainText('<p>春风&nbsp;又绿</p>\n<script>alert(1)</script><b>江南岸</b> &amp; 明月')).toBe('春风 又绿 江南岸 & 明月');
  });
});
