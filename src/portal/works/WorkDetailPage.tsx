import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Descriptions, Result, Spin, Typography } from 'antd';
import { call } from '../../providers/http';
import { WORKS_CALLS } from '../../resources/works';

interface Block {
  id: number;
  title: string;
  genre: string;
  summary: string;
  freeBlock: string;
  price: number;
  author: string;
}

/** `/works/{id}`: a passed work's free block (getBlock) and price (getPrice); 购买 goes through orders (orderType 4). */
export default function WorkDetailPage() {
  const { id } = useParams();
  const [block, setBlock] = useState<Block | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([call<Block>('get', WORKS_CALLS.getBlock.path, { query: { id } }), call<{ price: number }>('get', WORKS_CALLS.getPrice.path, { query: { id } })])
      .then(([b, p]) => {
        if (!live) return;
        setBlock(b.data ?? null);
        setPrice(p.data?.price ?? 0);
      })
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [id]);
  if (error) return <Result status="404" title={error} />;
  if (!block) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card title={block.title} data-testid="work-detail" style={{ margin: '16px 0' }}>
      <Descriptions column={3} size="small">
        <Descriptions.Item label="作者">{block.author}</Descriptions.Item>
        <Descriptions.Item label="类别">{block.genre || '—'}</Descriptions.Item>
        <Descriptions.Item label="价格">{price ? `¥${(price / 100).toFixed(2)}` : '免费'}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{block.summary}</Typography.Paragraph>
      <Typography.Title level={5}>免费试读</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{block.freeBlock || '暂无试读内容'}</Typography.Paragraph>
      {price ? <Button type="primary" disabled title="购买功能即将开放">购买</Button> : null}
    </Card>
  );
}
