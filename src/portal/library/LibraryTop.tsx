import { Logo, NavMenu } from '../layout/SiteHeader';
import { UserArea } from '../layout/UserArea';
import styles from './library.module.css';

/**
 * Spec §2 hides the common header on /bookLists; the book list has this top of its own instead,
 * with the same logo, navigation and account links, so a reader is never without them.
 */
export function LibraryTop({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className={styles.top} data-testid="book-top">
      <div className={styles.topBar}>
        <div className={`wk-container ${styles.topBarInner}`}>
          <Logo />
          <NavMenu />
          <UserArea />
        </div>
      </div>
      <div className={styles.hero}>
        <div className="wk-container">
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </div>
      </div>
    </div>
  );
}
