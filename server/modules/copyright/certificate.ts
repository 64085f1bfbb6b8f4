import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { evenGlyphFontkit, previewFontBytes } from '../book/pdf';

/**
 * The registration certificate (作品登记证书) as a PDF: A4, Noto Sans SC (the font of the book
 * previews, embedded as a subset), the number, the work, its owners (names only — never an ID
 * number), the registration date and a QR code that opens the public verification page. Built in a
 * worker thread (certificateWorker.mjs) — pdf-lib and fontkit are tens of milliseconds of CPU.
 */
export interface CertificateData {
  registrationNo: string;
  title: string;
  categoryLabel: string;
  owners: string[];
  creationDate: string;
  firstPublish: string;
  acquireMethod: string;
  approvedDate: string;
  verifyUrl: string;
}

const W = 595;
const H = 842;
const RED = rgb(0.62, 0.1, 0.12);
const INK = rgb(0.12, 0.12, 0.14);
const GREY = rgb(0.42, 0.42, 0.45);
const PAPER = rgb(1, 0.985, 0.95);

/** Drops characters a line cannot hold (controls, line breaks). */
const clean = (s: string) => s.replace(/\p{Cc}/gu, ' ');

function centered(page: PDFPage, font: PDFFont, s: string, y: number, size: number, color = INK) {
  const text = clean(s);
  page.drawText(text, { x: (W - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** Breaks `s` to lines of `width` (CJK breaks between any two characters). */
function wrap(font: PDFFont, s: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of clean(s)) {
    if (line && font.widthOfTextAtSize(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

/** The QR code's dark modules as squares, `size` points wide, bottom-left corner at (x, y). */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.modules.get(r, c)) page.drawRectangle({ x: x + (c + quiet) * cell, y: y + size - (r + quiet + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) });
    }
  }
}

export async function renderCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphFontkit);
  const font = await doc.embedFont(await previewFontBytes(), { subset: true });
  doc.setTitle(`作品登记证书 ${data.registrationNo}`);
  doc.setSubject(data.title);
  doc.setLanguage('zh-CN');
  doc.setProducer('文库');
  doc.setCreator('文库版权登记');
  const page = doc.addPage([W, H]);
  page.drawRectangle({ x: 0, y: 0, width: W, height: H, color: PAPER });
  page.drawRectangle({ x: 28, y: 28, width: W - 56, height: H - 56, borderColor: RED, borderWidth: 3 });
  page.drawRectangle({ x: 36, y: 36, width: W - 72, height: H - 72, borderColor: RED, borderWidth: 0.8 });

  centered(page, font, '作品登记证书', H - 130, 34, RED);
  centered(page, font, `登记号：${data.registrationNo}`, H - 180, 14);
  centered(page, font, '根据《作品自愿登记试行办法》规定，经文库版权登记平台审核，对以下事项予以登记。', H - 215, 10.5, GREY);

  const rows: Array<[string, string]> = [
    ['作品名称', `《${data.title}》`],
    ['作品类别', data.categoryLabel],
    ['著作权人', data.owners.join('、')],
    ['创作完成日期', data.creationDate],
    ['首次发表', data.firstPublish],
    ['权利取得方式', data.acquireMethod],
    ['登记日期', data.approvedDate],
  ];
  const labelX = 90;
  const valueX = 210;
  const size = 13;
  let y = H - 280;
  for (const [label, value] of rows) {
    page.drawText(label, { x: labelX, y, size, font, color: GREY });
    for (const line of wrap(font, value, size, W - valueX - 80)) {
      page.drawText(line, { x: valueX, y, size, font, color: INK });
      y -= size * 1.7;
    }
    y -= 10;
  }

  drawQr(page, data.verifyUrl, W - 190, 90, 110);
  page.drawText('扫码核验登记信息', { x: W - 187, y: 72, size: 9, font, color: GREY });
  page.drawText('文库版权登记平台', { x: 90, y: 150, size: 15, font, color: RED });
  page.drawText(data.approvedDate, { x: 90, y: 125, size: 12, font, color: INK });
  page.drawText(`核验地址：${data.verifyUrl}`.slice(0, 120), { x: 90, y: 60, size: 7, font, color: GREY });
  return doc.save();
}

/** Whether bytes are a PDF pdf.js can open (a sample document); its page count, or null. */
export async function pdfPageCount(data: Uint8Array): Promise<number | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  try {
    const doc = await pdfjs.getDocument({ data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
    const pages = doc.numPages;
    await doc.destroy();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}
