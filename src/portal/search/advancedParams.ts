import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, SEARCH_SORTS, SEARCH_DOC_TYPES } from '../../shared/search';
import {
  authorExpression,
  EXPRESSION_FIELDS,
  EXPRESSION_MAX,
  rowsToExpression,
  TERM_VALUE_MAX,
  type AdvancedRow,
  type ExpressionFieldCode,
} from '../../shared/searchExpression';
import { ADVANCED_SEARCH_PATH, type SearchFacets } from './searchParams';

/**
 * `/search/advanced?mode=…`: 高级检索 (rows), 专业检索 (an expression) and 作者发文检索, each kept whole
 * in the URL like the plain search (a link reopens the form filled in and its results), plus the
 * facets, sort and page. What is searched is always one expression (expressionOf).
 */
export const ADVANCED_PATH = ADVANCED_SEARCH_PATH;
export const ADVANCED_MODES = [
  { value: 'advanced', label: '高级检索' },
  { value: 'expert', label: '专业检索' },
  { value: 'author', label: '作者发文检索' },
] as const;
export type AdvancedMode = (typeof ADVANCED_MODES)[number]['value'];
/** The 高级检索 panel's rows: CNKI offers three, the reader may add up to this many. */
export const ROWS_MIN = 3;
export const ROWS_MAX = 8;

export interface AdvancedState extends SearchFacets {
  mode: AdvancedMode;
  rows: AdvancedRow[];
  yearFrom?: number;
  yearTo?: number;
  source?: string;
  expr?: string;
  author?: string;
  institution?: string;
}

const JOINS = ['and', 'or', 'not'] as const;
const CODES = EXPRESSION_FIELDS.map((f) => f.code);
/** The default rows' fields, as CNKI lays them out: 主题, 作者, 文献来源. */
const DEFAULT_FIELDS: ExpressionFieldCode[] = ['SU', 'AU', 'LY'];

export const emptyRow = (field: ExpressionFieldCode = 'SU'): AdvancedRow => ({ join: 'and', field, value: '', match: 'fuzzy' });
export const defaultRows = (): AdvancedRow[] => DEFAULT_FIELDS.map((f) => emptyRow(f));

const oneOf = <T extends string>(values: readonly T[], v: string | null | undefined): T | undefined =>
  v !== null && v !== undefined && (values as readonly string[]).includes(v) ? (v as T) : undefined;
const text = (v: string | null, max: number) => (v ?? '').trim().slice(0, max) || undefined;
function year(v: string | null): number | undefined {
  return v && /^\d{4}$/.test(v) ? Number(v) : undefined;
}
function positiveInt(v: string | null): number | undefined {
  if (!v || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 ? n : undefined;
}

/** A row in the URL: `join.field.match.value` (`and.SU.fuzzy.数字人文`); the value may hold dots. */
function readRow(raw: string): AdvancedRow | undefined {
  const [join, field, match, ...rest] = raw.split('.');
  const value = rest.join('.').slice(0, TERM_VALUE_MAX);
  const row = { join: oneOf(JOINS, join), field: oneOf(CODES, field), match: oneOf(['exact', 'fuzzy'] as const, match) };
  return row.join && row.field && row.match ? { join: row.join, field: row.field, match: row.match, value } : undefined;
}
const writeRow = (r: AdvancedRow) => `${r.join}.${r.field}.${r.match}.${r.value.trim()}`;

export function readAdvancedParams(params: URLSearchParams): AdvancedState {
  const rows = params
    .getAll('row')
    .slice(0, ROWS_MAX)
    .flatMap((raw) => readRow(raw) ?? []);
  while (rows.length < ROWS_MIN) rows.push(emptyRow(DEFAULT_FIELDS[rows.length] ?? 'SU'));
  return {
    mode: oneOf(ADVANCED_MODES.map((m) => m.value), params.get('mode')) ?? 'advanced',
    rows,
    yearFrom: year(params.get('yf')),
    yearTo: year(params.get('yt')),
    source: text(params.get('src'), TERM_VALUE_MAX),
    expr: text(params.get('expr'), EXPRESSION_MAX),
    author: text(params.get('au'), TERM_VALUE_MAX),
    institution: text(params.get('af'), TERM_VALUE_MAX),
    type: oneOf(SEARCH_DOC_TYPES, params.get('type')),
    year: positiveInt(params.get('year')),
    subject: positiveInt(params.get('subject')),
    journal: text(params.get('journal'), 300),
    sort: oneOf(SEARCH_SORTS.map((s) => s.value), params.get('sort')) ?? (params.get('mode') === 'author' ? 'date' : 'relevance'),
    page: Math.min(positiveInt(params.get('page')) ?? 1, Math.floor(SEARCH_MAX_OFFSET / SEARCH_PAGE_SIZE)),
  };
}

/** The URL of a state: only the current mode's form, filled rows and values that differ from the defaults. */
export function advancedUrl(state: AdvancedState): string {
  const p = new URLSearchParams();
  p.set('mode', state.mode);
  if (state.mode === 'advanced') {
    for (const r of state.rows) if (r.value.trim()) p.append('row', writeRow(r));
    if (state.yearFrom) p.set('yf', String(state.yearFrom));
    if (state.yearTo) p.set('yt', String(state.yearTo));
    if (state.source) p.set('src', state.source);
  } else if (state.mode === 'expert') {
    if (state.expr) p.set('expr', state.expr);
  } else {
    if (state.author) p.set('au', state.author);
    if (state.institution) p.set('af', state.institution);
  }
  if (state.type) p.set('type', state.type);
  if (state.year) p.set('year', String(state.year));
  if (state.subject) p.set('subject', String(state.subject));
  if (state.journal) p.set('journal', state.journal);
  if (state.sort !== (state.mode === 'author' ? 'date' : 'relevance')) p.set('sort', state.sort);
  if (state.page > 1) p.set('page', String(state.page));
  return `${ADVANCED_PATH}?${p.toString()}`;
}

/** What the state searches, as one expression; undefined while its form is empty. */
export function expressionOf(state: AdvancedState): string | undefined {
  if (state.mode === 'expert') return state.expr;
  if (state.mode === 'author') return state.author ? authorExpression(state.author, state.institution) : undefined;
  return rowsToExpression(state.rows, { yearFrom: state.yearFrom, yearTo: state.yearTo, source: state.source });
}

/** The `POST /es/advanced` body. */
export function toAdvancedRequest(state: AdvancedState, expression: string) {
  return {
    expression,
    type: state.type,
    year: state.year,
    subject: state.subject,
    journal: state.journal,
    sort: state.sort,
    pageNum: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
