import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Action, Subject } from '../../../src/access/policy';
import type { WorkbenchFilter } from '../../../src/shared/workbench';
import { articles, copyrightApplies, journals, platformIssues, roleApplications, studioInfos, studioMembers, works } from '../../db/schema';

/**
 * Whose rows a counter reaches, worked out once per call from the caller's ability:
 * - `platform`  only an unconditional right counts (the platform-wide review lists answer 403 to anyone else);
 * - `journals`  the journals the right reaches (`journalId` rule), or every journal for an unconditional right;
 * - `studio`    the studio the caller manages (`managerId` rule), or every studio for an unconditional right.
 */
export type Reach = 'platform' | 'journals' | 'studio';

/** What a scope resolved to for one caller: null = every row; a list = only those owners' rows. */
export interface Scoped {
  journalIds: number[] | null;
  studioIds: number[] | null;
}

/**
 * One counter of the 工作台: who may see it (the action on the subject its linked list checks), the
 * COUNT's table, and the admin list with the filter that shows exactly the counted rows (the same
 * filter is the COUNT's condition, so the count and the list agree).
 */
export interface WorkbenchCounter {
  key: string;
  label: string;
  action: Action;
  subject: Subject;
  reach: Reach;
  table: PgTable;
  /** The owner column the reach narrows (a journal's or a studio's rows). */
  owner?: PgColumn;
  /** The admin list (resource name) and its filter: the filter's fields are the table's columns, so it is the COUNT's condition too. */
  list: string;
  filter: WorkbenchFilter;
}

/** The counted rows' condition: the linked list's filter, field by field, on the counter's table. */
export function filterCondition(counter: WorkbenchCounter): SQL[] {
  const columns = getTableColumns(counter.table) as Record<string, PgColumn>;
  return Object.entries(counter.filter).map(([field, value]) => eq(columns[field]!, value));
}

/** Rows of the owners in scope: every row, those owners', or none (an empty list: `false`). */
export function ownerCondition(counter: WorkbenchCounter, scoped: Scoped): SQL | undefined {
  if (counter.reach === 'platform' || !counter.owner) return undefined;
  const ids = counter.reach === 'journals' ? scoped.journalIds : scoped.studioIds;
  if (ids === null) return undefined;
  return ids.length ? inArray(counter.owner, ids) : sql`false`;
}

/**
 * What waits for someone to act (issue 35): each queue's count is over an indexed status column
 * (role_application_status, works_status, copyright_apply_status, platform_issue_status,
 * article_journal_status, studio_member_pair + apply_status).
 */
export const WORKBENCH_QUEUES: readonly WorkbenchCounter[] = [
  {
    key: 'roleApplications',
    label: '待审核的角色申请',
    action: 'review',
    subject: 'RoleApplication',
    reach: 'platform',
    table: roleApplications,
    list: 'roleApplications',
    filter: { status: 1 },
  },
  {
    key: 'worksReview',
    label: '待审核的作品',
    action: 'review',
    subject: 'Works',
    reach: 'platform',
    table: works,
    list: 'worksReview',
    filter: { worksStatus: 1 },
  },
  {
    key: 'copyrightReview',
    label: '待审核的版权登记',
    action: 'review',
    subject: 'Copyright',
    reach: 'platform',
    table: copyrightApplies,
    list: 'copyrightReview',
    filter: { status: 1 },
  },
  {
    key: 'platformIssues',
    label: '待处理的问题反馈',
    action: 'update',
    subject: 'PlatformIssue',
    reach: 'platform',
    table: platformIssues,
    list: 'platformIssues',
    filter: { status: 1 },
  },
  {
    key: 'articlesInReview',
    label: '待审核的文章',
    action: 'update',
    subject: 'Article',
    reach: 'journals',
    table: articles,
    owner: articles.journalId,
    list: 'managedArticles',
    filter: { articleStatus: 1 },
  },
  {
    key: 'studioApplicants',
    label: '待处理的成员申请',
    action: 'update',
    subject: 'StudioMember',
    reach: 'studio',
    table: studioMembers,
    owner: studioMembers.studioId,
    list: 'studioMembers',
    filter: { applyStatus: 1 },
  },
];

/** A few totals of what the caller keeps (every row for the platform admin). */
export const WORKBENCH_TOTALS: readonly WorkbenchCounter[] = [
  { key: 'journals', label: '管理的期刊', action: 'update', subject: 'Journal', reach: 'journals', table: journals, owner: journals.id, list: 'managedJournals', filter: {} },
  { key: 'articles', label: '文章', action: 'update', subject: 'Article', reach: 'journals', table: articles, owner: articles.journalId, list: 'managedArticles', filter: {} },
  {
    key: 'studioMembers',
    label: '工作室成员',
    action: 'update',
    subject: 'StudioMember',
    reach: 'studio',
    table: studioMembers,
    owner: studioMembers.studioId,
    list: 'studioMembers',
    filter: { applyStatus: 2 },
  },
  { key: 'studioInfos', label: '工作室资讯', action: 'update', subject: 'Studio', reach: 'studio', table: studioInfos, owner: studioInfos.studioId, list: 'studioInfos', filter: {} },
];
