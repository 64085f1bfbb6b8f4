import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { BOOK_PREVIEW_PATH, bookResource } from '../../../src/resources/books';
import { apiUrl } from '../../../src/shared/apiPath';
import { books } from '../../db/schema';
import { defineAreaContract, getJson } from '../area/areaContract';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /common/book/list and /common/book/{id}', () => {
  defineAreaContract({
    app: () => t.app,
    resource: bookResource,
    notFoundMsg: '该图书不存在或已下架',
    countsViews: true,
    omittedInList: ['catalogue'],
    filters: [
      [{ typeCode: 'G' }, (r) => r.typeCode === 'G'],
      [{ subjectType: '5' }, (r) => r.subjectType === 5],
      [{ outYear: '2020' }, (r) => String(r.publishDate).startsWith('2020-')],
      [{ keyword: '出版社' }, (r) => `${r.title}${r.authors}${r.publisher}${r.isbn}`.includes('出版社')],
      [{ keyword: '中华书局' }, (r) => r.publisher === '中华书局'],
    ],
    badFilters: [
      [{ subjectType: 'x' }, '学科分类不正确'],
      [{ outYear: '20200' }, '出版年份应为1000到2100之间的年份'],
      [{ author: '名'.repeat(61) }, '作者名称不正确'],
    ],
  });

  it('author= lists the works of one author (the writer library links here)', async () => {
    const [b] = await t.database.db.select().from(books).limit(1);
    const first = b.authors.split(';')[0];
    const { body } = await getJson(t.app, `${apiUrl(bookResource.calls.list!.path)}?author=${encodeURIComponent(first)}`);
    expect(body.total).toBeGreaterThan(0);
    expect(body.rows!.some((r) => r.id === b.id)).toBe(true);
    for (const r of body.rows!) expect(String(r.authors)).toContain(first);
  });
});

describe('GET /common/book/preview/{id}', () => {
  const preview = (id: number | string) => getJson(t.app, apiUrl(BOOK_PREVIEW_PATH.replace('{id}', String(id))));

  it('gives the first previewPages pages: cover, title page, copyright page, summary and catalogue', async () => {
    const [b] = await t.database.db.select().from(books).limit(1);
    const { status, body } = await preview(b.id);
    expect(status).toBe(200);
    const p = body.data;
    expect(p).toMatchObject({ id: b.id, title: b.title, previewPages: b.previewPages, totalPages: b.pages });
    expect(p.pages.length).toBeGreaterThan(3);
    expect(p.pages.length).toBeLessThanOrEqual(b.previewPages);
    expect(p.pages.map((x: { no: number }) => x.no)).toEqual(p.pages.map((_: unknown, i: number) => i + 1));
    expect(p.pages.slice(0, 4).map((x: { kind: string }) => x.kind)).toEqual(['cover', 'title', 'copyright', 'summary']);
    expect(p.pages[2].lines.join('\n')).toContain(`ISBN ${b.isbn}`);
    const catalogue = p.pages.filter((x: { kind: string }) => x.kind === 'catalogue').flatMap((x: { lines: string[] }) => x.lines);
    expect(catalogue).toEqual(b.catalogue!.split('\n').filter(Boolean));
  });

  it('never shows more than previewPages pages', async () => {
    const [b] = await t.database.db.select().from(books).limit(1);
    await t.database.db.update(books).set({ previewPages: 2 }).where(eq(books.id, b.id));
    const { body } = await preview(b.id);
    expect(body.data.pages.map((x: { kind: string }) => x.kind)).toEqual(['cover', 'title']);
    await t.database.db.update(books).set({ previewPages: b.previewPages }).where(eq(books.id, b.id));
  });

  it('a missing book is a 404 envelope', async () => {
    expect(await preview(987654)).toEqual({ status: 404, body: { code: 404, msg: '该图书不存在或已下架' } });
    expect((await preview('x')).status).toBe(400);
  });
});
