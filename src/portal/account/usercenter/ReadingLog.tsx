import { App, Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { clearReadingLog, getReadingLog, removeReadingLog, type ReadingLogRow } from '../../reader/api';
import { commentTime } from '../../reader/time';
import { READER_ITEM_TYPES } from '../../../shared/readerItems';
import { ReaderItemList } from './ReaderItemList';

const typeLabel = (type: number) => Object.values(READER_ITEM_TYPES).find((t) => t.type === type)?.label ?? '';

/** 阅读记录: what the member opened, last read first, with 删除 and 清空 (all, or the type shown). */
export function ReadingLog() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const fail = (e: unknown) => void message.error((e as Error).message);
  return (
    <ReaderItemList<ReadingLogRow>
      queryKey="reading-log"
      load={getReadingLog}
      empty="暂无阅读记录"
      rowTestId="reading-log-row"
      when={(row) => `最近阅读 ${commentTime(row.lastReadAt)}${row.readCount > 1 ? ` · 共阅读 ${row.readCount} 次` : ''}`}
      actions={(row, afterRemove) => [
        <Button
          key="remove"
          size="small"
          type="link"
          onClick={async () => {
            try {
              await removeReadingLog(row.id);
              await afterRemove();
            } catch (e) {
              fail(e);
            }
          }}
        >
          删除
        </Button>,
      ]}
      extra={(type) => (
        <Popconfirm
          title={type ? `确定清空${typeLabel(type)}的阅读记录吗？` : '确定清空全部阅读记录吗？'}
          okText="清空"
          cancelText="取消"
          onConfirm={async () => {
            try {
              const { msg } = await clearReadingLog(type || undefined);
              void message.success(msg);
              await client.invalidateQueries({ queryKey: ['reading-log'] });
            } catch (e) {
              fail(e);
            }
          }}
        >
          <Button size="small">{type ? `清空${typeLabel(type)}记录` : '清空记录'}</Button>
        </Popconfirm>
      )}
    />
  );
}
