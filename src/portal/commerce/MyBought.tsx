import { useQuery } from '@tanstack/react-query';
import { Empty, List, Radio } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { BOUGHT_ARTICLE_PAGE_SIZE, BOUGHT_PAGE_SIZE } from '../../shared/order';
import { formatFen } from '../../shared/format';
import { commentTime } from '../reader/time';
import { PHOTO_BOUGHT_PAGE_SIZE, PHOTO_CALLS } from '../../resources/photography';
import { commerceApi } from './api';

const KINDS = [
  { value: 'articles', label: '文章', pageSize: BOUGHT_ARTICLE_PAGE_SIZE },
  { value: 'periods', label: '整期', pageSize: BOUGHT_PAGE_SIZE },
  { value: 'books', label: '图书', pageSize: BOUGHT_PAGE_SIZE },
  { value: 'ancientBooks', label: '古籍', pageSize: BOUGHT_PAGE_SIZE },
  { value: 'theses', label: '学位论文', pageSize: BOUGHT_PAGE_SIZE },
  { value: 'works', label: '作品', pageSize: BOUGHT_PAGE_SIZE },
  { value: 'videos', label: '视频课程', pageSize: PHOTO_BOUGHT_PAGE_SIZE },
] as const;

type Kind = (typeof KINDS)[number]['value'];

/** One row of any kind, as the list shows it. */
interface BoughtItem {
  id: number;
  title: string;
  path: string | null;
  /** Who made it (authors; for a class its course and teacher). */
  byline: string;
  orderNo: string;
  amountFen: number;
  createTime: string;
}

/** A bought photography class comes from photography's own call (spec §9: 10 a page); the rest from /order/bought/{kind}. */
async function boughtPage(kind: Kind, query: { pageNum: number; pageSize: number }): Promise<{ rows: BoughtItem[]; total: number }> {
  if (kind === 'videos') {
    const res = await commerceApi.boughtVideos(PHOTO_CALLS.bought.path, query);
    return { total: res.total, rows: res.rows.map((r) => ({ ...r, byline: `${r.courseTitle} · ${r.teacher} · ${r.durationText}` })) };
  }
  const res = await commerceApi.boughtList(kind, query);
  return { total: res.total, rows: res.rows.map((r) => ({ ...r, byline: r.authors })) };
}

/** 已购: what the member bought, by kind (articles 7 a page, the rest — writers' works and class videos too — 10; spec §9). */
export function MyBought() {
  const [kind, setKind] = useState<Kind>('articles');
  const [pageNum, setPageNum] = useState(1);
  const pageSize = KINDS.find((k) => k.value === kind)!.pageSize;
  const list = useQuery({ queryKey: ['my-bought', kind, pageNum], queryFn: () => boughtPage(kind, { pageNum, pageSize }) });
  return (
    <div data-testid="my-bought">
      <Radio.Group
        size="small"
        optionType="button"
        options={KINDS.map((k) => ({ value: k.value, label: k.label }))}
        value={kind}
        style={{ marginBottom: 12 }}
        onChange={(e) => {
          setKind(e.target.value as typeof kind);
          setPageNum(1);
        }}
      />
      <List
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无已购内容'} /> }}
        pagination={(list.data?.total ?? 0) > pageSize ? { current: pageNum, pageSize, total: list.data?.total, onChange: setPageNum, showSizeChanger: false, size: 'small', align: 'end' } : false}
        renderItem={(r) => (
          <List.Item key={r.id}>
            <List.Item.Meta
              title={r.path ? <Link to={r.path}>{r.title}</Link> : r.title}
              description={`${r.byline ? `${r.byline}　` : ''}订单号 ${r.orderNo}　${formatFen(r.amountFen)}　购买于 ${commentTime(r.createTime)}`}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
