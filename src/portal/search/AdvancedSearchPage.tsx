import { useEffect, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { site } from '../../shared/site';
import { fetchAdvanced } from './api';
import { AdvancedRowsForm, AuthorForm, ExpertForm } from './AdvancedForms';
import { ADVANCED_MODES, advancedUrl, expressionOf, readAdvancedParams, toAdvancedRequest, type AdvancedState } from './advancedParams';
import { FacetChips } from './FacetChips';
import { SearchPending, SearchResults } from './SearchResults';
import { SEARCH_PATH } from './searchParams';
import { useSelection } from './selection';
import styles from './SearchPage.module.css';
import own from './AdvancedSearch.module.css';


/**
 * `/search/advanced`: 高级检索, 专业检索 and 作者发文检索 (issue 34 item 3). Each form writes its
 * conditions into the URL; what is searched is their expression (`POST /es/advanced`), shown
 * above the results as CNKI shows it, so a reader learns the 专业检索 syntax from the rows.
 */
export default function AdvancedSearchPage() {
  const [params] = useSearchParams();
  const state = useMemo(() => readAdvancedParams(params), [params]);
  const navigate = useNavigate();
  const update = (patch: Partial<AdvancedState>) => navigate(advancedUrl({ ...state, page: 1, ...patch }));
  const selection = useSelection();
  const expression = expressionOf(state);

  const query = useQuery({
    queryKey: ['es/advanced', expression, state.type, state.year, state.subject, state.journal, state.sort, state.page],
    // The answer carries the expression and page it is for: while the next one loads, the rows shown,
    // their numbers and the expression above them stay of one search.
    queryFn: async ({ signal }) => ({ expression: expression!, page: state.page, response: await fetchAdvanced(toAdvancedRequest(state, expression!), signal) }),
    enabled: expression !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const mode = ADVANCED_MODES.find((m) => m.value === state.mode)!;
  useEffect(() => {
    document.title = `${mode.label} - ${site.fullName}`;
  }, [mode.label]);

  const answer = expression === undefined ? undefined : query.data;
  const data = answer?.response;
  // A new search starts from its first page without the facets of the last one.
  const submit = (patch: Partial<AdvancedState>) => update({ type: undefined, year: undefined, subject: undefined, journal: undefined, ...patch });

  return (
    <div className={`wk-container ${styles.page}`} data-testid="advanced-search-page">
      <div className={styles.top}>
        <div className={own.tabs} role="tablist" aria-label="检索方式">
          {ADVANCED_MODES.map((m) => (
            <button
              key={m.value}
              type="button"
              role="tab"
              aria-selected={state.mode === m.value}
              className={state.mode === m.value ? own.tabOn : own.tab}
              onClick={() => navigate(advancedUrl({ ...state, mode: m.value, page: 1, sort: m.value === 'author' ? 'date' : 'relevance' }))}
            >
              {m.label}
            </button>
          ))}
          <Link to={SEARCH_PATH} className={styles.more} style={{ marginLeft: 'auto', alignSelf: 'center' }}>
            返回一框式检索
          </Link>
        </div>
        {state.mode === 'advanced' && <AdvancedRowsForm state={state} onSubmit={submit} />}
        {state.mode === 'expert' && <ExpertForm state={state} onSubmit={submit} />}
        {state.mode === 'author' && <AuthorForm state={state} onSubmit={submit} />}
      </div>
      {expression === undefined ? null : query.isError || !data ? (
        <SearchPending error={query.isError ? query.error : null} testId="advanced-error" />
      ) : (
        <SearchResults
          data={data}
          dataPage={answer!.page}
          state={state}
          update={update}
          onPage={(page) => navigate(advancedUrl({ ...state, page }))}
          fetching={query.isFetching}
          selection={selection}
          summary={
            <>
              检索式 <span className={own.expressionShown}>{answer!.expression}</span> 共找到 {data.approximate ? '约 ' : ''}
              <strong>{data.total.toLocaleString('zh-CN')}</strong> 条结果
            </>
          }
          filters={<FacetChips state={state} update={update} />}
        />
      )}
    </div>
  );
}
