import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader';
import styles from './StandaloneTop.module.css';

/**
 * Spec §2 hides the layout's header on some pages (the book list, the journal encyclopedia); they
 * have this top of their own instead: the site's one header (SiteHeader), so a reader is never
 * without the same logo, navigation and account links, over a red band with the page's title
 * (and, below it, `children`: a search box).
 */
export function StandaloneTop({ title, subtitle, testId, children }: { title: string; subtitle: string; testId?: string; children?: ReactNode }) {
  return (
    <div className={styles.top} data-testid={testId}>
      <SiteHeader testId="page-header" />
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
