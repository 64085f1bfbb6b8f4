/**
 * The one-search contract (spec §7 `POST /es/list`), shared by the server and the portal (forms,
 * labels, links). Pure TypeScript: no React, no server imports, and no zod — the portal's home
 * page imports this, and the request's validation lives with the server (server/search/request.ts).
 */
import type { CitableWork } from './citation';
import { CONTENT_TYPE_LIST, detailPath, type SearchContentKey } from './contentTypes';

/**
 * Every kind of document the library search covers, in the order the type facet lists ties:
 * the content types declared with `search` (src/shared/contentTypes.ts).
 */
export const SEARCH_DOC_TYPES = CONTENT_TYPE_LIST.flatMap((t) => (t.search ? [t.key] : [])) as [SearchContentKey, ...SearchContentKey[]];
export type SearchDocType = SearchContentKey;

function searchRecord<V>(pick: (t: (typeof CONTENT_TYPE_LIST)[number]) => V): Record<SearchDocType, V> {
  return Object.fromEntries(CONTENT_TYPE_LIST.flatMap((t) => (t.search ? [[t.key, pick(t)]] : []))) as Record<SearchDocType, V>;
}

export const DOC_TYPE_LABELS: Record<SearchDocType, string> = searchRecord((t) => t.search?.label ?? t.label);

/** The types whose `source` is a 来源 (not a place, edition or unit): the only ones the 来源 facet counts. */
export const SOURCE_FACET_TYPES: ReadonlySet<SearchDocType> = new Set(SEARCH_DOC_TYPES.filter((t) => !CONTENT_TYPE_LIST.find((c) => c.key === t)?.search?.sourceIs));

/** A result's reader item type (收藏, citations), when its content type is a reader item (a news item is not). */
export const DOC_READER_TYPES: Record<SearchDocType, number | undefined> = searchRecord((t) => t.readerItem?.type);

/** The citation kind a result is exported as (批量导出引文), when its type declares one. */
export const DOC_CITATION_KINDS: Record<SearchDocType, CitableWork['kind'] | undefined> = searchRecord((t) => t.search?.cites);

/** The colour of a result's type tag. */
export const DOC_TYPE_COLORS: Record<SearchDocType, string> = searchRecord((t) => t.search?.color ?? '');

// Every search type has one of the two (src/shared/contentTypes.test.ts).
const DETAIL_PATTERNS: Record<SearchDocType, string | undefined> = searchRecord((t) => t.search?.path ?? t.readerItem?.path);

/** The portal's detail page of a document: its search `path`, else its reader item's. */
export function docUrl(type: SearchDocType, id: number): string {
  const path = DETAIL_PATTERNS[type];
  return path ? detailPath(path, id) : '';
}

/** Field search (CNKI's 检索字段), labelled by value in the drop-down's order: `all` searches every field. */
export const SEARCH_FIELD_LABELS = {
  all: '全部',
  title: '题名',
  author: '作者',
  keyword: '关键词',
  institution: '机构',
  source: '来源',
} as const;
export type SearchField = keyof typeof SEARCH_FIELD_LABELS;
/** The drop-down's choices, in the label table's order. */
export const SEARCH_FIELDS = (Object.keys(SEARCH_FIELD_LABELS) as SearchField[]).map((value) => ({ value, label: SEARCH_FIELD_LABELS[value] }));

export const SEARCH_SORTS = [
  { value: 'relevance', label: '相关度' },
  { value: 'date', label: '发表时间' },
  { value: 'downloads', label: '下载量' },
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/** Spec §9: searches page size 10. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_KEYWORD_MAX = 100;
/** Deep paging is refused: a reader narrows the search instead. */
export const SEARCH_MAX_OFFSET = 5000;


export interface SearchRow {
  docType: SearchDocType;
  docId: number;
  /** HTML: matches wrapped in `<em>`, everything else escaped. */
  title: string;
  authors: string;
  source: string;
  year: number | null;
  /** HTML like `title`. */
  snippet: string;
  url: string;
  /** 被引: public articles whose references name it — for the types a reference can name (article, book, thesis, standard, law). */
  citedCount?: number;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface SearchFacets {
  type: FacetValue[];
  year: FacetValue[];
  journal: FacetValue[];
  subject: FacetValue[];
}

export interface SearchResponse {
  code: number;
  msg: string;
  rows: SearchRow[];
  /** Exact up to 10,000 matches; past that an estimate (two significant figures), flagged by `approximate`. */
  total: number;
  facets: SearchFacets;
  /** The total and the facet counts are estimates from a sample (shown as 约 N). */
  approximate?: boolean;
  /**
   * Present when the keyword (letters only, little found as text) was also read as pinyin or
   * initials: these letters (`changan`, `zgtsg`); the page says 按拼音 changan 匹配到…
   */
  pinyin?: string;
  /** When nothing was found: the keyword with its words replaced by the nearest known terms (您是不是要找：…). */
  didYouMean?: string;
}

/** `GET /es/suggest?q=…`: what to offer while the reader types, per field a click searches in. */
export interface SearchSuggestions {
  title: string[];
  author: string[];
  source: string[];
}
