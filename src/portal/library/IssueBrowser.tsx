import { useEffect, useState } from 'react';
import { useList } from '../data/hooks';
import { Empty, Select, Skeleton } from 'antd';
import { Link } from 'react-router';
import { NEWS_DATES_PATH } from '../../resources/newspapers';
import { useAreaCall } from '../area/useAreaCall';
import styles from './library.module.css';

interface IssueDates {
  years: number[];
  year: number | null;
  dates: Array<{ publishDate: string; count: number }>;
}

interface NewsRow {
  id: number;
  title: string;
  author?: string;
  edition?: string;
}

/** Browsing a newspaper by issue: a year, its issue days, and the chosen day's articles by edition. */
export function IssueBrowser({ newspaperId }: { newspaperId: number }) {
  const [year, setYear] = useState<number | undefined>();
  const [day, setDay] = useState<string | undefined>();
  const dates = useAreaCall<IssueDates>(NEWS_DATES_PATH, { newspaperId, year });
  const days = dates.data?.dates ?? [];
  const current = day && days.some((d) => d.publishDate === day) ? day : days[0]?.publishDate;
  useEffect(() => setDay(undefined), [year]);

  const { result, query } = useList<NewsRow>({
    resource: 'news',
    filters: [
      { field: 'newspaperId', operator: 'eq', value: newspaperId },
      { field: 'publishDate', operator: 'eq', value: current },
    ],
    sorters: [{ field: 'sort', order: 'desc' }],
    pagination: { currentPage: 1, pageSize: 50 },
    queryOptions: { enabled: Boolean(current) },
  });
  const articles = [...(result.data ?? [])].sort((a, b) => String(a.edition ?? '').localeCompare(String(b.edition ?? '')));

  return (
    <section className={styles.issues} aria-label="按期浏览" data-testid="issue-browser">
      <div className={styles.issuesHead}>
        <h2>按期浏览</h2>
        <Select
          aria-label="年份"
          style={{ width: 120 }}
          value={dates.data?.year ?? undefined}
          loading={dates.isLoading}
          options={(dates.data?.years ?? []).map((y) => ({ value: y, label: `${y}年` }))}
          onChange={(y: number) => setYear(y)}
        />
      </div>
      {dates.isLoading ? (
        <Skeleton active />
      ) : days.length === 0 ? (
        <Empty description="暂无期次" />
      ) : (
        <div className={styles.issueLayout}>
          <ul className={styles.dates} aria-label="出版日期">
            {days.map((d) => (
              <li key={d.publishDate}>
                <button type="button" aria-pressed={d.publishDate === current} onClick={() => setDay(d.publishDate)}>
                  {d.publishDate}
                  <small>{d.count} 篇</small>
                </button>
              </li>
            ))}
          </ul>
          <div>
            {query.isLoading ? (
              <Skeleton active />
            ) : (
              <ul className={styles.issueArticles} data-testid="issue-articles">
                {articles.map((a) => (
                  <li key={a.id}>
                    {a.edition && <span className={styles.edition}>{a.edition}</span>}
                    <Link to={`/newspaper/news/${a.id}`}>{a.title}</Link>
                    {a.author && <span className={styles.issueAuthor}>{a.author}</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
