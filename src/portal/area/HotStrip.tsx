import { Link } from 'react-router';
import styles from '../education/education.module.css';
import type { Row } from './types';
import { useAreaCall } from './useAreaCall';

interface Props {
  /** The area's hot call (spec §7 `hot`): the most viewed rows, 3 or 5 (spec §9). */
  path: string;
  title: string;
  /** The detail route of a row. */
  to: (row: Row) => string;
  /** The row's name. */
  label: (row: Row) => string;
  /** Small lines under the name (school, views …). */
  meta: (row: Row) => string[];
  testId?: string;
}

/** A strip of the five most viewed items of an area above its list (热门作文, 热门朗诵 …). */
export function HotStrip({ path, title, to, label, meta, testId }: Props) {
  const { data } = useAreaCall<Row[]>(path, { pageSize: 5 });
  if (!data?.length) return null;
  return (
    <section className={styles.hot} aria-label={title} data-testid={testId}>
      <h2 className={styles.hotTitle}>{title}</h2>
      <ol className={styles.hotList}>
        {data.map((row) => (
          <li key={row.id} className={styles.hotItem}>
            <Link to={to(row)} title={label(row)}>
              {label(row)}
            </Link>
            {meta(row).map((line) => (
              <span key={line} className={styles.hotMeta} title={line}>
                {line}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
