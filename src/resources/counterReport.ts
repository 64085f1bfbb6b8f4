/**
 * The institution admin's COUNTER 5.1 reports (issue 33), under the institution calls: the same
 * reports the SUSHI API gives, as JSON for the 使用统计 table and as COUNTER's tabular (TSV) form.
 */
const BASE = '/uc_m/wkapi/v1/wenku_party/organization/usage/counter';

export const COUNTER_REPORT_CALLS = {
  /** `?report=TR_J1|TR_B1|…&begin=YYYY-MM&end=YYYY-MM` → the COUNTER report JSON */
  report: { method: 'get', path: BASE },
  /** Same parameters → the report as COUNTER tabular text (tab-separated, UTF-8 with BOM: Excel opens it) */
  tsv: { method: 'get', path: `${BASE}/tsv` },
} as const;

/** The reports the admin table offers; the SUSHI API serves all of them (TR, TR_J3, IR, DR, PR too). */
export const ADMIN_COUNTER_REPORTS = { TR_J1: '期刊全文请求（TR_J1）', TR_B1: '图书全文请求（TR_B1）' } as const;
export type AdminCounterReport = keyof typeof ADMIN_COUNTER_REPORTS;

/** Metric names as the table shows them (COUNTER's name first, as librarians know it). */
export const METRIC_LABELS: Record<string, string> = {
  Total_Item_Requests: 'Total_Item_Requests（全文请求）',
  Unique_Item_Requests: 'Unique_Item_Requests（请求篇数）',
  Unique_Title_Requests: 'Unique_Title_Requests（请求种数）',
  Total_Item_Investigations: 'Total_Item_Investigations（浏览）',
  Unique_Item_Investigations: 'Unique_Item_Investigations（浏览篇数）',
};

export const COUNTER_MSG = {
  report: '请选择报告（TR_J1 或 TR_B1）',
  range: '请选择正确的起止月份（如 2026-01 至 2026-11），最多 24 个月',
} as const;

/** One row of a COUNTER report as the JSON carries it (reports.ts ReportItem). */
export interface CounterReportItem {
  Title?: string;
  Item_ID?: Record<string, string>;
  Publisher?: string;
  Platform?: string;
  Attribute_Performance: Array<{ Performance: Record<string, Record<string, number>> }>;
}

export interface CounterReportJson {
  Report_Header: { Report_ID: string; Report_Name: string; Institution_Name: string; Exceptions: Array<{ Code: number; Message: string }> };
  Report_Items: CounterReportItem[];
}
