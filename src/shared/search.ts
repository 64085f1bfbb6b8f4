import { z } from 'zod';

/**
 * The one-search contract (spec §7 `POST /es/list`), shared by the server (validation) and the
 * portal (forms, labels, links). Pure TypeScript: no React, no server imports.
 */

/** Every kind of document the library search covers, in the order the type facet lists them. */
export const SEARCH_DOC_TYPES = ['article', 'book', 'thesis', 'ancient', 'law', 'standard', 'yearbook', 'news', 'localHistory'] as const;
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
};

/** The portal's detail page of a document. */
export function docUrl(type: SearchDocType, id: number): string {
  switch (type) {
    case 'article':
      return `/article/${id}`;
    case 'book':
      return `/book/${id}`;
    case 'thesis':
      return `/dissertation/${id}`;
    case 'ancient':
      return `/ancient/${id}`;
    case 'law':
      return `/lawsrules/${id}`;
    case 'standard':
      return `/standard/${id}`;
    case 'yearbook':
      return `/yearbook/${id}`;
    case 'news':
      return `/newspaper/news/${id}`;
    case 'localHistory':
      return `/resnav/localHistory/${id}`;
  }
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

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

function intIn(message: string, min: number, max: number) {
  return z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());
}

/** The body of `POST /es/list`. Every message is the one the reader sees. */
export const searchRequest = z.object({
  keyword: z.preprocess(
    trimmed,
    z
      .string({ error: '请输入检索词' })
      .min(1, '请输入检索词')
      .max(SEARCH_KEYWORD_MAX, `检索词不能超过${SEARCH_KEYWORD_MAX}个字`),
  ),
  field: z.preprocess(blank, z.enum(SEARCH_FIELDS.map((f) => f.value) as [SearchField, ...SearchField[]], { error: '检索字段不正确' }).default('all')),
  type: z.preprocess(blank, z.enum(SEARCH_DOC_TYPES, { error: '资源类型不正确' }).optional()),
  year: intIn('年份不正确', 1, 9999),
  subject: intIn('学科分类不正确', 1, 999),
  journal: z.preprocess((v) => blank(trimmed(v)), z.string({ error: '来源不正确' }).max(300, '来源不正确').optional()),
  secondKeyword: z.preprocess(
    (v) => blank(trimmed(v)),
    z.string({ error: '结果中检索的检索词不正确' }).max(SEARCH_KEYWORD_MAX, `检索词不能超过${SEARCH_KEYWORD_MAX}个字`).optional(),
  ),
  sort: z.preprocess(blank, z.enum(SEARCH_SORTS.map((s) => s.value) as [SearchSort, ...SearchSort[]], { error: '排序方式不正确' }).default('relevance')),
  pageNum: z.preprocess(blank, z.coerce.number({ error: '页码必须是正整数' }).int('页码必须是正整数').min(1, '页码必须是正整数').default(1)),
  pageSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: '每页条数必须是正整数' })
      .int('每页条数必须是正整数')
      .min(1, '每页条数必须是正整数')
      .max(SEARCH_MAX_PAGE_SIZE, `每页条数不能超过${SEARCH_MAX_PAGE_SIZE}条`)
      .default(SEARCH_PAGE_SIZE),
  ),
});
export type SearchRequest = z.infer<typeof searchRequest>;

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
  total: number;
  facets: SearchFacets;
}
