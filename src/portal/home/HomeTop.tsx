import { SiteHeader } from '../layout/SiteHeader';
import { SearchBox } from '../search/SearchBox';
import styles from './HomeTop.module.css';

/**
 * The home page's own top (spec §2 hides the layout's header on the index): the site's one header
 * (SiteHeader), then the one search.
 */
export function HomeTop() {
  return (
    <div className={styles.top} data-testid="home-top">
      <SiteHeader testId="home-header" />
      <div className={styles.search}>
        <div className="wk-container">
          <SearchBox variant="home" />
        </div>
      </div>
    </div>
  );
}
