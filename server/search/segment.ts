/**
 * Chinese text → search tokens, the same way for documents and for queries.
 *
 * Every Han character at position p yields ONE token: itself plus the next character of the same
 * Han run (an overlapping bigram), or itself alone when it ends the run. So
 *   图书馆 → 图书@p, 书馆@p+1, 馆@p+2
 * and a query is a phrase of bigrams over adjacent positions (`图书 <-> 书馆`), which matches
 * exactly the documents where those characters stand side by side; a single character is the
 * prefix query `图:*` (every token that starts with it). Letters and digits form lower-case words.
 *
 * Intl.Segmenter adds whole-word lexemes (`w|学生`) for titles and keywords, at the position of
 * their first character: they do not decide what matches, they rank a document where the query
 * word is a real word ("学生阅读") above one where its characters only meet across a word
 * boundary ("大学生活"). Queries are cut into words with the same Segmenter.
 */

import { foldTraditional } from './fold';

export type Weight = 'A' | 'B' | 'C' | 'D';

/** PostgreSQL limits: positions above 16383 collapse, at most 256 positions per lexeme. */
export const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 256;
const MAX_WORD_LENGTH = 60;
/** Intl.Segmenter slows down sharply on long strings: it only sees short fields, in pieces. */
const SEGMENT_CHUNK = 200;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/**
 * CJK ideographs (the Han script: unified ideographs and their extensions, compatibility
 * ideographs, radicals, 〇 and 々). A plain range test: the indexer calls it for every character.
 */
export function isHanCode(cp: number): boolean {
  if (cp < 0x2e80) return false;
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x20000 && cp <= 0x323af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x2e80 && cp <= 0x2fdf) ||
    (cp >= 0x2f800 && cp <= 0x2fa1f) ||
    cp === 0x3005 ||
    cp === 0x3007 ||
    (cp >= 0x3021 && cp <= 0x3029) ||
    (cp >= 0x3038 && cp <= 0x303b)
  );
}

export function isHan(ch: string): boolean {
  return isHanCode(ch.codePointAt(0) ?? 0);
}

/** What every text goes through before tokens are made: NFKC, lower case, traditional → simplified. */
export function normalize(text: string): string {
  return foldTraditional(text.normalize('NFKC').toLowerCase());
}

const wordMemo = new Map<number, boolean>();
function isWordCode(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a);
  let known = wordMemo.get(cp);
  if (known === undefined) wordMemo.set(cp, (known = WORD_CHAR.test(String.fromCodePoint(cp))));
  return known;
}

/** Receives tokens: a Han token as code points (`second` 0 when the character ends its run), or a word. */
interface Sink {
  han(first: number, second: number, position: number, offset: number): void;
  word(word: string, position: number): void;
}

/** The text of a Han token. */
export function hanLexeme(first: number, second: number): string {
  if (first <= 0xffff && second <= 0xffff) return second ? String.fromCharCode(first, second) : String.fromCharCode(first);
  return second ? String.fromCodePoint(first, second) : String.fromCodePoint(first);
}

/**
 * Walks normalized text and hands each token to the sink with its position from 0 (Han: one
 * per character; words: one per word). Returns how many positions were used. Code points, not
 * strings, travel to the sink: the indexer runs this over every character of the library.
 */
function scan(text: string, sink: Sink, maxLength: number): number {
  let pos = 0;
  let pending = 0;
  let pendingOffset = 0;
  let wordStart = -1;
  const n = text.length;
  for (let i = 0; i <= n && pos < maxLength; ) {
    const cp = i < n ? text.codePointAt(i)! : 0;
    const han = i < n && isHanCode(cp);
    const word = i < n && !han && isWordCode(cp);
    if (wordStart >= 0 && !word) {
      sink.word(text.slice(wordStart, Math.min(i, wordStart + MAX_WORD_LENGTH)), pos++);
      wordStart = -1;
    }
    if (pending) {
      sink.han(pending, han && pos + 1 < maxLength ? cp : 0, pos++, pendingOffset);
      pending = 0;
    }
    if (han && pos < maxLength) {
      pending = cp;
      pendingOffset = i;
    } else if (word && wordStart < 0) {
      wordStart = i;
    }
    i += cp > 0xffff ? 2 : 1;
  }
  if (pending && pos < maxLength) sink.han(pending, 0, pos++, pendingOffset);
  return pos;
}

let segmenter: Intl.Segmenter | undefined;

/** Intl.Segmenter's word-like segments with their UTF-16 offsets, read in short pieces. */
export function wordSegments(text: string): Array<{ segment: string; index: number }> {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const out: Array<{ segment: string; index: number }> = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SEGMENT_CHUNK);
    if (end < text.length && /[\ud800-\udbff]/.test(text[end - 1])) end++;
    const piece = text.slice(start, end);
    const segments = segmenter.segment(piece);
    // containing() walks segments about twice as fast as the iterator.
    for (let k = 0; k < piece.length; ) {
      const s = segments.containing(k)!;
      if (s.isWordLike) out.push({ segment: s.segment, index: start + s.index });
      k = s.index + s.segment.length;
    }
    start = end;
  }
  return out;
}

type Emit = (lexeme: string, position: number) => void;

/** Tokens of one field's text, positions from 0; `words` adds the Segmenter's Han words. */
export function tokenizeField(raw: string, words = false, maxLength = MAX_POSITION): { tokens: Array<[string, number]>; length: number } {
  const tokens: Array<[string, number]> = [];
  const emit: Emit = (l, p) => tokens.push([l, p]);
  const length = fieldTokens(normalize(raw), words, maxLength, { han: (a, b, p) => emit(hanLexeme(a, b), p), word: emit }, emit);
  return { tokens, length };
}

/** Scans one field; with `words`, also emits the Segmenter's Han words at their first character. */
function fieldTokens(text: string, words: boolean, maxLength: number, sink: Sink, emitWord: Emit): number {
  if (!words) return scan(text, sink, maxLength);
  const hanPos = new Map<number, number>();
  const length = scan(
    text,
    {
      han: (a, b, p, offset) => {
        hanPos.set(offset, p);
        sink.han(a, b, p, offset);
      },
      word: (w, p) => sink.word(w, p),
    },
    maxLength,
  );
  if (hanPos.size > 1) {
    for (const w of wordSegments(text)) {
      const p = hanPos.get(w.index);
      if (p === undefined || w.segment.length < 2) continue;
      const chars = Array.from(w.segment);
      if (chars.length >= 2 && chars.every(isHan)) emitWord(`w|${w.segment}`, p);
    }
  }
  return length;
}

export interface DocField {
  text: string | null | undefined;
  weight: Weight;
  /** Add Intl.Segmenter words (titles and keywords). */
  words?: boolean;
  /**
   * Add one `t|字` lexeme per distinct Han character (the title): "the title holds every character
   * of the query" is then a plain index lookup with no recheck of the row's tsvector, which is what
   * ranks a match set of tens of thousands (server/search/query.ts) without reading all of it.
   */
  titleChars?: boolean;
  /** Lexemes added at the field's first position with its weight (pinyin, server/search/pinyin.ts). */
  lexemes?: readonly string[];
}

/** The lexeme that says a document's title holds this (normalized) Han character. */
export const titleCharLexeme = (ch: string) => `t|${ch}`;

export function quoteLexeme(lexeme: string): string {
  if (!lexeme.includes("'") && !lexeme.includes('\\')) return `'${lexeme}'`;
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The `tsvector` literal of a document (`图书:1A,9B 书馆:2A 'gb':3B …`), cast with `::tsvector`.
 * Fields are laid out one after another (one free position between two fields, so no phrase
 * spans them) in the order given, which is the weight order: the first positions survive if a
 * lexeme passes PostgreSQL's 256 positions.
 */
export function buildTsvector(fields: DocField[]): string {
  const collector = new Collector();
  let base = 1;
  for (const field of fields) {
    if (!field.text || base > MAX_POSITION) continue;
    collector.offset = base;
    collector.weight = WEIGHT_CODE[field.weight];
    const max = MAX_POSITION - base + 1;
    const words = field.words === true;
    base += (field.text.length <= SHORT_FIELD && max >= SHORT_FIELD * 2 ? shortField(field.text, words, collector) : fieldTokens(normalize(field.text), words, max, collector, collector.wordFn)) + 1;
    // At the field's first position (the collector's offset still points there): never part of a phrase.
    if (field.titleChars) for (const ch of new Set(normalize(field.text))) if (isHan(ch)) collector.word(titleCharLexeme(ch), 0);
    if (field.lexemes) for (const lexeme of field.lexemes) collector.word(lexeme, 0);
  }
  return collector.literal();
}

/**
 * Short fields repeat across documents (authors, sources, "唐 集部"): their tokens are kept in a
 * small cache and replayed, which spares the Segmenter most calls in a bulk load.
 */
const SHORT_FIELD = 40;
const SHORT_CACHE_SIZE = 20_000;
interface ShortTokens {
  han: number[];
  words: Array<[string, number]>;
  length: number;
}
const shortCache = new Map<string, ShortTokens>();

function shortField(text: string, words: boolean, sink: Sink): number {
  const key = (words ? '1' : '0') + text;
  let cached = shortCache.get(key);
  if (!cached) {
    const entry: ShortTokens = { han: [], words: [], length: 0 };
    const record: Sink = { han: (a, b, p) => entry.han.push(a, b, p), word: (w, p) => entry.words.push([w, p]) };
    entry.length = fieldTokens(normalize(text), words, SHORT_FIELD * 2, record, (w, p) => entry.words.push([w, p]));
    if (shortCache.size >= SHORT_CACHE_SIZE) shortCache.clear();
    shortCache.set(key, (cached = entry));
  }
  for (let k = 0; k < cached.han.length; k += 3) sink.han(cached.han[k], cached.han[k + 1], cached.han[k + 2], 0);
  for (const [w, p] of cached.words) sink.word(w, p);
  return cached.length;
}

/**
 * Gathers positions per lexeme. Positions are numbers `position * 4 + weight` (D 0 … A 3); Han
 * tokens are keyed by their code points, so no string is made per character. A class, not
 * closures: this runs for every character of the library.
 */
class Collector implements Sink {
  offset = 1;
  weight = 0;
  private readonly hanTokens = new Map<number, number[]>();
  private readonly words = new Map<string, number[]>();
  readonly wordFn: Emit = (word, p) => this.word(word, p);

  han(first: number, second: number, p: number): void {
    const key = first * 0x110000 + second;
    let list = this.hanTokens.get(key);
    if (!list) this.hanTokens.set(key, (list = []));
    if (list.length < MAX_POSITIONS_PER_LEXEME) list.push((this.offset + p) * 4 + this.weight);
  }

  word(word: string, p: number): void {
    let list = this.words.get(word);
    if (!list) this.words.set(word, (list = []));
    if (list.length < MAX_POSITIONS_PER_LEXEME) list.push((this.offset + p) * 4 + this.weight);
  }

  literal(): string {
    const parts: string[] = [];
    // Han lexemes hold no space, quote, colon or backslash: they are written unquoted (shorter to send and parse).
    for (const [key, list] of this.hanTokens) parts.push(entry(hanLexeme(Math.floor(key / 0x110000), key % 0x110000), list));
    for (const [word, list] of this.words) parts.push(entry(quoteLexeme(word), list));
    return parts.join(' ');
  }
}

function entry(quoted: string, list: number[]): string {
  let out = `${quoted}:`;
  for (let k = 0; k < list.length; k++) out += `${k ? ',' : ''}${list[k] >> 2}${WEIGHT_LETTER[list[k] & 3]}`;
  return out;
}

const WEIGHT_CODE: Record<Weight, number> = { D: 0, C: 1, B: 2, A: 3 };
const WEIGHT_LETTER = ['', 'C', 'B', 'A'];

/** One query word: its normalized text (for highlighting) and the tokens that must stand in a row. */
export interface QueryWord {
  text: string;
  han: boolean;
  tokens: string[];
}

/**
 * Splits a keyword into words that are ANDed: whitespace and punctuation separate terms;
 * letters/digits are words and each Han run is cut into words by Intl.Segmenter, with single
 * characters kept on the word before them (图书|馆 → 图书馆, 数字|化 → 数字化), so a word is never a
 * lone character unless the whole run is one.
 */
export function parseQuery(keyword: string): QueryWord[] {
  const text = normalize(keyword);
  const out: QueryWord[] = [];
  const seen = new Set<string>();
  const push = (word: string, han: boolean) => {
    if (seen.has(word)) return;
    seen.add(word);
    out.push({ text: word, han, tokens: han ? hanTokens(word) : [word] });
  };
  const runs = splitRuns(text);
  for (const run of runs) {
    if (!run.han) {
      push(run.text, false);
      continue;
    }
    const pieces: string[] = [];
    let pending = '';
    for (const { segment } of wordSegments(run.text)) {
      const single = Array.from(segment).length === 1;
      if (single && pieces.length > 0) pieces[pieces.length - 1] += segment;
      else if (single) pending += segment;
      else {
        pieces.push(pending + segment);
        pending = '';
      }
    }
    if (pending) pieces.push(pending);
    for (const p of pieces) push(p, true);
  }
  return out;
}

/** Han runs and letter/digit words of normalized text, classified exactly as `scan` does. */
function splitRuns(text: string): Array<{ text: string; han: boolean }> {
  const runs: Array<{ text: string; han: boolean }> = [];
  let current: { text: string; han: boolean } | undefined;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const han = isHanCode(cp);
    if (!han && !isWordCode(cp)) {
      current = undefined;
      continue;
    }
    if (current && current.han === han) current.text += ch;
    else runs.push((current = { text: ch, han }));
  }
  return runs.map((r) => (r.han ? r : { text: r.text.slice(0, MAX_WORD_LENGTH), han: false }));
}

/** The query tokens of a Han word: its bigrams in order, or the character itself. */
function hanTokens(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length === 1) return chars;
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * The weight a query is restricted to (field search), or none (all fields); `ABC` is every field
 * but the full text (专业检索's SU 主题, server/search/advanced.ts).
 */
export type QueryWeight = Weight | 'ABC' | undefined;

function operand(token: string, prefix: boolean, weight: QueryWeight): string {
  const suffix = (prefix ? '*' : '') + (weight ?? '');
  return quoteLexeme(token) + (suffix ? `:${suffix}` : '');
}

/** The tsquery text of one word: a phrase of its tokens; a lone Han character is a prefix. */
function wordQuery(word: QueryWord, weight: QueryWeight): string {
  if (word.han && word.tokens.length === 1 && Array.from(word.tokens[0]).length === 1) return operand(word.tokens[0], true, weight);
  const parts = word.tokens.map((t) => operand(t, false, weight));
  return parts.length === 1 ? parts[0] : `(${parts.join(' <-> ')})`;
}

/** Every word must match: `('图书' <-> '书馆') & 'gb'`. */
export function matchQuery(words: QueryWord[], weight?: QueryWeight): string {
  return words.map((w) => wordQuery(w, weight)).join(' & ');
}

/**
 * The ranking query: the match query's tokens ORed with the Segmenter words (`w|…`), so that
 * ts_rank counts every matched token by its weight and adds the real-word bonus.
 */
export function rankQuery(words: QueryWord[], weight?: QueryWeight): string {
  const items = words.map((w) => wordQuery(w, weight));
  for (const w of words) if (w.han && Array.from(w.text).length >= 2) items.push(operand(`w|${w.text}`, false, weight));
  return items.join(' | ');
}
