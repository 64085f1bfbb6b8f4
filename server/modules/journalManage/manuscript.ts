/**
 * Reading an uploaded manuscript (.docx or PDF) into the article form's fields: the text is taken
 * out (mammoth for Word, pdf.js for PDF) as lines, then the parts of a Chinese journal paper are
 * found by their labels — 题名 first, then authors, 单位 in brackets, 摘要, 关键词, 中图分类号,
 * the English title/abstract/key words, the body, and 参考文献. Runs in a worker thread
 * (manuscriptWorker.mjs): pdf.js and mammoth take tens to hundreds of milliseconds of CPU.
 */

import JSZip from 'jszip';
import type { ParsedManuscriptFields } from '../../../src/resources/articles';
import { captionOf, headingLevelOf } from '../../../src/shared/paperStructure';

export type ManuscriptKind = 'docx' | 'pdf';

/**
 * A .docx whose parts together declare more than this once inflated is refused before any part is
 * inflated: a real manuscript's text and styles are a few megabytes, while a 157 kB file that
 * inflates to 40 MB kept mammoth busy for minutes and the server's memory above 4 GB (issue 30).
 */
export const MANUSCRIPT_MAX_INFLATED_BYTES = 20 * 1024 * 1024;

/** What the worker answers: the fields, or why the file was refused without being read. */
export type ManuscriptOutcome = { ok: true; parsed: ParsedManuscript } | { ok: false; refusal: 'inflatedTooBig' };

/**
 * The sizes a ZIP's central directory declares for its entries once inflated, summed. Read with
 * jszip, the reader mammoth itself opens the file with (so both see the same entries, ZIP64 sizes
 * included); loading only reads the directory and headers — entries are inflated when asked for.
 * A file that declares less than it holds is stopped by the worker's time and memory limits.
 */
export async function declaredInflatedBytes(data: Buffer): Promise<number> {
  const zip = await JSZip.loadAsync(data, { checkCRC32: false });
  let total = 0;
  zip.forEach((_path, entry) => {
    // Folders (listed or implied by the paths) hold nothing, and mammoth never reads one.
    if (entry.dir) return;
    // jszip keeps the declared size on the entry's compressed-data record (not in its typings).
    const declared = (entry as unknown as { _data?: { uncompressedSize?: unknown } })._data?.uncompressedSize;
    total += typeof declared === 'number' && declared >= 0 ? declared : Number.POSITIVE_INFINITY;
  });
  return total;
}

/** The article form's fields read from a manuscript (declared with the article resource). */
export type ParsedManuscript = ParsedManuscriptFields;

/** The kind of an upload by its first bytes: `%PDF-`, or a ZIP holding word/document.xml. */
export function sniffManuscript(data: Buffer): ManuscriptKind | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04) {
    // A .docx is a ZIP whose entries name word/…; an .xlsx or a plain ZIP is refused.
    return data.subarray(0, Math.min(data.length, 64 * 1024)).includes('word/') ? 'docx' : null;
  }
  return null;
}

/** The text of a manuscript as lines, and its page count (PDF); `pagesOnly`: the page count alone. */
export async function manuscriptLines(data: Buffer, kind: ManuscriptKind, pagesOnly = false): Promise<{ lines: string[]; pages: number }> {
  if (kind === 'docx') {
    const mammoth = await import('mammoth');
    const { value } = await mammoth.extractRawText({ buffer: data });
    return { lines: value.split(/\r?\n/), pages: 0 };
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const lines: string[] = [];
  try {
    if (pagesOnly) return { lines, pages: doc.numPages };
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      // Items on one baseline make one line; a new baseline (or pdf.js's end-of-line mark) starts the next.
      let current = '';
      let lastY: number | null = null;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const y = Math.round(item.transform[5]);
        if (lastY !== null && Math.abs(y - lastY) > 2) {
          lines.push(current);
          current = '';
        }
        current += item.str;
        lastY = y;
        if (item.hasEOL) {
          lines.push(current);
          current = '';
          lastY = null;
        }
      }
      if (current) lines.push(current);
      lines.push('');
    }
    return { lines, pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

const clean = (s: string) => s.replace(/[\u00a0\u3000\t]+/g, ' ').replace(/\s+/g, ' ').trim();
/** Labels such as 摘（U+3000）要 or 关 键 词 are often spaced out for layout. */
const label = (words: string) => new RegExp(`^[\\[【〔(（]?\\s*${[...words].join('\\s*')}\\s*[\\]】〕)）]?\\s*[:：]?\\s*`, 'i');
const ABSTRACT = label('摘要');
const KEYWORDS = label('关键词');
const CLC = /^(中图分类号|文献标识码|文献标志码|文章编号|DOI|doi)\s*[:：]/;
const ABSTRACT_EN = /^abstract\s*[:：.]?\s*/i;
const KEYWORDS_EN = /^key\s*words?\s*[:：.]?\s*/i;
const REFERENCES = /^(参考文献|references)\s*[:：]?\s*$/i;
const REFERENCE_ITEM = /^\s*[[［(（]?\s*\d{1,3}\s*[\]］)）.、]\s*/;
const INSTITUTION = /^[(（].*[)）]$/;
const FOOTNOTE_MARKS = /[\d*,，]+$|[¹²³⁴⁵⁶⁷⁸⁹⁰]+/g;
const AUTHOR_SPLIT = /[\s,，、;；]+/;

/** A line of names: 1–8 words of 2–4 Han characters (or Latin names), each maybe marked with a footnote digit. */
function looksLikeAuthors(line: string): boolean {
  if (!line || line.length > 60 || /[：:。]/.test(line)) return false;
  const parts = line.split(AUTHOR_SPLIT).map((p) => p.replace(FOOTNOTE_MARKS, '')).filter(Boolean);
  return parts.length > 0 && parts.length <= 8 && parts.every((p) => /^[\u4e00-\u9fff·]{2,5}$/.test(p) || /^[A-Z][a-z]+(?: [A-Z][a-z.]+)+$/.test(p));
}

/** Keywords as the articles store them: separated by `;`. */
const keywordList = (s: string) =>
  s
    .split(/[;；,，、]+/)
    .map((k) => k.trim())
    .filter(Boolean)
    .join(';');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The body kept with its structure (issue 34 item 4), as the rich text the form's 全文 holds:
 * heading lines as <h2>/<h3>, figure and table captions as paragraphs of their own, and the lines
 * between as paragraphs — a PDF's wrapped lines joined until one ends a sentence or a blank line.
 */
export function bodyHtml(lines: string[]): string {
  const out: string[] = [];
  let paragraph = '';
  const flush = () => {
    if (paragraph.trim()) out.push(`<p>${escapeHtml(paragraph.trim())}</p>`);
    paragraph = '';
  };
  for (const line of lines) {
    const level = headingLevelOf(line);
    if (!line || level || captionOf(line)) {
      flush();
      if (level) out.push(`<h${level}>${escapeHtml(line)}</h${level}>`);
      else if (line) out.push(`<p>${escapeHtml(line)}</p>`);
      continue;
    }
    // Latin words wrapped over two lines keep their space; Chinese runs on without one.
    paragraph += paragraph && /[A-Za-z0-9,]$/.test(paragraph) && /^[A-Za-z0-9]/.test(line) ? ` ${line}` : line;
    if (/[。！？!?」”』]$/.test(line)) flush();
  }
  flush();
  return out.join('');
}

/** The fields of a paper from its lines (see the module comment). Parts it cannot find are left blank. */
export function parseManuscriptLines(raw: string[]): Omit<ParsedManuscript, 'pages'> {
  const lines = raw.map(clean);
  const out: Omit<ParsedManuscript, 'pages'> = { title: '', titleEn: '', authors: '', institution: '', abstract: '', keywords: '', fullText: '', references: [] };
  let i = 0;
  const skipBlank = () => {
    while (i < lines.length && !lines[i]) i++;
  };
  skipBlank();
  // The title: up to two lines before the authors, the abstract or a blank line.
  const titleParts: string[] = [];
  while (i < lines.length && lines[i] && titleParts.length < 2 && !ABSTRACT.test(lines[i]) && !(titleParts.length && looksLikeAuthors(lines[i]))) {
    titleParts.push(lines[i++]);
  }
  out.title = titleParts.join('');
  skipBlank();
  if (i < lines.length && looksLikeAuthors(lines[i])) {
    out.authors = lines[i++]
      .split(AUTHOR_SPLIT)
      .map((p) => p.replace(FOOTNOTE_MARKS, ''))
      .filter(Boolean)
      .join(';');
    skipBlank();
  }
  if (i < lines.length && INSTITUTION.test(lines[i])) {
    out.institution = lines[i++].slice(1, -1).trim();
    skipBlank();
  }

  type Part = 'front' | 'abstract' | 'keywords' | 'abstractEn' | 'body' | 'references';
  let part: Part = 'front';
  const abstract: string[] = [];
  const body: string[] = [];
  const refs: string[] = [];
  let sawEnglishTitle = false;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (REFERENCES.test(line)) {
      part = 'references';
      continue;
    }
    if (part === 'references') {
      if (!line) continue;
      if (REFERENCE_ITEM.test(line) || refs.length === 0) refs.push(line.replace(REFERENCE_ITEM, ''));
      else refs[refs.length - 1] += line;
      continue;
    }
    if (ABSTRACT.test(line) && !out.abstract) {
      part = 'abstract';
      abstract.push(line.replace(ABSTRACT, ''));
      continue;
    }
    if (KEYWORDS.test(line) && !out.keywords) {
      out.keywords = keywordList(line.replace(KEYWORDS, ''));
      out.abstract = abstract.join('');
      part = 'keywords';
      continue;
    }
    if (CLC.test(line)) continue;
    if (ABSTRACT_EN.test(line) || KEYWORDS_EN.test(line)) {
      part = 'abstractEn';
      continue;
    }
    if (part === 'abstract') {
      if (line) abstract.push(line);
      continue;
    }
    if (part === 'keywords' && !sawEnglishTitle && /^[A-Za-z][A-Za-z0-9 ,:;'’\-–()]{8,}$/.test(line) && !out.titleEn) {
      // An English title between the Chinese front matter and the body.
      out.titleEn = line;
      sawEnglishTitle = true;
      continue;
    }
    if (part === 'abstractEn' && line && /^[\x20-\x7e’“”–—]+$/.test(line)) continue;
    if (line || body.length) {
      part = 'body';
      body.push(line);
    }
  }
  if (!out.abstract) out.abstract = abstract.join('');
  out.fullText = bodyHtml(body);
  out.references = refs.map(clean).filter(Boolean);
  return out;
}

/** The worker's task: the declared size checked first (a .docx), then both steps above. */
export async function parseManuscript(data: Buffer, kind: ManuscriptKind, pagesOnly = false): Promise<ManuscriptOutcome> {
  if (kind === 'docx' && (await declaredInflatedBytes(data)) > MANUSCRIPT_MAX_INFLATED_BYTES) return { ok: false, refusal: 'inflatedTooBig' };
  const { lines, pages } = await manuscriptLines(data, kind, pagesOnly);
  return { ok: true, parsed: { ...parseManuscriptLines(lines), pages } };
}
