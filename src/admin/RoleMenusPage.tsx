import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Space, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useLocation, useNavigate, useParams } from 'react-router';
import { call } from '../providers/http';
import type { MenuNode } from '../resources/menus';
import { ORG_ROLE_CALLS } from '../resources/orgRoles';

const toTree = (nodes: MenuNode[]): DataNode[] => nodes.map((n) => ({ key: n.id, title: n.name, children: toTree(n.children ?? []) }));

/** 分配菜单: the institution's menus as a checkbox tree; saving binds the checked ones to the role. */
export function RoleMenusPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const record = (useLocation().state as { record?: { name?: string; menuIds?: number[] } } | null)?.record;
  const [menus, setMenus] = useState<MenuNode[]>([]);
  const [checked, setChecked] = useState<number[]>(record?.menuIds ?? []);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    call<MenuNode[]>('get', ORG_ROLE_CALLS.menuTree.path).then(
      (env) => setMenus(env.data ?? []),
      (e: Error) => message.error(e.message),
    );
  }, [message]);
  const treeData = useMemo(() => toTree(menus), [menus]);
  const save = async () => {
    setSaving(true);
    try {
      await call('put', ORG_ROLE_CALLS.bindMenu.path, { body: { id: Number(id), menuIds: checked } });
      message.success('菜单分配成功');
      navigate('/admin/orgRoles');
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title={`分配菜单${record?.name ? `：${record.name}` : ''}`}
      data-testid="role-menus-page"
      extra={
        <Space>
          <Button onClick={() => navigate('/admin/orgRoles')}>返回</Button>
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <Tree checkable defaultExpandAll treeData={treeData} checkedKeys={checked} onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as number[])} />
    </Card>
  );
}
