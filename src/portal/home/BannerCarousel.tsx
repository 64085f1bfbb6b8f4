import { useCustom } from '@refinedev/core';
import { Carousel, Skeleton } from 'antd';
import styles from './BannerCarousel.module.css';

interface Banner {
  id: number;
  title: string;
  imageUrl: string;
  linkUrl: string | null;
}

/** Home banners from `/first/pic/show` (response `data.list`). */
export function BannerCarousel() {
  const { result, query } = useCustom<{ list: Banner[] }>({ url: '/first/pic/show', method: 'get', config: { query: { position: 'home' } } });
  const list = result.data?.list ?? [];
  if (query.isLoading) {
    return (
      <div className={`wk-container ${styles.wrap}`}>
        <Skeleton.Image active className={styles.skeleton} />
      </div>
    );
  }
  if (list.length === 0) return null;
  return (
    <div className={`wk-container ${styles.wrap}`} data-testid="home-banners">
      <Carousel autoplay autoplaySpeed={5000} dotPosition="bottom">
        {list.map((b) => (
          <a key={b.id} href={b.linkUrl || '#'} className={styles.slide} aria-label={b.title}>
            <img src={b.imageUrl} alt={b.title} width={1200} height={300} />
          </a>
        ))}
      </Carousel>
    </div>
  );
}
