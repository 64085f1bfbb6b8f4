import { useEffect, useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import type { ReadingFigure, ReadingHeading } from '../../../resources/articleReading';
import styles from './ReadingOutline.module.css';

/** How far below the window's top a heading counts as reached (the sticky header's height and a little). */
export const READING_OFFSET_PX = 96;

/**
 * The section being read: the last heading whose top has passed READING_OFFSET_PX, else the first.
 * Read on scroll (once a frame at most) and on resize; null before the page has hydrated, so the
 * server's HTML lights nothing.
 */
export function useCurrentSection(ids: string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      let at = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= READING_OFFSET_PX) at = id;
      }
      setCurrent(at);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
    // `key` stands for the ids: a new array of the same headings is the same outline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}

/**
 * The reading page's sticky table of contents: every heading of the text (those past the free part
 * locked, shown but not linked), the section being read lit, then the figures and tables sent.
 * Plain `#id` links, so it also works before (or without) the script.
 */
export function ReadingOutline({ outline, figures }: { outline: ReadingHeading[]; figures: ReadingFigure[] }) {
  const current = useCurrentSection(outline.filter((h) => !h.locked).map((h) => h.id));
  return (
    <nav className={styles.outline} aria-label="文章目录" data-testid="reading-outline">
      <h2>目录</h2>
      {outline.length === 0 ? (
        <p className={styles.empty}>本文未分节。</p>
      ) : (
        <ol>
          {outline.map((h) => (
            <li key={h.id} className={h.level === 3 ? styles.sub : undefined}>
              {h.locked ? (
                <span className={styles.locked} title="购买或登录机构账号后阅读">
                  <LockOutlined /> {h.text}
                </span>
              ) : (
                <a href={`#${h.id}`} className={current === h.id ? styles.current : undefined} aria-current={current === h.id ? 'location' : undefined}>
                  {h.text}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
      {figures.length > 0 && (
        <>
          <h2>图表</h2>
          <ol data-testid="reading-figures">
            {figures.map((f) => (
              <li key={f.id}>
                <a href={`#${f.id}`}>
                  <strong>{f.label}</strong> {f.caption}
                </a>
              </li>
            ))}
          </ol>
        </>
      )}
    </nav>
  );
}
