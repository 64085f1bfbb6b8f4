import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { site } from '../../shared/site';
import { SEARCH_FIELD_LABELS } from '../../shared/search';
import { fetchSearch } from './api';
import { SearchBox } from './SearchBox';
import { FacetChips } from './FacetChips';
import { SearchPending, SearchResults } from './SearchResults';
import { useSelection } from './selection';
import { readSearchParams, searchUrl, type SearchState } from './searchParams';
import styles from './SearchPage.module.css';


/** `/search?kw=&field=&type=…`: one search across the whole library. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const state = useMemo(() => readSearchParams(params), [params]);
  const navigate = useNavigate();
  const update = (patch: Partial<SearchState>) => navigate(searchUrl({ ...state, page: 1, ...patch }));
  // Kept while the reader pages, re-sorts and narrows: the page stays mounted while its URL changes.
  const selection = useSelection();

  const query = useQuery({
    queryKey: ['es/list', state],
    // The answer carries the page it is for: the last one stays on show while the next loads.
    queryFn: async ({ signal }) => ({ page: state.page, response: await fetchSearch(state, signal) }),
    enabled: state.kw !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    document.title = state.kw ? `${state.kw} - 检索结果 - ${site.fullName}` : `检索 - ${site.fullName}`;
  }, [state.kw]);

  const data = query.data?.response;
  const fieldLabel = SEARCH_FIELD_LABELS[state.field];

  return (
    <div className={`wk-container ${styles.page}`} data-testid="search-page">
      <div className={styles.top}>
        <SearchBox variant="page" keyword={state.kw} field={state.field} onSearchWithin={(within) => update({ within })} />
      </div>
      {!state.kw ? (
        <div className={styles.panel}>
          <Empty description="请输入检索词" />
        </div>
      ) : query.isError || !data ? (
        <SearchPending error={query.isError ? query.error : null} />
      ) : (
        <SearchResults
          data={data}
          dataPage={query.data!.page}
          state={state}
          update={update}
          onPage={(page) => navigate(searchUrl({ ...state, page }))}
          fetching={query.isFetching}
          selection={selection}
          summary={
            <>
              {data.pinyin ? (
                <>
                  {fieldLabel}：按拼音 <strong>{data.pinyin}</strong> 匹配到 {data.approximate ? '约 ' : ''}
                </>
              ) : (
                <>
                  {fieldLabel}：“{state.kw}” 共找到 {data.approximate ? '约 ' : ''}
                </>
              )}
              <strong>{data.total.toLocaleString('zh-CN')}</strong> 条结果
            </>
          }
          filters={<FacetChips state={state} update={update} clearAll testId="search-filters" />}
          empty={
            data.didYouMean && (
              <p className={styles.didYouMean} data-testid="search-did-you-mean">
                您是不是要找：
                <Link to={searchUrl({ ...state, kw: data.didYouMean, within: undefined, page: 1 })}>{data.didYouMean}</Link>
              </p>
            )
          }
        />
      )}
    </div>
  );
}
