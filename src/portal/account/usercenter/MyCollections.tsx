import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, List, Popconfirm, Radio, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { READER_ITEM_TYPES } from '../../../shared/readerItems';
import { getCollections, setCollect, type CollectionRow } from '../../reader/api';
import { commentTime } from '../../reader/time';
import styles from './MyCollections.module.css';

/** Spec §9: collected articles, 10 a page. */
export const COLLECTIONS_PAGE_SIZE = 10;

const TYPE_OPTIONS = [{ value: 0, label: '全部' }, ...Object.values(READER_ITEM_TYPES).map((t) => ({ value: t.type, label: t.label }))];

/** 我的收藏: the member's collections by type, newest first, with 取消收藏. */
export function MyCollections() {
  const [type, setType] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['my-collections', type, pageNum],
    queryFn: () => getCollections({ type: type || undefined, pageNum, pageSize: COLLECTIONS_PAGE_SIZE }),
  });

  const remove = async (row: CollectionRow) => {
    try {
      const { msg } = await setCollect(row.type, row.itemId, false);
      void message.success(msg);
      await client.invalidateQueries({ queryKey: ['my-collections'] });
      void client.invalidateQueries({ queryKey: ['collect-status', row.type, row.itemId] });
      // The last row of a later page gone: step back a page.
      if (list.data && list.data.rows.length === 1 && pageNum > 1) setPageNum(pageNum - 1);
    } catch (e) {
      void message.error((e as Error).message);
    }
  };

  return (
    <div data-testid="my-collections">
      <Radio.Group
        className={styles.filter}
        size="small"
        optionType="button"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => {
          setType(e.target.value as number);
          setPageNum(1);
        }}
      />
      <List<CollectionRow>
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无收藏'} /> }}
        pagination={
          (list.data?.total ?? 0) > COLLECTIONS_PAGE_SIZE
            ? { current: pageNum, pageSize: COLLECTIONS_PAGE_SIZE, total: list.data?.total, onChange: setPageNum, showSizeChanger: false, size: 'small', align: 'end' }
            : false
        }
        renderItem={(row) => (
          <List.Item
            key={row.id}
            className={styles.row}
            data-testid="collection-row"
            actions={[
              <Popconfirm key="remove" title="确定取消收藏吗？" okText="确定" cancelText="取消" onConfirm={() => remove(row)}>
                <Button size="small" type="link" danger>
                  取消收藏
                </Button>
              </Popconfirm>,
            ]}
          >
            <div className={styles.item}>
              {row.cover ? <img className={styles.cover} src={row.cover} alt="" width={48} height={64} /> : <div className={styles.noCover}>{row.typeLabel}</div>}
              <div className={styles.main}>
                <div className={styles.title}>
                  <Tag color="red" bordered={false}>
                    {row.typeLabel}
                  </Tag>
                  {row.path && !row.gone ? <Link to={row.path}>{row.title}</Link> : <span className={styles.gone}>{row.title}</span>}
                </div>
                {row.authors && <div className={styles.meta}>{row.authors}</div>}
                <div className={styles.time}>收藏于 {commentTime(row.createTime)}</div>
              </div>
            </div>
          </List.Item>
        )}
      />
    </div>
  );
}
