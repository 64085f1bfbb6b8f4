import { describe, expect, it } from 'vitest';
import { rowsAsTree } from './treeRows';

describe('rowsAsTree (菜单管理 as a tree)', () => {
  it('puts each row under its parent, in the order sent, leaves without children', () => {
    const rows = [
      { id: 1, parentId: null, name: '平台管理' },
      { id: 2, parentId: 1, name: '菜单管理' },
      { id: 3, parentId: null, name: '期刊' },
      { id: 4, parentId: 1, name: '员工管理' },
      { id: 5, parentId: 2, name: '新增' },
    ];
    expect(rowsAsTree(rows, 'parentId')).toEqual([
      { id: 1, parentId: null, name: '平台管理', children: [{ id: 2, parentId: 1, name: '菜单管理', children: [{ id: 5, parentId: 2, name: '新增' }] }, { id: 4, parentId: 1, name: '员工管理' }] },
      { id: 3, parentId: null, name: '期刊' },
    ]);
  });

  it('shows a row whose parent was filtered out at the top', () => {
    expect(rowsAsTree([{ id: 5, parentId: 2, name: '新增' }], 'parentId')).toEqual([{ id: 5, parentId: 2, name: '新增' }]);
  });
});
