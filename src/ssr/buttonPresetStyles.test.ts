import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Tag } from 'antd';
import { describe, expect, it } from 'vitest';
import { withoutButtonPresets } from './buttonPresetStyles';

/** antd's styles of a Button and a Tag as the server render extracts them. */
function extracted(): string {
  const cache = createCache();
  renderToString(createElement(StyleProvider, { cache }, createElement(Button, { type: 'primary' }, '检索'), createElement(Tag, { color: 'red' }, '核心')));
  return extractStyle(cache);
}

const cachePathOf = (styles: string) => /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(styles)?.[1] ?? '';

describe('withoutButtonPresets', () => {
  it('drops the preset-colour rules of the Button style and keeps its own colours and every other style', () => {
    const styles = extracted();
    expect(styles).toContain('.ant-btn-color-magenta');
    const out = withoutButtonPresets(styles);
    expect(out.length).toBeLessThan(styles.length * 0.6);
    for (const preset of ['magenta', 'volcano', 'geekblue', 'gold']) expect(out).not.toContain(`.ant-btn-color-${preset}`);
    expect(out).toContain('.ant-btn-color-primary');
    expect(out).toContain('.ant-btn-color-dangerous');
    // The Tag's preset colours are its own style, not the Button's: untouched.
    expect(out).toContain('.ant-tag-red');
  });

  it('takes the Button style out of the cache-path map so the browser generates it whole on hydration', () => {
    const styles = extracted();
    const before = cachePathOf(styles).split(';');
    const after = cachePathOf(withoutButtonPresets(styles)).split(';');
    expect(before.some((entry) => entry.includes('|Button-Button|'))).toBe(true);
    expect(after).toEqual(before.filter((entry) => !entry.includes('|Button-Button|')));
  });

  it('leaves styles without a Button as they are', () => {
    const cache = createCache();
    renderToString(createElement(StyleProvider, { cache }, createElement(Tag, null, '古籍')));
    const styles = extractStyle(cache);
    expect(withoutButtonPresets(styles)).toBe(styles);
  });
});
