import { z } from 'zod';
import type { ArticleRef } from './articles';
import { defineResource, publishedField, sortedRecordFields, crudCalls, newestBy, orderBy } from './define';
import { intFilter, JOURNAL_MANAGE_BASE, optDate, type IssueRef, NEEDS_A_JOURNAL } from './journals';
import { optRef, optText, zId, zSort } from './organizations';
import { coverField } from './fieldPresets';

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
  subject: 'Period',
  contentType: 'period',
  label: '期次',
  fields: {
    journalName: { label: '期刊', kind: 'text', list: true },
    year: { label: '年', kind: 'number', list: true, width: 80 },
    issue: { label: '期', kind: 'number', list: true, width: 80 },
    articleCount: { label: '文章数', kind: 'number', list: true, width: 90 },
    publishDate: { label: '出版日期', kind: 'date', list: true, width: 120 },
    coverUrl: coverField,
    ...sortedRecordFields,
  },
  calls: {
    list: { method: 'GET', path: '/exhibition/journal/home/latest' },
    one: { method: 'GET', path: '/exhibition/journal/period/{id}' },
  },
  sortable: ['publishDate', 'year', 'createTime'],
  defaultSort: newestBy('publishDate'),
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
  articles: Array<ArticleRef & { priceFen: number; doi?: string | null; views: number; downloads: number; citedCount?: number }>;
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

// ——— Management: issues of the member's own journals (docs/api-journal-manage.md) ———

const YEAR_MSG = '年份必须是1900到2100之间的整数';
const ISSUE_MSG = '期号必须是1到999之间的整数';
const zYear = z.coerce.number({ error: YEAR_MSG }).int(YEAR_MSG).min(1900, YEAR_MSG).max(2100, YEAR_MSG);
const zIssue = z.coerce.number({ error: ISSUE_MSG }).int(ISSUE_MSG).min(1, ISSUE_MSG).max(999, ISSUE_MSG);

const periodFieldsInput = {
  year: zYear,
  issue: zIssue,
  publishDate: optDate('出版日期格式不正确，如 2026-01-15'),
  coverUrl: optText(500, '封面地址不能超过500个字'),
  sort: zSort.optional(),
};

/** POST: a new issue. `journalId` may be left out when the member manages exactly one journal. */
export const managedPeriodCreateInput = z.object({ journalId: optRef('期刊编号不正确'), ...periodFieldsInput });
/** PUT: an issue's year, number, date, cover, sort (never its journal). */
export const managedPeriodUpdateInput = z.object({ id: zId('期次编号不正确'), ...periodFieldsInput });

export const managedPeriodFilters = z.object({
  journalId: intFilter('期刊编号不正确'),
  year: intFilter('年份不正确', 1000, 9999),
});

/** 期次管理: the public declaration with the management calls. */
export const managedPeriodResource = defineResource({
  ...periodResource,
  name: 'managedPeriods',
  requires: NEEDS_A_JOURNAL,
  // Public reading is open to all: a management list answers only to those who may change its rows.
  readAction: 'update',
  label: '期次管理',
  menu: { group: 'journal', icon: 'CalendarOutlined', order: 20 },
  fields: {
    ...periodResource.fields,
    id: { label: '期次编号', kind: 'number', list: true, width: 90 },
    journalId: { label: '期刊', kind: 'number', ref: 'journal' },
    sort: { label: '排序', kind: 'number' },
    published: publishedField,
  },
  calls: {
    ...crudCalls(`${JOURNAL_MANAGE_BASE}/period`),
    // 上架/下架 (the platform admin's): a 下架 issue leaves every public call with its articles.
    publish: { method: 'PUT', path: `${JOURNAL_MANAGE_BASE}/period/{id}/publish` },
  },
  sortable: ['year', 'issue', 'publishDate', 'sort', 'createTime'],
  defaultSort: orderBy({ year: 'desc', issue: 'desc' }),
  pageSize: 10,
  maxPageSize: 100,
  filters: managedPeriodFilters,
  input: managedPeriodCreateInput,
  updateInput: managedPeriodUpdateInput,
});

/** A row of the management list: the journal is named, `articleCount` counts every article. */
export interface ManagedPeriodRow {
  id: number;
  journalId: number;
  journalName: string;
  year: number;
  issue: number;
  publishDate: string | null;
  coverUrl: string | null;
  articleCount: number;
  sort: number;
  /** 上架 (false: hidden from readers with its articles; its editors still see it here). */
  published: boolean;
  createTime: string | null;
}
