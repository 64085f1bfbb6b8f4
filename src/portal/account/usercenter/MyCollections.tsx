import { App, Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { getCollections, setCollect, type CollectionRow } from '../../reader/api';
import { commentTime } from '../../reader/time';
import { ReaderItemList } from './ReaderItemList';

/** 我的收藏: the member's collections by type, newest first, with 取消收藏. */
export function MyCollections() {
  const { message } = App.useApp();
  const client = useQueryClient();
  return (
    <ReaderItemList<CollectionRow>
      queryKey="my-collections"
      load={getCollections}
      empty="暂无收藏"
      rowTestId="collection-row"
      when={(row) => `收藏于 ${commentTime(row.createTime)}`}
      actions={(row, afterRemove) => [
        <Popconfirm
          key="remove"
          title="确定取消收藏吗？"
          okText="确定"
          cancelText="取消"
          onConfirm={async () => {
            try {
              const { msg } = await setCollect(row.type, row.itemId, false);
              void message.success(msg);
              void client.invalidateQueries({ queryKey: ['collect-status', row.type, row.itemId] });
              await afterRemove();
            } catch (e) {
              void message.error((e as Error).message);
            }
          }}
        >
          <Button size="small" type="link" danger>
            取消收藏
          </Button>
        </Popconfirm>,
      ]}
    />
  );
}
