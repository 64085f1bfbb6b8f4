/** A list row with the rows below it (antd Table's tree data: `children`, absent on a leaf). */
export type TreeRow = Record<string, unknown> & { children?: TreeRow[] };

/**
 * The rows of a list as a tree by `parentField`, in the order the server sent them at every level.
 * A row whose parent is not among the rows (a keyword matched the child only) is shown at the top.
 */
export function rowsAsTree(rows: readonly Record<string, unknown>[], parentField: string): TreeRow[] {
  const nodes = new Map<unknown, TreeRow>(rows.map((r) => [r.id, { ...r }]));
  const roots: TreeRow[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r[parentField] === null || r[parentField] === undefined ? undefined : nodes.get(r[parentField]);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
