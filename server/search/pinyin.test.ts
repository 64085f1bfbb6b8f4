import { describe, expect, it } from 'vitest';
import { pinyinLexemes, pinyinMatchQuery, pinyinOf, pinyinPieces, pinyinQuery } from './pinyin';

describe('pinyinLexemes', () => {
  it('gives every syllable start its full pinyin and initials, polyphonic characters read in their word', () => {
    expect(pinyinLexemes('唐代长安')).toEqual(['p|tangdaichangan', 'i|tdca', 'p|daichangan', 'i|dca', 'p|changan', 'i|ca', 'p|an', 'i|a']);
    expect(pinyinLexemes('重庆')).toContain('p|chongqing');
    expect(pinyinLexemes('长大')).toContain('p|zhangda');
  });

  it('reads traditional characters as their simplified forms, and keeps Han runs apart', () => {
    expect(pinyinLexemes('長安古意')).toEqual(pinyinLexemes('长安古意'));
    expect(pinyinLexemes('GB/T 长安 2020')).toEqual(['p|changan', 'i|ca', 'p|an', 'i|a']);
    expect(pinyinLexemes('')).toEqual([]);
  });

  it('reads names also with surname readings', () => {
    expect(pinyinLexemes('曾国藩', true)).toEqual(expect.arrayContaining(['p|zengguofan', 'p|cengguofan', 'i|zgf']));
    expect(pinyinLexemes('曾国藩')).not.toContain('p|zengguofan');
  });

  it('writes ü as v, as readers type it', () => {
    expect(pinyinLexemes('绿色')).toContain('p|lvse');
  });
});

describe('pinyinQuery', () => {
  it('takes letters only, dropping syllable separators', () => {
    expect(pinyinQuery(' ChangAn ')).toBe('changan');
    expect(pinyinQuery("xi'an")).toBe('xian');
    expect(pinyinQuery('chang an')).toBe('changan');
  });

  it('refuses Han characters, digits, and single letters', () => {
    expect(pinyinQuery('长安')).toBeUndefined();
    expect(pinyinQuery('changan2')).toBeUndefined();
    expect(pinyinQuery('a')).toBeUndefined();
  });

  it('makes a prefix query on full pinyin or initials, in a field weight when given', () => {
    expect(pinyinMatchQuery('zgtsg')).toBe("('p|zgtsg':* | 'i|zgtsg':*)");
    expect(pinyinMatchQuery('zgtsg', 'A')).toBe("('p|zgtsg':*A | 'i|zgtsg':*A)");
  });
});

describe('pinyinPieces', () => {
  it('finds what the letters spell, as the highlighter compares it', () => {
    expect(pinyinPieces('唐代長安城', 'changan')).toEqual(['长安']);
    expect(pinyinPieces('中国图书馆学报', 'zgtsg')).toEqual(['中国图书馆']);
    expect(pinyinPieces('中国图书馆学报', 'tushu')).toEqual(['图书']);
    expect(pinyinPieces('物理学', 'changan')).toEqual([]);
  });
});

describe('pinyinOf', () => {
  it('gives a text its full pinyin or initials', () => {
    expect(pinyinOf('图书馆')).toBe('tushuguan');
    expect(pinyinOf('图书官')).toBe('tushuguan');
    expect(pinyinOf('中国图书馆', true)).toBe('zgtsg');
  });
});
