import { describe, expect, it } from 'vitest';
import { buildTsvector, matchQuery, parseQuery, rankQuery, titleCharLexeme, tokenizeField } from './segment';

const lexemes = (text: string, words = false) => tokenizeField(text, words).tokens;

describe('tokenizeField', () => {
  it('gives every Han character one token: itself and its successor, the last one alone', () => {
    expect(lexemes('图书馆')).toEqual([
      ['图书', 0],
      ['书馆', 1],
      ['馆', 2],
    ]);
  });

  it('never makes a bigram across punctuation or other scripts', () => {
    expect(lexemes('图，书').map(([l]) => l)).toEqual(['图', '书']);
    expect(lexemes('图a书').map(([l]) => l)).toEqual(['图', 'a', '书']);
  });

  it('makes lower-case words of letters and digits, after NFKC (full-width letters)', () => {
    expect(lexemes('GB/T 7714-2015').map(([l]) => l)).toEqual(['gb', 't', '7714', '2015']);
    expect(lexemes('ＧＢ／Ｔ').map(([l]) => l)).toEqual(['gb', 't']);
    expect(lexemes('Deep Learning模型').map(([l]) => l)).toEqual(['deep', 'learning', '模型', '型']);
  });

  it('handles characters outside the BMP (CJK Extension B)', () => {
    expect(lexemes('𠀀𠀁字').map(([l]) => l)).toEqual(['𠀀𠀁', '𠀁字', '字']);
  });

  it('adds Intl.Segmenter words at the position of their first character', () => {
    const tokens = lexemes('公共图书馆研究', true);
    expect(tokens).toContainEqual(['w|公共', 0]);
    expect(tokens).toContainEqual(['w|研究', 5]);
    expect(tokens.some(([l]) => l === 'w|馆')).toBe(false);
  });

  it('indexes traditional characters under their simplified form', () => {
    expect(lexemes('長安').map(([l]) => l)).toEqual(['长安', '安']);
  });
});

describe('buildTsvector', () => {
  it('writes weights per field and leaves one position between fields', () => {
    expect(buildTsvector([
      { text: '图书', weight: 'A' },
      { text: '书', weight: 'D' },
    ])).toBe('图书:1A 书:2A,4');
  });

  it('keeps at most 256 positions of a lexeme, the first (highest-weighted) ones', () => {
    const literal = buildTsvector([
      { text: 'x', weight: 'A' },
      { text: 'x '.repeat(400), weight: 'D' },
    ]);
    const positions = literal.split(':')[1].split(',');
    expect(positions).toHaveLength(256);
    expect(positions[0]).toBe('1A');
  });

  it('stops at PostgreSQL’s last position', () => {
    const literal = buildTsvector([{ text: '甲乙'.repeat(9000), weight: 'D' }]);
    expect(literal.startsWith('甲乙:1,3,5')).toBe(true);
    const max = Math.max(...literal.split(' ').flatMap((e) => e.split(':')[1].split(',').map(Number)));
    expect(max).toBeLessThanOrEqual(16383);
  });

  it('escapes quotes and backslashes in word lexemes', () => {
    expect(buildTsvector([{ text: "o'brien", weight: 'B' }])).toBe("'o':1B 'brien':2B");
  });
});

describe('parseQuery', () => {
  it('cuts a Han run into words, keeping single characters with the word before them', () => {
    expect(parseQuery('图书馆数字化转型').map((w) => w.text)).toEqual(['图书馆', '数字化', '转型']);
    expect(parseQuery('图书馆数字化转型')[0].tokens).toEqual(['图书', '书馆']);
  });

  it('keeps a two-character word as its one bigram and a lone character as itself', () => {
    expect(parseQuery('图书')).toEqual([{ text: '图书', han: true, tokens: ['图书'] }]);
    expect(parseQuery('书')).toEqual([{ text: '书', han: true, tokens: ['书'] }]);
  });

  it('splits on spaces and punctuation, normalizes letters, and drops duplicates', () => {
    expect(parseQuery(' GB/T  7714 gb ').map((w) => w.text)).toEqual(['gb', 't', '7714']);
    expect(parseQuery('图书，图书').map((w) => w.text)).toEqual(['图书']);
  });

  it('finds nothing to search in punctuation alone', () => {
    expect(parseQuery('！？、…')).toEqual([]);
  });
});

describe('matchQuery / rankQuery', () => {
  it('makes a phrase of bigrams, a prefix of a lone character, and ANDs the words', () => {
    expect(matchQuery(parseQuery('图书馆 书'))).toBe("('图书' <-> '书馆') & '书':*");
    expect(matchQuery(parseQuery('图书'))).toBe("'图书'");
  });

  it('restricts every operand to a weight for field search', () => {
    expect(matchQuery(parseQuery('图书馆'), 'A')).toBe("('图书':A <-> '书馆':A)");
    expect(matchQuery(parseQuery('书'), 'B')).toBe("'书':*B");
  });

  it('ORs the Segmenter words into the ranking query', () => {
    expect(rankQuery(parseQuery('图书馆'))).toBe("('图书' <-> '书馆') | 'w|图书馆'");
  });
});

describe('title characters', () => {
  it('adds one t|字 lexeme per distinct Han character of the title, folded, and none for other fields', () => {
    const tsv = buildTsvector([
      { text: '長安月 月 GB', weight: 'A', words: true, titleChars: true },
      { text: '江南', weight: 'D' },
    ]);
    const lexemesOf = tsv.split(' ').map((e) => e.replace(/^'(.*)'$/, '$1').split(':')[0].replace(/'$/, ''));
    const titleLexemes = tsv.match(/'t\|[^']+'/g) ?? [];
    expect(titleLexemes.sort()).toEqual([`'${titleCharLexeme('长')}'`, `'${titleCharLexeme('安')}'`, `'${titleCharLexeme('月')}'`].sort());
    expect(lexemesOf.some((l) => l.includes('t|江'))).toBe(false);
  });
});

