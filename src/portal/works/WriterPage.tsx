import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, List, Result, Spin, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { chinaDate, formatFen } from '../../shared/format';
import { READER_ITEM_TYPES } from '../../shared/readerItems';
import { ReaderActions } from '../reader/ReaderActions';
import { writerApi } from './writerApi';
import { WriterVideos } from './WriterVideos';
import { useDocumentTitle } from '../area/AreaListPage';
import { WriterLibraryCrumb } from './WriterLibraryCrumb';

/**
 * `/writerLibrary/{id}`: one signed writer — biography, representative works and awards, every passed
 * work, every video, with 收藏 and 纠错 as on every detail page. Server-rendered: the writer's query is fetched by the render.
 */
export default function WriterPage() {
  const id = Number(useParams().id);
  const writer = useQuery({ queryKey: ['writer', id], queryFn: () => writerApi.one(id) });
  useDocumentTitle(writer.data?.penName);
  if (writer.isError) return <Result status="404" title={(writer.error as Error).message} extra={<Link to="/writerLibrary">返回作家文库</Link>} />;
  const w = writer.data;
  if (!w) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <div className="wk-container" style={{ margin: '16px auto' }} data-testid="writer-page">
      <WriterLibraryCrumb items={[w.penName]} />
      <Card title={w.penName} extra={<ReaderActions type={READER_ITEM_TYPES.writer.type} itemId={w.id} title={w.penName} size="middle" />}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="籍贯">{w.hometown || '—'}</Descriptions.Item>
          <Descriptions.Item label="创作体裁">{w.genres || '—'}</Descriptions.Item>
          <Descriptions.Item label="作品">{w.worksCount} 部</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph style={{ lineHeight: 2 }}>{w.biography}</Typography.Paragraph>
        {w.honors && (
          <>
            <Typography.Title level={5}>代表作品与获奖</Typography.Title>
            <ul>
              {w.honors.split('\n').filter(Boolean).map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <Card title="作品" size="small" style={{ marginTop: 16 }}>
        <List
          dataSource={w.works}
          locale={{ emptyText: '暂无通过审核的作品' }}
          renderItem={(x) => (
            <List.Item key={x.id} extra={<Tag bordered={false}>{x.price ? formatFen(x.price) : '免费'}</Tag>}>
              <List.Item.Meta title={<Link to={`/works/${x.id}`}>《{x.title}》</Link>} description={[x.genre, x.summary, chinaDate(x.createTime)].filter(Boolean).join('　')} />
            </List.Item>
          )}
        />
      </Card>
      {w.videos.length > 0 && (
        <Card title="作家视频" size="small" style={{ marginTop: 16 }}>
          <WriterVideos videos={w.videos} />
        </Card>
      )}
    </div>
  );
}
