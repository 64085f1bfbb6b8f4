import {
  SEARCH_DOC_TYPES,
  SEARCH_FIELDS,
  SEARCH_KEYWORD_MAX,
  SEARCH_MAX_OFFSET,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchDocType,
  type SearchField,
  type SearchSort,
} from '../../shared/search';

/**
 * The results page keeps its whole state in the URL (`/search?kw=…&field=…&type=…`), so a search
 * can be bookmarked, shared and reloaded, and the browser's back button steps through filters.
 */
export interface SearchState extends SearchFacets {
  kw: string;
  field: SearchField;
  /** 在结果中检索: a second keyword ANDed with the first. */
  within?: string;
}

/** The facets, order and page every results page (一框式 and 高级检索) keeps in its URL. */
export interface SearchFacets {
  type?: SearchDocType;
  year?: number;
  subject?: number;
  /** The source facet (journal, publisher, school …). */
  journal?: string;
  sort: SearchSort;
  page: number;
}

export const SEARCH_PATH = '/search';
/** 高级检索, 专业检索 and 作者发文检索 (src/portal/search/advancedParams.ts). */
export const ADVANCED_SEARCH_PATH = '/search/advanced';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

function positiveInt(v: string | null): number | undefined {
  if (!v || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 ? n : undefined;
}

const text = (v: string | null) => {
  const t = (v ?? '').trim().slice(0, SEARCH_KEYWORD_MAX);
  return t || undefined;
};

/** Reads the URL; values the server would refuse fall back to their defaults. */
export function readSearchParams(params: URLSearchParams): SearchState {
  const maxPage = Math.floor(SEARCH_MAX_OFFSET / SEARCH_PAGE_SIZE);
  return {
    kw: text(params.get('kw')) ?? '',
    field: oneOf(SEARCH_FIELDS.map((f) => f.value), params.get('field')) ?? 'all',
    type: oneOf(SEARCH_DOC_TYPES, params.get('type')),
    year: positiveInt(params.get('year')),
    subject: positiveInt(params.get('subject')),
    journal: text(params.get('journal')),
    sort: oneOf(SEARCH_SORTS.map((s) => s.value), params.get('sort')) ?? 'relevance',
    page: Math.min(positiveInt(params.get('page')) ?? 1, maxPage),
    within: text(params.get('within')),
  };
}

/** The URL of a search; defaults are left out. */
export function searchUrl(state: Partial<SearchState> & { kw: string }): string {
  const p = new URLSearchParams();
  p.set('kw', state.kw.trim());
  if (state.field && state.field !== 'all') p.set('field', state.field);
  if (state.type) p.set('type', state.type);
  if (state.year) p.set('year', String(state.year));
  if (state.subject) p.set('subject', String(state.subject));
  if (state.journal) p.set('journal', state.journal);
  if (state.within) p.set('within', state.within);
  if (state.sort && state.sort !== 'relevance') p.set('sort', state.sort);
  if (state.page && state.page > 1) p.set('page', String(state.page));
  return `${SEARCH_PATH}?${p.toString()}`;
}

/** The `POST /es/list` body for a state. */
export function toRequest(state: SearchState) {
  return {
    keyword: state.kw,
    field: state.field,
    type: state.type,
    year: state.year,
    subject: state.subject,
    journal: state.journal,
    secondKeyword: state.within,
    sort: state.sort,
    pageNum: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}
