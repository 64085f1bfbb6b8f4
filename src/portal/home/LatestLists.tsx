import type { ReactNode } from 'react';
import { usePage } from '../data/hooks';
import { HOME_LISTS } from './homeLists';
import { EmptyNote, SkeletonLines } from '../layout/Placeholders';
import { Link } from 'react-router';
import { formatAuthors, formatFen } from '../../shared/format';
import pageStyles from './HomePage.module.css';
import styles from './LatestLists.module.css';
import { isStockCover } from '../../shared/covers';
import type { ArticleCardFields } from '../../resources/articles';

interface ArticleRow extends ArticleCardFields {
  publishDate?: string;
}
interface JournalRow {
  id: number;
  name: string;
  coverUrl?: string;
  sponsor?: string;
  frequency?: string;
}
interface BookRow {
  id: number;
  title: string;
  authors: string;
  publisher?: string;
  coverUrl?: string;
  priceFen: number;
}

function Panel({ title, more, testId, children }: { title: string; more: string; testId: string; children: ReactNode }) {
  return (
    <section className={pageStyles.panel} data-testid={testId}>
      <div className={pageStyles.panelHead}>
        <h2>{title}</h2>
        <Link to={more}>更多 &gt;</Link>
      </div>
      {children}
    </section>
  );
}

function Loading<T>({ loading, rows, children }: { loading: boolean; rows: T[]; children: ReactNode }) {
  if (loading) return <SkeletonLines rows={7} />;
  if (rows.length === 0) return <EmptyNote />;
  return <>{children}</>;
}

/** The newest articles, with their source journal and issue. */
export function LatestArticles() {
  const { result, query } = usePage<ArticleRow>(HOME_LISTS.articles, { pageNum: 1, pageSize: 10 });
  return (
    <Panel title="最新文章" more="/journal" testId="latest-articles">
      <Loading loading={query.isLoading} rows={result.data}>
        <ol className={styles.articles}>
          {result.data.map((a) => (
            <li key={a.id}>
              <Link to={`/article/${a.id}`} className={styles.articleTitle}>
                {a.title}
              </Link>
              <span className={styles.meta}>
                {formatAuthors(a.authors, 2)} · 《{a.journalName}》{a.year ? `${a.year}年第${a.issue}期` : ''}
              </span>
            </li>
          ))}
        </ol>
      </Loading>
    </Panel>
  );
}

/** Journals, newest first, as covers. */
export function LatestJournals() {
  const { result, query } = usePage<JournalRow>(HOME_LISTS.journals, { pageNum: 1, pageSize: 6 });
  return (
    <Panel title="推荐期刊" more="/journal" testId="latest-journals">
      <Loading loading={query.isLoading} rows={result.data}>
        <ul className={styles.covers3}>
          {result.data.map((j) => (
            <li key={j.id}>
              <Link to={`/journal/${j.id}`}>
                <img src={j.coverUrl || '/covers/journal-0.svg'} alt={`${j.name}封面`} width={102} height={136} loading="lazy" />
                {isStockCover(j.coverUrl || '/covers/journal-0.svg') && <span className={styles.coverTitle}>{j.name}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </Loading>
    </Panel>
  );
}

/** New books as covers with title, author and price. */
export function LatestBooks() {
  const { result, query } = usePage<BookRow>(HOME_LISTS.books, { pageNum: 1, pageSize: 6 });
  return (
    <Panel title="新书上架" more="/bookLists" testId="latest-books">
      <Loading loading={query.isLoading} rows={result.data}>
        <ul className={styles.books}>
          {result.data.map((b) => (
            <li key={b.id}>
              <Link to={`/book/${b.id}`}>
                <img src={b.coverUrl || '/covers/book-0.svg'} alt={`${b.title}封面`} width={150} height={200} loading="lazy" />
                {isStockCover(b.coverUrl || '/covers/book-0.svg') && <span className={styles.coverTitle}>{b.title}</span>}
              </Link>
              <span className={styles.meta}>{formatAuthors(b.authors, 1)}</span>
              <span className={styles.price}>{formatFen(b.priceFen)}</span>
            </li>
          ))}
        </ul>
      </Loading>
    </Panel>
  );
}
