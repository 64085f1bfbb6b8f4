/**
 * Excel exports of admin lists: `POST /common/export/{resource}` (ours; the list's filters and sort
 * as its parameters) makes the file, the spec's `GET /common/download?fileName=&delete=true` fetches it.
 */
export const EXPORT_CALLS = {
  create: { method: 'POST', path: '/common/export/{resource}' },
  download: { method: 'GET', path: '/common/download' },
} as const;

export interface ExportedFile {
  /** The opaque name to fetch it by. */
  fileName: string;
  /** What the browser saves it as: 员工管理-20261125.xlsx. */
  displayName: string;
  rows: number;
  /** The list's total: more than `rows` when the export was capped. */
  total: number;
}

export const EXPORT_MSG = {
  notExportable: '该列表不支持导出',
  done: '导出成功',
  capped: (max: number) => `导出成功（仅导出前${max}条，请缩小筛选范围）`,
  badName: '文件名不正确',
  gone: '文件不存在或已过期，请重新导出',
} as const;
