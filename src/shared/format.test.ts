import { describe, expect, it } from 'vitest';
import { formatAuthors, formatCount, formatDuration, formatFen } from './format';

describe('format', () => {
  it('fen as yuan with two decimals', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(1999)).toBe('¥19.99');
    expect(formatFen(5)).toBe('¥0.05');
  });
  it('durations as h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
  it('author lists with 等 past the limit', () => {
    expect(formatAuthors('张三;李四')).toBe('张三；李四');
    expect(formatAuthors('甲;乙;丙;丁', 3)).toBe('甲；乙；丙 等');
  });
  it('counts in 万', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(123456)).toBe('12.3万');
  });
});
