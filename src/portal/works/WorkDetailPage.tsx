import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { call } from '../../providers/http';
import { WORKS_CALLS } from '../../resources/works';
import { ORDER_TYPE } from '../../shared/order';
import { chinaDate, formatFen } from '../../shared/format';
import { usePersonalSession } from '../../session/useSession';
import { commerceApi } from '../commerce/api';
import { BuyButton } from '../commerce/BuyButton';
import { WorkDownloadButton } from '../commerce/DownloadPdfButton';
import { useDocumentTitle } from '../area/AreaListPage';
import { WriterLibraryCrumb } from './WriterLibraryCrumb';

interface Block {
  id: number;
  title: string;
  genre: string;
  summary: string;
  freeBlock: string;
  price: number;
  author: string;
  uid: number;
  writerId: number | null;
  createTime: string;
}

/**
 * `/works/{id}`: a passed work's free block (getBlock) and server price (getPrice); 购买 makes an
 * order of type 4 through the shared order and pay dialog, and 下载作品 (downWorks) appears for the
 * author, a buyer, or everyone signed in when the work is free. Rendered on the server (its two
 * reads are queries the render fetches), so the first screen and crawlers get the work's text.
 */
export default function WorkDetailPage() {
  const { id } = useParams();
  const personal = usePersonalSession();
  const workId = Number(id);
  const blockQuery = useQuery({ queryKey: ['works', 'block', id], queryFn: async () => (await call<Block>('get', WORKS_CALLS.getBlock.path, { query: { id } })).data ?? null });
  const priceQuery = useQuery({ queryKey: ['works', 'price', id], queryFn: async () => (await call<{ price: number }>('get', WORKS_CALLS.getPrice.path, { query: { id } })).data?.price ?? 0 });
  const block = blockQuery.data ?? null;
  const price = priceQuery.data ?? null;
  // Shared with 下载作品 (same key): the author reads their own work and is offered no 购买.
  const status = useQuery({ queryKey: ['bought', ORDER_TYPE.works, workId, 'download'], queryFn: () => commerceApi.itemStatus(ORDER_TYPE.works, workId), enabled: personal && block !== null });
  useDocumentTitle(block ? `《${block.title}》` : undefined);
  const error = blockQuery.error ?? priceQuery.error;
  if (error) return <Result status="404" title={error.message} extra={<Link to="/writerLibrary">返回作家文库</Link>} />;
  if (!block || price === null) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <div className="wk-container" style={{ margin: '16px auto' }}>
      <WriterLibraryCrumb items={[...(block.writerId ? [<Link to={`/writerLibrary/${block.writerId}`}>{block.author}</Link>] : []), `《${block.title}》`]} />
      <Card title={`《${block.title}》`} data-testid="work-detail">
        <Descriptions column={4} size="small">
          <Descriptions.Item label="作者">
            {block.writerId ? <Link to={`/writerLibrary/${block.writerId}`}>{block.author}</Link> : block.author}
          </Descriptions.Item>
          <Descriptions.Item label="类别">{block.genre || '—'}</Descriptions.Item>
          <Descriptions.Item label="发布时间">{chinaDate(block.createTime)}</Descriptions.Item>
          <Descriptions.Item label="价格">
            <span data-testid="work-price">{price ? formatFen(price) : '免费'}</span>
          </Descriptions.Item>
        </Descriptions>
        {block.summary && <Typography.Paragraph type="secondary">{block.summary}</Typography.Paragraph>}
        <Typography.Title level={5}>免费试读</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', lineHeight: 2 }} data-testid="work-free-block">
          {block.freeBlock || '暂无试读内容'}
        </Typography.Paragraph>
        {price > 0 && <Typography.Paragraph type="secondary">以上为免费试读部分，购买后可下载全文。</Typography.Paragraph>}
        <Space>
          {price > 0 && !status.data?.mine && <BuyButton orderType={ORDER_TYPE.works} joinId={block.id} title={block.title} />}
          <WorkDownloadButton workId={block.id} title={block.title} />
        </Space>
      </Card>
    </div>
  );
}
