import { Table, Typography } from 'antd';
import { fieldText } from '../resources/fieldText';
import { formatFen } from '../shared/format';
import { LEDGER_KIND_LABELS } from '../shared/order';

/** One ledger entry of an order as `GET /order/admin/details/{id}` answers it. */
interface BalanceEntry {
  id: number;
  kind: string;
  deltaFen: number;
  balanceAfterFen: number;
  remark: string;
  createTime: string;
}
interface PointEntry {
  id: number;
  kind: string;
  delta: number;
  balanceAfter: number;
  remark: string;
  createTime: string;
}

const time = (v: string) => fieldText({ label: '', kind: 'datetime' }, v);
const signedFen = (fen: number) => `${fen < 0 ? '-' : '+'}${formatFen(Math.abs(fen))}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const tone = (n: number) => ({ color: n < 0 ? '#a61b29' : '#389e0d' });

/**
 * 订单详情's ledger: the balance and points entries the order wrote (paid, spent, earned, refunded,
 * returned), each with the balance or points after it — what an admin checks an order against.
 */
export function OrderLedgerEntries({ record }: { record: Record<string, unknown> }) {
  const balance = (record.balanceEntries ?? []) as BalanceEntry[];
  const points = (record.pointEntries ?? []) as PointEntry[];
  return (
    <div data-testid="order-ledger">
      <Typography.Title level={5}>余额账单</Typography.Title>
      <Table<BalanceEntry>
        data-testid="order-balance-entries"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={balance}
        locale={{ emptyText: '该订单没有余额变动' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 150, render: time },
          { title: '类型', dataIndex: 'kind', width: 100, render: (v: string) => LEDGER_KIND_LABELS[v] ?? v },
          { title: '说明', dataIndex: 'remark', ellipsis: true },
          { title: '金额', dataIndex: 'deltaFen', width: 110, render: (v: number) => <span style={tone(v)}>{signedFen(v)}</span> },
          { title: '变动后余额', dataIndex: 'balanceAfterFen', width: 120, render: (v: number) => formatFen(v) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>积分账单</Typography.Title>
      <Table<PointEntry>
        data-testid="order-point-entries"
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={points}
        locale={{ emptyText: '该订单没有积分变动' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 150, render: time },
          { title: '类型', dataIndex: 'kind', width: 100, render: (v: string) => LEDGER_KIND_LABELS[v] ?? v },
          { title: '说明', dataIndex: 'remark', ellipsis: true },
          { title: '积分', dataIndex: 'delta', width: 110, render: (v: number) => <span style={tone(v)}>{signed(v)}</span> },
          { title: '变动后积分', dataIndex: 'balanceAfter', width: 120 },
        ]}
      />
    </div>
  );
}
