import type { ReactNode } from 'react';
import { Empty, Pagination, Result, Skeleton, Spin } from 'antd';
import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchResponse, type SearchSort } from '../../shared/search';
import { FacetPanel } from './FacetPanel';
import { ResultList } from './ResultList';
import { SelectionBar } from './SelectionBar';
import type { Selection } from './selection';
import type { SearchFacets, SearchState } from './searchParams';
import styles from './SearchPage.module.css';

/** The filters, sort and page a result list is shown with: the plain search's, or the advanced page's. */
export type ResultState = SearchFacets;

/** Until a search has its answer: the error it met (its message), or a skeleton. */
export function SearchPending({ error, testId }: { error: unknown; testId?: string }) {
  return (
    <div className={styles.panel}>
      {error ? <Result status="warning" title={(error as Error).message || '检索失败，请稍后重试'} data-testid={testId} /> : <Skeleton active paragraph={{ rows: 10 }} />}
    </div>
  );
}

export interface SearchResultsProps {
  data: SearchResponse;
  /**
   * The page `data` is the answer for. While the next page loads, the last answer stays on show
   * (keepPreviousData): its rows keep their own numbers and cannot be selected, so 本页全选 never
   * picks the page that is going away (it did: page 1's rows numbered 11–20, selected as page 2's).
   */
  dataPage: number;
  state: ResultState;
  update: (patch: Partial<ResultState>) => void;
  onPage: (page: number) => void;
  fetching: boolean;
  selection: Selection;
  /** What was searched and how many were found. */
  summary: ReactNode;
  /** The filters in force, above the list. */
  filters?: ReactNode;
  /** Shown above the empty list (您是不是要找). */
  empty?: ReactNode;
}

/**
 * Facets, summary and sorts, the selection bar, one page of results and the pager: the results
 * of the plain search (/search) and of 高级检索 / 专业检索 / 作者发文检索 (/search/advanced) alike.
 */
export function SearchResults({ data, dataPage, state, update, onPage, fetching, selection, summary, filters, empty }: SearchResultsProps) {
  return (
    <div className={data.total > 0 ? styles.layout : undefined}>
      {data.total > 0 && (
        <aside>
          <FacetPanel facets={data.facets} approximate={data.approximate} state={state as SearchState} update={update} />
        </aside>
      )}
      <section className={styles.panel}>
        <div className={styles.head}>
          <div className={styles.summary} data-testid="search-summary">
            {summary}
          </div>
          <div className={styles.sorts} role="tablist" aria-label="排序">
            <span className={styles.sortLabel}>排序：</span>
            {SEARCH_SORTS.map((s) => (
              <button
                key={s.value}
                type="button"
                role="tab"
                aria-selected={state.sort === s.value}
                className={state.sort === s.value ? styles.sortOn : styles.sort}
                onClick={() => update({ sort: s.value as SearchSort })}
              >
                {s.label}
              </button>
            ))}
          </div>
        </div>
        {filters}
        {data.rows.length > 0 && <SelectionBar pageRows={data.rows} selection={selection} outdated={dataPage !== state.page} />}
        <Spin spinning={fetching}>
          {data.rows.length === 0 ? (
            <>
              {empty}
              <Empty className={styles.empty} description={data.total > 0 ? '没有更多结果了' : '没有找到相关结果，请更换检索词或减少筛选条件'} />
            </>
          ) : (
            <ResultList rows={data.rows} offset={(dataPage - 1) * SEARCH_PAGE_SIZE} selection={selection} outdated={dataPage !== state.page} />
          )}
        </Spin>
        {data.total > SEARCH_PAGE_SIZE && (
          <Pagination
            className={styles.pager}
            current={state.page}
            pageSize={SEARCH_PAGE_SIZE}
            total={Math.min(data.total, SEARCH_MAX_OFFSET)}
            showSizeChanger={false}
            showQuickJumper
            onChange={(page) => {
              onPage(page);
              window.scrollTo(0, 0);
            }}
          />
        )}
      </section>
    </div>
  );
}
