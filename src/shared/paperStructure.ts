/**
 * How a Chinese paper's lines show their structure (issue 34 item 4): section headings numbered
 * 一、 / 1 / 1. (or a bare 引言, 结论 …), subsections 1.1 / （一）, and figure and table captions
 * 图1 … / 表2 …. Read where a manuscript is parsed (its body kept as headings and paragraphs) and
 * where an older plain full text is made readable, so both see the same structure.
 */

const SECTION = /^(?:[一二三四五六七八九十]{1,3}[、．.]\s*\S|\d{1,2}[.．]?\s+\S|\d{1,2}\s*[\u4e00-\u9fff]|(?:引言|前言|绪论|结论|结语|讨论|余论|致谢|参考文献)$)/;
const SUBSECTION = /^(?:\d{1,2}[.．]\d{1,2}(?:[.．]\d{1,2})?\s*\S|[（(][一二三四五六七八九十]{1,3}[)）]\s*\S)/;
const CAPTION = /^(图|表)\s*(\d{1,3})(?:[\s：:．.、]|$)/;

/** The level of a heading line (2 a section, 3 a subsection), or null for text: short, and not a sentence. */
export function headingLevelOf(line: string): 2 | 3 | null {
  const text = line.trim();
  if (!text || text.length > 40 || /[。；;！？!?，,：:]$|[。；]/.test(text) || CAPTION.test(text)) return null;
  if (SUBSECTION.test(text)) return 3;
  if (SECTION.test(text)) return 2;
  return null;
}

/** A figure or table caption line: 图1 …, 表2 … (at most 100 characters), or null. */
export function captionOf(line: string): { kind: 'figure' | 'table'; number: number; label: string; caption: string } | null {
  const text = line.trim();
  const m = text.length <= 100 ? CAPTION.exec(text) : null;
  if (!m) return null;
  return { kind: m[1] === '图' ? 'figure' : 'table', number: Number(m[2]), label: `${m[1]}${m[2]}`, caption: text.slice(m[0].length).trim() };
}
