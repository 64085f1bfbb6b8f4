import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Result, Skeleton, Spin, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DICTS } from '../../shared/dict';
import { site } from '../../shared/site';
import { DOC_TYPE_LABELS, SEARCH_FIELD_LABELS, SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, SEARCH_SORTS } from '../../shared/search';
import { fetchSearch } from './api';
import { FacetPanel } from './FacetPanel';
import { ResultList } from './ResultList';
import { SearchBox } from './SearchBox';
import { readSearchParams, searchUrl, type SearchState } from './searchParams';
import styles from './SearchPage.module.css';

const SUBJECTS = new Map(DICTS.subject_type.map((d) => [Number(d.value), d.label]));

/** The filters in force, each removable. */
function ActiveFilters({ state, update }: { state: SearchState; update: (patch: Partial<SearchState>) => void }) {
  const chips: Array<{ key: keyof SearchState; label: string }> = [];
  if (state.within) chips.push({ key: 'within', label: `在结果中检索：${state.within}` });
  if (state.type) chips.push({ key: 'type', label: `类型：${DOC_TYPE_LABELS[state.type]}` });
  if (state.year) chips.push({ key: 'year', label: `年度：${state.year}` });
  if (state.journal) chips.push({ key: 'journal', label: `来源：${state.journal}` });
  if (state.subject) chips.push({ key: 'subject', label: `学科：${SUBJECTS.get(state.subject) ?? state.subject}` });
  if (chips.length === 0) return null;
  return (
    <div className={styles.active} data-testid="search-filters">
      {chips.map((c) => (
        <Tag key={c.key} closable onClose={() => update({ [c.key]: undefined })} className={styles.chip}>
          {c.label}
        </Tag>
      ))}
      {chips.length > 1 && (
        <button type="button" className={styles.more} onClick={() => update({ within: undefined, type: undefined, year: undefined, journal: undefined, subject: undefined })}>
          清除全部
        </button>
      )}
    </div>
  );
}

/** `/search?kw=&field=&type=…`: one search across the whole library. */
export default function SearchPage() {
  const [params] = useSearchParams();
  const state = useMemo(() => readSearchParams(params), [params]);
  const navigate = useNavigate();
  const update = (patch: Partial<SearchState>) => navigate(searchUrl({ ...state, page: 1, ...patch }));

  const query = useQuery({
    queryKey: ['es/list', state],
    queryFn: ({ signal }) => fetchSearch(state, signal),
    enabled: state.kw !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });

  useEffect(() => {
    document.title = state.kw ? `${state.kw} - 检索结果 - ${site.fullName}` : `检索 - ${site.fullName}`;
  }, [state.kw]);

  const data = query.data;
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
      ) : query.isError ? (
        <div className={styles.panel}>
          <Result status="warning" title={(query.error as Error).message || '检索失败，请稍后重试'} />
        </div>
      ) : !data ? (
        <div className={styles.panel}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <div className={data.total > 0 ? styles.layout : undefined}>
          {data.total > 0 && (
            <aside>
              <FacetPanel facets={data.facets} approximate={data.approximate} state={state} update={update} />
            </aside>
          )}
          <section className={styles.panel}>
            <div className={styles.head}>
              <div className={styles.summary} data-testid="search-summary">
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
                    onClick={() => update({ sort: s.value })}
                  >
                    {s.label}
                  </button>
                ))}
              </div>
            </div>
            <ActiveFilters state={state} update={update} />
            <Spin spinning={query.isFetching}>
              {data.rows.length === 0 ? (
                <>
                  {data.didYouMean && (
                    <p className={styles.didYouMean} data-testid="search-did-you-mean">
                      您是不是要找：
                      <Link to={searchUrl({ ...state, kw: data.didYouMean, within: undefined, page: 1 })}>{data.didYouMean}</Link>
                    </p>
                  )}
                  <Empty className={styles.empty} description={data.total > 0 ? '没有更多结果了' : '没有找到相关结果，请更换检索词或减少筛选条件'} />
                </>
              ) : (
                <ResultList rows={data.rows} offset={(state.page - 1) * SEARCH_PAGE_SIZE} />
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
                  navigate(searchUrl({ ...state, page }));
                  window.scrollTo(0, 0);
                }}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}
