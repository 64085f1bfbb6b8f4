import styles from './Placeholders.module.css';

/**
 * Loading and empty states for the first screen, in plain markup: antd's Skeleton, Spin and Empty
 * would add their code to the home page's first load for a moment's placeholder.
 */
export function SkeletonLines({ rows = 4 }: { rows?: number }) {
  return (
    // A named live region: aria-label is not permitted on a plain div (axe aria-prohibited-attr).
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="正在加载">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

export function EmptyNote({ text = '暂无数据' }: { text?: string }) {
  return <p className={styles.empty}>{text}</p>;
}

export function Spinner({ tip }: { tip?: string }) {
  return (
    <div className={styles.spinner} role="status">
      <span className={styles.ring} aria-hidden="true" />
      {tip && <span className={styles.tip}>{tip}</span>}
    </div>
  );
}
