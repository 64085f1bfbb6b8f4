/**
 * The one-search contract (spec §7 `POST /es/list`), shared by the server and the portal (forms,
 * labels, links). Pure TypeScript: no React, no server imports, and no zod — the portal's home
 * page imports this, and the request's validation lives with the server (server/search/request.ts).
 */
import { READER_ITEM_TYPES } from './readerItems';

/** Every kind of document the library search covers, in the order the type facet lists them. */
export const SEARCH_DOC_TYPES = ['article', 'book', 'thesis', 'ancient', 'law', 'standard', 'yearbook', 'news', 'localHistory', 'composition', 'recitation', 'photo', 'calligraphy', 'famousTeacher', 'headmaster', 'famousSchool', 'universityActivity', 'scholar', 'publisher', 'teacher', 'teaching', 'school', 'studyPlace', 'topic'] as const;
export type SearchDocType = (typeof SEARCH_DOC_TYPES)[number];

export const DOC_TYPE_LABELS: Record<SearchDocType, string> = {
  article: '期刊论文',
  book: '图书',
  thesis: '学位论文',
  ancient: '古籍',
  law: '法律法规',
  standard: '标准',
  yearbook: '年鉴',
  news: '报纸',
  localHistory: '地方志',
  composition: '作文',
  recitation: '朗诵',
  photo: '摄影作品',
  calligraphy: '书法作品',
  famousTeacher: '名师',
  headmaster: '校长',
  famousSchool: '名校',
  universityActivity: '高校活动',
  scholar: '学者',
  publisher: '出版社',
  teacher: '教师',
  teaching: '教学资源',
  school: '学校',
  studyPlace: '学习场所',
  topic: '专题',
};

/** The portal's detail page of a document: the reader item's path (readerItems.ts); a news item has no reader type. */
export function docUrl(type: SearchDocType, id: number): string {
  return type === 'news' ? `/newspaper/news/${id}` : READER_ITEM_TYPES[type].path(id);
}

/** Field search (CNKI's 检索字段): `all` searches every field. */
export const SEARCH_FIELDS = [
  { value: 'all', label: '全部' },
  { value: 'title', label: '题名' },
  { value: 'author', label: '作者' },
  { value: 'keyword', label: '关键词' },
  { value: 'institution', label: '机构' },
  { value: 'source', label: '来源' },
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number]['value'];

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
}
