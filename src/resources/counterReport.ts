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
  /** Same parameters → the same grid as an Excel workbook (.xlsx) */
  xlsx: { method: 'get', path: `${BASE}/xlsx` },
} as const;

/** The reports the admin table offers: every one the SUSHI API serves. */
export const ADMIN_COUNTER_REPORTS = {
  TR_J1: '期刊全文请求（TR_J1）',
  TR_J3: '期刊按访问类型使用（TR_J3）',
  TR_B1: '图书全文请求（TR_B1）',
  TR: '题名报告（TR）',
  IR: '条目报告（IR）',
  DR: '数据库报告（DR）',
  PR: '平台报告（PR）',
} as const;
export type AdminCounterReport = keyof typeof ADMIN_COUNTER_REPORTS;

/** Metric names as the table shows them (COUNTER's name first, as librarians know it). */
export const METRIC_LABELS: Record<string, string> = {
  Total_Item_Requests: 'Total_Item_Requests（全文请求）',
  Unique_Item_Requests: 'Unique_Item_Requests（请求篇数）',
  Unique_Title_Requests: 'Unique_Title_Requests（请求种数）',
  Total_Item_Investigations: 'Total_Item_Investigations（浏览）',
  Unique_Item_Investigations: 'Unique_Item_Investigations（浏览篇数）',
  Unique_Title_Investigations: 'Unique_Title_Investigations（浏览种数）',
  No_License: 'No_License（无授权拒访）',
  Searches_Platform: 'Searches_Platform（平台检索）',
  Searches_Regular: 'Searches_Regular（库内检索）',
  Searches_Automated: 'Searches_Automated（跨库检索）',
};

export const COUNTER_MSG = {
  report: '请选择报告（TR_J1、TR_J3、TR_B1、TR、IR、DR 或 PR）',
  range: '请选择正确的起止月份（如 2026-01 至 2026-11），最多 24 个月',
} as const;

/** One row of a COUNTER report as the JSON carries it (reports.ts ReportItem). */
export interface CounterReportItem {
  Title?: string;
  Item?: string;
  Database?: string;
  Item_ID?: Record<string, string>;
  Publisher?: string;
  Platform?: string;
  Attribute_Performance: Array<{ Data_Type?: string; Access_Type?: string; Access_Method?: string; YOP?: string; Performance: Record<string, Record<string, number>> }>;
}

export interface CounterReportJson {
  Report_Header: { Report_ID: string; Report_Name: string; Institution_Name: string; Exceptions?: Array<{ Code: number; Message: string }> };
  /** An Item Report's rows come grouped (`{Items}`, COUNTER 5.1); every other report's are the rows. */
  Report_Items: Array<CounterReportItem | { Items: CounterReportItem[] }>;
}

/** A report's rows whatever its level (an IR's items out of their groups), as the table and chart read them. */
export const counterReportRows = (report: CounterReportJson): CounterReportItem[] =>
  report.Report_Items.flatMap((r) => ('Items' in r ? r.Items : [r]));

/** A row's name, whatever the report's level. */
export const counterRowName = (item: CounterReportItem) => item.Title ?? item.Item ?? item.Database ?? item.Platform ?? '';
