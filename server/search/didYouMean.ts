import { pinyinOf, pinyinQuery } from './pinyin';
import { normalize, parseQuery } from './segment';
import type { Term } from './suggest';

/**
 * "Did you mean" (您是不是要找) for a search that found nothing: each Han word of the keyword that
 * is no known term is replaced by the nearest title word, author name or source — a homophone
 * first (图书官 → 图书馆: same pinyin, one character off), else (words of three or more characters)
 * one character off, else a pinyin one letter off — and a keyword of letters by the term whose pinyin or initials are nearest
 * (tushugaun → 图书馆). Undefined when nothing is near enough.
 */

/** Which terms may stand for a Han word, best first: same pinyin, fewer characters off, more read. */
function nearestHan(word: string, vocabulary: readonly Term[]): Term | undefined {
  const chars = Array.from(word).length;
  const sound = pinyinOf(word);
  let best: { term: Term; rank: number[] } | undefined;
  for (const t of vocabulary) {
    const length = Array.from(t.norm).length;
    if (Math.abs(length - chars) > 1) continue;
    const off = distance(t.norm, word);
    const soundOff = distance(t.pinyin, sound);
    // A two-character word shares one character with too many words: only a homophone stands for it.
    const near = soundOff === 0 ? off <= Math.max(1, Math.floor(chars / 2)) : chars >= 3 && (off <= (chars >= 4 ? 2 : 1) || (soundOff <= 1 && off <= chars - 1));
    if (!near || off === 0) continue;
    const rank = [soundOff === 0 ? 0 : 1, off, soundOff, -t.weight];
    if (!best || less(rank, best.rank)) best = { term: t, rank };
  }
  return best?.term;
}

/** The term whose full pinyin or initials are nearest to typed letters (at most one letter off per four). */
function nearestPinyin(letters: string, vocabulary: readonly Term[]): Term | undefined {
  const allowed = Math.max(1, Math.floor(letters.length / 4));
  let best: { term: Term; rank: number[] } | undefined;
  for (const t of vocabulary) {
    if (!t.pinyin) continue;
    const off = Math.min(
      Math.abs(t.pinyin.length - letters.length) <= allowed ? distance(t.pinyin, letters) : Infinity,
      t.initials.length === letters.length ? distance(t.initials, letters) : Infinity,
    );
    if (off > allowed) continue;
    const rank = [off, -t.weight];
    if (!best || less(rank, best.rank)) best = { term: t, rank };
  }
  return best?.term;
}

/**
 * Levenshtein distance over code points, two rows. Hand-written: a dozen lines, and the npm
 * packages for it are not among this project's dependencies (fast-levenshtein is only there for
 * eslint); see docs/decisions/did-you-mean.md.
 */
export function distance(a: string, b: string): number {
  if (a === b) return 0;
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, k) => k);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[y.length];
}

function less(a: number[], b: number[]): boolean {
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k] < b[k];
  return false;
}

/** The corrected keyword, or undefined when no word of it has a near term. */
export function didYouMean(keyword: string, vocabulary: readonly Term[]): string | undefined {
  const letters = pinyinQuery(keyword);
  if (letters) return nearestPinyin(letters, vocabulary)?.text;
  const known = new Set(vocabulary.map((t) => t.norm));
  let changed = false;
  const words = parseQuery(keyword).map((w) => {
    if (!w.han || known.has(w.text)) return w.text;
    const near = nearestHan(w.text, vocabulary);
    if (!near) return w.text;
    changed = true;
    return near.text;
  });
  return changed && normalize(words.join(' ')) !== normalize(keyword) ? words.join(' ') : undefined;
}
