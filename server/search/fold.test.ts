import { describe, expect, it } from 'vitest';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import { FOLDED_CHARACTERS, foldTraditional } from './fold';
import { parseQuery, tokenizeField } from './segment';

describe('foldTraditional', () => {
  it('maps traditional characters to simplified, one character for one', () => {
    expect(foldTraditional('圖書館與國家發展')).toBe('图书馆与国家发展');
    const mixed = '長安 ABC 123 𠀀 月';
    expect(foldTraditional(mixed)).toBe('长安 ABC 123 𠀀 月');
    expect(foldTraditional(mixed).length).toBe(mixed.length);
    expect(FOLDED_CHARACTERS).toBeGreaterThan(2000);
  });

  it('folds every one-character pair of OpenCC\'s table as written there, in a run and beside surrogate pairs', () => {
    const pairs = TSCharacters.split('|')
      .map((pair) => pair.split(' '))
      .filter(([from, to]) => from && to && [...from].length === 1 && [...to].length === 1 && from !== to && /[\u3400-\u9fff\uf900-\ufaff]|[\ud840-\ud8bf]/.test(from));
    const first = new Map<string, string>();
    for (const [from, to] of pairs) if (!first.has(from)) first.set(from, to);
    const from = [...first.keys()].join('');
    const to = [...first.values()].join('');
    expect(foldTraditional(from)).toBe(to);
    expect(foldTraditional(`${from}𠀀`)).toBe(`${to}𠀀`);
    expect(foldTraditional('abc，。')).toBe('abc，。');
  });

  it('gives documents and queries the same tokens in either script', () => {
    expect(tokenizeField('長安古意').tokens).toEqual(tokenizeField('长安古意').tokens);
    expect(parseQuery('圖書館')).toEqual(parseQuery('图书馆'));
  });
});
