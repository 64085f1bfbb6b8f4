import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { call, downloadFile } from '../providers/http';
import {
  ADMIN_COUNTER_REPORTS,
  COUNTER_REPORT_CALLS as calls,
  METRIC_LABELS,
  type AdminCounterReport,
  type CounterReportJson,
} from '../resources/counterReport';

interface Row {
  key: string;
  title: string;
  metric: string;
  total: number;
  [month: string]: string | number;
}

/** The months from `begin` to `end` (`YYYY-MM`), inclusive. */
function monthList(begin: Dayjs, end: Dayjs): string[] {
  const out: string[] = [];
  for (let m = begin.startOf('month'); !m.isAfter(end, 'month'); m = m.add(1, 'month')) out.push(m.format('YYYY-MM'));
  return out;
}

/** A COUNTER report's rows as the table shows them: one per title and metric, a column per month. */
export function counterRows(report: CounterReportJson | null, months: string[]): Row[] {
  if (!report) return [];
  const rows: Row[] = [];
  report.Report_Items.forEach((item, i) => {
    const metrics = new Set(item.Attribute_Performance.flatMap((ap) => Object.keys(ap.Performance)));
    for (const metric of metrics) {
      const perMonth = months.map((m) => item.Attribute_Performance.reduce((n, ap) => n + (ap.Performance[metric]?.[m] ?? 0), 0));
      rows.push({ key: `${i}-${metric}`, title: item.Title ?? '', metric, total: perMonth.reduce((a, b) => a + b, 0), ...Object.fromEntries(months.map((m, j) => [m, perMonth[j]])) });
    }
  });
  return rows;
}

/**
 * COUNTER 报告 in 使用统计 (issue 33): TR_J1 or TR_B1 for a range of months, counted by the COUNTER 5.1
 * rules, as a table by month and as COUNTER's tabular file (TSV, opens in Excel) — the same numbers
 * the SUSHI API gives the library's ERM.
 */
export function CounterReportCard() {
  const { message } = App.useApp();
  const [reportId, setReportId] = useState<AdminCounterReport>('TR_J1');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(2, 'month'), dayjs()]);
  const [report, setReport] = useState<CounterReportJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const begin = range[0].format('YYYY-MM');
  const end = range[1].format('YYYY-MM');
  const months = useMemo(() => monthList(range[0], range[1]), [range]);
  const query = { report: reportId, begin, end };

  useEffect(() => {
    let live = true;
    setLoading(true);
    call<CounterReportJson>(calls.report.method, calls.report.path, { query: { report: reportId, begin, end } }).then(
      (r) => live && (setReport(r.data ?? null), setError(null), setLoading(false)),
      (e: Error) => live && (setError(e.message), setReport(null), setLoading(false)),
    );
    return () => {
      live = false;
    };
  }, [reportId, begin, end]);

  const exportTsv = () => downloadFile(calls.tsv.path, query, `${reportId}_${begin}_${end}.tsv`).catch((e: Error) => void message.error(e.message));

  const extra = (
    <Space>
      <Select
        value={reportId}
        onChange={setReportId}
        aria-label="报告"
        style={{ width: 200 }}
        options={(Object.keys(ADMIN_COUNTER_REPORTS) as AdminCounterReport[]).map((id) => ({ value: id, label: ADMIN_COUNTER_REPORTS[id] }))}
      />
      <DatePicker.RangePicker
        picker="month"
        allowClear={false}
        value={range}
        onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        disabledDate={(d) => d.isAfter(dayjs(), 'month')}
        aria-label="统计月份范围"
      />
      <Button icon={<DownloadOutlined />} onClick={exportTsv} data-testid="counter-tsv">
        导出 COUNTER 表格
      </Button>
    </Space>
  );
  return (
    <Card title="COUNTER 5.1 报告" extra={extra} style={{ marginTop: 16 }} data-testid="counter-report">
      <Typography.Paragraph type="secondary">
        按 COUNTER 5.1 规则计数：同一会话 30 秒内的重复点击只计一次，爬虫与机器人访问不计；与 SUSHI 接口返回的数据一致。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<Row>
        size="small"
        loading={loading}
        dataSource={counterRows(report, months)}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: `${begin} 至 ${end} 暂无使用记录` }}
        columns={[
          { title: reportId === 'TR_B1' ? '图书' : '期刊', dataIndex: 'title' },
          { title: '指标', dataIndex: 'metric', render: (m: string) => METRIC_LABELS[m] ?? m },
          { title: '合计', dataIndex: 'total', align: 'right' },
          ...months.map((m) => ({ title: m, dataIndex: m, align: 'right' as const })),
        ]}
      />
    </Card>
  );
}
