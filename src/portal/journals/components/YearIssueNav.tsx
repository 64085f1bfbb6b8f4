import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { JournalDetails } from '../../../resources/journals';
import { EmptyState } from './PageStatus';
import styles from './YearIssueNav.module.css';

/**
 * 刊期浏览: years (newest first), each opening onto its issues. The year of the current issue is
 * open; an issue without reviewed articles is shown but marked 暂无文章.
 */
export function YearIssueNav({
  years,
  currentPeriodId,
  linkFor,
  replace = false,
}: {
  years: JournalDetails['years'];
  currentPeriodId?: number;
  linkFor: (periodId: number) => string;
  /** Replace the history entry (a tab's query parameter) instead of pushing one. */
  replace?: boolean;
}) {
  const currentYear = years.find((y) => y.issues.some((i) => i.periodId === currentPeriodId))?.year ?? years[0]?.year;
  const [open, setOpen] = useState<number | undefined>(currentYear);
  useEffect(() => setOpen(currentYear), [currentYear]);
  if (years.length === 0) return <EmptyState text="本刊暂无已出版的期次" />;
  return (
    <nav className={styles.years} aria-label="年份与期次" data-testid="year-issue-nav">
      {years.map((y) => {
        const expanded = open === y.year;
        return (
          <div key={y.year} className={styles.year}>
            <button type="button" className={expanded ? styles.yearOpen : styles.yearHead} aria-expanded={expanded} onClick={() => setOpen(expanded ? undefined : y.year)}>
              <span>{y.year}年</span>
              <small>{y.issues.length}期</small>
            </button>
            {expanded && (
              <ul className={styles.issues}>
                {y.issues.map((i) => (
                  <li key={i.periodId}>
                    <Link
                      to={linkFor(i.periodId)}
                      className={i.periodId === currentPeriodId ? styles.current : undefined}
                      aria-current={i.periodId === currentPeriodId ? 'page' : undefined}
                      title={i.articleCount ? `${y.year}年第${i.issue}期，${i.articleCount}篇` : `${y.year}年第${i.issue}期，暂无文章`}
                      replace={replace}
                    >
                      No.{String(i.issue).padStart(2, '0')}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}
