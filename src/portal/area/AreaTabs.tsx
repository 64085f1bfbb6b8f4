import { Link } from 'react-router';
import styles from './area.module.css';

/** Tabs between sibling lists of one area (地方志 / 旧方志 / 土地志; 法律法规 / 教育法规). */
export function AreaTabs({ items, label }: { items: Array<{ key: string; label: string; to: string; active: boolean }>; label: string }) {
  return (
    <nav className={styles.siblings} aria-label={label}>
      {items.map((item) => (
        <Link key={item.key} to={item.to} aria-current={item.active ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
