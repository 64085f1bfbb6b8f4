import { Alert, Card, Col, Empty, Row, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { call } from '../providers/http';
import { ADMIN_ORDER_CALLS as calls } from '../resources/commerceAdmin';
import { formatFen } from '../shared/format';
import { PAY_TYPE_LABELS } from '../shared/order';

interface Reconcile {
  balanced: boolean;
  totalBalanceFen: number;
  totalLedgerFen: number;
  totalScore: number;
  memberCount: number;
  mismatches: Array<{ memberId: number; username: string; balanceFen: number; ledgerFen: number; score: number; ledgerPoints: number }>;
  takings: Array<{ day: string; payType: number | null; orders: number; amountFen: number }>;
}

/**
 * 对账: every member's balance and points against the sums of their ledgers (expected: no
 * difference), and the paid takings per day (Beijing time) and payment type.
 */
export function ReconcilePage() {
  const { data, error, isLoading } = useQuery({ queryKey: ['admin-reconcile'], queryFn: async () => (await call<Reconcile>(calls.reconcile.method, calls.reconcile.path)).data! });
  const title = <Typography.Title level={4} style={{ margin: 0 }}>对账</Typography.Title>;
  if (isLoading) return <Card title={title}><Spin /></Card>;
  if (error || !data) return <Card title={title}><Alert type="error" showIcon message={(error as Error)?.message ?? '对账数据加载失败'} /></Card>;
  return (
    <Card title={title} data-testid="reconcile-page">
      <Row gutter={24} style={{ marginBottom: 16 }}>
        <Col span={6}><Statistic title="会员余额合计" value={formatFen(data.totalBalanceFen)} /></Col>
        <Col span={6}><Statistic title="余额账单合计" value={formatFen(data.totalLedgerFen)} /></Col>
        <Col span={6}><Statistic title="积分合计" value={data.totalScore} /></Col>
        <Col span={6}><Statistic title="会员数" value={data.memberCount} /></Col>
      </Row>
      {data.balanced ? (
        <Alert type="success" showIcon message="账实相符：每位会员的余额与积分都等于其账单合计" data-testid="reconcile-balanced" style={{ marginBottom: 16 }} />
      ) : (
        <>
          <Alert type="error" showIcon message={`发现 ${data.mismatches.length} 位会员的余额或积分与账单不符，请立即核查`} style={{ marginBottom: 16 }} />
          <Table
            rowKey="memberId"
            size="small"
            pagination={false}
            dataSource={data.mismatches}
            style={{ marginBottom: 16 }}
            columns={[
              { title: '会员账号', dataIndex: 'username' },
              { title: '余额', dataIndex: 'balanceFen', render: (v: number) => formatFen(v) },
              { title: '账单合计', dataIndex: 'ledgerFen', render: (v: number) => formatFen(v) },
              { title: '积分', dataIndex: 'score' },
              { title: '积分账单合计', dataIndex: 'ledgerPoints' },
            ]}
          />
        </>
      )}
      <Typography.Title level={5}>每日收款（按支付方式）</Typography.Title>
      <Table
        rowKey={(r) => `${r.day}-${r.payType}`}
        size="small"
        dataSource={data.takings}
        pagination={{ pageSize: 15, showSizeChanger: false }}
        locale={{ emptyText: <Empty description="暂无已支付订单" /> }}
        columns={[
          { title: '日期', dataIndex: 'day', width: 140 },
          { title: '支付方式', dataIndex: 'payType', render: (v: number | null) => (v ? <Tag>{PAY_TYPE_LABELS[v]}</Tag> : '—') },
          { title: '订单数', dataIndex: 'orders', width: 100 },
          { title: '金额', dataIndex: 'amountFen', render: (v: number) => formatFen(v), width: 140 },
        ]}
      />
    </Card>
  );
}
