import TSCharacters from 'opencc-js/dict/TSCharacters';

/**
 * Traditional → simplified folding for search: 圖書館 finds 图书馆 and the other way round, on
 * both the documents (ancient books and the poetry corpus are mostly traditional) and the query.
 *
 * OpenCC's character table (opencc-js, the maintained JavaScript port) is used one character at a
 * time, never its phrase conversion: the tokenizer and the highlighter need character N of the
 * folded text to stand for character N of the original. Characters with several simplified forms
 * take OpenCC's first (its preferred) one.
 */
const FOLD = new Map<string, string>();
for (const pair of TSCharacters.split('|')) {
  const [from, to] = pair.split(' ');
  if (!from || !to || FOLD.has(from)) continue;
  // Only one code point to one code point: folding must not move any other character.
  if ([...from].length === 1 && [...to].length === 1 && from !== to) FOLD.set(from, to);
}

/** Han characters (BMP blocks and the supplementary planes' surrogate pairs) that may fold. */
const FOLDABLE = /[\u3400-\u9fff\uf900-\ufaff]|[\ud840-\ud8bf][\udc00-\udfff]/g;
const FOLDABLE_ONE = /^[\u3400-\u9fff\uf900-\ufaff]$/;
const SURROGATE = /[\ud800-\udfff]/;

/**
 * The fold of each BMP code unit (0: none), for text without surrogate pairs: a pass over char
 * codes instead of a regex callback per Han character, which cost some 20 µs per hundred
 * characters and was most of highlighting a page of poems. A unit that folds to a character
 * outside the BMP is marked WIDE and looked up in FOLD.
 */
const WIDE = 0xffff;
const BMP_FOLD = new Uint16Array(0x10000);
for (const [from, to] of FOLD) {
  if (from.length === 1 && FOLDABLE_ONE.test(from)) BMP_FOLD[from.charCodeAt(0)] = to.length === 1 ? to.charCodeAt(0) : WIDE;
}

export function foldTraditional(text: string): string {
  if (SURROGATE.test(text)) return text.replace(FOLDABLE, (ch) => FOLD.get(ch) ?? ch);
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const folded = BMP_FOLD[text.charCodeAt(i)];
    if (folded === 0) continue;
    out += text.slice(last, i) + (folded === WIDE ? FOLD.get(text[i]) : String.fromCharCode(folded));
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** How many characters the table folds (a sanity number for tests and the decisions log). */
export const FOLDED_CHARACTERS = FOLD.size;
