import { useEffect, useMemo, useState } from 'react';
import { App, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { call } from '../providers/http';
import type { MenuNode } from '../resources/menus';

/**
 * The menu-binding screens' shared pieces (分配菜单 for an institution role, 角色菜单 for a
 * person role key): loading a menu tree, showing it with checkboxes, and saving with a spinner.
 */

/** A menu tree from `path` (with `query`); a failed load shows the server's message. */
export function useMenuTree(path: string, query?: Record<string, unknown>): MenuNode[] {
  const { message } = App.useApp();
  const [menus, setMenus] = useState<MenuNode[]>([]);
  const queryKey = JSON.stringify(query ?? {});
  useEffect(() => {
    call<MenuNode[]>('get', path, { query: JSON.parse(queryKey) as Record<string, unknown> }).then(
      (env) => setMenus(env.data ?? []),
      (e: Error) => message.error(e.message),
    );
  }, [path, queryKey, message]);
  return menus;
}

/** Runs a save, reporting failure with the server's message; `saving` drives the button's spinner. */
export function useSave(save: () => Promise<void>): { saving: boolean; run: () => Promise<void> } {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const run = async () => {
    setSaving(true);
    try {
      await save();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

const TYPE_LABEL: Record<string, string> = { M: '目录', C: '菜单', F: '按钮' };

function toTree(nodes: MenuNode[], withType: boolean): DataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: withType ? `${n.name}（${TYPE_LABEL[n.menuType] ?? n.menuType}）` : n.name,
    children: toTree(n.children ?? [], withType),
  }));
}

interface Props {
  menus: MenuNode[];
  checked: number[];
  onChange: (ids: number[]) => void;
  /** Parent and child are checked independently (role keys bind directories and menus separately). */
  checkStrictly?: boolean;
  /** Show each node's kind (目录 / 菜单 / 按钮) after its name. */
  withType?: boolean;
}

export function MenuCheckTree({ menus, checked, onChange, checkStrictly, withType = false }: Props) {
  const treeData = useMemo(() => toTree(menus, withType), [menus, withType]);
  return (
    <Tree
      checkable
      checkStrictly={checkStrictly}
      defaultExpandAll
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked) as number[])}
    />
  );
}
