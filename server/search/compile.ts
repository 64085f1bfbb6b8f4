import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/envelope';
import type { Needle } from './highlight';
import type { SearchRequest } from './request';
import { pinyinMatchQuery } from './pinyin';
import { matchQuery, parseQuery, quoteLexeme, rankQuery, titleCharLexeme, type QueryWord, type Weight } from './segment';

/**
 * A search request compiled to SQL pieces: the tsquery texts that decide what matches and how it
 * ranks, the filters, and the words to highlight. How the pieces are run (server/search/query.ts)
 * depends on how many documents match; what they are does not.
 */

const NO_TOKENS = '检索词中没有可检索的文字，请输入汉字、字母或数字';

/**
 * Field search: the tsquery is restricted to the weight the field is stored with (title A;
 * authors and keywords B; institution and source C), which the GIN index answers, and each word
 * is then checked in that field's own column, which tells authors from keywords.
 */
const FIELD_SEARCH: Record<Exclude<SearchRequest['field'], 'all'>, { weight: Weight; column?: SQL }> = {
  title: { weight: 'A' },
  author: { weight: 'B', column: sql.raw('authors') },
  keyword: { weight: 'B', column: sql.raw('keywords') },
  institution: { weight: 'C', column: sql.raw('institution') },
  source: { weight: 'C', column: sql.raw('source') },
};

/** The word occurs in the column: Han words as a substring, letters/digits as a whole word. */
export function inColumn(column: SQL, word: QueryWord): SQL {
  if (word.han) return sql`strpos(lower(${column}), ${word.text}) > 0`;
  return sql`${column} ~* ${`\\m${word.text.replace(/[^\p{L}\p{N}\p{M}]/gu, '')}\\M`}`;
}

/** The parsed request: tsquery texts, filters as SQL, and the words to highlight. */
export interface CompiledSearch {
  match: string;
  rank: string;
  where: SQL;
  /**
   * The match restricted to documents whose title holds every character of every word (`t|字`
   * lexemes, no recheck of the row), for the relevance order of very large match sets; absent
   * when a word is not Han or the search is in a field other than the title.
   */
  titleWhere?: SQL;
  titleMatch?: string;
  needles: Needle[];
  words: QueryWord[];
  /** The letters also read as pinyin or initials, when they are. */
  pinyin?: string;
}

/**
 * `t|字` of every character of the word, and the word's own (field-weighted) match unless it is one
 * character, which its `t|字` already implies: the title is weight A and holds the character.
 */
function titleWordQuery(word: QueryWord, weight: Weight | undefined): string {
  const chars = [...new Set(Array.from(word.text))].map((ch) => quoteLexeme(titleCharLexeme(ch)));
  const own = matchQuery([word], weight);
  return Array.from(word.text).length === 1 ? chars[0] : `(${own} & ${chars.join(' & ')})`;
}

/** The fields whose pinyin is indexed (server/search/pinyin.ts): a pinyin search runs in these only. */
export const PINYIN_FIELDS: ReadonlySet<SearchRequest['field']> = new Set(['all', 'title', 'author', 'source']);

/**
 * `pinyin`: the keyword's letters are also read as pinyin or initials (compiled when the text
 * search found little): a document matches the keyword as text OR as pinyin of its title,
 * authors or source (of the searched field only, in a field search); search within results
 * still narrows as text.
 */
export function compileSearch(req: SearchRequest, options: { pinyin?: string } = {}): CompiledSearch {
  const words = parseQuery(req.keyword);
  if (words.length === 0) throw badRequest(NO_TOKENS);
  const within = req.secondKeyword ? parseQuery(req.secondKeyword) : [];
  if (req.secondKeyword && within.length === 0) throw badRequest(NO_TOKENS);
  const narrowing = within.filter((w) => !words.some((x) => x.text === w.text));
  const all = [...words, ...narrowing];
  const field = req.field === 'all' ? undefined : FIELD_SEARCH[req.field];
  const pinyin = options.pinyin ? pinyinMatchQuery(options.pinyin, field?.weight) : undefined;
  const textMatch = matchQuery(all, field?.weight);
  const match = pinyin
    ? [`(${matchQuery(words, field?.weight)} | ${pinyin})`, ...(narrowing.length ? [matchQuery(narrowing, field?.weight)] : [])].join(' & ')
    : textMatch;
  const filters: SQL[] = [];
  if (field?.column) {
    // The column check holds for the text reading; a pinyin hit is in the field by its weight alone.
    const asText = sql.join(words.map((w) => inColumn(field.column!, w)), sql` and `);
    filters.push(pinyin ? sql`(tsv @@ ${pinyin}::tsquery or ${asText})` : asText);
    for (const w of narrowing) filters.push(inColumn(field.column, w));
  }
  if (req.type) filters.push(sql`doc_type = ${req.type}`);
  if (req.year !== undefined) filters.push(sql`year = ${req.year}`);
  if (req.subject !== undefined) filters.push(sql`subject = ${req.subject}`);
  if (req.journal) filters.push(sql`source = ${req.journal}`);
  const titled = !pinyin && (req.field === 'all' || req.field === 'title') && all.every((w) => w.han);
  const titleMatch = titled ? all.map((w) => titleWordQuery(w, field?.weight)).join(' & ') : undefined;
  return {
    match,
    rank: pinyin ? `${rankQuery(all, field?.weight)} | ${pinyin}` : rankQuery(all, field?.weight),
    where: sql.join([sql`tsv @@ ${match}::tsquery`, ...filters], sql` and `),
    titleWhere: titleMatch ? sql.join([sql`tsv @@ ${titleMatch}::tsquery`, ...filters], sql` and `) : undefined,
    titleMatch,
    needles: all.map((w) => ({ text: w.text, han: w.han })),
    words: all,
    ...(options.pinyin ? { pinyin: options.pinyin } : {}),
  };
}
