import { describe, expect, it } from 'vitest';
import { fullTextPreview, pageRange } from './articles';
import { isProceedingsName } from './conferences';
import { journalFilters, pinyinInitial, provinceLabel } from './journals';

describe('pinyinInitial', () => {
  it.each([
    ['图书情报研究', 'T'],
    ['哲学研究前沿', 'Z'],
    ['伦理与文明', 'L'],
    ['区域经济评论', 'Q'],
    ['出版发行研究论丛', 'C'],
    ['民族艺术学刊', 'M'],
    ['他山之石', 'T'],
    ['欧洲研究', 'O'],
    ['Journal of Things', 'J'],
    ['《读书》', '#'],
    ['', '#'],
  ])('%s → %s', (name, letter) => {
    expect(pinyinInitial(name)).toBe(letter);
  });
});

describe('journal filters', () => {
  it('read query-string values and refuse out-of-range ones in Chinese', () => {
    expect(journalFilters.parse({ journalType: '5', isCore: 'false', firstLetter: 'z', provinceId: '' })).toEqual({ journalType: 5, isCore: false, firstLetter: 'Z' });
    expect(() => journalFilters.parse({ provinceId: 3e9 })).toThrow('地区不正确');
    expect(() => journalFilters.parse({ firstLetter: '中' })).toThrow('首字母只能是A到Z的一个字母');
    expect(provinceLabel(650000)).toBe('新疆');
  });
});

describe('article helpers', () => {
  it('a preview is at most 1000 characters and a third of the text, ending a sentence when one is near', () => {
    expect(fullTextPreview('字'.repeat(6000))).toHaveLength(1000);
    expect(fullTextPreview('一二三四五六七八九。'.repeat(30))).toBe('一二三四五六七八九。'.repeat(10));
    expect(fullTextPreview('短')).toBe('短');
  });
  it('page ranges', () => {
    expect(pageRange({ pageStart: 12, pageEnd: 20 })).toBe('12-20');
    expect(pageRange({ pageStart: 7, pageEnd: 7 })).toBe('7');
    expect(pageRange({})).toBe('');
  });
  it('proceedings are recognised by name', () => {
    expect(isProceedingsName('全国图书馆学术研讨会论文集')).toBe(true);
    expect(isProceedingsName('Symposium', 'Proceedings of X')).toBe(true);
    expect(isProceedingsName('图书情报研究', 'Journal of Library')).toBe(false);
  });
});
