import { useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import type { HttpMethod, ResourceSpec } from '../../resources/define';
import { callPage } from '../../providers/http';
import type { Row } from '../area/types';
import styles from './education.module.css';

/**
 * The list call (a teacher's articles, a headmaster's videos, a school's news …): a declared
 * resource's own list call and page size, or a call of its own.
 */
type ListCall =
  | { resource: Pick<ResourceSpec, 'calls' | 'pageSize'>; method?: never; path?: never; pageSize?: number }
  | { resource?: never; method?: HttpMethod; path: string; pageSize: number };

type Props = ListCall & {
  query?: Record<string, string | number>;
  /** Chinese noun for the empty state: 暂无{noun}. */
  noun: string;
  testId?: string;
  renderItem: (row: Row) => ReactNode;
  /** `grid`: cards side by side (photos); `timeline`: a career's posts; default one row each. */
  layout?: 'rows' | 'grid' | 'timeline';
  /** false: the first page only (a "latest five" panel with its own link to the rest). */
  paged?: boolean;
};

/**
 * The rows that hang off one page of an education area (a teacher's works, a headmaster's videos,
 * a school's posts), paged on the server; a page of its own in react-query's cache.
 */
export function ChildList(props: Props) {
  const { query = {}, noun, testId, renderItem, layout = 'rows', paged = true } = props;
  const { method = 'GET', path, pageSize } = props.resource ? { ...props.resource.calls.list, pageSize: props.pageSize ?? props.resource.pageSize } : props;
  if (!path) throw new Error('ChildList: the resource declares no list call');
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading, isError } = useQuery({
    queryKey: ['education-children', method, path, query, pageNum, pageSize],
    queryFn: () => callPage<Row>(method, path, method === 'GET' ? { query: { ...query, pageNum, pageSize } } : { body: { ...query, pageNum, pageSize } }),
    staleTime: 60_000,
  });
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError || !data) return <Empty description="加载失败，请稍后重试" />;
  if (data.rows.length === 0) return <Empty description={`暂无${noun}`} />;
  return (
    <>
      <ul className={{ grid: styles.childGrid, timeline: styles.timeline, rows: styles.workList }[layout]} data-testid={testId}>
        {data.rows.map((row) => (
          <li key={row.id} className={{ grid: styles.childCard, timeline: undefined, rows: styles.workRow }[layout]} data-testid={testId ? `${testId}-item` : undefined}>
            {renderItem(row)}
          </li>
        ))}
      </ul>
      {paged && data.total > pageSize && (
        <Pagination style={{ marginTop: 16, textAlign: 'center' }} current={pageNum} pageSize={pageSize} total={data.total} onChange={setPageNum} showSizeChanger={false} />
      )}
    </>
  );
}
