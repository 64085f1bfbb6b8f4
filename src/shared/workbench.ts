/** 工作台 (issue 35): what waits for the signed-in account, its totals and recent changes. */
export const WORKBENCH_CALL = { method: 'GET', path: '/manage/workbench' } as const;

/** How many 最近变更 the 工作台 shows. */
export const WORKBENCH_RECENT = 10;

export type WorkbenchFilter = Record<string, string | number>;

/** One counter: a queue (what waits) or a total (what the account keeps), with the list that shows its rows. */
export interface WorkbenchCount {
  key: string;
  label: string;
  count: number;
  /** `/admin/<list>` with the filter in the URL, as the generic list reads it. */
  path: string;
}

export interface WorkbenchChange {
  id: number;
  /** 新增, 修改 … */
  actionLabel: string;
  /** 内容类型 (the resource's label). */
  entityLabel: string;
  title: string;
  memberName: string;
  createTime: string;
}

export interface Workbench {
  queues: WorkbenchCount[];
  totals: WorkbenchCount[];
  recent: WorkbenchChange[];
}

/**
 * The admin list of `resource` opened with `filter` applied: Refine's table parameters
 * (`filters[0][field]=…&filters[0][operator]=eq&filters[0][value]=…`), which `useTable` with
 * `syncWithLocation` reads back into its filters and the filter bar shows.
 */
export function adminListPath(resource: string, filter: WorkbenchFilter = {}): string {
  const query = new URLSearchParams();
  Object.entries(filter).forEach(([field, value], i) => {
    query.set(`filters[${i}][field]`, field);
    query.set(`filters[${i}][operator]`, 'eq');
    query.set(`filters[${i}][value]`, String(value));
  });
  const qs = query.toString();
  return `/admin/${resource}${qs ? `?${qs}` : ''}`;
}
