import { useEffect } from 'react';
import { site } from '../../shared/site';
import { AreaGrid } from './AreaGrid';
import { BannerCarousel } from './BannerCarousel';
import { HomeTop } from './HomeTop';
import { LatestArticles, LatestBooks, LatestJournals } from './LatestLists';
import { LibraryStats } from './LibraryStats';
import styles from './HomePage.module.css';

/** `/`: the spec hides the common header here; the page has its own top with the same links. */
export function HomePage() {
  useEffect(() => {
    document.title = `${site.fullName} - 期刊 图书 古籍 学位论文 法律法规`;
  }, []);
  return (
    <div data-testid="home-page">
      <HomeTop />
      <BannerCarousel />
      <div className={`wk-container ${styles.body}`}>
        <LibraryStats />
        <AreaGrid />
        <div className={styles.columns}>
          <LatestArticles />
          <LatestJournals />
        </div>
        <LatestBooks />
      </div>
    </div>
  );
}
