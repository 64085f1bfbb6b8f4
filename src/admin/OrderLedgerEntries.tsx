import { Table, Typography } from 'antd';
import { fieldText } from '../resources/fieldText';
import { formatFen } from '../shared/format';
import { LEDGER_KIND_LABELS, type PointEntry } from '../shared/order';

/** One ledger entry of an order as `GET /order/admin/details/{id}` answers it. */
interface BalanceEntry {
  id: number;
  kind: string;
  deltaFen: number;
  balanceAfterFen: number;
  remark: string;
  createTime: string;
}

const time = (v: string) => fieldText({ label: '', kind: 'datetime' }, v);
const signedFen = (fen: number) => `${fen < 0 ? '-' : '+'}${formatFen(Math.abs(fen))}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const tone = (n: number) => ({ color: n < 0 ? '#a61b29' : '#389e0d' });

/** One ledger as a table: when, what, why, the signed change and what was left after it. */
function LedgerTable<T extends { id: number; kind: string; remark: string; createTime: string }>(props: {
  testId: string;
  rows: T[];
  empty: string;
  change: { title: string; field: keyof T & string; text: (n: number) => string };
  after: { title: string; field: keyof T & string; text: (n: number) => string };
}) {
  return (
    <Table<T>
      data-testid={props.testId}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={props.rows}
      locale={{ emptyText: props.empty }}
      columns={[
        { title: '时间', dataIndex: 'createTime', width: 150, render: time },
        { title: '类型', dataIndex: 'kind', width: 100, render: (v: string) => LEDGER_KIND_LABELS[v] ?? v },
        { title: '说明', dataIndex: 'remark', ellipsis: true },
        { title: props.change.title, dataIndex: props.change.field, width: 110, render: (v: number) => <span style={tone(v)}>{props.change.text(v)}</span> },
        { title: props.after.title, dataIndex: props.after.field, width: 120, render: (v: number) => props.after.text(v) },
      ]}
    />
  );
}

/**
 * 订单详情's ledger: the balance and points entries the order wrote (paid, spent, earned, refunded,
 * returned), each with the balance or points after it — what an admin checks an order against.
 */
export function OrderLedgerEntries({ record }: { record: Record<string, unknown> }) {
  return (
    <div data-testid="order-ledger">
      <Typography.Title level={5}>余额账单</Typography.Title>
      <LedgerTable<BalanceEntry> testId="order-balance-entries" rows={(record.balanceEntries ?? []) as BalanceEntry[]} empty="该订单没有余额变动" change={{ title: '金额', field: 'deltaFen', text: signedFen }} after={{ title: '变动后余额', field: 'balanceAfterFen', text: formatFen }} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>积分账单</Typography.Title>
      <LedgerTable<PointEntry> testId="order-point-entries" rows={(record.pointEntries ?? []) as PointEntry[]} empty="该订单没有积分变动" change={{ title: '积分', field: 'delta', text: signed }} after={{ title: '变动后积分', field: 'balanceAfter', text: String }} />
    </div>
  );
}
