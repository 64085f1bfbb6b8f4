import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../../shared/format';
import type { Row } from '../area/types';
import styles from './education.module.css';

/**
 * One work in a person's tabbed lists (a famous teacher's article or video, a headmaster's talk or
 * 图文): its title as a link, then source, date, duration (videos) and views, then the summary.
 */
export function WorkRow({ work, to, title, video, testId }: { work: Row; to: string; title?: ReactNode; video: boolean; testId?: string }) {
  return (
    <div data-testid={testId} className={styles.workRowInner}>
      <Link to={to} className={styles.workTitle}>
        {title ?? work.title}
      </Link>
      <span className={styles.workMeta}>
        {work.source && <span>{work.source}</span>}
        {work.publishDate && <span>{String(work.publishDate)}</span>}
        {video && work.duration != null && <span>时长 {formatDuration(Number(work.duration))}</span>}
        <span>浏览 {work.views}</span>
      </span>
      {work.summary && <p className={styles.workSummary}>{work.summary}</p>}
    </div>
  );
}
