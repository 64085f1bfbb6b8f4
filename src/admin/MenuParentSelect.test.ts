import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../resources/menus';
import { menuParentOptions } from './MenuParentSelect';

const node = (id: number, name: string, menuType: MenuNode['menuType'], children: MenuNode[] = []): MenuNode =>
  ({ id, parentId: null, name, path: '', icon: null, menuType, perms: null, subject: null, action: null, scope: 'person', sort: 0, children });

describe('上级菜单 choices', () => {
  it('offers directories and screens by name, never a button, never the menu edited nor what is below it', () => {
    const tree = [node(1, '平台管理', 'M', [node(2, '菜单管理', 'C', [node(3, '新增', 'F')]), node(4, '员工管理', 'C')])];
    expect(menuParentOptions(tree, 4)).toEqual([
      { value: 1, title: '平台管理', selectable: true, children: [{ value: 2, title: '菜单管理', selectable: true, children: [{ value: 3, title: '新增', selectable: false, children: [] }] }] },
    ]);
    expect(menuParentOptions(tree, 1)).toEqual([]);
  });
});
