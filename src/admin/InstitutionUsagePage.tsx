import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Descriptions, Space, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { call, callPage, downloadFile } from '../providers/http';
import { INSTITUTION_USAGE_CALLS as calls, USAGE_PAGE_SIZE, type UsageItemRow, type UsageReport } from '../resources/institutionUsage';
import { ORDER_TYPE_LABELS } from '../shared/order';
import { CarsiIdpCard } from './CarsiIdpCard';
import { CatalogueExportCard } from './CatalogueExportCard';
import { CounterReportCard } from './CounterReportCard';
import { SushiCredentialCard } from './SushiCredentialCard';

/**
 * 使用统计: what the institution subscribes to, and its readers' full-text views and downloads of it
 * in a month — by journal (COUNTER TR_J1-like, with a CSV for Excel) and by item.
 */
export function InstitutionUsagePage() {
  const { message } = App.useApp();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [report, setReport] = useState<UsageReport | null>(null);
  const [items, setItems] = useState<{ rows: UsageItemRow[]; total: number; pageNum: number }>({ rows: [], total: 0, pageNum: 1 });
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const monthText = month.format('YYYY-MM');

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([
      call<UsageReport>(calls.report.method, calls.report.path, { query: { month: monthText } }),
      callPage<UsageItemRow>(calls.items.method, calls.items.path, { query: { month: monthText, pageNum: 1, pageSize: USAGE_PAGE_SIZE } }),
    ]).then(
      ([r, page]) => {
        if (!live) return;
        setReport(r.data ?? null);
        setItems({ rows: page.rows, total: page.total, pageNum: 1 });
        setError(null);
        setLoading(false);
      },
      (e: Error) => live && (setError(e.message), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [monthText]);

  const loadItems = (pageNum: number) =>
    callPage<UsageItemRow>(calls.items.method, calls.items.path, { query: { month: monthText, pageNum, pageSize: USAGE_PAGE_SIZE } }).then(
      (page) => setItems({ rows: page.rows, total: page.total, pageNum }),
      (e: Error) => void message.error(e.message),
    );
  const exportCsv = () => downloadFile(calls.csv.path, { month: monthText }, `使用报告${monthText}.csv`).catch((e: Error) => void message.error(e.message));

  const title = <Typography.Title level={4} style={{ margin: 0 }}>使用统计</Typography.Title>;
  const extra = (
    <Space>
      <DatePicker picker="month" allowClear={false} value={month} onChange={(v) => v && setMonth(v)} disabledDate={(d) => d.isAfter(dayjs(), 'month')} aria-label="统计月份" />
      <Button icon={<DownloadOutlined />} onClick={exportCsv} data-testid="usage-csv">导出CSV</Button>
    </Space>
  );
  return (
    <>
      <Card title={title} extra={extra} data-testid="institution-usage">
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="机构">{report?.orgName}</Descriptions.Item>
          <Descriptions.Item label="订阅">
            {report?.subscription ? (
              <>
                <strong style={{ marginRight: 8 }}>{report.subscription.groupName}</strong>
                {report.subscription.grants.map((g) => <Tag key={g}>{g}</Tag>)}
              </>
            ) : (
              '未订阅（机构读者需购买后阅读）'
            )}
          </Descriptions.Item>
        </Descriptions>
        <Space size={48} style={{ marginBottom: 16 }}>
          <Statistic title="全文浏览" value={report?.totals.views ?? 0} />
          <Statistic title="全文下载" value={report?.totals.downloads ?? 0} />
          <Statistic title="使用篇数" value={report?.totals.uniqueItems ?? 0} />
        </Space>
        <Typography.Title level={5}>按期刊（TR_J1）</Typography.Title>
        <Table
          rowKey="journalId"
          size="small"
          loading={loading}
          dataSource={report?.journals ?? []}
          pagination={false}
          locale={{ emptyText: `${monthText} 暂无使用记录` }}
          columns={[
            { title: '期刊', dataIndex: 'journalName' },
            { title: 'ISSN', dataIndex: 'issn', width: 120 },
            { title: '全文浏览', dataIndex: 'views', width: 100, align: 'right' },
            { title: '全文下载', dataIndex: 'downloads', width: 100, align: 'right' },
            { title: '浏览篇数', dataIndex: 'uniqueItems', width: 100, align: 'right' },
          ]}
          style={{ marginBottom: 24 }}
        />
        <Typography.Title level={5}>按文献</Typography.Title>
        <Table
          rowKey={(r) => `${r.itemKind}-${r.itemId}`}
          size="small"
          loading={loading}
          dataSource={items.rows}
          locale={{ emptyText: `${monthText} 暂无使用记录` }}
          pagination={{ current: items.pageNum, pageSize: USAGE_PAGE_SIZE, total: items.total, showSizeChanger: false, onChange: (p) => void loadItems(p), showTotal: (t) => `共 ${t} 条` }}
          columns={[
            { title: '题名', dataIndex: 'title' },
            { title: '类型', dataIndex: 'itemKind', width: 90, render: (k: number) => ORDER_TYPE_LABELS[k] ?? '' },
            { title: '来源', dataIndex: 'journalName', width: 200 },
            { title: '全文浏览', dataIndex: 'views', width: 100, align: 'right' },
            { title: '全文下载', dataIndex: 'downloads', width: 100, align: 'right' },
          ]}
        />
      </Card>
      <CounterReportCard />
      <SushiCredentialCard />
      <CatalogueExportCard />
      <CarsiIdpCard />
    </>
  );
}
