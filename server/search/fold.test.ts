import { describe, expect, it } from 'vitest';
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

  it('gives documents and queries the same tokens in either script', () => {
    expect(tokenizeField('長安古意').tokens).toEqual(tokenizeField('长安古意').tokens);
    expect(parseQuery('圖書館')).toEqual(parseQuery('图书馆'));
  });
});
