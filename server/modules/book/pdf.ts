import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { BookPreview, PreviewPage } from '../../../src/resources/books';

/**
 * The free preview as a real PDF (issue 5): the same pages as `buildPreview` (never more than
 * `previewPages`), typeset with pdf-lib on A5 paper in Noto Sans SC. The font comes from an npm
 * package (`@expo-google-fonts/noto-sans-sc`, OFL), not from the system, so every machine makes
 * the same file; only the glyphs a PDF uses are embedded (subset). Runs in worker threads
 * (pdfWorker.mjs); built files are kept on disk by previewStore.ts.
 */

const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
const require = createRequire(import.meta.url);

/** The TTF is ~10 MB: read once, on first use, and kept in memory. */
let fontBytes: Promise<Uint8Array> | undefined;
export function previewFontBytes(): Promise<Uint8Array> {
  fontBytes ??= readFile(require.resolve(FONT_FILE)).catch((e: unknown) => {
    fontBytes = undefined;
    throw e;
  });
  return fontBytes;
}

/**
 * @pdf-lib/fontkit writes a TrueType subset's `loca` in the short format (offsets halved) without
 * padding odd-length glyph records, so every glyph after an odd one is read from the wrong place
 * and many CJK characters come out blank (pdf-lib issue 1232; fixed in upstream fontkit 1.8, not in
 * this fork). Padding each record to an even length, as the TrueType spec asks, makes the halved
 * offsets exact. book.test.ts decodes every embedded glyph to guard this.
 */
interface TrueTypeSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
}
const EVEN_GLYPHS = Symbol('wenku.evenGlyphRecords');
function padGlyphRecords(proto: TrueTypeSubset & { [EVEN_GLYPHS]?: true }) {
  if (proto[EVEN_GLYPHS] || typeof proto._addGlyph !== 'function') return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TrueTypeSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const record = this.glyf[index];
    if (record.length % 2 === 1) {
      // The fork's own Buffer class (its table writer needs `copy`), one zero byte longer.
      const padded = (record.constructor as unknown as { alloc(n: number): Uint8Array }).alloc(record.length + 1);
      padded.set(record);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto[EVEN_GLYPHS] = true;
}
export const evenGlyphFontkit: typeof fontkit = {
  ...fontkit,
  create(...args: Parameters<typeof fontkit.create>) {
    const font = fontkit.create(...args);
    const tables = (font as unknown as { directory: { tables: Record<string, unknown> } }).directory.tables;
    if (tables.glyf && !tables['CFF ']) padGlyphRecords(Object.getPrototypeOf(font.createSubset()));
    return font;
  },
};

const W = 420; // A5 in points
const H = 595;
const MARGIN = 48;
const TEXT_WIDTH = W - 2 * MARGIN;
const INK = rgb(0.12, 0.14, 0.16);
const GREY = rgb(0.45, 0.47, 0.5);
const RED = rgb(0.48, 0.11, 0.14);
const CREAM = rgb(1, 0.99, 0.97);

interface Ctx {
  page: PDFPage;
  font: PDFFont;
}

/** Drops characters a text line cannot hold (control characters, line breaks). */
export const clean = (s: string) => s.replace(/\p{Cc}/gu, '');

/** Breaks a line to `width` (CJK text breaks between any two characters; good enough for a preview). */
export function wrap(font: PDFFont, text: string, size: number, width: number, firstIndent = 0): string[] {
  const out: string[] = [];
  let line = '';
  let lineWidth = out.length === 0 ? firstIndent : 0;
  for (const ch of clean(text)) {
    const w = font.widthOfTextAtSize(ch, size);
    if (line && lineWidth + w > width) {
      out.push(line);
      line = '';
      lineWidth = 0;
    }
    line += ch;
    lineWidth += w;
  }
  if (line || out.length === 0) out.push(line);
  return out;
}

function text(c: Ctx, s: string, x: number, y: number, size: number, color: RGB = INK) {
  if (s) c.page.drawText(s, { x, y, size, font: c.font, color });
}

function centered(c: Ctx, s: string, y: number, size: number, color: RGB = INK, width = TEXT_WIDTH): number {
  for (const line of wrap(c.font, s, size, width)) {
    text(c, line, (W - c.font.widthOfTextAtSize(line, size)) / 2, y, size, color);
    y -= size * 1.5;
  }
  return y;
}

function heading(c: Ctx, s: string | undefined, y = H - 80): number {
  return centered(c, s ?? '', y, 17) - 14;
}

function drawCover(c: Ctx, book: BookPreview) {
  c.page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: RED });
  c.page.drawRectangle({ x: 22, y: 22, width: W - 44, height: H - 44, borderColor: CREAM, borderWidth: 0.8 });
  c.page.drawRectangle({ x: 50, y: 230, width: W - 100, height: 190, color: CREAM });
  const authors = book.authors.split(';').slice(0, 3).join('　');
  const y = centered(c, book.title, 370, 22, INK, W - 140);
  centered(c, authors, Math.min(y - 8, 290), 12, GREY, W - 140);
  if (book.publisher) centered(c, book.publisher, 70, 13, CREAM);
}

function drawTitle(c: Ctx, page: PreviewPage) {
  const y = centered(c, page.heading ?? '', 420, 24);
  centered(c, page.lines[0] ?? '', y - 24, 13);
  centered(c, page.lines[1] ?? '', 90, 13);
}

function drawCopyright(c: Ctx, page: PreviewPage) {
  const size = 9.5;
  const lh = 17;
  const [first = '', ...rest] = page.lines;
  const lines = rest.flatMap((l) => wrap(c.font, l, size, TEXT_WIDTH));
  let y = Math.min(H - 80, 70 + (lines.length + 1) * lh);
  text(c, clean(first), MARGIN, y, 11);
  c.page.drawLine({ start: { x: MARGIN, y: y - 6 }, end: { x: W - MARGIN, y: y - 6 }, thickness: 0.6, color: INK });
  y -= lh + 6;
  for (const line of lines) {
    if (y < 50) break;
    text(c, line, MARGIN, y, size);
    y -= lh;
  }
}

function drawSummary(c: Ctx, page: PreviewPage) {
  const size = 11;
  const lh = 21;
  let y = heading(c, page.heading);
  const lines = page.lines.flatMap((p) => {
    const indent = c.font.widthOfTextAtSize('中中', size);
    return wrap(c.font, p, size, TEXT_WIDTH, indent).map((l, i) => ({ l, x: MARGIN + (i === 0 ? indent : 0) }));
  });
  for (let i = 0; i < lines.length; i++) {
    const last = y - lh < 70;
    if (last && i < lines.length - 1) {
      // The page is full: what does not fit is cut, as a printed page would be.
      text(c, `${lines[i].l.slice(0, -2)}……`, lines[i].x, y, size);
      break;
    }
    text(c, lines[i].l, lines[i].x, y, size);
    y -= lh;
  }
}

function drawCatalogue(c: Ctx, page: PreviewPage) {
  const size = 11;
  let y = heading(c, page.heading);
  for (const entry of page.lines) {
    if (y < 70) break;
    const [line] = wrap(c.font, entry, size, TEXT_WIDTH);
    text(c, line, MARGIN, y, size);
    c.page.drawLine({ start: { x: MARGIN, y: y - 7 }, end: { x: W - MARGIN, y: y - 7 }, thickness: 0.4, color: GREY, dashArray: [1, 2] });
    y -= 26;
  }
}

/** Typesets the preview pages; a fresh document each time (the font is the cached part). */
export async function renderPreviewPdf(book: BookPreview): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphFontkit);
  const font = await doc.embedFont(await previewFontBytes(), { subset: true });
  doc.setTitle(book.full ? book.title : `${book.title}（试读）`);
  doc.setAuthor(book.authors.split(';').join('，'));
  doc.setSubject(book.full ? `全书 ${book.pages.length} 页` : `免费试读前 ${book.previewPages} 页`);
  doc.setLanguage('zh-CN');
  doc.setProducer('文库');
  doc.setCreator('文库');
  for (const p of book.pages.slice(0, Math.max(0, book.previewPages))) {
    const c: Ctx = { page: doc.addPage([W, H]), font };
    if (p.kind !== 'cover') c.page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: CREAM });
    if (p.kind === 'cover') drawCover(c, book);
    else if (p.kind === 'title') drawTitle(c, p);
    else if (p.kind === 'copyright') drawCopyright(c, p);
    else if (p.kind === 'catalogue') drawCatalogue(c, p);
    else drawSummary(c, p);
    if (p.kind !== 'cover') centered(c, `— ${p.no} —`, 30, 9, GREY);
  }
  return doc.save();
}
