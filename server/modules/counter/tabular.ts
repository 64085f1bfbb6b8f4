import { monthsBetween, reportRows, REPORTS, type CounterReport } from './reports';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** COUNTER tabular month heading: `Oct-2025`. */
const monthHeading = (m: string) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]}-${m.slice(0, 4)}`;

/** A cell: no tab or line break may break the grid; a formula-looking text is defused for Excel. */
function cell(v: unknown): string {
  let s = v === undefined || v === null ? '' : String(v).replace(/[\t\r\n]+/g, ' ');
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return s;
}

const filterText = (filters: Record<string, string | string[]>) =>
  Object.entries(filters)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('|') : v}`)
    .join('; ');

/**
 * A title report (TR and its views) in COUNTER 5.1's tabular form: the 13 header rows, a blank
 * row, the column headings, then one row per title and metric with Reporting_Period_Total and a
 * column per month. Tab-separated, with a BOM so Excel reads the Chinese.
 */
export function titleReportTsv(report: CounterReport, begin: string, end: string): string {
  const h = report.Report_Header;
  const def = REPORTS[h.Report_ID];
  const months = monthsBetween(begin, end);
  const header: unknown[][] = [
    ['Report_Name', h.Report_Name],
    ['Report_ID', h.Report_ID],
    ['Release', h.Release],
    ['Institution_Name', h.Institution_Name],
    ['Institution_ID', h.Institution_ID.Proprietary.map((p) => `Proprietary:${p}`).join('; ')],
    ['Metric_Types', def.metrics.join('; ')],
    ['Report_Filters', filterText(h.Report_Filters)],
    ['Report_Attributes', Object.entries(h.Report_Attributes ?? {}).map(([k, v]) => `${k}=${v.join('|')}`).join('; ')],
    ['Exceptions', (h.Exceptions ?? []).map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`).join('; ')],
    ['Reporting_Period', `Begin_Date=${h.Report_Filters.Begin_Date}; End_Date=${h.Report_Filters.End_Date}`],
    ['Created', h.Created],
    ['Created_By', h.Created_By],
    ['Registry_Record', ''],
    [],
    ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI', 'Metric_Type', 'Reporting_Period_Total', ...months.map(monthHeading)],
  ];
  const body: unknown[][] = [];
  for (const item of reportRows(report)) {
    const ids = (item.Item_ID ?? {}) as Record<string, string>;
    for (const metric of def.metrics) {
      const perMonth = months.map((m) => item.Attribute_Performance.reduce((n, ap) => n + (ap.Performance[metric]?.[m] ?? 0), 0));
      const total = perMonth.reduce((a, b) => a + b, 0);
      if (total === 0) continue;
      body.push([item.Title, item.Publisher, '', item.Platform, '', ids.Proprietary, ids.ISBN, ids.Print_ISSN, ids.Online_ISSN, '', metric, total, ...perMonth]);
    }
  }
  return `\uFEFF${[...header, ...body].map((row) => row.map(cell).join('\t')).join('\r\n')}\r\n`;
}
