import { Logo, NavMenu } from '../layout/SiteHeader';
import { UserArea } from '../layout/UserArea';
import { SearchBox } from '../search/SearchBox';
import { site } from '../../shared/site';
import styles from './HomeTop.module.css';

/** The home page's own top: larger logo, the same navigation and account links, and the one search. */
export function HomeTop() {
  return (
    <div className={styles.top} data-testid="home-top">
      <div className={styles.bar}>
        <div className={`wk-container ${styles.barInner}`}>
          <span>{site.fullName} · 汇聚期刊、图书、古籍与学位论文</span>
          <UserArea />
        </div>
      </div>
      <div className={`wk-container ${styles.main}`}>
        <Logo large />
        <NavMenu />
      </div>
      <div className={styles.search}>
        <div className="wk-container">
          <SearchBox variant="home" />
        </div>
      </div>
    </div>
  );
}
