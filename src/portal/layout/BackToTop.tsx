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

/** Spec §2: a button titled 返回顶部 appears after 150px of scrolling; the animation takes 250 ms. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.button} title="返回顶部" aria-label="返回顶部" onClick={() => scrollToTop(BACK_TO_TOP_DURATION_MS)}>
      <VerticalAlignTopOutlined />
    </button>
  );
}
