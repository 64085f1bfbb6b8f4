import type { ThemeConfig } from 'antd';

/** 中国红 as the brand colour; square-ish corners suit a library. */
export const BRAND_RED = '#a61b29';

/**
 * Chinese system fonts first, as `body` has them (src/portal/global.css). antd's own stack names
 * none, so the Chinese text of buttons, tags and menus went through the browser's per-character
 * font fallback: another face than the page's, and a slower first layout.
 */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Zen Hei', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme: ThemeConfig = {
  // Secondary text darker than antd's default so it keeps a 4.5:1 contrast on white.
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 4, fontSize: 14, colorTextDescription: '#646a73', fontFamily: FONT_FAMILY },
};
