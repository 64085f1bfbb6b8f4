import { Form } from 'antd';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { call } from '../providers/http';
import { MENU_CALLS, type MenuNode, type MenuScope } from '../resources/menus';
import { TreeIdSelect, type TreeIdOption, type TreeIdSelectProps } from './TreeIdSelect';

/**
 * The menus a menu may sit under: directories and screens, never a button, never the menu being
 * edited nor anything below it (the server refuses those too, MENU_MSG.parentScope).
 */
export function menuParentOptions(nodes: MenuNode[], selfId?: number): TreeIdOption[] {
  return nodes
    .filter((n) => n.id !== selfId)
    .map((n) => ({ value: n.id, title: n.name, selectable: n.menuType !== 'F', children: menuParentOptions(n.children ?? [], selfId) }));
}

/** 上级菜单: a tree of the menus of the scope the form has chosen (个人 or 机构); cleared, the menu is top-level. */
export function MenuParentSelect(props: TreeIdSelectProps) {
  const form = Form.useFormInstance();
  const scope = (Form.useWatch('scope', form) as MenuScope | undefined) ?? 'person';
  const { id } = useParams();
  const selfId = id ? Number(id) : undefined;
  const load = useCallback(
    async () => menuParentOptions((await call<MenuNode[]>('get', MENU_CALLS.adminTree.path, { query: { scope } })).data ?? [], selfId),
    [scope, selfId],
  );
  return <TreeIdSelect {...props} load={load} placeholder="不选则为顶级菜单" notFoundContent="暂无菜单" searchable />;
}
