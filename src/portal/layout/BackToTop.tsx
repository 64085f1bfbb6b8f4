import { useEffect, useState } from 'react';
import { VerticalAlignTopOutlined } from '@ant-design/icons';
import styles from './BackToTop.module.css';

export const BACK_TO_TOP_AFTER_PX = 150;
export const BACK_TO_TOP_DURATION_MS = 250;

/** Scrolls to the top over `duration` ms with an ease-out curve. */
function scrollToTop(duration: number): void {
  const start = window.scrollY;
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, Math.round(start * (1 - (1 - (1 - t) ** 3))));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** The button's distance from the window's bottom edge while the footer is out of sight (px). */
export const BACK_TO_TOP_BOTTOM_PX = 64;
const FOOTER_GAP_PX = 16;

/**
 * How far above the window's bottom the button sits: its usual place, or — once the footer scrolls
 * into view — just above the footer, so it never covers the footer's links or its certificate badge
 * (issue 34: in the fixed 1200px layout the badge sits right under a button 32px from the edge).
 */
export function backToTopBottom(footerTop: number | null, viewportHeight: number): number {
  if (footerTop === null) return BACK_TO_TOP_BOTTOM_PX;
  return Math.max(BACK_TO_TOP_BOTTOM_PX, viewportHeight - footerTop + FOOTER_GAP_PX);
}

/** Spec §2: a button titled 返回顶部 appears after 150px of scrolling; the animation takes 250 ms. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const [bottom, setBottom] = useState(BACK_TO_TOP_BOTTOM_PX);
  useEffect(() => {
    const onScroll = () => {
      setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
      const footer = document.querySelector('[data-testid="site-footer"]');
      setBottom(backToTopBottom(footer ? footer.getBoundingClientRect().top : null, window.innerHeight));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.button} style={{ bottom }} title="返回顶部" aria-label="返回顶部" onClick={() => scrollToTop(BACK_TO_TOP_DURATION_MS)}>
      <VerticalAlignTopOutlined />
    </button>
  );
}
