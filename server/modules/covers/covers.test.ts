import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { ancientBooks, books, localHistories } from '../../db/schema';
import { patents } from '../../db/schema/areas/patent';
import { yearbooks } from '../../db/schema/areas/yearbook';
import { wrapTitle } from './svg';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('generated covers', () => {
  it('the demo books point at a cover that carries their own title and publisher', async () => {
    const [book] = await t.database.db.select().from(books).limit(1);
    expect(book.coverUrl).toBe(`/covers/gen/book/${book.id}.svg`);
    const res = await t.app.inject({ method: 'GET', url: book.coverUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain(`>${wrapTitle(book.title, 6, 3)[0]}<`);
    expect(res.body).toContain(book.publisher!.slice(0, 6));
    // Revalidation by ETag.
    const again = await t.app.inject({ method: 'GET', url: book.coverUrl!, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('ancient books get a thread-bound cover with the title read top to bottom; year-books their publisher', async () => {
    const [ancient] = await t.database.db.select().from(ancientBooks).limit(1);
    const svg = (await t.app.inject({ method: 'GET', url: `/covers/gen/ancient/${ancient.id}.svg` })).body;
    for (const ch of Array.from(ancient.title).slice(0, 3)) expect(svg).toContain(`>${ch}<`);
    const [yb] = await t.database.db.select().from(yearbooks).limit(1);
    expect(yb.coverUrl).toBe(`/covers/gen/yearbook/${yb.id}.svg`);
    expect((await t.app.inject({ method: 'GET', url: yb.coverUrl! })).body).toContain(yb.publisher!.slice(0, 6));
  });

  it('a kit type draws covers when it declares one (年鉴), of its public rows only; one without (专利) has none', async () => {
    const [yb] = await t.database.db.insert(yearbooks).values({ title: '下架测试年鉴2024', year: 2024, publisher: '测试出版社', published: false }).returning();
    expect((await t.app.inject({ method: 'GET', url: `/covers/gen/yearbook/${yb.id}.svg` })).statusCode).toBe(404);
    await t.database.db.update(yearbooks).set({ published: true }).where(eq(yearbooks.id, yb.id));
    const shown = await t.app.inject({ method: 'GET', url: `/covers/gen/yearbook/${yb.id}.svg` });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('测试出版社');
    const [patent] = await t.database.db.select({ id: patents.id }).from(patents).limit(1);
    expect((await t.app.inject({ method: 'GET', url: `/covers/gen/patent/${patent!.id}.svg` })).statusCode).toBe(404);
  });

  it('every local history has a cover of its own: its title and compiler, an old gazetteer thread-bound (issue 34 item 6: 12 stock pictures for 30)', async () => {
    const rows = await t.database.db.select().from(localHistories);
    expect(new Set(rows.map((r) => r.coverUrl)).size).toBe(rows.length);
    const modern = rows.find((r) => r.type === 1 && r.published)!;
    expect(modern.coverUrl).toBe(`/covers/gen/localHistory/${modern.id}.svg`);
    const svg = (await t.app.inject({ method: 'GET', url: modern.coverUrl! })).body;
    expect(svg).toContain(`>${wrapTitle(modern.title, 6, 3)[0]}<`);
    expect(svg).toContain(modern.compiler!.slice(0, 6));
    const old = rows.find((r) => r.type === 2 && r.published)!;
    const oldSvg = (await t.app.inject({ method: 'GET', url: old.coverUrl! })).body;
    for (const ch of Array.from(old.title).slice(1, 4)) expect(oldSvg).toContain(`>${ch}<`);
  });

  it('escapes markup in titles, and answers 404 for unknown kinds, ids and file names', async () => {
    const [b] = await t.database.db.insert(books).values({ title: '<script>alert(1)</script>&书', publisher: '某出版社' }).returning();
    const svg = (await t.app.inject({ method: 'GET', url: `/covers/gen/book/${b.id}.svg` })).body;
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script');
    for (const url of ['/covers/gen/book/999999999.svg', '/covers/gen/member/1.svg', '/covers/gen/book/1.png', '/covers/gen/constructor/1.svg', '/covers/gen/book/..%2F1.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('wraps a long title into three lines of six, ending in … when cut', () => {
    expect(wrapTitle('中国现代出版史研究文献汇编与学术史考察', 6, 3)).toEqual(['中国现代出版', '史研究文献汇', '编与学术史…']);
    expect(wrapTitle('论语', 6, 3)).toEqual(['论语']);
  });
});
