import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import type { ReadingFigure, ReadingHeading, ReadingText } from '../../../src/resources/articleReading';
import { captionOf, headingLevelOf } from '../../../src/shared/paperStructure';
import { richTextPlain } from '../../../src/shared/richText';
import { sanitizeRichText } from '../../http/richText';

/**
 * An article's full text made readable in the page (issue 34 item 4): whatever it is stored as —
 * the HTML of the admin's editor, the structured HTML a parsed manuscript leaves, or the plain text
 * of older rows (one paragraph a line) — it is cleaned by the rich-text allow-list, cut into its
 * top-level blocks, and each block is read for what it is: a heading (`<h2>`/`<h3>`, or a line
 * numbered as Chinese papers number their sections), a figure or table caption (图1 …, 表2 …), or
 * a paragraph whose `[1]`, `[2,5]`, `[3-6]` are reference markers.
 */

/** A top-level block of cleaned HTML with its tag and text. */
interface Block {
  tag: string;
  html: string;
  text: string;
}

const VOID = new Set(['br', 'img', 'hr', 'col']);

/** Cleaned (well-formed) HTML cut into its top-level elements, by tracking the depth of its tags. */
function blocksOf(html: string): Block[] {
  const out: Block[] = [];
  let depth = 0;
  let start = 0;
  let tag = '';
  for (const m of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const name = m[2].toLowerCase();
    const at = m.index ?? 0;
    if (m[1]) {
      depth--;
      if (depth === 0) {
        const chunk = html.slice(start, at + m[0].length);
        out.push({ tag, html: chunk, text: richTextPlain(chunk).replace(/\s+/g, ' ').trim() });
      }
      continue;
    }
    if (depth === 0) {
      start = at;
      tag = name;
    }
    if (VOID.has(name) || m[3]) {
      if (depth === 0) out.push({ tag, html: m[0], text: '' });
      continue;
    }
    depth++;
  }
  return out;
}

const REFERENCES_HEADING = /^(?:[一二三四五六七八九十\d]+[、.．\s]*)?(?:参考文献|references)\s*[:：]?$/i;
/** A reference marker in running text: [1], [2,5], [3-6], ［1］, [1，3] and [2–4]. */
const MARKER = /[[［]\s*(\d{1,3}(?:\s*[,，、\-–—~～]\s*\d{1,3}){0,9})\s*[\]］]/g;

function headingLevel(b: Block): 2 | 3 | null {
  if (/^h[12]$/.test(b.tag)) return 2;
  if (/^h[34]$/.test(b.tag)) return 3;
  return b.tag === 'p' ? headingLevelOf(b.text) : null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The markers of a block's text made links to their entries (the pop-up's and, without script, the list's). */
function linkMarkers(html: string, known: (n: number) => boolean): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part.replace(MARKER, (whole: string, inner: string) => {
        const refs = inner.replace(/\s/g, '').replace(/[，、]/g, ',').replace(/[–—~～]/g, '-');
        const first = Number(refs.split(/[,-]/)[0]);
        if (!known(first)) return whole;
        return `<sup class="wk-cite"><a href="#ref-${first}" data-refs="${refs}">${escapeHtml(whole)}</a></sup>`;
      });
    })
    .join('');
}

/** What the reading HTML may hold: the rich-text tags, plus the ids, classes and marker data set above. */
const READING_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'table', 'colgroup', 'col', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    h2: ['id'],
    h3: ['id'],
    p: ['id', 'class'],
    table: ['id'],
    sup: ['class'],
    a: ['href', 'title', 'target', 'rel', 'data-refs'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedClasses: { p: ['wk-caption'], sup: ['wk-cite'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
};

/** A reading document: the whole text's blocks, marked, before the reader's share is cut from it. */
export interface ReadingDocument {
  blocks: Array<{ html: string; chars: number; heading?: ReadingHeading; figure?: ReadingFigure }>;
  totalChars: number;
}

/**
 * The document of a stored full text. `referenceCount`: how many parsed references the article has —
 * markers past it stay plain text, and when it has any, the text's own 参考文献 section is left out
 * (the page lists the parsed entries, with their links, instead).
 */
export function readingDocument(fullText: string, referenceCount: number): ReadingDocument {
  const blocks: ReadingDocument['blocks'] = [];
  let sections = 0;
  const seenFigures = new Set<string>();
  for (const b of blocksOf(sanitizeRichText(fullText))) {
    if (!b.text && !/^(img|hr|table)$/.test(b.tag)) continue;
    const level = headingLevel(b);
    if (level && referenceCount > 0 && REFERENCES_HEADING.test(b.text)) break;
    if (level) {
      const heading: ReadingHeading = { id: `sec-${++sections}`, level, text: b.text };
      blocks.push({ html: `<h${level} id="${heading.id}">${escapeHtml(b.text)}</h${level}>`, chars: b.text.length, heading });
      continue;
    }
    const caption = b.tag === 'p' ? captionOf(b.text) : null;
    if (caption) {
      const { kind, label } = caption;
      const id = `${kind === 'figure' ? 'fig' : 'tab'}-${caption.number}`;
      // A caption repeated (a figure's title under it and in the text) anchors once.
      if (!seenFigures.has(id)) {
        seenFigures.add(id);
        const figure: ReadingFigure = { id, kind, label, caption: caption.caption };
        blocks.push({ html: `<p class="wk-caption" id="${id}">${escapeHtml(b.text)}</p>`, chars: b.text.length, figure });
        continue;
      }
    }
    const html = linkMarkers(b.html, (n) => n >= 1 && n <= referenceCount);
    blocks.push({ html, chars: b.text.length });
  }
  return { blocks, totalChars: blocks.reduce((n, b) => n + b.chars, 0) };
}

/**
 * The reader's share of a document: the whole, or the free part — what comes before the second
 * section (the opening and its first section), but never more than a third of the text, cut between
 * whole blocks (at least one). The outline names every heading; those not sent are locked.
 */
export function readingShare(doc: ReadingDocument, full: boolean): ReadingText {
  let end = doc.blocks.length;
  if (!full) {
    const cap = Math.ceil(doc.totalChars / 3);
    let seenSection = false;
    let chars = 0;
    let hasBody = false;
    end = 0;
    for (const [i, b] of doc.blocks.entries()) {
      if (b.heading?.level === 2) {
        if (seenSection) break;
        seenSection = true;
      }
      if (hasBody && chars + b.chars > cap) break;
      chars += b.chars;
      hasBody ||= !b.heading;
      end = i + 1;
    }
  }
  const sent = doc.blocks.slice(0, end);
  const outline = doc.blocks.flatMap((b, i) => (b.heading ? [i < end ? b.heading : { ...b.heading, locked: true }] : []));
  return {
    html: sanitizeHtml(sent.map((b) => b.html).join(''), READING_HTML),
    outline,
    figures: sent.flatMap((b) => (b.figure ? [b.figure] : [])),
    full: end === doc.blocks.length,
    shownChars: sent.reduce((n, b) => n + b.chars, 0),
    totalChars: doc.totalChars,
  };
}

const CACHE_MAX = 500;
const cache = new Map<number, { key: string; doc: ReadingDocument }>();

/**
 * The document of an article, kept per article while its text and reference count are what they
 * were (keyed by a digest of both, so a saved edit is read afresh in every process at once). Bounded:
 * the least recently read article leaves first.
 */
export function cachedReadingDocument(articleId: number, fullText: string, referenceCount: number): ReadingDocument {
  const key = createHash('sha1').update(fullText).update(`\u0000${referenceCount}`).digest('base64');
  const hit = cache.get(articleId);
  if (hit && hit.key === key) {
    cache.delete(articleId);
    cache.set(articleId, hit);
    return hit.doc;
  }
  const doc = readingDocument(fullText, referenceCount);
  cache.delete(articleId);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(articleId, { key, doc });
  return doc;
}
