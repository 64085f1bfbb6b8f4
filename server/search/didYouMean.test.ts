import { describe, expect, it } from 'vitest';
import { didYouMean, distance } from './didYouMean';
import { pinyinOf } from './pinyin';
import { normalize } from './segment';
import type { SuggestKind, Term } from './suggest';

const term = (text: string, weight = 1, kind: SuggestKind = 'title'): Term => ({ kind, text, norm: normalize(text), pinyin: pinyinOf(text), initials: pinyinOf(text, true), weight });
const VOCABULARY = [term('图书馆', 10), term('图书'), term('图示'), term('长安', 5), term('李白', 3, 'author'), term('数字化'), term('中国图书馆学报', 1, 'source')];

describe('didYouMean', () => {
  it('corrects a homophone typo to the known word', () => {
    expect(didYouMean('图书官', VOCABULARY)).toBe('图书馆');
    expect(didYouMean('数子化', VOCABULARY)).toBe('数字化');
    expect(didYouMean('李百', VOCABULARY)).toBe('李白');
  });

  it('corrects a wrong character that is no homophone, and only the unknown word of several', () => {
    expect(didYouMean('图书搌', VOCABULARY)).toBe('图书馆');
    expect(didYouMean('长安 图书官', VOCABULARY)).toBe('长安 图书馆');
  });

  it('corrects mistyped pinyin and initials to the term they almost spell', () => {
    expect(didYouMean('tushugaun', VOCABULARY)).toBe('图书馆');
    expect(didYouMean('zgtsgxv', VOCABULARY)).toBe('中国图书馆学报');
  });

  it('offers nothing for a known word, or when nothing is near', () => {
    expect(didYouMean('图书馆', VOCABULARY)).toBeUndefined();
    expect(didYouMean('量子纠缠', VOCABULARY)).toBeUndefined();
    expect(didYouMean('qqqqqq', VOCABULARY)).toBeUndefined();
    // Two characters, one of them shared, but not a homophone: too weak a sign.
    expect(didYouMean('长江', VOCABULARY)).toBeUndefined();
  });
});

describe('distance', () => {
  it('counts code points', () => {
    expect(distance('图书官', '图书馆')).toBe(1);
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'ab')).toBe(2);
  });
});
