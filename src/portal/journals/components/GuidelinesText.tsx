import { EmptyState } from './PageStatus';
import styles from './GuidelinesText.module.css';

/** 投稿指南 text: one paragraph per line, as the editors wrote it. */
export function GuidelinesText({ text }: { text: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return <EmptyState text="本刊暂未提供投稿指南" />;
  return (
    <div className={styles.text} data-testid="guidelines-text">
      {lines.map((l, i) => (
        <p key={i}>{l}</p>
      ))}
    </div>
  );
}
