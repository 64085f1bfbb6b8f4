import { eq } from 'drizzle-orm';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../../tests/helpers/app';
import { BOOK_PREVIEW_PATH, BOOK_PREVIEW_PDF_PATH, bookResource } from '../../../src/resources/books';
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
    spread: { db: () => t.database.db, table: books },
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

describe('GET /common/book/preview/{id}/pdf', () => {
  const pdf = (id: number | string) => t.app.inject({ method: 'GET', url: apiUrl(BOOK_PREVIEW_PDF_PATH.replace('{id}', String(id))) });
  const previewCount = async (id: number) =>
    (await getJson(t.app, apiUrl(BOOK_PREVIEW_PATH.replace('{id}', String(id))))).body.data.pages.length as number;

  it('is a PDF of exactly the preview pages, with a subset of a CJK font embedded', async () => {
    const [b] = await t.database.db.select().from(books).limit(1);
    const res = await pdf(b.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="book-${b.id}-preview.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    const expected = await previewCount(b.id);
    expect(expected).toBe(Math.min(b.previewPages, expected));
    expect(doc.getPageCount()).toBe(expected);
    expect(doc.getTitle()).toContain(b.title);
    const descriptors = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
    expect(descriptors.some((d) => d.has(PDFName.of('FontFile2')))).toBe(true);
    expect(String(descriptors[0].get(PDFName.of('FontName')))).toMatch(/^\/NotoSansSC/);
    // Only the glyphs used are embedded (the whole font is ~10 MB).
    expect(res.rawPayload.length).toBeLessThan(200_000);
    // Every embedded glyph decodes to an outline but the blank ones (space, ideographic space):
    // @pdf-lib/fontkit's unpadded short `loca` blanked about half of them (pdf.ts).
    const fontFile = doc.context.lookup(descriptors[0].get(PDFName.of('FontFile2')) as PDFRef) as PDFRawStream;
    const subset = fontkit.create(Buffer.from(decodePDFRawStream(fontFile).decode()));
    const glyphCount = (subset as unknown as { numGlyphs: number }).numGlyphs;
    let blank = 0;
    for (let gid = 0; gid < glyphCount; gid++) if (subset.getGlyph(gid).path.toSVG() === '') blank++;
    expect(glyphCount).toBeGreaterThan(40);
    expect(blank).toBeLessThanOrEqual(2);
    // A second request is served from the cache: the same bytes.
    expect((await pdf(b.id)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('never holds more than previewPages pages, even right after the book changed', async () => {
    const [b] = await t.database.db.select().from(books).limit(1);
    await pdf(b.id);
    await t.database.db.update(books).set({ previewPages: 2 }).where(eq(books.id, b.id));
    try {
      expect((await PDFDocument.load((await pdf(b.id)).rawPayload)).getPageCount()).toBe(2);
    } finally {
      await t.database.db.update(books).set({ previewPages: b.previewPages }).where(eq(books.id, b.id));
    }
  });

  it('an unknown book is the 404 envelope; a bad id is never a 500', async () => {
    const missing = await pdf(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '该图书不存在或已下架' });
    for (const bad of ['x', '-1', '1.5', '0', '99999999999999999999', '%E4%B8%AD']) {
      const res = await pdf(bad);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().code).toBe(res.statusCode);
    }
  });
});
