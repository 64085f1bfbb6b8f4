import { z } from 'zod';
import type { ArticleRef } from './articles';
import { defineResource } from './define';
import { intFilter, type IssueRef } from './journals';

export const periodFilters = z.object({
  journalId: intFilter('期刊编号不正确'),
  year: intFilter('年份不正确', 1000, 9999),
});

/**
 * Issues of journals (期, spec `periodId`, `year`, `issue`). The list is the home page's
 * "latest issues" call; one issue is its catalogue (目录).
 */
export const periodResource = defineResource({
  name: 'periods',
  label: '期次',
  fields: {
    id: { label: '编号', kind: 'number' },
    journalName: { label: '期刊', kind: 'text', list: true },
    year: { label: '年', kind: 'number', list: true, width: 80 },
    issue: { label: '期', kind: 'number', list: true, width: 80 },
    articleCount: { label: '文章数', kind: 'number', list: true, width: 90 },
    publishDate: { label: '出版日期', kind: 'date', list: true, width: 120 },
    coverUrl: { label: '封面', kind: 'image' },
    sort: { label: '排序', kind: 'number' },
    createTime: { label: '创建时间', kind: 'datetime' },
  },
  calls: {
    list: { method: 'GET', path: '/exhibition/journal/home/latest' },
    one: { method: 'GET', path: '/exhibition/journal/period/{id}' },
  },
  sortable: ['publishDate', 'year', 'createTime'],
  defaultSort: [
    { field: 'publishDate', order: 'desc' },
    { field: 'createTime', order: 'desc' },
  ],
  pageSize: 5,
  maxPageSize: 50,
  filters: periodFilters,
});

/** A row of the latest-issues list. */
export interface PeriodRow {
  id: number;
  journalId: number;
  journalName: string;
  year: number;
  issue: number;
  publishDate?: string | null;
  coverUrl?: string | null;
  articleCount: number;
}

export interface CatalogueColumn {
  /** null for articles filed under no column (shown last as 其他). */
  columnId: number | null;
  name: string;
  articles: Array<ArticleRef & { priceFen: number; doi?: string | null; views: number; downloads: number }>;
}

/** `/exhibition/journal/period/{id}`: an issue's table of contents, grouped by column in column order. */
export interface PeriodCatalogue {
  period: IssueRef & { journalId: number; coverUrl?: string | null };
  journal: { id: number; name: string; nameEn?: string | null; issn?: string | null; cn?: string | null; coverUrl?: string | null; frequency?: string | null; issuePriceFen: number };
  prev: IssueRef | null;
  next: IssueRef | null;
  columns: CatalogueColumn[];
}

/** 2024年第3期 */
export function issueLabel(p: { year: number; issue: number }): string {
  return `${p.year}年第${p.issue}期`;
}
