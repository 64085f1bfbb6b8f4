import { Link } from 'react-router';
import type { WriterRow } from '../../resources/writers';
import { AreaListPage } from '../area/AreaListPage';
import type { AreaConfig, Row } from '../area/types';
import styles from './library.module.css';
import { SignedWriters } from '../works/SignedWriters';
import { CONTENT_TYPES } from '../../shared/contentTypes';

function WriterEntry({ writer }: { writer: WriterRow }) {
  return (
    <div className={styles.writer}>
      <span className={styles.avatar} aria-hidden>
        {writer.name.slice(0, 1)}
      </span>
      <div className={styles.writerBody}>
        <div className={styles.writerHead}>
          <span className={styles.writerName}>{writer.name}</span>
          <span className={styles.writerMeta}>
            作品 {writer.works} 部{writer.latest ? ` · 最近出版 ${writer.latest}` : ''}
          </span>
          <Link className={styles.allWorks} to={`/bookLists?author=${encodeURIComponent(writer.name)}`}>
            全部作品 &gt;
          </Link>
        </div>
        <ul className={styles.works} aria-label={`${writer.name}的作品`}>
          {writer.books.map((b) => (
            <li key={b.id}>
              <Link to={`/book/${b.id}`}>
                <img src={b.coverUrl || '/covers/book-0.svg'} alt="" width={30} height={40} loading="lazy" />
                <span>
                  《{b.title}》<small>{[b.publisher, b.publishDate?.slice(0, 4)].filter(Boolean).join(' · ')}</small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** `/writerLibrary`'s second part: the authors of the library's books, each with their books. */
export const writerArea: AreaConfig = {
  resource: 'writers',
  // The page's name (breadcrumb, document title), as on the home page: its second part is headed 图书作者.
  title: CONTENT_TYPES.works.area.label,
  noun: '作家',
  listPath: '/writerLibrary',
  searchPlaceholder: '输入作家姓名',
  layout: 'rows',
  titleField: 'name',
  listFields: [],
  rowKey: (row) => row.name,
  renderRow: (row: Row) => <WriterEntry writer={row as WriterRow} />,
};

/**
 * `/writerLibrary`: signed writers (profiles, works, videos) first, then the library's book authors,
 * both in the page's column under its breadcrumb.
 */
export function WriterLibraryPage() {
  return (
    <AreaListPage
      config={writerArea}
      intro={
        <>
          <SignedWriters />
          <h2 className={styles.partTitle}>图书作者</h2>
        </>
      }
    />
  );
}
