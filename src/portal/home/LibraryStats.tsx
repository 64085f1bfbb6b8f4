import { useCustom } from '../data/hooks';
import styles from './LibraryStats.module.css';

const SHOWN: Array<[string, string]> = [
  ['journal', '期刊'],
  ['article', '文章'],
  ['book', '图书'],
  ['ancientBook', '古籍'],
  ['thesis', '学位论文'],
  ['law', '法律法规'],
  ['standard', '标准'],
  ['news', '报纸文章'],
];

/** How much the library holds, from `/common/totle`. */
export function LibraryStats() {
  const { result } = useCustom<Record<string, number>>({ url: '/common/totle', method: 'get' });
  const totals = result.data ?? {};
  return (
    <section className={styles.stats} aria-label="馆藏统计" data-testid="library-stats">
      {SHOWN.map(([key, label]) => (
        <div key={key} className={styles.item}>
          <div className={styles.title}>{label}</div>
          <div className={styles.value}>{(totals[key] ?? 0).toLocaleString('en-US')}</div>
        </div>
      ))}
    </section>
  );
}
