import { SEARCH_DOC_TYPES, DOC_TYPE_LABELS, type SearchDocType } from '../../../src/shared/search';
import { countedUses, type CountedUse, type Metric, type RawEvent } from './rules';

/**
 * COUNTER Release 5.1 reports (issue 33) from raw usage events: the Title, Item, Database and
 * Platform master reports and the TR_J1, TR_J3 and TR_B1 standard views, as the COUNTER_SUSHI5
 * JSON (Report_Header + Report_Items with Attribute_Performance by month). Pure: the events and
 * the institution in, the report out; counting is rules.ts's.
 */
export const PLATFORM = 'Wenku';
export const CREATED_BY = 'Wenku 文库';

export type ReportId = 'TR' | 'TR_J1' | 'TR_J3' | 'TR_B1' | 'IR' | 'DR' | 'PR';
type Level = 'title' | 'item' | 'database' | 'platform';
/**
 * What a master report's rows may be broken down by besides Data_Type (SUSHI `attributes_to_show`).
 * In 5.1 Data_Type is no attribute: every master report's Attribute_Performance carries it.
 */
export const ATTRIBUTES = ['Access_Type', 'Access_Method'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
/** What a master report may be filtered by (SUSHI `data_type`, `access_type`, `access_method`). */
export const FILTERS = ['Data_Type', ...ATTRIBUTES] as const;
export type Filter = (typeof FILTERS)[number];
/** The values each attribute takes here. */
export const ATTRIBUTE_VALUES: Record<Attribute, readonly string[]> = {
  Access_Type: ['Controlled', 'Open'],
  Access_Method: ['Regular', 'TDM'],
};
/** The first month the platform recorded usage (the SUSHI `reports` list's First_Month_Available). */
export const FIRST_USAGE_MONTH = '2026-01';

interface ReportDefinition {
  name: string;
  description: string;
  level: Level;
  metrics: Metric[];
  /** Standard views: what the view is filtered to (shown in Report_Filters, with its Metric_Type). */
  filters: { Data_Type?: string[]; Access_Type?: string[]; Access_Method?: string[] };
  /** The attributes each row is broken down by besides Data_Type (a master report's default: all it has). */
  attributes: Attribute[];
  /** The Data_Types its rows can have here (5.1 names them per report: an IR item is an Article, a DR search the database's). */
  dataTypes: readonly string[];
  /** A standard view that breaks its rows down by Data_Type and year of publication (5.1's TR_B1). */
  byYop?: true;
}

/** COUNTER's YOP for a title whose year of publication is not known. */
export const UNKNOWN_YOP = '0001';

const ITEM_DATA_TYPES = ['Journal', 'Book', 'Thesis_or_Dissertation'];

const ITEM_METRICS: Metric[] = ['Total_Item_Investigations', 'Total_Item_Requests', 'Unique_Item_Investigations', 'Unique_Item_Requests'];
const TITLE_METRICS: Metric[] = ['Unique_Title_Investigations', 'Unique_Title_Requests'];

export const REPORTS: Record<ReportId, ReportDefinition> = {
  PR: {
    name: 'Platform Report',
    description: 'Platform-level usage: searches, investigations and requests.',
    level: 'platform',
    metrics: ['Searches_Platform', ...ITEM_METRICS, ...TITLE_METRICS],
    filters: {},
    attributes: ['Access_Method'],
    dataTypes: ['Platform', ...ITEM_DATA_TYPES],
  },
  DR: {
    name: 'Database Report',
    description: 'Usage by database (content area): searches, investigations, requests and denials.',
    level: 'database',
    metrics: ['Searches_Automated', 'Searches_Regular', ...ITEM_METRICS, ...TITLE_METRICS, 'No_License'],
    filters: {},
    attributes: ['Access_Method'],
    dataTypes: ['Database_Full', ...ITEM_DATA_TYPES],
  },
  TR: {
    name: 'Title Report',
    description: 'Usage by title (journal or book): investigations, requests and denials.',
    level: 'title',
    metrics: [...ITEM_METRICS, ...TITLE_METRICS, 'No_License'],
    filters: {},
    attributes: ['Access_Type', 'Access_Method'],
    dataTypes: ITEM_DATA_TYPES,
  },
  TR_J1: {
    name: 'Journal Requests (Controlled)',
    description: 'Requests of controlled (priced or subscribed) journal content.',
    level: 'title',
    metrics: ['Total_Item_Requests', 'Unique_Item_Requests'],
    filters: { Data_Type: ['Journal'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
    attributes: [],
    dataTypes: ['Journal'],
  },
  TR_J3: {
    name: 'Journal Usage by Access Type',
    description: 'Investigations and requests of journal content by access type.',
    level: 'title',
    metrics: ITEM_METRICS,
    filters: { Data_Type: ['Journal'], Access_Method: ['Regular'] },
    attributes: ['Access_Type'],
    dataTypes: ['Journal'],
  },
  TR_B1: {
    name: 'Book Requests (Controlled)',
    description: 'Requests of controlled (priced or subscribed) books.',
    level: 'title',
    metrics: ['Total_Item_Requests', 'Unique_Title_Requests'],
    // 5.1 fixes this view's Data_Type filter as Book|Reference_Work (there are no reference works here).
    filters: { Data_Type: ['Book', 'Reference_Work'], Access_Type: ['Controlled'], Access_Method: ['Regular'] },
    attributes: [],
    dataTypes: ['Book'],
    byYop: true,
  },
  IR: {
    name: 'Item Report',
    description: 'Usage by item (article, thesis): investigations, requests and denials. Books are titles (TR).',
    level: 'item',
    metrics: [...ITEM_METRICS, 'No_License'],
    filters: {},
    attributes: ['Access_Type', 'Access_Method'],
    dataTypes: ['Article', 'Thesis_or_Dissertation'],
  },
};

export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];

/** What a title's or item's row shows besides its name: identifiers and publisher, looked up by the caller. */
export interface Identifiers {
  Item_ID?: Record<string, string>;
  Publisher?: string;
  /** Year of publication (`YYYY`), for the views broken down by it. */
  YOP?: string;
}

export interface ReportRequest {
  reportId: ReportId;
  /** `YYYY-MM`, inclusive. */
  beginMonth: string;
  endMonth: string;
  institution: { name: string; customerId: string };
  /** Identifiers of titles (`journal:12`, `book:3`) and items (`1:5`), when known. */
  identifiers?: Map<string, Identifiers>;
  /**
   * A master report narrowed by the harvester (SUSHI `data_type`, `access_type`, `access_method`,
   * `metric_type`) and broken down by the attributes it asks for (`attributes_to_show`). Standard
   * views keep their own (a view's filters are fixed by the Code of Practice).
   */
  options?: { filters?: Partial<Record<Filter | 'Metric_Type', string[]>>; attributesToShow?: Attribute[] };
  /** The month of "now" (Beijing): later months are not ready (3031), this one is partial (3040). */
  currentMonth?: string;
  now?: Date;
}

/** A master report (not a standard view): harvesters may filter it and choose its attributes. */
export const isMasterReport = (id: ReportId) => ['TR', 'IR', 'DR', 'PR'].includes(id);

export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

type Performance = Record<string, Record<string, number>>;
interface AttributePerformance {
  Data_Type?: string;
  YOP?: string;
  Access_Type?: string;
  Access_Method?: string;
  Performance: Performance;
}
export interface ReportItem {
  [key: string]: unknown;
  Attribute_Performance: AttributePerformance[];
}
/** An Item Report's group of items (5.1): items without parent details are one group, `{Items}`. */
export interface ItemGroup {
  Items: ReportItem[];
}
export interface CounterReport {
  Report_Header: {
    Release: '5.1';
    Report_ID: ReportId;
    Report_Name: string;
    Institution_Name: string;
    Institution_ID: { Proprietary: string[] };
    Report_Filters: Record<string, string | string[]>;
    /** Absent when nothing is shown besides Data_Type (5.1: a present one has at least one entry). */
    Report_Attributes?: Record<string, string[]>;
    /** Absent when there is none (5.1: a present list has at least one). */
    Exceptions?: CounterException[];
    Created: string;
    Created_By: string;
    /** The platform's COUNTER Registry record; empty until Wenku has one (the schema's allowed empty value). */
    Registry_Record: string;
  };
  /** Title, database and platform rows; an IR's are item groups (`reportRows` reads both alike). */
  Report_Items: ReportItem[] | ItemGroup[];
}

/** A report's rows whatever its level: an IR's items out of their groups. */
export function reportRows(report: Pick<CounterReport, 'Report_Items'>): ReportItem[] {
  return (report.Report_Items as Array<ReportItem | ItemGroup>).flatMap((r): ReportItem[] => (Array.isArray(r.Items) ? (r as ItemGroup).Items : [r as ReportItem]));
}

/** The months from `begin` to `end` (`YYYY-MM`), inclusive. */
export function monthsBetween(begin: string, end: string): string[] {
  const out: string[] = [];
  let [y, m] = begin.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  while (y < ey || (y === ey && m <= em)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return out;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The database (DR row) name of a search type. */
export const databaseName = (key: string) => `文库${DOC_TYPE_LABELS[key as SearchDocType] ?? key}库`;

/** A use in a report's row: the row key, its name fields, and the attribute values. */
interface Placed {
  key: string;
  head: () => Record<string, unknown>;
  attrs: Partial<Record<Filter | 'YOP', string>>;
}

/**
 * The Data_Type of a use in a report of this level, as 5.1 names them: in an IR an article is an
 * Article and a book is no item (books are titles, reported in TR); in a DR searches and denials are
 * the database's own (Database_Full: every database here holds full texts). Null: not in the report.
 */
function dataTypeIn(level: Level, e: RawEvent): string | null {
  if (level === 'item') return e.dataType === 'Journal' ? 'Article' : e.dataType === 'Book' ? null : e.dataType;
  if (level === 'database' && (e.event === 'search' || e.event === 'denial')) return 'Database_Full';
  return e.dataType;
}

/** Only identifiers in the form COUNTER's schema asks for (a hyphenated ISBN-13, an upper-case ISSN): a malformed one is left out. */
function wellFormed(ids: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(ids ?? {})) {
    if (k === 'ISBN' && !(/^97[89]-\d+-\d+-\d+-\d$/.test(v) && v.length === 17)) continue;
    if ((k === 'Print_ISSN' || k === 'Online_ISSN') && !/^\d{4}-\d{3}[\dX]$/.test(v)) continue;
    out[k] = v;
  }
  return out;
}

function place(def: ReportDefinition, use: CountedUse, ids: Map<string, Identifiers>, master: boolean): Placed[] {
  const e = use.event;
  const dataType = dataTypeIn(def.level, e);
  if (dataType === null) return [];
  const all: Record<Attribute, string> = { Access_Type: e.accessType ?? 'Controlled', Access_Method: 'Regular' };
  const yop = def.byYop ? { YOP: ids.get(`${e.titleKind}:${e.titleId}`)?.YOP ?? UNKNOWN_YOP } : {};
  const attrs = {
    ...(master || def.byYop ? { Data_Type: dataType } : {}),
    ...yop,
    ...Object.fromEntries(def.attributes.map((a) => [a, all[a]])),
  } as Partial<Record<Filter | 'YOP', string>>;
  if (def.level === 'platform') return [{ key: PLATFORM, head: () => ({ Platform: PLATFORM }), attrs }];
  if (def.level === 'database') {
    // A search of the whole library searched every database: Searches_Automated in each.
    const keys = e.event === 'search' && e.database === 'all' ? SEARCH_DOC_TYPES : [e.database];
    return keys.map((db) => ({
      key: db,
      head: () => ({ Database: databaseName(db), Item_ID: { Proprietary: `wenku:${db}` }, Platform: PLATFORM, Publisher: CREATED_BY }),
      attrs,
    }));
  }
  if (def.level === 'title') {
    if (e.titleId === null) return [];
    const key = `${e.titleKind}:${e.titleId}`;
    const known = ids.get(key);
    return [{ key, head: () => ({ Title: e.titleName ?? '', Item_ID: { Proprietary: `wenku:${key}`, ...wellFormed(known?.Item_ID) }, Platform: PLATFORM, Publisher: known?.Publisher ?? '' }), attrs }];
  }
  if (e.itemId === null) return [];
  const key = `${e.itemKind}:${e.itemId}`;
  const known = ids.get(key);
  return [{ key, head: () => ({ Item: e.itemName ?? '', Item_ID: { Proprietary: `wenku:item/${key}`, ...wellFormed(known?.Item_ID) }, Platform: PLATFORM, Publisher: known?.Publisher ?? '' }), attrs }];
}

function viewKeeps(def: ReportDefinition, e: RawEvent): boolean {
  if (e.event === 'search') return true;
  if (def.filters.Data_Type && !def.filters.Data_Type.includes(dataTypeIn(def.level, e) ?? '')) return false;
  if (def.filters.Access_Type && !def.filters.Access_Type.includes(e.accessType ?? 'Controlled')) return false;
  // Every use here is Regular (no text and data mining access is offered).
  if (def.filters.Access_Method && !def.filters.Access_Method.includes('Regular')) return false;
  return true;
}

const rowName = (r: ReportItem) => String(r.Title ?? r.Item ?? r.Database ?? r.Platform ?? '');

/**
 * The report's definition with a master report's harvester options applied, what its header says
 * it shows (Report_Attributes: left out when nothing but Data_Type is shown) and the Metric_Type
 * filter it names (a standard view names its fixed metrics, as 5.1 requires).
 */
function effectiveDefinition(req: ReportRequest): { def: ReportDefinition; shown?: Record<string, string[]>; metricFilter: Record<string, string[]> } {
  const base = REPORTS[req.reportId];
  if (!isMasterReport(req.reportId)) return { def: base, metricFilter: { Metric_Type: base.metrics } };
  const { Metric_Type: metricTypes, ...filters } = req.options?.filters ?? {};
  const attributes = req.options?.attributesToShow ?? base.attributes;
  return {
    def: { ...base, filters: { ...base.filters, ...filters }, metrics: metricTypes ? base.metrics.filter((m) => metricTypes.includes(m)) : base.metrics, attributes },
    shown: attributes.length ? { Attributes_To_Show: attributes } : undefined,
    metricFilter: metricTypes ? { Metric_Type: metricTypes } : {},
  };
}

/**
 * COUNTER's exceptions for months a report cannot cover whole: the current month is partial (3040),
 * later ones have not come (3031). Usage events are never deleted, so no month is 3032 (no longer
 * available): a month without usage is 3030.
 */
function coverageExceptions(req: ReportRequest): CounterException[] {
  const months = monthsBetween(req.beginMonth, req.endMonth);
  const current = req.currentMonth;
  const out: CounterException[] = [];
  if (current && months.includes(current)) out.push({ Code: 3040, Message: 'Partial Data Returned', Data: `${current} is not yet complete` });
  const later = current ? months.filter((m) => m > current) : [];
  if (later.length) out.push({ Code: 3031, Message: 'Usage Not Ready for Requested Dates', Data: `${later[0]} – ${later.at(-1)} has not yet come` });
  return out;
}

/** Builds a report from the institution's raw events of the months asked for. */
export function buildReport(events: readonly RawEvent[], req: ReportRequest): CounterReport {
  const { def, shown, metricFilter } = effectiveDefinition(req);
  const master = isMasterReport(req.reportId);
  const months = new Set(monthsBetween(req.beginMonth, req.endMonth));
  const ids = req.identifiers ?? new Map<string, Identifiers>();
  const rows = new Map<string, { head: Record<string, unknown>; perf: Map<string, AttributePerformance> }>();
  for (const use of countedUses(events)) {
    if (!months.has(use.month) || !def.metrics.includes(use.metric) || !viewKeeps(def, use.event)) continue;
    for (const p of place(def, use, ids, master)) {
      let row = rows.get(p.key);
      if (!row) rows.set(p.key, (row = { head: p.head(), perf: new Map() }));
      const attrKey = JSON.stringify(p.attrs);
      let ap = row.perf.get(attrKey);
      if (!ap) row.perf.set(attrKey, (ap = { ...p.attrs, Performance: {} }));
      const byMonth = (ap.Performance[use.metric] ??= {});
      byMonth[use.month] = (byMonth[use.month] ?? 0) + 1;
    }
  }
  const items: ReportItem[] = [...rows.values()]
    .map((r): ReportItem => ({ ...r.head, Attribute_Performance: [...r.perf.values()] }))
    .sort((a, b) => rowName(a).localeCompare(rowName(b), 'zh'));
  const exceptions: CounterException[] = [
    ...(items.length === 0 ? [{ Code: 3030, Message: 'No Usage Available for Requested Dates', Data: `${req.beginMonth} – ${req.endMonth}` }] : []),
    ...coverageExceptions(req),
  ];
  return {
    Report_Header: {
      Release: '5.1',
      Report_ID: req.reportId,
      Report_Name: def.name,
      Institution_Name: req.institution.name,
      Institution_ID: { Proprietary: [`wenku:${req.institution.customerId}`] },
      Report_Filters: { Begin_Date: `${req.beginMonth}-01`, End_Date: lastDay(req.endMonth), ...def.filters, ...metricFilter },
      ...(shown ? { Report_Attributes: shown } : {}),
      ...(exceptions.length ? { Exceptions: exceptions } : {}),
      Created: (req.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Created_By: CREATED_BY,
      Registry_Record: '',
    },
    // 5.1 groups an IR's items by parent; without parent details they are one group.
    Report_Items: def.level === 'item' ? (items.length ? [{ Items: items }] : []) : items,
  };
}

/** Sums a report's metric over every row, attribute set and month (the admin table's totals, the tests'). */
export function reportTotal(report: CounterReport, metric: Metric): number {
  let n = 0;
  for (const item of reportRows(report)) for (const ap of item.Attribute_Performance) for (const v of Object.values(ap.Performance[metric] ?? {})) n += v;
  return n;
}
