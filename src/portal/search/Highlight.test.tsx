import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, Highlight, parseHighlight } from './Highlight';

describe('Highlight', () => {
  it('renders <em> matches as elements and everything else as text', () => {
    const { container } = render(<Highlight html={'&lt;script&gt;alert(1)&lt;/script&gt;<em>图书</em>馆'} />);
    expect(container.querySelectorAll('em')).toHaveLength(1);
    expect(container.querySelector('em')!.textContent).toBe('图书');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<script>alert(1)</script>图书馆');
  });

  it('never turns other markup into elements, even unescaped', () => {
    const { container } = render(<Highlight html={'<b onclick="x()">粗</b><img src=x onerror=alert(1)><em>词</em>'} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('em')!.textContent).toBe('词');
  });

  it('parses parts and decodes entities once', () => {
    expect(parseHighlight('a<em>b</em>c')).toEqual([
      { text: 'a', em: false },
      { text: 'b', em: true },
      { text: 'c', em: false },
    ]);
    expect(decodeEntities('&amp;lt; &#39; &#x4E66; &bogus;')).toBe("&lt; ' 书 &bogus;");
  });
});
