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

export function Logo({ large = false }: { large?: boolean }) {
  return (
    // The link's name is its visible text (WCAG 2.5.3): the seal character is decoration.
    <Link to="/" className={large ? styles.logoLarge : styles.logo} title={`返回${site.fullName}首页`}>
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

/** The header of every portal page except those spec §2 names (see shared/nav.ts). */
export function SiteHeader() {
  return (
    <header className={styles.header} data-testid="site-header">
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
