import { describe, expect, it } from 'vitest';
import { buildMatcher } from './matcher';

describe('Aho–Corasick matcher', () => {
  it('finds every listed word, overlapping and nested, once each', () => {
    const m = buildMatcher(['he', 'she', 'his', 'hers', '赌博', '博彩']);
    expect(m.find('ushers').sort()).toEqual(['he', 'hers', 'she']);
    expect(m.find('网上赌博彩票').sort()).toEqual(['博彩', '赌博']);
    expect(m.find('一篇干净的散文')).toEqual([]);
  });
  it('ignores case and empty words', () => {
    expect(buildMatcher(['', ' ', 'ABC']).find('xxabcxx')).toEqual(['abc']);
  });
});
