import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Result, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DICTS } from '../../shared/dict';
import { site } from '../../shared/site';
import { DOC_TYPE_LABELS, SEARCH_FIELD_LABELS } from '../../shared/search';
import { fetchSearch } from './api';
import { SearchBox } from './SearchBox';
import { SearchResults } from './SearchResults';
import { useSelection } from './selection';
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
  // Kept while the reader pages, re-sorts and narrows: the page stays mounted while its URL changes.
  const selection = useSelection();

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
        <SearchResults
          data={data}
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
          filters={<ActiveFilters state={state} update={update} />}
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
