/**
 * An institution's subscription and its monthly usage report (issue 12, institutional access).
 * Served under the institution calls (`/uc_m/wkapi/v1/wenku_party/organization`, docs/api-access.md);
 * the institution's own admin reads them, the platform admin names `orgPartyId`.
 */
const BASE = '/uc_m/wkapi/v1/wenku_party/organization/usage';

export const INSTITUTION_USAGE_CALLS = {
  /** `?month=YYYY-MM` → UsageReport */
  report: { method: 'get', path: BASE },
  /** `?month&pageNum&pageSize` → paged UsageItemRow */
  items: { method: 'get', path: `${BASE}/items` },
  /** `?month` → the journal report as CSV (UTF-8 with BOM, opens in Excel) */
  csv: { method: 'get', path: `${BASE}/csv` },
} as const;

export const USAGE_PAGE_SIZE = 10;

/** What a grant of a security group opens, in the report's words. */
export const GRANT_LABELS: Record<string, string> = {
  allJournals: '全部期刊',
  journal: '期刊',
  book: '图书',
  ancient: '古籍',
  thesis: '学位论文',
};

export interface UsageJournalRow {
  journalId: number;
  journalName: string;
  issn: string | null;
  /** COUNTER Total_Item_Investigations: full-text views. */
  views: number;
  /** COUNTER Total_Item_Requests: PDF downloads. */
  downloads: number;
  /** Distinct articles opened. */
  uniqueItems: number;
}

export interface UsageReport {
  month: string;
  orgName: string;
  subscription: { groupName: string; grants: string[] } | null;
  totals: { views: number; downloads: number; uniqueItems: number };
  journals: UsageJournalRow[];
}

export interface UsageItemRow {
  itemKind: number;
  itemId: number;
  title: string;
  journalName: string | null;
  views: number;
  downloads: number;
}

export const USAGE_MSG = {
  month: '请选择正确的月份（如 2026-11）',
} as const;
