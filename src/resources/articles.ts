import { z } from 'zod';
import { defineResource } from './define';
import { intFilter } from './journals';

export const articleFilters = z.object({
  keyword: z.string().trim().max(100, '检索词不能超过100个字').optional(),
  journalId: intFilter('期刊编号不正确'),
  periodId: intFilter('期次编号不正确'),
  columnId: intFilter('栏目编号不正确'),
  year: intFilter('年份不正确', 1000, 9999),
});

/** Spec §4: only reviewed articles (status 2) are ever shown to readers. */
export const ARTICLE_PUBLIC_STATUS = 2;

/** Unless an article is free, its detail sends at most this many leading characters of the full text… */
export const FULL_TEXT_PREVIEW_CHARS = 1000;

/**
 * …and never more than a third of it, so a short priced article is not given away whole. The cut
 * moves on to the end of the sentence when one is near.
 */
export function fullTextPreview(text: string): string {
  const limit = Math.min(FULL_TEXT_PREVIEW_CHARS, Math.ceil(text.length / 3));
  if (text.length <= limit) return text;
  const end = text.slice(limit - 1, limit + 80).search(/[。！？!?\n]/);
  return text.slice(0, end >= 0 ? limit + end : limit).trimEnd();
}

export const articleResource = defineResource({
  name: 'articles',
  label: '文章',
  fields: {
    id: { label: '编号', kind: 'number' },
    title: { label: '题名', kind: 'text', list: true },
    authors: { label: '作者', kind: 'text', list: true, width: 200 },
    journalName: { label: '来源期刊', kind: 'text', list: true, width: 180 },
    year: { label: '年', kind: 'number' },
    issue: { label: '期', kind: 'number' },
    articleStatus: { label: '审核状态', kind: 'dict', dict: 'article_status', list: true, width: 100 },
    publishDate: { label: '发表日期', kind: 'date', list: true, width: 120 },
    priceFen: { label: '价格', kind: 'money' },
    downloads: { label: '下载量', kind: 'number' },
    views: { label: '浏览量', kind: 'number' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'POST', path: '/es/getArticlesList' },
    one: { method: 'GET', path: '/exhibition/journal/article/{id}' },
  },
  sortable: ['publishDate', 'downloads', 'views', 'sort', 'createTime'],
  defaultSort: [
    { field: 'publishDate', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 10,
  filters: articleFilters,
});

/** Spec §7 "home lists": the most read articles; spec §9 hot lists hold 3 or 5. */
export const hotArticles = {
  call: { method: 'GET', path: '/exhibition/journal/home/hot' },
  paging: { name: 'hotArticles', sortable: [] as string[], defaultSort: [{ field: 'views', order: 'desc' as const }], pageSize: 5, maxPageSize: 20 },
} as const;

/** A row of the article lists (never the full text). */
export interface ArticleRow {
  id: number;
  journalId: number;
  periodId: number;
  columnId?: number | null;
  title: string;
  authors: string;
  institution?: string | null;
  abstract?: string | null;
  keywords?: string | null;
  pageStart?: number | null;
  pageEnd?: number | null;
  doi?: string | null;
  priceFen: number;
  views: number;
  downloads: number;
  publishDate?: string | null;
  journalName: string;
  year?: number;
  issue?: number;
}

export interface ArticleRef {
  id: number;
  title: string;
  authors: string;
  pageStart?: number | null;
  pageEnd?: number | null;
  columnName?: string;
}

/** `/exhibition/journal/article/{id}`: the article with its source and neighbours in the issue. */
export interface ArticleDetails extends Omit<ArticleRow, 'journalName' | 'year' | 'issue'> {
  titleEn?: string | null;
  /** The whole text when free; otherwise its opening (see fullTextPreview). */
  fullText: string;
  fullTextPreview: boolean;
  fullTextLength: number;
  journal: { id: number; name: string; nameEn?: string | null; issn?: string | null; cn?: string | null; coverUrl?: string | null };
  period: { periodId: number; year: number; issue: number; publishDate?: string | null };
  column: { id: number; name: string } | null;
  prev: ArticleRef | null;
  next: ArticleRef | null;
  issueArticles: ArticleRef[];
}

/** `/exhibition/journal/home/hot` rows. */
export interface HotArticleRow {
  id: number;
  title: string;
  authors: string;
  journalId: number;
  journalName: string;
  year?: number;
  issue?: number;
  views: number;
  downloads: number;
}

/** Pages as the catalogue prints them: 12-20. */
export function pageRange(a: { pageStart?: number | null; pageEnd?: number | null }): string {
  if (!a.pageStart) return '';
  return a.pageEnd && a.pageEnd !== a.pageStart ? `${a.pageStart}-${a.pageEnd}` : String(a.pageStart);
}
