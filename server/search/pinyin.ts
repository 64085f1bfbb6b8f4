import { pinyin } from 'pinyin-pro';
import { isHanCode, normalize, quoteLexeme, type Weight } from './segment';

/**
 * Pinyin and initials for search (docs/decisions/pinyin-search.md): a reader who types `changan`
 * or `zgtsg` finds 长安 / 長安 and 中国图书馆学报. pinyin-pro gives the readings: word-aware, so a
 * polyphonic character takes the reading of the word it stands in (长安 changan, 长大 zhangda,
 * 重庆 chongqing); names are also read with pinyin-pro's surname readings (曾 zeng, 单 shan).
 *
 * A field's Han runs are indexed as tsvector lexemes, one per syllable start: `p|` + the full
 * pinyin from that syllable to the run's end and `i|` + the initials likewise (唐代长安 →
 * p|tangdaichangan, p|daichangan, p|changan, p|an; i|tdca, i|dca, i|ca, i|a). A query is then a
 * prefix lookup in the existing GIN index (`'p|changan':*`), the same on PGlite and PostgreSQL,
 * and it matches at syllable starts anywhere in a title, not just at its beginning.
 */

/** Longest pinyin lexeme kept (characters): enough for a dozen syllables; a longer query is cut to it. */
export const PINYIN_LEXEME_MAX = 40;
/** A query of fewer letters is never read as pinyin (`a`, `x` would match half the library). */
export const PINYIN_QUERY_MIN = 2;

const FULL = 'p|';
const INITIALS = 'i|';

/** Maximal runs of Han characters in normalized (simplified, lower-case) text. */
function hanRuns(text: string): string[] {
  const runs: string[] = [];
  let current = '';
  for (const ch of text) {
    if (isHanCode(ch.codePointAt(0) ?? 0)) current += ch;
    else if (current) {
      runs.push(current);
      current = '';
    }
  }
  if (current) runs.push(current);
  return runs;
}

/** Syllables of a Han run without tones (ü written v, as readers type it). */
function syllables(run: string, surname: boolean): string[] {
  return pinyin(run, { toneType: 'none', type: 'array', v: true, ...(surname ? { surname: 'head' as const } : {}) }).map((s) => s.toLowerCase().replace(/[^a-z]/g, ''));
}

/** The lexemes of one reading: every syllable-start suffix, full and initials. */
function suffixLexemes(parts: string[], out: Set<string>): void {
  for (let k = 0; k < parts.length; k++) {
    const rest = parts.slice(k);
    if (!rest[0]) continue;
    out.add(FULL + rest.join('').slice(0, PINYIN_LEXEME_MAX));
    out.add(INITIALS + rest.map((s) => s[0] ?? '').join('').slice(0, PINYIN_LEXEME_MAX));
  }
}

const NAME_CACHE_SIZE = 20_000;
const nameCache = new Map<string, string[]>();

/**
 * The pinyin lexemes of a field's text. `names` (authors): each run is also read with surname
 * readings; both readings are kept when they differ. Short name fields repeat across documents
 * (the same authors, the same journals), so their lexemes are cached.
 */
export function pinyinLexemes(raw: string | null | undefined, names = false): string[] {
  if (!raw) return [];
  const key = (names ? '1' : '0') + raw;
  const cached = nameCache.get(key);
  if (cached) return cached;
  const out = new Set<string>();
  for (const run of hanRuns(normalize(raw))) {
    suffixLexemes(syllables(run, false), out);
    if (names) suffixLexemes(syllables(run, true), out);
  }
  const lexemes = [...out];
  if (raw.length <= 40) {
    if (nameCache.size >= NAME_CACHE_SIZE) nameCache.clear();
    nameCache.set(key, lexemes);
  }
  return lexemes;
}

/** Pinyin of a text as one string (full, or initials), for suggestions and did-you-mean; `name` reads a surname first. */
export function pinyinOf(text: string, initials = false, name = false): string {
  const parts: string[] = [];
  for (const run of hanRuns(normalize(text))) {
    const s = syllables(run, name);
    parts.push(initials ? s.map((x) => x[0] ?? '').join('') : s.join(''));
  }
  return parts.join('');
}

/**
 * The pinyin a keyword may be: only letters (spaces and apostrophes between syllables are
 * dropped: `chang an`, `xi'an`), at least PINYIN_QUERY_MIN of them; undefined otherwise (any Han
 * character, digit or other sign means the reader did not type pinyin).
 */
export function pinyinQuery(keyword: string): string | undefined {
  const text = keyword.normalize('NFKC').trim().toLowerCase();
  if (!/^[a-z][a-z\s'’]*$/.test(text)) return undefined;
  const letters = text.replace(/[^a-z]/g, '');
  return letters.length >= PINYIN_QUERY_MIN ? letters.slice(0, PINYIN_LEXEME_MAX) : undefined;
}

/** The tsquery text that finds `letters` as full pinyin or as initials, in a field's weight or anywhere. */
export function pinyinMatchQuery(letters: string, weight?: Weight): string {
  const suffix = `:*${weight ?? ''}`;
  return `(${quoteLexeme(FULL + letters)}${suffix} | ${quoteLexeme(INITIALS + letters)}${suffix})`;
}

/**
 * The pieces of a text (normalized: simplified, as the highlighter compares) whose pinyin or
 * initials the letters spell from a syllable start: what a pinyin hit highlights (`changan` in
 * 唐代長安城 → 长安, which marks 長安).
 * A piece ends at the syllable the letters end in (`changa` → 長安 too).
 */
export function pinyinPieces(text: string, letters: string): string[] {
  const pieces = new Set<string>();
  const folded = Array.from(normalize(text));
  let k = 0;
  while (k < folded.length) {
    if (!isHanCode(folded[k].codePointAt(0) ?? 0)) {
      k++;
      continue;
    }
    let end = k;
    while (end < folded.length && isHanCode(folded[end].codePointAt(0) ?? 0)) end++;
    for (const names of [false, true]) {
      const parts = syllables(folded.slice(k, end).join(''), names);
      for (let s = 0; s < parts.length; s++) {
        const count = spelled(parts.slice(s), letters);
        if (count > 0) pieces.add(folded.slice(k + s, k + s + count).join(''));
      }
    }
    k = end;
  }
  return [...pieces];
}

/** How many syllables from the first the letters spell as full pinyin or as initials (0: they do not). */
function spelled(parts: string[], letters: string): number {
  let full = '';
  for (let n = 0; n < parts.length; n++) {
    full += parts[n];
    if (full.length >= letters.length) {
      if (full.startsWith(letters)) return n + 1;
      break;
    }
  }
  const initials = parts.map((p) => p[0] ?? '').join('');
  return initials.startsWith(letters) ? letters.length : 0;
}
