import { App, Checkbox, Tag } from 'antd';
import { Link } from 'react-router';
import { formatAuthors } from '../../shared/format';
import { DOC_TYPE_COLORS, DOC_TYPE_LABELS, type SearchRow } from '../../shared/search';
import { Highlight } from './Highlight';
import { plainText, SELECTION_MAX, type Selection } from './selection';
import styles from './SearchPage.module.css';

/**
 * One page of results: type, highlighted title linking to the detail page, byline, snippet; with
 * a `selection`, a check box before each (批量导出 / 批量收藏), not to be ticked while the rows are
 * `outdated` (the last page's, shown while the next one loads).
 */
export function ResultList({ rows, offset, selection, outdated = false }: { rows: SearchRow[]; offset: number; selection?: Selection; outdated?: boolean }) {
  const { message } = App.useApp();
  return (
    <ol className={styles.results} start={offset + 1} data-testid="search-results">
      {rows.map((row, i) => (
        <li key={`${row.docType}-${row.docId}`} className={styles.result}>
          <div className={styles.resultHead}>
            {selection && (
              <Checkbox
                checked={selection.has(row)}
                disabled={outdated}
                aria-label={`选择 ${plainText(row.title)}`}
                onChange={(e) => {
                  if (!selection.toggle(row, e.target.checked)) void message.warning(`最多选择${SELECTION_MAX}条`);
                }}
              />
            )}
            <span className={styles.resultNo}>{offset + i + 1}</span>
            <Tag color={DOC_TYPE_COLORS[row.docType]} className={styles.typeTag}>
              {DOC_TYPE_LABELS[row.docType] ?? row.docType}
            </Tag>
            <Link to={row.url} className={styles.resultTitle}>
              <Highlight html={row.title} />
            </Link>
          </div>
          <div className={styles.byline}>
            {row.authors && <span>{formatAuthors(row.authors, 4)}</span>}
            {row.source && <span className={styles.source}>{row.source}</span>}
            {row.year !== null && <span>{row.year}年</span>}
            {row.citedCount !== undefined && <span className={styles.cited}>被引 {row.citedCount}</span>}
          </div>
          {row.snippet && (
            <p className={styles.snippet}>
              <Highlight html={row.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
