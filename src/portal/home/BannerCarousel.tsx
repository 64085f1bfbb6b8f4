import { useEffect, useState } from 'react';
import { useCustom } from '../data/hooks';
import styles from './BannerCarousel.module.css';

interface Banner {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

const AUTOPLAY_MS = 5000;

/**
 * Home banners from `/first/pic/show` (response `data.list`): one slide at a time, cross-fading
 * every 5 s (paused while pointed at or focused), with dots. A few lines of our own instead of
 * antd's Carousel, which brings react-slick into the first load.
 */
export function BannerCarousel() {
  const { result, query } = useCustom<{ list: Banner[] }>({ url: '/first/pic/show', method: 'get', config: { query: { position: 'home' } } });
  const list = result.data?.list ?? [];
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = list.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (query.isLoading) return <div className={`wk-container ${styles.wrap} ${styles.skeleton}`} aria-hidden="true" />;
  if (count === 0) return null;
  const shown = current % count;
  return (
    <div
      className={`wk-container ${styles.wrap}`}
      data-testid="home-banners"
      role="region"
      aria-roledescription="carousel"
      aria-label="首页横幅"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {list.map((b, i) => (
        <a
          key={b.id}
          href={b.linkUrl || '#'}
          className={i === shown ? `${styles.slide} ${styles.current}` : styles.slide}
          aria-label={b.title}
          aria-hidden={i !== shown}
          tabIndex={i === shown ? undefined : -1}
        >
          <img src={b.imageUrl} alt={b.title} width={1200} height={300} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
        </a>
      ))}
      {count > 1 && (
        <div className={styles.dots}>
          {list.map((b, i) => (
            <button key={b.id} type="button" aria-label={`第${i + 1}张：${b.title}`} aria-current={i === shown} className={i === shown ? styles.dotActive : undefined} onClick={() => setCurrent(i)} />
          ))}
        </div>
      )}
    </div>
  );
}
