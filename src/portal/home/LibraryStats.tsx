import { HOME_FIGURES } from '../../shared/contentTypes';
import { useCustom } from '../data/hooks';
import styles from './LibraryStats.module.css';

/** How much the library holds, from `/common/totle`: the figures the content types declare (`homeFigure`). */
export function LibraryStats() {
  const { result } = useCustom<Record<string, number>>({ url: '/common/totle', method: 'get' });
  const totals = result.data ?? {};
  return (
    <section className={styles.stats} aria-label="馆藏统计" data-testid="library-stats">
      {HOME_FIGURES.map(({ key, label }) => (
        <div key={key} className={styles.item}>
          <div className={styles.title}>{label}</div>
          <div className={styles.value}>{(totals[key] ?? 0).toLocaleString('en-US')}</div>
        </div>
      ))}
    </section>
  );
}
