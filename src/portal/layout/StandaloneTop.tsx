import type { ReactNode } from 'react';
import { Logo, NavMenu } from './SiteHeader';
import { UserArea } from './UserArea';
import styles from './StandaloneTop.module.css';

/**
 * Spec §2 hides the common header on some pages (the book list, the journal encyclopedia); they have
 * this top of their own instead, with the same logo, navigation and account links, so a reader is
 * never without them, over a red band with the page's title (and, below it, `children`: a search box).
 */
export function StandaloneTop({ title, subtitle, testId, children }: { title: string; subtitle: string; testId?: string; children?: ReactNode }) {
  return (
    <div className={styles.top} data-testid={testId}>
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
          {children && <div className={styles.heroExtra}>{children}</div>}
        </div>
      </div>
    </div>
  );
}
