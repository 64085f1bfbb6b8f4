import { Link } from 'react-router';
import { pageRange } from '../../../resources/articles';
import { issueLabel, type PeriodCatalogue } from '../../../resources/periods';
import { formatAuthors } from '../../../shared/format';
import { EmptyState } from './PageStatus';
import styles from './Catalogue.module.css';

/**
 * An issue's table of contents (目录), the way a printed journal sets it: articles in page order
 * under a heading per run of one column (the server groups them), each with title, authors and
 * pages. Shared by the journal page's 期刊浏览 tab and the issue page.
 */
export function Catalogue({ catalogue, headingLevel = 3 }: { catalogue: PeriodCatalogue; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { period, columns } = catalogue;
  return (
    <section className={styles.catalogue} data-testid="catalogue" aria-label={`${issueLabel(period)}目录`}>
      <header className={styles.head}>
        <H className={styles.title}>
          {issueLabel(period)} <span>目录</span>
        </H>
        <span className={styles.meta}>
          {period.publishDate ? `出版日期：${period.publishDate}　` : ''}共 {period.articleCount} 篇
        </span>
      </header>
      {columns.length === 0 ? (
        <EmptyState text="本期暂无已发布的文章" />
      ) : (
        columns.map((col, i) => (
          <div key={`${i}-${col.columnId ?? 'other'}`} className={styles.column} data-testid="catalogue-column">
            <div className={styles.columnName}>{col.name}</div>
            <ol className={styles.articles}>
              {col.articles.map((a) => (
                <li key={a.id}>
                  <div className={styles.line}>
                    <Link to={`/article/${a.id}`} className={styles.articleTitle}>
                      {a.title}
                    </Link>
                    <span className={styles.leader} aria-hidden="true" />
                    <span className={styles.pages}>{pageRange(a) ? `(${pageRange(a)})` : ''}</span>
                  </div>
                  <div className={styles.authors}>
                    {formatAuthors(a.authors, 5)}
                    {a.citedCount ? <span className={styles.cited}> · 被引 {a.citedCount}</span> : null}
                  </div>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}
