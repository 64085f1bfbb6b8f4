import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { clean, evenGlyphFontkit, previewFontBytes, wrap } from '../book/pdf';

/**
 * The PDFs a buyer downloads (issue 12, "licensed downloads"): an article's uploaded full-text PDF,
 * or — when its journal uploaded none — the article typeset from its text, and for a whole issue
 * every article in catalogue order in one file. Every page carries the buyer, the order number and
 * the time of the download, in the footer and as a faint diagonal watermark, and the same line is
 * the document's subject: a copy passed on says whose it was. Runs in worker threads
 * (downloadWorker.mjs); pure CPU work on the inputs it is given.
 */

/** An article as the typesetter needs it (the server's own row, never the client's). */
export interface ArticleText {
  title: string;
  authors: string;
  institution: string | null;
  abstract: string | null;
  keywords: string | null;
  fullText: string | null;
  /** 《中国图书馆学报》2024年第3期 第12–20页 */
  source: string;
}

/** One part of the download: the uploaded PDF's bytes, or the article to typeset. */
export type DownloadPart = { pdf: Uint8Array } | { article: ArticleText };

export interface DownloadRequest {
  title: string;
  parts: DownloadPart[];
  /** The line stamped on every page. */
  stamp: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 64;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.44, 0.47);
const WATERMARK = rgb(0.75, 0.1, 0.1);

/**
 * What the stamp says: who, when (Beijing time), and under which licence — the order, else the
 * subscribing institution, else a free article.
 */
export function stampLine(buyer: string, orderNo: string | null, at: Date, institution?: string | null, licence?: string): string {
  const beijing = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  const when = `${beijing.slice(0, 10)} ${beijing.slice(11, 16)}`;
  const order = orderNo ? `订单号 ${orderNo}` : institution ? `${institution}机构订阅` : (licence ?? '免费获取');
  return `文库 · ${buyer} 于 ${when}（北京时间）下载 · ${order} · 仅供个人学习研究使用，请勿传播`;
}

/** Lays out an article's text on A4 pages: heading block, abstract and keywords, then the body. */
function typeset(doc: PDFDocument, font: PDFFont, a: ArticleText): void {
  const [w, h] = A4;
  const width = w - 2 * MARGIN;
  let page: PDFPage = doc.addPage(A4);
  let y = h - MARGIN - 10;
  const bottom = MARGIN + 24;
  const newPage = () => {
    page = doc.addPage(A4);
    y = h - MARGIN;
  };
  const lines = (text: string, size: number, opts: { color?: typeof INK; centre?: boolean; indent?: number; gap?: number } = {}) => {
    const lh = size * 1.75;
    const indent = opts.indent ?? 0;
    wrap(font, text, size, width, indent).forEach((line, i) => {
      if (y < bottom) newPage();
      const lw = font.widthOfTextAtSize(line, size);
      const x = opts.centre ? (w - lw) / 2 : MARGIN + (i === 0 ? indent : 0);
      if (line) page.drawText(line, { x, y, size, font, color: opts.color ?? INK });
      y -= lh;
    });
    y -= opts.gap ?? 0;
  };

  lines(a.source, 9, { color: GREY, gap: 10 });
  lines(a.title, 18, { centre: true, gap: 8 });
  if (a.authors) lines(a.authors.split(';').filter(Boolean).join('　'), 11, { centre: true, gap: 2 });
  if (a.institution) lines(a.institution, 9, { centre: true, color: GREY });
  y -= 12;
  if (a.abstract) lines(`摘要：${a.abstract}`, 10, { gap: 4 });
  if (a.keywords) lines(`关键词：${a.keywords.split(/[;；,，]\s*/).filter(Boolean).join('；')}`, 10, { gap: 10 });
  const indent = font.widthOfTextAtSize('中中', 10.5);
  for (const paragraph of clean((a.fullText ?? '').replace(/\r?\n/g, '\u2029')).split('\u2029')) {
    const p = paragraph.trim();
    if (p) lines(p, 10.5, { indent });
  }
}

/** Writes the stamp on one page: footer line and a diagonal watermark, neither covering the text. */
function stampPage(page: PDFPage, font: PDFFont, stamp: string, no: number, total: number): void {
  const { width, height } = page.getSize();
  const size = 7;
  const footer = `${stamp}　第 ${no}/${total} 页`;
  const [line] = wrap(font, footer, size, width - 40);
  page.drawText(line, { x: 20, y: 14, size, font, color: GREY });
  const mark = stamp.split(' · ')[1] ?? stamp;
  const markSize = Math.min(18, (width * 1.1) / Math.max(1, mark.length));
  page.drawText(mark, { x: width * 0.14, y: height * 0.3, size: markSize, font, color: WATERMARK, opacity: 0.08, rotate: degrees(35) });
}

/** Builds the download: the parts in order in one document, every page stamped. */
export async function buildDownloadPdf(req: DownloadRequest): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphFontkit);
  const font = await doc.embedFont(await previewFontBytes(), { subset: true });
  doc.setTitle(req.title);
  doc.setSubject(req.stamp);
  doc.setLanguage('zh-CN');
  doc.setProducer('文库');
  doc.setCreator('文库');
  for (const part of req.parts) {
    if ('pdf' in part) {
      const source = await PDFDocument.load(part.pdf, { ignoreEncryption: true });
      for (const p of await doc.copyPages(source, source.getPageIndices())) doc.addPage(p);
    } else {
      typeset(doc, font, part.article);
    }
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => stampPage(p, font, req.stamp, i + 1, pages.length));
  return doc.save();
}
