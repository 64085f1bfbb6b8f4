import ExcelJS from 'exceljs';
import { isMasterReport, monthsBetween, reportRows, REPORTS, type CounterReport, type ReportItem } from './reports';

/*
 * Any COUNTER 5.1 report in COUNTER's tabular form (Code of Practice §3.3): the 13 header rows, a
 * blank row, the column headings, then one row per report item, attribute combination and metric,
 * with Reporting_Period_Total and a column per month. One grid, written as TSV (what the Code of
 * Practice's tabular reports are) or as an Excel workbook (the same cells; counts as numbers).
 */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** COUNTER tabular month heading: `Oct-2025`. */
const monthHeading = (m: string) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]}-${m.slice(0, 4)}`;

const filterText = (filters: Record<string, string | string[]>) =>
  Object.entries(filters)
    .filter(([k]) => k !== 'Begin_Date' && k !== 'End_Date')
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('|') : v}`)
    .join('; ');

/** The columns that name a row, by report level (5.1's tabular layouts, without the elements Wenku never has). */
const ITEM_COLUMNS = {
  platform: ['Platform'],
  database: ['Database', 'Publisher', 'Publisher_ID', 'Platform', 'Proprietary_ID'],
  title: ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI'],
  item: ['Item', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI'],
} as const;

/** A naming column's cell: the row's element, or its identifier (Item_ID.Proprietary as Proprietary_ID). */
function namingCell(item: ReportItem, column: string): unknown {
  const ids = (item.Item_ID ?? {}) as Record<string, string>;
  if (column === 'Proprietary_ID') return ids.Proprietary;
  if (column in ids) return ids[column];
  return item[column] ?? '';
}

/** The attribute columns a report's rows carry: a master report's Data_Type and the attributes shown; a view's own. */
function attributeColumns(report: CounterReport): string[] {
  const id = report.Report_Header.Report_ID;
  const def = REPORTS[id];
  if (isMasterReport(id)) return ['Data_Type', ...(report.Report_Header.Report_Attributes?.Attributes_To_Show ?? [])];
  return [...(def.byYop ? ['Data_Type', 'YOP'] : []), ...def.attributes];
}

/** The column headings' row (1-based): after the 13 header rows and the blank one. */
const HEADINGS_ROW = 15;

/** The whole tabular report as rows of cells (strings and numbers). */
export function counterGrid(report: CounterReport, begin: string, end: string): Array<Array<string | number>> {
  const h = report.Report_Header;
  const def = REPORTS[h.Report_ID];
  const months = monthsBetween(begin, end);
  const naming = ITEM_COLUMNS[def.level];
  const attributes = attributeColumns(report);
  const metricTypes = (h.Report_Filters.Metric_Type as string[] | undefined) ?? def.metrics;
  const header: Array<Array<string | number>> = [
    ['Report_Name', h.Report_Name],
    ['Report_ID', h.Report_ID],
    ['Release', h.Release],
    ['Institution_Name', h.Institution_Name],
    ['Institution_ID', h.Institution_ID.Proprietary.map((p) => `Proprietary:${p}`).join('; ')],
    ['Metric_Types', metricTypes.join('; ')],
    ['Report_Filters', filterText(h.Report_Filters)],
    ['Report_Attributes', Object.entries(h.Report_Attributes ?? {}).map(([k, v]) => `${k}=${v.join('|')}`).join('; ')],
    ['Exceptions', (h.Exceptions ?? []).map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`).join('; ')],
    ['Reporting_Period', `Begin_Date=${h.Report_Filters.Begin_Date}; End_Date=${h.Report_Filters.End_Date}`],
    ['Created', h.Created],
    ['Created_By', h.Created_By],
    ['Registry_Record', h.Registry_Record],
    [],
    [...naming, ...attributes, 'Metric_Type', 'Reporting_Period_Total', ...months.map(monthHeading)],
  ];
  const body: Array<Array<string | number>> = [];
  for (const item of reportRows(report)) {
    const names = naming.map((c) => String(namingCell(item, c) ?? ''));
    for (const ap of item.Attribute_Performance) {
      const attrs = attributes.map((a) => String((ap as unknown as Record<string, unknown>)[a] ?? ''));
      for (const metric of def.metrics) {
        const byMonth = ap.Performance[metric];
        if (!byMonth) continue;
        const perMonth = months.map((m) => byMonth[m] ?? 0);
        body.push([...names, ...attrs, metric, perMonth.reduce((a, b) => a + b, 0), ...perMonth]);
      }
    }
  }
  return [...header, ...body];
}

/** A TSV cell: no tab or line break may break the grid; a formula-looking text is defused for Excel. */
function tsvCell(v: string | number): string {
  let s = String(v).replace(/[\t\r\n]+/g, ' ');
  if (typeof v === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return s;
}

/** The report as COUNTER tabular text: tab-separated, CRLF, with a BOM so Excel reads the Chinese. */
export function counterTsv(report: CounterReport, begin: string, end: string): string {
  return `\uFEFF${counterGrid(report, begin, end)
    .map((row) => row.map(tsvCell).join('\t'))
    .join('\r\n')}\r\n`;
}

/**
 * The report as an Excel workbook: the same grid on one sheet named by the report, counts as
 * numbers (a librarian sums them), the column headings row frozen. exceljs writes text cells as
 * text, never as formulas, so no defusing is needed here.
 */
export async function counterXlsx(report: CounterReport, begin: string, end: string): Promise<Buffer> {
  const grid = counterGrid(report, begin, end);
  const book = new ExcelJS.Workbook();
  book.creator = '文库数字图书馆';
  const sheet = book.addWorksheet(report.Report_Header.Report_ID, { views: [{ state: 'frozen', ySplit: HEADINGS_ROW }] });
  for (const row of grid) sheet.addRow(row);
  sheet.getRow(HEADINGS_ROW).font = { bold: true };
  sheet.columns.forEach((c, i) => (c.width = i === 0 ? 40 : 16));
  return Buffer.from(await book.xlsx.writeBuffer());
}
