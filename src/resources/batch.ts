/**
 * Batch actions on a selection of rows (issue 35 item 5): the server's `…/batch` call and the
 * admin's 批量 buttons read the same names, limits and summary (docs/decisions/admin-tables.md).
 */
export const BATCH_ACTIONS = ['publish', 'unpublish', 'remove'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/** Rows one batch may name: a page of the longest admin list, well under a transaction's comfort. */
export const BATCH_MAX_ROWS = 100;

/** What the batch call answers in `data`: the rows done, and each refused row with its reason. */
export interface BatchOutcome {
  succeeded: number[];
  failed: Array<{ id: number; msg: string }>;
}

/** 成功 N 条，失败 M 条: the answer's `msg`, and what the admin shows after a batch. */
export const batchSummary = (o: BatchOutcome) => `成功 ${o.succeeded.length} 条，失败 ${o.failed.length} 条`;

/** The 批量 buttons: their label and the question asked before running them on N rows. */
export const BATCH_LABELS: Record<BatchAction, { label: string; confirm: (n: number) => string; danger?: boolean }> = {
  publish: { label: '批量上架', confirm: (n) => `上架选中的 ${n} 条？上架后读者即可浏览和检索` },
  unpublish: { label: '批量下架', confirm: (n) => `下架选中的 ${n} 条？下架后读者在列表、详情和检索中都看不到它们`, danger: true },
  remove: { label: '批量删除', confirm: (n) => `删除选中的 ${n} 条？删除后不可恢复`, danger: true },
};

/**
 * 批量审核 (issue 35 item 5): 通过 or 驳回 of the selected rows with one remark, declared on a
 * review row action (`ReviewSpec.batch`). Each row is reviewed as its single 审核 reviews it.
 */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The longest remark a batch review carries (the shortest any single review accepts). */
export const REVIEW_REMARK_MAX = 200;

export const REVIEW_BATCH_LABELS: Record<ReviewDecision, { label: string; confirm: (n: number) => string; danger?: boolean }> = {
  approve: { label: '批量通过', confirm: (n) => `通过选中的 ${n} 条？` },
  reject: { label: '批量驳回', confirm: (n) => `驳回选中的 ${n} 条？`, danger: true },
};
