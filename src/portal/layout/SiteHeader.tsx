import { Link, useLocation } from 'react-router';
import { site } from '../../shared/site';
import { HEADER_AREAS } from '../../shared/areas';
import { headerNavFor, NAV } from '../../shared/nav';
import { UserArea } from './UserArea';
import styles from './SiteHeader.module.css';

/**
 * The nav links, the current area's highlighted (`headerNavFor`): its spec §2 nav index, the
 * number the NavChecked cookie holds. Pages of areas without a header link of their own
 * (standards, year-books, search, writers …) light none: 首页 only on the home page.
 */
export function NavMenu() {
  const { pathname } = useLocation();
  const current = headerNavFor(pathname);
  const items = [{ key: 'home', label: '首页', path: '/', nav: NAV.home }, ...HEADER_AREAS];
  return (
    <nav className={styles.nav} aria-label="主导航">
      {items.map((item) => {
        const active = current === item.nav;
        return (
          <Link key={item.key} to={item.path} className={active ? styles.active : undefined} aria-current={active ? 'page' : undefined}>
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}

function Logo() {
  return (
    // The link's name is its visible text (WCAG 2.5.3): the seal character is decoration.
    <Link to="/" className={styles.logo} title={`返回${site.fullName}首页`}>
      <span className={styles.mark} aria-hidden="true">
        文
      </span>
      <span className={styles.brand}>
        <strong>{site.fullName}</strong>
        <small>WENKU DIGITAL LIBRARY</small>
      </span>
    </Link>
  );
}

/**
 * The site's one header design (issue 34 saw three): the layout's on every portal page but those
 * spec §2 hides it on (shared/nav.ts), and the first part of the own top those pages draw (the
 * home page's HomeTop, StandaloneTop of the book list and the journal encyclopedia), so a reader
 * meets the same bar, logo, navigation and account links everywhere. `testId` tells them apart.
 */
export function SiteHeader({ testId = 'site-header' }: { testId?: string }) {
  return (
    <header className={styles.header} data-testid={testId}>
      <div className={styles.topBar}>
        <div className={`wk-container ${styles.topInner}`}>
          <span className={styles.welcome}>欢迎来到{site.fullName}</span>
          <UserArea />
        </div>
      </div>
      <div className={`wk-container ${styles.main}`}>
        <Logo />
        <NavMenu />
      </div>
    </header>
  );
}
