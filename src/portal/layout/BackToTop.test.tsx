import { describe, expect, it } from 'vitest';
import { BACK_TO_TOP_BOTTOM_PX, backToTopBottom } from './BackToTop';

describe('返回顶部 keeps clear of the footer (issue 34: it covered the certificate badge)', () => {
  it('sits 64px above the bottom while the footer is below the window', () => {
    expect(backToTopBottom(1500, 900)).toBe(BACK_TO_TOP_BOTTOM_PX);
    expect(backToTopBottom(null, 900)).toBe(BACK_TO_TOP_BOTTOM_PX);
  });

  it('rises with the footer once the footer is in view, 16px above its top edge', () => {
    // The footer starts 300px down a 900px window: 600px of it is visible.
    expect(backToTopBottom(300, 900)).toBe(616);
    // Just peeking in (20px): still the usual place, which already clears it.
    expect(backToTopBottom(880, 900)).toBe(BACK_TO_TOP_BOTTOM_PX);
  });
});
