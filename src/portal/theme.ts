import type { ThemeConfig } from 'antd';

/** 中国红 as the brand colour; square-ish corners suit a library. */
export const BRAND_RED = '#a61b29';

export const theme: ThemeConfig = {
  // Secondary text darker than antd's default so it keeps a 4.5:1 contrast on white.
  token: { colorPrimary: BRAND_RED, colorLink: BRAND_RED, borderRadius: 4, fontSize: 14, colorTextDescription: '#646a73' },
};
