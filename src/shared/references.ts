/**
 * Reference entries as Chinese journals print them (GB/T 7714-2015 著录规则), read into their parts:
 * `[1] 王晓光, 李梦琳. 数字人文研究[J]. 图书情报知识, 2020, 37(1): 4-12. DOI:10.13366/….`
 * Tolerates numbered lists (`[1]`, `1.`, `（1）`, `1、`), entries without a type mark, Latin names,
 * full-width punctuation and a bare DOI. Pure: the server parses on save, the seed and tests reuse it.
 * No npm library reads GB/T 7714 (citation-js and friends read BibTeX/RIS/CSL, not this free text).
 */

export interface ParsedReference {
  raw: string;
  /** Names in order, `;`-separated as articles keep them (等 / et al. dropped). */
  authors: string;
  title: string | null;
  /** Journal, publisher, school, proceedings or newspaper; a web address for [EB/OL]. */
  source: string | null;
  year: number | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  /** Lower case, without the `DOI:` or resolver prefix. */
  doi: string | null;
  /** The document type code inside the brackets: J, M, D, S, C, N, R, P, Z, EB/OL, J/OL … */
  docType: string | null;
  /** A standard's number (GB/T 7714-2015), from the title or anywhere in the entry. */
  standardNo: string | null;
}

/** Longest entry kept (a longer line is no reference but pasted text). */
export const REFERENCE_MAX_CHARS = 1000;
/** Most entries one article keeps. */
export const REFERENCE_MAX_ENTRIES = 200;

export const REFERENCE_MSG = {
  tooLong: `每条参考文献不能超过${REFERENCE_MAX_CHARS}个字`,
  tooMany: `参考文献不能超过${REFERENCE_MAX_ENTRIES}条`,
} as const;

/** What the bracketed marks mean (GB/T 7714-2015 附录 B), for the portal's labels. */
export const DOC_TYPE_LABELS: Record<string, string> = {
  J: '期刊',
  M: '专著',
  D: '学位论文',
  S: '标准',
  C: '会议录',
  N: '报纸',
  R: '报告',
  P: '专利',
  G: '汇编',
  Z: '其他',
  A: '析出文献',
  DB: '数据库',
  CP: '计算机程序',
  EB: '电子公告',
};

const NUMBERING = /^\s*(?:[[［【(（]\s*\d{1,3}\s*[\]］】)）]|\d{1,3}\s*[.．、)）](?!\d))\s*/;
const TYPE_MARK = /[[［]\s*([A-Z]{1,2}(?:\s*\/\s*OL)?)\s*[\]］]/;
const DOI = /(?:doi\s*[:：]\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/[^\s,，;；]+)/i;
/** GB, GB/T, GB/Z, JGJ, WH/T, ISO … followed by the number and the year: `GB/T 7714-2015`. */
const STANDARD_NO = /\b((?:GB|ISO|IEC|[A-Z]{2,4})(?:\s*\/\s*[TZ])?\s*\d+(?:\.\d+)*\s*[-—–－]\s*(?:19|20)\d{2})\b/;
const YEAR = /(?<!\d)(1[5-9]\d{2}|20\d{2})(?!\d)/;
/** The end of the responsibility statement: `. ` (or a full-width stop) not inside Latin initials. */
const HEAD_STOP = /(?:\.\s+|．\s*|。\s*|\.(?=[\u3400-\u9fff]))/;

const squeeze = (s: string) => s.replace(/[\u00a0\u3000\t]+/g, ' ').replace(/\s+/g, ' ').trim();
const trimStops = (s: string) => s.replace(/^[\s.．。,，:：;；]+|[\s.．。,，:：;；]+$/g, '');
const orNull = (s: string | undefined | null) => {
  const t = trimStops(squeeze(s ?? ''));
  return t ? t : null;
};

/** `王晓光, 李梦琳, 等` → `王晓光;李梦琳`; `SMITH J, DOE A, et al` → `SMITH J;DOE A`. */
export function splitReferenceAuthors(s: string): string {
  return s
    .split(/[,，、;；]/)
    .map((n) => trimStops(squeeze(n)))
    .filter((n) => n && !/^(等|et\s*al\.?|等著|编|主编)$/i.test(n))
    .map((n) => n.replace(/(等|主编|编著|编)$/, '').trim())
    .filter(Boolean)
    .join(';');
}

/** A standard number as matching compares it: upper case, without spaces and dashes (GB/T 7714—2015 = GB/T7714-2015). */
export function standardKey(no: string): string {
  return no.toUpperCase().replace(/[\s\u3000\-—–－]/g, '');
}

/**
 * Characters a title comparison ignores: spaces and punctuation, ASCII and full-width. The same set
 * is written as SQL in server/db/schema/references.ts (`titleKeySql`), so an index serves the match.
 */
export const TITLE_NOISE_CHARS = ' \t\r\n\u3000,.;:!?"\'()[]<>{}，。、；：！？‘’“”（）【】《》〈〉「」『』—–-_·…/';
const TITLE_NOISE = new RegExp(`[${[...TITLE_NOISE_CHARS].map((c) => `\\${c === '\t' ? 't' : c === '\r' ? 'r' : c === '\n' ? 'n' : c}`).join('')}]`, 'g');

/** A title as matching compares it: lower case, without spaces and punctuation. */
export function titleKey(title: string): string {
  return title.toLowerCase().replace(TITLE_NOISE, '');
}

/** The publication part after the type mark, read by the mark's own pattern. */
function readPublication(rest: string, type: string | null, out: ParsedReference) {
  const tail = rest.replace(DOI, ' ').trim();
  const base = type?.replace(/\s*\/\s*OL$/, '') ?? null;
  if (type === 'EB/OL' || /\/OL$/.test(type ?? '')) {
    out.source = orNull(tail.match(/https?:\/\/\S+/)?.[0]?.replace(/[.。]+$/, ''));
  }
  if (base === 'J') {
    // ". 刊名, 2020, 37(1): 4-12." or ". 刊名, 2014(3): 4-12."
    const m = tail.match(/^[.．。]?\s*([^,，]+?)\s*[,，]\s*((?:1[5-9]|20)\d{2})\s*(?:[,，]\s*([^()（）:：,，\s]+))?\s*(?:[(（]\s*([^)）]+?)\s*[)）])?\s*(?:[:：]\s*([0-9A-Za-z+\-–—,，~]+))?/);
    if (m) {
      out.source = orNull(m[1]);
      out.year = Number(m[2]);
      out.volume = orNull(m[3]);
      out.issue = orNull(m[4]);
      out.pages = orNull(m[5]?.replace(/[–—~]/g, '-'));
      return;
    }
  }
  if (base === 'N') {
    // ". 光明日报, 2020-01-02(5)."
    const m = tail.match(/^[.．。]?\s*([^,，]+?)\s*[,，]\s*((?:1[5-9]|20)\d{2})[-\d]*\s*(?:[(（]\s*([^)）]+?)\s*[)）])?/);
    if (m) {
      out.source = orNull(m[1]);
      out.year = Number(m[2]);
      out.pages = orNull(m[3]);
      return;
    }
  }
  if (tail.startsWith('//')) {
    // [C]//会议录名. 出版地: 出版者, 年: 页码.
    const m = tail.match(/^\/\/\s*(.+?)(?:[.．。]\s|$)/);
    out.source = orNull(m?.[1]);
  } else if (base && ['M', 'D', 'S', 'C', 'R', 'G', 'A', 'P'].includes(base)) {
    // ". 出版地: 出版者, 年: 页码." (a thesis: 保存地: 保存单位, 年.)
    const m = tail.match(/^[.．。]?\s*(?:[^:：,，.。]{1,20}[:：]\s*)?([^,，:：]+?)\s*[,，]\s*((?:1[5-9]|20)\d{2})(?:\s*[:：]\s*([0-9\-–—,，]+))?/);
    if (m) {
      out.source = orNull(m[1]);
      out.year = Number(m[2]);
      out.pages = orNull(m[3]?.replace(/[–—]/g, '-'));
      return;
    }
  }
  const year = tail.match(YEAR);
  if (year) out.year = Number(year[1]);
}

/** One entry; blank or numbering-only text gives null. */
export function parseReference(line: string): ParsedReference | null {
  const raw = squeeze(line).replace(NUMBERING, '').trim();
  if (!raw || !/[\p{L}\d]/u.test(raw)) return null;
  const out: ParsedReference = {
    raw: raw.slice(0, REFERENCE_MAX_CHARS),
    authors: '',
    title: null,
    source: null,
    year: null,
    volume: null,
    issue: null,
    pages: null,
    doi: null,
    docType: null,
    standardNo: null,
  };
  const doi = raw.match(DOI);
  if (doi) out.doi = doi[1].replace(/[.。]+$/, '').toLowerCase();
  const std = raw.match(STANDARD_NO);
  if (std) out.standardNo = std[1].replace(/\s*\/\s*/, '/').replace(/\s*[-—–－]\s*/, '-').replace(/^([A-Z/]+)\s*(\d)/, '$1 $2');

  const mark = raw.match(TYPE_MARK);
  let head: string;
  let rest: string;
  if (mark && mark.index !== undefined) {
    out.docType = mark[1].replace(/\s+/g, '');
    head = raw.slice(0, mark.index);
    rest = raw.slice(mark.index + mark[0].length);
  } else {
    // No mark: "作者. 题名. 出处, 年…" — the second stop ends the title.
    const parts = raw.replace(DOI, '').split(HEAD_STOP);
    if (parts.length < 2 && doi && !raw.replace(DOI, '').trim()) return out;
    head = parts.length >= 3 ? `${parts[0]}. ${parts[1]}` : raw.replace(DOI, '');
    rest = parts.length >= 3 ? `. ${parts.slice(2).join('. ')}` : '';
  }

  const stop = head.match(HEAD_STOP);
  if (stop && stop.index !== undefined && stop.index > 0 && stop.index < 120) {
    out.authors = splitReferenceAuthors(head.slice(0, stop.index));
    out.title = orNull(head.slice(stop.index + stop[0].length));
  } else {
    out.title = orNull(head);
  }
  // "信息与文献 参考文献著录规则: GB/T 7714-2015" — the number is kept apart, the title without it.
  if (out.title && out.standardNo) out.title = orNull(out.title.replace(/[:：]?\s*(?:GB|ISO|IEC|[A-Z]{2,4})(?:\s*\/\s*[TZ])?\s*\d+(?:\.\d+)*\s*[-—–－]\s*\d{4}\s*$/, ''));
  if (out.title) out.title = out.title.slice(0, 500);
  readPublication(rest, out.docType, out);
  if (out.year === null) {
    const y = rest.match(YEAR) ?? raw.match(YEAR);
    if (y) out.year = Number(y[1]);
  }
  return out;
}

/**
 * The entries of a reference list typed one per line, or pasted as a numbered list where an entry
 * runs over several lines: a line that starts with a number continues nothing.
 */
export function referenceLines(text: string): string[] {
  const lines = text.split(/\r?\n/).map(squeeze).filter(Boolean);
  const numbered = lines.filter((l) => NUMBERING.test(l)).length;
  if (numbered < 2) return lines;
  const out: string[] = [];
  for (const l of lines) {
    if (NUMBERING.test(l) || out.length === 0) out.push(l);
    else out[out.length - 1] += l;
  }
  return out;
}

const REFERENCES_HEADING = /^\s*(参\s*考\s*文\s*献|references|bibliography)\s*[:：]?\s*$/im;

/** The 参考文献 section at the end of a full text: its entries, and the text before it. */
export function referencesInFullText(fullText: string): { body: string; entries: string[] } {
  const m = fullText.match(REFERENCES_HEADING);
  if (!m || m.index === undefined) return { body: fullText, entries: [] };
  return { body: fullText.slice(0, m.index).trimEnd(), entries: referenceLines(fullText.slice(m.index + m[0].length)) };
}

/** Every entry of a list, parsed, in order (blank lines skipped). */
export function parseReferences(lines: string[]): ParsedReference[] {
  return lines.map(parseReference).filter((r): r is ParsedReference => r !== null);
}
