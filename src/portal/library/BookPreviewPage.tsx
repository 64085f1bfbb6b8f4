import { useCallback, useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { BOOK_PREVIEW_PATH, type BookPreview, type PreviewPage } from '../../resources/books';
import { fillPath } from '../../resources/define';
import { formatAuthors } from '../../shared/format';
import { useDocumentTitle } from '../area/AreaListPage';
import { useAreaCall } from '../area/useAreaCall';
import styles from './BookPreviewPage.module.css';

function PageBody({ page, book }: { page: PreviewPage; book: BookPreview }) {
  switch (page.kind) {
    case 'cover':
      return (
        <div className={styles.coverPage}>
          <img className={styles.coverImage} src={book.coverUrl || '/covers/book-0.svg'} alt="" />
          <div className={styles.coverLabel}>
            <h2>{book.title}</h2>
            <p>{formatAuthors(book.authors, 3)}</p>
            {book.publisher && <p className={styles.coverPublisher}>{book.publisher}</p>}
          </div>
        </div>
      );
    case 'title':
      return (
        <div className={styles.titlePage}>
          <h2>{page.heading}</h2>
          <p className={styles.titleAuthors}>{page.lines[0]}</p>
          <p className={styles.titlePublisher}>{page.lines[1]}</p>
        </div>
      );
    case 'copyright':
      return (
        <div className={styles.copyright}>
          {page.lines.map((line, i) => (i === 0 ? <h3 key={i}>{line}</h3> : <p key={i}>{line || '\u00a0'}</p>))}
        </div>
      );
    case 'catalogue':
      return (
        <div className={styles.textPage}>
          <h3>{page.heading}</h3>
          <ol className={styles.catalogue}>
            {page.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </div>
      );
    default:
      return (
        <div className={styles.textPage}>
          <h3>{page.heading}</h3>
          {page.lines.map((line, i) => (
            <p key={i} className={styles.paragraph}>
              {line}
            </p>
          ))}
        </div>
      );
  }
}

/**
 * `/preBooks?id=`: the online reader of a book's free preview (no header, no footer: spec §2).
 * Only the first `previewPages` pages are sent by the server; they are rendered as HTML pages
 * with a page turner (docs/decisions.md explains why not PDF).
 */
export default function BookPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^\d{1,10}$/.test(id);
  const { data: book, isLoading, error } = useAreaCall<BookPreview>(valid ? fillPath(BOOK_PREVIEW_PATH, { id }) : undefined);
  const [index, setIndex] = useState(0);
  useDocumentTitle(book ? `试读《${book.title}》` : '图书试读');
  const count = book?.pages.length ?? 0;
  // One step past the last page shows the end of the preview.
  const go = useCallback((delta: number) => setIndex((i) => Math.min(Math.max(i + delta, 0), count)), [count]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(1);
      if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (!valid || error) {
    return (
      <div className={styles.reader} data-testid="book-preview">
        <Result
          className={styles.result}
          status={valid ? 'warning' : '404'}
          title={valid ? (error as Error).message : '请选择要试读的图书'}
          extra={
            <Link to="/bookLists">
              <Button type="primary">浏览图书</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (isLoading || !book) {
    return (
      <div className={styles.reader} data-testid="book-preview">
        <Spin size="large" className={styles.loading} />
      </div>
    );
  }

  const page = book.pages[index];
  return (
    <div className={styles.reader} data-testid="book-preview">
      <header className={styles.bar}>
        <Link to={`/book/${book.id}`} className={styles.back}>
          <ArrowLeftOutlined /> 返回图书详情
        </Link>
        <div className={styles.barTitle}>
          <strong>{book.title}</strong>
          <span>{formatAuthors(book.authors, 2)}</span>
        </div>
        <span className={styles.progress} data-testid="preview-progress" aria-live="polite">
          {page ? `第 ${page.no} / ${count} 页` : '试读结束'}
          {book.totalPages ? <small>（全书 {book.totalPages} 页）</small> : null}
        </span>
      </header>
      <main className={styles.stage}>
        <Button shape="circle" size="large" icon={<LeftOutlined />} aria-label="上一页" disabled={index === 0} onClick={() => go(-1)} className={styles.turn} />
        {page ? (
          <article className={styles.paper} data-testid="preview-page" data-kind={page.kind} aria-label={`第${page.no}页`}>
            <PageBody page={page} book={book} />
            {page.kind !== 'cover' && <footer className={styles.pageNo}>— {page.no} —</footer>}
          </article>
        ) : (
          <article className={`${styles.paper} ${styles.endPaper}`} data-testid="preview-end">
            <h2>试读结束</h2>
            <p>免费试读部分已全部阅读完毕{book.totalPages ? `，全书共 ${book.totalPages} 页` : ''}。</p>
            <p>购买后即可阅读全书。</p>
            <div className={styles.endActions}>
              <Link to={`/book/${book.id}`}>
                <Button type="primary" size="large">
                  返回图书详情
                </Button>
              </Link>
              <Button size="large" onClick={() => setIndex(0)}>
                从头再读
              </Button>
            </div>
          </article>
        )}
        <Button shape="circle" size="large" icon={<RightOutlined />} aria-label="下一页" disabled={index >= count} onClick={() => go(1)} className={styles.turn} />
      </main>
      <nav className={styles.thumbs} aria-label="页码">
        {book.pages.map((p, i) => (
          <button key={p.no} type="button" aria-current={i === index ? 'page' : undefined} onClick={() => setIndex(i)}>
            {p.no}
          </button>
        ))}
      </nav>
    </div>
  );
}
