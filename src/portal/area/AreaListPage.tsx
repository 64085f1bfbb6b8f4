import { useEffect, useRef, type ReactNode } from 'react';
import { useList } from '../data/hooks';
import { Alert, Breadcrumb, Button, Empty, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { resourcesByName } from '../../resources';
import type { ResourceSpec } from '../../resources/define';
import { showsSearchBar } from '../../shared/nav';
import { site } from '../../shared/site';
import { AreaRows } from './AreaRows';
import { AreaSearchBar } from './AreaSearchBar';
import { FilterBar } from './FilterBar';
import type { AreaConfig, Row } from './types';
import { useListState } from './useListState';
import styles from './area.module.css';

/** Sort choices from the declaration's `sortable` (the bookkeeping `sort` / `createTime` make the default). */
export function sortOptions(spec: ResourceSpec) {
  const options = [{ value: '', label: '默认排序' }];
  for (const field of spec.sortable as readonly string[]) {
    if (field === 'sort' || field === 'createTime') continue;
    const f = spec.fields[field];
    const [down, up] = f.kind === 'date' || f.kind === 'datetime' ? ['从新到旧', '从旧到新'] : f.kind === 'text' ? ['降序', '升序'] : ['从高到低', '从低到高'];
    options.push({ value: `${field}:desc`, label: `${f.label} ${down}` }, { value: `${field}:asc`, label: `${f.label} ${up}` });
  }
  return options;
}

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} - ${site.fullName}`;
  }, [title]);
}

interface Props {
  config: AreaConfig;
  /** Inside another page (a newspaper's articles): no breadcrumb, no search band, no page title. */
  embedded?: boolean;
  /** Replaces the search band at the top (the book list's own top, its header being hidden). */
  top?: ReactNode;
  /** Between the breadcrumb and the filters (tabs between sibling lists). */
  intro?: ReactNode;
  /** A column left of the list (the teaching catalogue tree): the filters and rows sit on its right. */
  aside?: ReactNode;
}

/**
 * The list screen of a content area, driven by its resource declaration and a small config:
 * optional search bar, filter bar, server-paged list via Refine `useList`, sort select, result
 * count, pagination, all kept in the URL query.
 */
export function AreaListPage({ config, embedded = false, top, intro, aside }: Props) {
  const spec = resourcesByName[config.resource];
  const { pathname } = useLocation();
  const list = useListState(config, spec);
  const { state } = list;
  const { result, query } = useList<Row>({
    resource: spec.name,
    pagination: { currentPage: state.pageNum, pageSize: spec.pageSize },
    filters: list.refineFilters,
    sorters: list.refineSorters,
    errorNotification: false,
  });
  useDocumentTitle(embedded ? undefined : config.title);
  const anchor = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (embedded) anchor.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    else window.scrollTo({ top: 0 });
  }, [state.pageNum, embedded]);

  const searchBar = !embedded && (config.searchBar ?? showsSearchBar(pathname));
  const total = result.total ?? 0;
  const rows = result.data ?? [];
  const sortValue = state.sort ? `${state.sort.field}:${state.sort.order}` : '';

  return (
    <div data-testid={`area-list-page-${spec.name}`} ref={anchor}>
      {top}
      {searchBar && <AreaSearchBar title={config.title} value={state.keyword} placeholder={config.searchPlaceholder} onSearch={list.setKeyword} docType={spec.searchDocType} />}
      <div className={embedded ? undefined : `wk-container ${styles.page}`}>
        {!embedded && (
          <Breadcrumb className={styles.breadcrumb} items={[{ title: <Link to="/">首页</Link> }, { title: config.title }]} />
        )}
        <AsideLayout aside={aside}>
        {intro}
        <FilterBar controls={config.filters ?? []} values={state.values} onChange={list.setFilter} />
        {(config.linkFilters ?? [])
          .filter((f) => state.values[f.field] && !f.hidden)
          .map((f) => (
            <Tag key={f.field} closable className={styles.linkTag} onClose={() => list.setFilter(f.field)}>
              {f.label}：{state.values[f.field]}
            </Tag>
          ))}
        <div className={styles.toolbar}>
          <span className={styles.count} data-testid="area-total" aria-live="polite">
            {query.isLoading || query.isFetching ? '正在检索…' : (
              <>
                共找到 <strong>{result.approximate ? `约 ${total.toLocaleString('zh-CN')}` : total}</strong> 条结果
              </>
            )}
          </span>
          <span className={styles.toolbarRight}>
            {!searchBar && (
              <Input.Search
                key={state.keyword}
                defaultValue={state.keyword}
                allowClear
                maxLength={100}
                placeholder={config.searchPlaceholder ?? '在结果中检索'}
                aria-label={`在${config.title}中检索`}
                style={{ width: 260 }}
                onSearch={list.setKeyword}
              />
            )}
            <Select
              aria-label="排序方式"
              style={{ width: 170 }}
              value={sortValue}
              options={sortOptions(spec)}
              onChange={(v: string) => {
                const [field, order] = v.split(':');
                list.setSort(field ? { field, order: order === 'asc' ? 'asc' : 'desc' } : undefined);
              }}
            />
          </span>
        </div>
        {/* While the next page or filter loads, the previous rows stay (dimmed) instead of a flash of skeleton. */}
        <div className={query.isFetching && !query.isLoading ? `${styles.listPanel} ${styles.busy}` : styles.listPanel} aria-busy={query.isFetching} data-testid="area-results">
          {query.isError ? (
            <Alert type="error" showIcon message={query.error?.message || '加载失败，请稍后重试'} action={<Button onClick={list.clear}>清除条件</Button>} />
          ) : query.isLoading ? (
            <div data-testid="area-loading">
              <Skeleton active paragraph={{ rows: 8 }} />
            </div>
          ) : rows.length === 0 ? (
            <div data-testid="area-empty">
              <Empty description={`暂无符合条件的${config.noun ?? config.title}`}>
                {list.hasConditions && <Button onClick={list.clear}>清除筛选条件</Button>}
              </Empty>
            </div>
          ) : (
            <AreaRows spec={spec} config={config} rows={rows} offset={(state.pageNum - 1) * spec.pageSize} />
          )}
        </div>
        {total > spec.pageSize && (
          <Pagination
            className={styles.pagination}
            current={state.pageNum}
            pageSize={spec.pageSize}
            total={total}
            showSizeChanger={false}
            showQuickJumper
            showTotal={(n) => `共 ${n} 条`}
            onChange={list.setPage}
          />
        )}
        </AsideLayout>
      </div>
    </div>
  );
}

/** The list beside an area's own column, or alone. */
function AsideLayout({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  if (!aside) return <>{children}</>;
  return (
    <div className={styles.withAside}>
      <aside className={styles.aside}>{aside}</aside>
      <div className={styles.asideMain}>{children}</div>
    </div>
  );
}
