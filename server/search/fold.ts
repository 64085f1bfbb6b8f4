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

export function foldTraditional(text: string): string {
  return text.replace(FOLDABLE, (ch) => FOLD.get(ch) ?? ch);
}

/** How many characters the table folds (a sanity number for tests and the decisions log). */
export const FOLDED_CHARACTERS = FOLD.size;
