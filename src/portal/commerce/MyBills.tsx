import { useQuery } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { useState } from 'react';
import { BILL_PAGE_SIZE, LEDGER_KIND_LABELS as BILL_KINDS } from '../../shared/order';
import { commentTime } from '../reader/time';
import { commerceApi, type BillRow, type ScoreRow } from './api';

/** 账单: the balance ledger, 10 a page (spec §9). */
export function MyBills() {
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ queryKey: ['my-bills', pageNum], queryFn: () => commerceApi.bills({ pageNum, pageSize: BILL_PAGE_SIZE }) });
  return (
    <Table<BillRow>
      data-testid="my-bills"
      rowKey="id"
      size="small"
      loading={list.isLoading}
      dataSource={list.data?.rows ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无账单'} /> }}
      pagination={{ current: pageNum, pageSize: BILL_PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
      columns={[
        { title: '时间', dataIndex: 'createTime', width: 140, render: (v: string) => commentTime(v) },
        { title: '类型', dataIndex: 'kind', width: 90, render: (v: string) => BILL_KINDS[v] ?? v },
        { title: '说明', dataIndex: 'remark', ellipsis: true },
        { title: '金额（元）', dataIndex: 'amount', width: 100, render: (v: string, r) => <span style={{ color: r.deltaFen < 0 ? '#a61b29' : '#389e0d' }}>{v}</span> },
        { title: '余额（元）', dataIndex: 'balanceAfter', width: 100 },
      ]}
    />
  );
}

/** 积分: the points ledger, 10 a page, with the points rule above it. */
export function MyScores() {
  const [pageNum, setPageNum] = useState(1);
  const list = useQuery({ queryKey: ['my-scores', pageNum], queryFn: () => commerceApi.scores({ pageNum, pageSize: BILL_PAGE_SIZE }) });
  const rule = useQuery({ queryKey: ['points-rule'], queryFn: commerceApi.pointsRule, staleTime: Infinity });
  return (
    <div data-testid="my-scores">
      {rule.data && (
        <ul style={{ color: '#646a73', fontSize: 13, paddingLeft: 18, marginTop: 0 }}>
          {rule.data.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <Table<ScoreRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.rows ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isError ? (list.error as Error).message : '暂无积分记录'} /> }}
        pagination={{ current: pageNum, pageSize: BILL_PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPageNum, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
        columns={[
          { title: '时间', dataIndex: 'createTime', width: 140, render: (v: string) => commentTime(v) },
          { title: '类型', dataIndex: 'kind', width: 90, render: (v: string) => BILL_KINDS[v] ?? v },
          { title: '说明', dataIndex: 'remark', ellipsis: true },
          { title: '积分', dataIndex: 'delta', width: 80, render: (v: number) => (v > 0 ? `+${v}` : String(v)) },
          { title: '结余', dataIndex: 'balanceAfter', width: 80 },
        ]}
      />
    </div>
  );
}
