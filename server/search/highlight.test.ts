import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, snippet } from './highlight';

const han = (text: string) => ({ text, han: true });
const word = (text: string) => ({ text, han: false });

describe('highlight', () => {
  it('wraps matches in <em> and escapes everything else', () => {
    expect(highlight('<script>alert(1)</script>图书馆', [han('图书')])).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<em>图书</em>馆');
    expect(escapeHtml(`a&b"'<>`)).toBe('a&amp;b&quot;&#39;&lt;&gt;');
  });

  it('escapes inside a match too', () => {
    expect(highlight('A&B 图书', [word('a')])).toBe('<em>A</em>&amp;B 图书');
    expect(highlight('x<y', [han('<')])).toBe('x<em>&lt;</em>y');
  });

  it('merges overlapping and adjacent matches', () => {
    expect(highlight('数字图书馆', [han('数字'), han('字图'), han('图书馆')])).toBe('<em>数字图书馆</em>');
  });

  it('matches letters case- and width-insensitively, as whole words only', () => {
    expect(highlight('GB/T 7714 与 ＧＢ', [word('gb'), word('t')])).toBe('<em>GB</em>/<em>T</em> 7714 与 <em>ＧＢ</em>');
    expect(highlight('data metadata', [word('data')])).toBe('<em>data</em> metadata');
  });

  it('maps matches back to the characters as written, traditional, full-width or after an expanding character', () => {
    expect(highlight('長安一片月，萬戶擣衣聲', [han('长安'), han('万户')])).toBe('<em>長安</em>一片月，<em>萬戶</em>擣衣聲');
    expect(highlight('“ＧＢ”标准', [word('gb')])).toBe('“<em>ＧＢ</em>”标准');
    // … becomes ... under NFKC: offsets after it are mapped, not assumed.
    expect(highlight('前言…圖書館㈱', [han('图书馆')])).toBe('前言…<em>圖書館</em>㈱');
    expect(highlight('ﬁle 图书', [han('图书'), word('file')])).toBe('<em>ﬁle</em> <em>图书</em>');
  });

  it('leaves text without matches escaped', () => {
    expect(highlight('a<b', [])).toBe('a&lt;b');
    expect(highlight(null, [han('图书')])).toBe('');
  });
});

describe('snippet', () => {
  const text = '一'.repeat(100) + '图书馆' + '二'.repeat(100);

  it('shows a window around the first match, marking cuts with …', () => {
    const s = snippet(text, [han('图书馆')], 40);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    expect(s).toContain('<em>图书馆</em>');
  });

  it('starts at the beginning when nothing matches, and keeps short text whole', () => {
    expect(snippet(text, [han('期刊')], 40)).toBe('一'.repeat(40) + '…');
    expect(snippet('短文本', [han('文本')], 40)).toBe('短<em>文本</em>');
  });
});
