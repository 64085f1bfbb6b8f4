import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, List, Radio, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageEnvelope } from '../../../shared/envelope';
import { READER_ITEM_TYPES, type ItemCard } from '../../../shared/readerItems';
import styles from './ReaderItemList.module.css';

/** A row of a member's item list: the item's card, or — when the item was taken down since — marked `gone`, with no path. */
export interface ReaderItemRow extends Omit<ItemCard, 'path'> {
  id: number;
  path: string | null;
  gone: boolean;
  /** 被引, for an article, book, thesis, standard or law (issue 34: counts on every card). */
  citedCount?: number;
}

const TYPE_OPTIONS = [{ value: 0, label: '全部' }, ...Object.values(READER_ITEM_TYPES).map((t) => ({ value: t.type, label: t.label }))];

/** Spec §9: collected items 10 a page; the reading log pages alike. */
export const READER_ITEM_PAGE_SIZE = 10;

interface Props<R extends ReaderItemRow> {
  /** The react-query key of the list (the caller invalidates it after a change), also its test id. */
  queryKey: string;
  load: (query: { type?: number; pageNum: number; pageSize: number }) => Promise<PageEnvelope<R>>;
  empty: string;
  rowTestId: string;
  /** The line under the title: when it was collected, read … */
  when: (row: R) => string;
  actions: (row: R, afterRemove: () => Promise<void>) => ReactNode[];
  /** Above the list, beside the type filter (a 清空 button). */
  extra?: (type: number) => ReactNode;
}

/**
 * The member's items of one kind (我的收藏, 阅读记录): by type, newest first, paged on the server,
 * each with its cover, type, title linking to the item, authors and when.
 */
export function ReaderItemList<R extends ReaderItemRow>({ queryKey, load, empty, rowTestId, when, actions, extra }: Props<R>) {
  const [type, setType] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const client = useQueryClient();
  const list = useQuery({ queryKey: [queryKey, type, pageNum], queryFn: () => load({ type: type || undefined, pageNum, pageSize: READER_ITEM_PAGE_SIZE }) });

  const afterRemove = async () => {
    await client.invalidateQueries({ queryKey: [queryKey] });
    // The last row of a later page gone: step back a page.
    if (list.data && list.data.rows.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
  };

  return (
    <div data-testid={queryKey}>
      <div className={styles.filter}>
        <Radio.Group
          size="small"
          optionType="button"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(e) => {
            setType(e.target.value as number);
            setPageNum(1);
          }}
        />
        {extra?.(type)}
      </div>
      <List<R>
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : empty} /> }}
        pagination={
          (list.data?.total ?? 0) > READER_ITEM_PAGE_SIZE
            ? { current: pageNum, pageSize: READER_ITEM_PAGE_SIZE, total: list.data?.total, onChange: setPageNum, showSizeChanger: false, size: 'small', align: 'end' }
            : false
        }
        renderItem={(row) => (
          <List.Item key={row.id} className={styles.row} data-testid={rowTestId} actions={actions(row, afterRemove)}>
            <div className={styles.item}>
              {row.cover ? <img className={styles.cover} src={row.cover} alt="" width={48} height={64} /> : <div className={styles.noCover}>{row.typeLabel}</div>}
              <div className={styles.main}>
                <div className={styles.title}>
                  <Tag color="red" bordered={false}>
                    {row.typeLabel}
                  </Tag>
                  {row.path && !row.gone ? <Link to={row.path}>{row.title}</Link> : <span className={styles.gone}>{row.title}</span>}
                </div>
                {(row.authors || row.citedCount !== undefined) && (
                  <div className={styles.meta}>
                    {row.authors}
                    {row.citedCount !== undefined && <span className={styles.cited}>被引 {row.citedCount}</span>}
                  </div>
                )}
                <div className={styles.time}>{when(row)}</div>
              </div>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}

