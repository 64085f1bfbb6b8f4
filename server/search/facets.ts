import { sql, type SQL } from 'drizzle-orm';
import { DICTS } from '../../src/shared/dict';
import { DOC_TYPE_LABELS, SEARCH_DOC_TYPES, type FacetValue, type SearchDocType, type SearchFacets } from '../../src/shared/search';
import { rowsOf, type Db } from '../db/client';

/** How many values the year and source facets list (the busiest first; years newest first). */
export const FACET_LIMIT = 20;

export interface FacetRow {
  doc_type: string | null;
  year: number | null;
  subject: number | null;
  source: string | null;
  g_type: number;
  g_year: number;
  g_subject: number;
  g_source: number;
  n: number;
}

/** An estimate shown as 约 N: two significant figures (68,731 → 69,000), never 0. */
export function roughly(n: number): number {
  if (n < 100) return Math.max(1, Math.round(n));
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

const SUBJECT_LABELS = new Map(DICTS.subject_type.map((d) => [Number(d.value), d.label]));

/**
 * Counts per type, year, source and subject over the WHOLE match set, and the total, in one scan;
 * or, given `samplePercent`, over that share of the table's blocks (TABLESAMPLE SYSTEM, the same
 * blocks every time), scaled up and rounded: the estimate of a match set too large to count.
 */
export async function facetsOf(db: Db, where: SQL, samplePercent?: number): Promise<{ total: number; facets: SearchFacets }> {
  const from = samplePercent === undefined ? sql`search_doc` : sql`search_doc tablesample system (${sql.raw(samplePercent.toFixed(4))}) repeatable (1)`;
  const rows = rowsOf<FacetRow>(await db.execute(sql`select ${FACET_COLUMNS} from ${from} where ${where} group by ${FACET_SETS}`));
  return facetsFrom(rows, samplePercent === undefined ? 1 : 100 / samplePercent);
}

export const FACET_COLUMNS = sql`doc_type, year, subject, source,
  grouping(doc_type) as g_type, grouping(year) as g_year, grouping(subject) as g_subject, grouping(source) as g_source,
  count(*)::int as n`;
export const FACET_SETS = sql`grouping sets ((doc_type), (year), (subject), (source), ())`;

/** The facet rows of one grouping-sets count, `scale`d up when they count a sample. */
export function facetsFrom(rows: FacetRow[], scale: number): { total: number; facets: SearchFacets } {
  const facets: SearchFacets = { type: [], year: [], journal: [], subject: [] };
  let total = 0;
  for (const r of rows) {
    const n = scale === 1 ? Number(r.n) : roughly(Number(r.n) * scale);
    if (Number(r.g_type) === 0) {
      const t = r.doc_type as SearchDocType;
      facets.type.push({ value: t, label: DOC_TYPE_LABELS[t] ?? t, count: n });
    } else if (Number(r.g_year) === 0) {
      if (r.year !== null) facets.year.push({ value: String(r.year), label: `${r.year}年`, count: n });
    } else if (Number(r.g_subject) === 0) {
      if (r.subject !== null) facets.subject.push({ value: String(r.subject), label: SUBJECT_LABELS.get(Number(r.subject)) ?? String(r.subject), count: n });
    } else if (Number(r.g_source) === 0) {
      if (r.source) facets.journal.push({ value: r.source, label: r.source, count: n });
    } else {
      total = n;
    }
  }
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.label.localeCompare(b.label, 'zh-Hans-CN');
  const typeOrder = (v: string) => SEARCH_DOC_TYPES.indexOf(v as SearchDocType);
  facets.type.sort((a, b) => b.count - a.count || typeOrder(a.value) - typeOrder(b.value));
  facets.year.sort((a, b) => Number(b.value) - Number(a.value));
  facets.year = facets.year.slice(0, FACET_LIMIT);
  facets.journal.sort(byCount);
  facets.journal = facets.journal.slice(0, FACET_LIMIT);
  facets.subject.sort(byCount);
  return { total, facets };
}

/** Which grouping flag marks a count by each facet column. */
const GROUPED = { doc_type: 'g_type', year: 'g_year', subject: 'g_subject', source: 'g_source' } as const;

/** The counts of a whole match set held in memory (a small one), as the grouping sets count them. */
export function facetsOfRows(rows: Array<Pick<FacetRow, keyof typeof GROUPED>>): { total: number; facets: SearchFacets } {
  const none = { doc_type: null, year: null, subject: null, source: null, g_type: 1, g_year: 1, g_subject: 1, g_source: 1 };
  const counted: FacetRow[] = [{ ...none, n: rows.length }];
  for (const [column, flag] of Object.entries(GROUPED) as Array<[keyof typeof GROUPED, (typeof GROUPED)[keyof typeof GROUPED]]>) {
    const counts = new Map<string | number | null, number>();
    for (const r of rows) counts.set(r[column], (counts.get(r[column]) ?? 0) + 1);
    for (const [value, n] of counts) counted.push({ ...none, [column]: value, [flag]: 0, n });
  }
  return facetsFrom(counted, 1);
}
