import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, DatePicker, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { call, downloadFile } from '../providers/http';
import {
  ADMIN_COUNTER_REPORTS,
  COUNTER_REPORT_CALLS as calls,
  counterReportRows,
  counterRowName,
  METRIC_LABELS,
  type AdminCounterReport,
  type CounterReportJson,
} from '../resources/counterReport';
import { CounterMonthChart } from './CounterMonthChart';

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

/**
 * A COUNTER report's rows as the table shows them: one per title (item, database, platform) and
 * metric, a column per month — the attribute breakdown added up (the exports keep it).
 */
export function counterRows(report: CounterReportJson | null, months: string[]): Row[] {
  if (!report) return [];
  const rows: Row[] = [];
  counterReportRows(report).forEach((item, i) => {
    const metrics = new Set(item.Attribute_Performance.flatMap((ap) => Object.keys(ap.Performance)));
    for (const metric of metrics) {
      const perMonth = months.map((m) => item.Attribute_Performance.reduce((n, ap) => n + (ap.Performance[metric]?.[m] ?? 0), 0));
      rows.push({ key: `${i}-${metric}`, title: counterRowName(item), metric, total: perMonth.reduce((a, b) => a + b, 0), ...Object.fromEntries(months.map((m, j) => [m, perMonth[j]])) });
    }
  });
  return rows;
}

/** The metric the chart shows first: the report's requests, else its searches, else its first metric. */
const PREFERRED_METRICS = ['Total_Item_Requests', 'Searches_Platform', 'Searches_Regular', 'Total_Item_Investigations'];

/** What the name column holds, by report. */
const NAME_COLUMN: Record<AdminCounterReport, string> = { TR_J1: '期刊', TR_J3: '期刊', TR_B1: '图书', TR: '题名', IR: '条目', DR: '数据库', PR: '平台' };

/**
 * COUNTER 报告 in 使用统计 (issue 33): any COUNTER 5.1 report (TR_J1, TR_J3, TR_B1, TR, IR, DR, PR)
 * for a range of months, counted by the COUNTER 5.1 rules, as a chart and a table by month, and as
 * an Excel workbook or COUNTER's tabular file (TSV) — the same numbers the SUSHI API gives the
 * library's ERM.
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
  const rows = useMemo(() => counterRows(report, months), [report, months]);
  const metrics = useMemo(() => [...new Set(rows.map((r) => r.metric))], [rows]);
  const [chosenMetric, setChosenMetric] = useState<string | null>(null);
  const chartMetric = chosenMetric && metrics.includes(chosenMetric) ? chosenMetric : (PREFERRED_METRICS.find((m) => metrics.includes(m)) ?? metrics[0]);
  const bars = months.map((m) => ({ month: m, value: rows.filter((r) => r.metric === chartMetric).reduce((n, r) => n + Number(r[m] ?? 0), 0) }));

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
  const exportXlsx = () => downloadFile(calls.xlsx.path, query, `${reportId}_${begin}_${end}.xlsx`).catch((e: Error) => void message.error(e.message));

  const extra = (
    <Space>
      <Select
        value={reportId}
        onChange={setReportId}
        aria-label="报告"
        style={{ width: 230 }}
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
      <Button icon={<FileExcelOutlined />} onClick={exportXlsx} data-testid="counter-xlsx">
        导出 Excel
      </Button>
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
      {chartMetric && (
        <>
          <Space style={{ marginBottom: 8 }}>
            <Typography.Text>按月趋势</Typography.Text>
            <Select
              size="small"
              value={chartMetric}
              onChange={setChosenMetric}
              aria-label="图表指标"
              style={{ width: 300 }}
              options={metrics.map((m) => ({ value: m, label: METRIC_LABELS[m] ?? m }))}
            />
          </Space>
          <CounterMonthChart bars={bars} label={`${ADMIN_COUNTER_REPORTS[reportId]} ${METRIC_LABELS[chartMetric] ?? chartMetric} 按月`} />
        </>
      )}
      <Table<Row>
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        locale={{ emptyText: `${begin} 至 ${end} 暂无使用记录` }}
        columns={[
          { title: NAME_COLUMN[reportId], dataIndex: 'title' },
          { title: '指标', dataIndex: 'metric', render: (m: string) => METRIC_LABELS[m] ?? m },
          { title: '合计', dataIndex: 'total', align: 'right' },
          ...months.map((m) => ({ title: m, dataIndex: m, align: 'right' as const })),
        ]}
      />
    </Card>
  );
}
