import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatFen } from '../../shared/format';
import { WRITER_PAGE_SIZE } from '../../resources/writerProfiles';
import { writerApi, type SignedWriter } from './writerApi';
import { WriterVideos } from './WriterVideos';
import styles from '../library/library.module.css';

function WriterRow({ w }: { w: SignedWriter }) {
  return (
    <div className={styles.writer} data-testid="signed-writer">
      <span className={styles.avatar} aria-hidden>
        {w.penName.slice(0, 1)}
      </span>
      <div className={styles.writerBody}>
        <div className={styles.writerHead}>
          <Link className={styles.writerName} to={`/writerLibrary/${w.id}`}>
            {w.penName}
          </Link>
          <span className={styles.writerMeta}>{[w.hometown, w.genres, `作品 ${w.worksCount} 部`].filter(Boolean).join(' · ')}</span>
        </div>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {w.biography}
        </Typography.Paragraph>
        {w.works.length > 0 && (
          <div>
            {w.works.map((x) => (
              <Link key={x.id} to={`/works/${x.id}`} style={{ marginRight: 16 }}>
                《{x.title}》<Tag bordered={false}>{x.price ? formatFen(x.price) : '免费'}</Tag>
              </Link>
            ))}
          </div>
        )}
        <WriterVideos videos={w.videos} />
      </div>
    </div>
  );
}

/** 签约作家: writers with a profile, their biography, passed works and videos — paged and searched on the server. */
export function SignedWriters() {
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useQuery({ queryKey: ['signed-writers', pageNum, keyword], queryFn: () => writerApi.list({ pageNum, ...(keyword ? { keyword } : {}) }) });
  return (
    <Card
      title="签约作家"
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="signed-writers"
      extra={<Input.Search allowClear size="small" placeholder="笔名、籍贯或体裁" style={{ width: 220 }} onSearch={(v) => { setKeyword(v.trim()); setPageNum(1); }} />}
    >
      <List
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无签约作家'} /> }}
        pagination={(list.data?.total ?? 0) > WRITER_PAGE_SIZE ? { current: pageNum, pageSize: WRITER_PAGE_SIZE, total: list.data?.total, onChange: setPageNum, showSizeChanger: false, size: 'small', align: 'end' } : false}
        renderItem={(w) => (
          <List.Item key={w.id}>
            <WriterRow w={w} />
          </List.Item>
        )}
      />
    </Card>
  );
}
