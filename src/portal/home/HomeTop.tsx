import { Logo, NavMenu } from '../layout/SiteHeader';
import { UserArea } from '../layout/UserArea';
import { site } from '../../shared/site';
import styles from './HomeTop.module.css';

/** The home page's own top: larger logo, the same navigation and account links as the header. */
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
    </div>
  );
}
