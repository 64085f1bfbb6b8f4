import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Space, Spin, Statistic, Table, Tag } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { call } from '../providers/http';
import { WORKS_CALLS, WORKS_STATUS, type WorksStatus } from '../resources/works';
import { chinaDateTime } from '../shared/format';

/** GET …/works/review/writer: a writer's works with each one's outcome and the tallies. */
export interface WriterHistory {
  writer: { uid: number; name: string; writerId: number | null };
  passed: number;
  refused: number;
  total: number;
  works: Array<{ id: number; title: string; genre: string; worksStatus: number; remark: string | null; createTime: string; updateTime: string }>;
}

const STATUS_COLOR: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'red', 6: 'volcano' };

/**
 * 作品审核 → 作者的历史作品: what the reviewer weighs a new work against — how many of the writer's
 * works passed and were refused, and each earlier work with its outcome and last remark.
 */
export function WorksWriterPage() {
  const { uid } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [history, setHistory] = useState<WriterHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exceptId = search.get('exceptId') ?? undefined;
  useEffect(() => {
    call<WriterHistory>('get', WORKS_CALLS.reviewWriter.path, { query: { uid, exceptId } })
      .then((res) => setHistory(res.data ?? null))
      .catch((e: Error) => setError(e.message));
  }, [uid, exceptId]);
  return (
    <Card title="作者的历史作品" extra={<Button onClick={() => navigate(exceptId ? `/admin/worksReview/show/${exceptId}` : '/admin/worksReview')}>返回</Button>}>
      {error && <Alert type="error" showIcon message={error} />}
      {!error && !history && <Spin />}
      {history && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="writer-history">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="作者">{history.writer.name || '（未署名）'}</Descriptions.Item>
          </Descriptions>
          <Space size={48}>
            <Statistic title="作品总数" value={history.total} />
            <Statistic title="审核通过" value={history.passed} valueStyle={{ color: '#389e0d' }} />
            <Statistic title="审核驳回" value={history.refused} valueStyle={{ color: '#cf1322' }} />
          </Space>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={history.works}
            locale={{ emptyText: '该作者没有其他作品' }}
            columns={[
              { title: '作品', dataIndex: 'title', render: (title: string, r) => <Link to={`/admin/worksReview/show/${r.id}`}>{title}</Link> },
              { title: '类别', dataIndex: 'genre', width: 100 },
              { title: '审核结果', dataIndex: 'worksStatus', width: 110, render: (s: number) => <Tag color={STATUS_COLOR[s]}>{WORKS_STATUS[s as WorksStatus] ?? '未知状态'}</Tag> },
              { title: '审核意见', dataIndex: 'remark', render: (r: string | null) => r ?? '—' },
              { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (t: string) => chinaDateTime(t) },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
