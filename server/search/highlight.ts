import { normalize } from './segment';

/**
 * Application-side highlighting: ts_headline cannot see our bigram tokens (it re-parses the text
 * with the `simple` parser, for which a Han run is one word). The text is compared in its
 * normalized form (NFKC, lower case) and mapped back to the original characters; matches are
 * wrapped in `<em>` and EVERYTHING else is HTML-escaped, so a title like `<script>` reaches the
 * browser as text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export interface Needle {
  text: string;
  /** Letters/digits match whole words only (`t` of GB/T must not light up every t). */
  han: boolean;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * Text made only of characters that normalize to exactly one UTF-16 unit each, alone or in a run
 * (printable ASCII and white space, CJK ideographs, CJK and full-width punctuation, common quotes and dashes), is normalized
 * whole and keeps its offsets: the character-by-character way below cost some 0.2 ms per title
 * and abstract, nearly 2 ms of a ten-row page of poems. (… and similar expand under NFKC.)
 */
const ONE_UNIT_EACH = /^[\t\n\r\x20-\x7e\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u3000-\u3029\u3030-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]*$/;

/** Normalized text plus, for each of its UTF-16 units, the offset in the original (none: the same offset). */
function normalizedWithMap(text: string): { norm: string; map?: number[] } {
  if (ONE_UNIT_EACH.test(text)) {
    const whole = normalize(text);
    if (whole.length === text.length) return { norm: whole };
  }
  let norm = '';
  const map: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const n = normalize(ch);
    for (let k = 0; k < n.length; k++) map.push(offset);
    norm += n;
    offset += ch.length;
  }
  map.push(offset);
  return { norm, map };
}

/** [start, end) ranges of the original text where a needle occurs, merged and sorted. */
export function matchRanges(text: string, needles: Needle[]): Array<[number, number]> {
  if (!text || needles.length === 0) return [];
  const { norm, map } = normalizedWithMap(text);
  const ranges: Array<[number, number]> = [];
  for (const needle of needles) {
    if (!needle.text) continue;
    let from = 0;
    for (;;) {
      const at = norm.indexOf(needle.text, from);
      if (at < 0) break;
      const end = at + needle.text.length;
      from = at + 1;
      if (!needle.han && ((at > 0 && WORD_CHAR.test(norm[at - 1])) || (end < norm.length && WORD_CHAR.test(norm[end])))) continue;
      ranges.push(map ? [map[at], map[end]] : [at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The text as HTML with every match in `<em>`. */
export function highlight(text: string | null | undefined, needles: Needle[]): string {
  const s = text ?? '';
  let out = '';
  let at = 0;
  for (const [start, end] of matchRanges(s, needles)) {
    out += escapeHtml(s.slice(at, start)) + '<em>' + escapeHtml(s.slice(start, end)) + '</em>';
    at = end;
  }
  return out + escapeHtml(s.slice(at));
}

/**
 * A window of about `length` characters around the first match (the start of the text when
 * nothing matches), highlighted, with `…` where it was cut.
 */
export function snippet(text: string | null | undefined, needles: Needle[], length = 120): string {
  const s = (text ?? '').replace(/\s+/g, ' ').trim();
  if (s.length <= length) return highlight(s, needles);
  const first = matchRanges(s, needles)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0;
  start = Math.min(start, s.length - length);
  // Never cut a surrogate pair.
  if (start > 0 && /[\udc00-\udfff]/.test(s[start])) start--;
  let end = start + length;
  if (end < s.length && /[\ud800-\udbff]/.test(s[end - 1])) end++;
  return (start > 0 ? '…' : '') + highlight(s.slice(start, end), needles) + (end < s.length ? '…' : '');
}

/** The fields of a found document that can say why it matched, besides its abstract. */
export interface MatchedFields {
  title: string;
  authors: string | null;
  keywords: string | null;
  institution: string | null;
  source: string | null;
  abstract: string;
}

/** Where a match outside the abstract was found, in the reader's words (the search field labels). */
const FIELD_LABELS = [
  ['authors', '作者'],
  ['keywords', '关键词'],
  ['institution', '机构'],
  ['source', '来源'],
] as const;

/**
 * A result's snippet that always says why it matched (issue 34: some lacked the matched term):
 * the abstract around a match, highlighted; when the abstract holds none, the field that does —
 * `关键词：…<em>…</em>…` — then the abstract; a match in the title alone says so (the title above
 * is highlighted too), and one in the full text, which the index keeps only as words, says 正文.
 */
export function whyMatched(doc: MatchedFields, needles: Needle[], length = 120): string {
  const abstract = (doc.abstract ?? '').replace(/\s+/g, ' ').trim();
  if (needles.length === 0 || matchRanges(abstract, needles).length > 0) return snippet(abstract, needles, length);
  const field = FIELD_LABELS.find(([key]) => matchRanges(doc[key] ?? '', needles).length > 0);
  const where = field
    ? `${field[1]}：${snippet(doc[field[0]], needles, Math.floor(length / 2))}`
    : matchRanges(doc.title, needles).length > 0
      ? '题名含检索词'
      : '正文含检索词';
  const rest = Math.max(0, length - where.replace(/<\/?em>/g, '').length - 1);
  return abstract && rest > 10 ? `${where}　${snippet(abstract, [], rest)}` : where;
}
