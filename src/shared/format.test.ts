import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDateTime, formatAuthors, formatCount, formatDuration, formatFen } from './format';

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
  it('instants in China time, whatever zone the code runs in (issue 35: saved 2026-12-02 06:13 Beijing time showed 2026-12-01)', (context) => {
    // As on the server that renders the portal's pages: a UTC process.
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    context.onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    const saved = '2026-12-01T22:13:00.000Z';
    expect(chinaDate(saved)).toBe('2026-12-02');
    expect(chinaDateTime(saved)).toBe('2026-12-02 06:13');
    expect(chinaDate(new Date(saved))).toBe('2026-12-02');
    // A calendar date stays the day it names; empty stays empty.
    expect(chinaDate('2026-01-15')).toBe('2026-01-15');
    expect(chinaDate(null)).toBe('');
  });
});
