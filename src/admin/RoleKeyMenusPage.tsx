import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Select, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useLiveAbility } from '../access/react';
import { call } from '../providers/http';
import { MENU_CALLS, PERSON_ROLE_KEYS, type MenuNode, type RoleKeyMenus } from '../resources/menus';
import { roleLabel } from '../portal/account/usercenter/labels';

const TYPE_LABEL: Record<string, string> = { M: '目录', C: '菜单', F: '按钮' };
const toTree = (nodes: MenuNode[]): DataNode[] =>
  nodes.map((n) => ({ key: n.id, title: `${n.name}（${TYPE_LABEL[n.menuType] ?? n.menuType}）`, children: toTree(n.children ?? []) }));

/** 角色菜单: the platform admin picks a person role key and checks the person menus it opens (role_key_menu). */
export function RoleKeyMenusPage() {
  const { message } = App.useApp();
  const canSave = useLiveAbility().can('update', 'Menu');
  const [roleKey, setRoleKey] = useState<string>('foreMember');
  const [menus, setMenus] = useState<MenuNode[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    call<MenuNode[]>('get', MENU_CALLS.adminTree.path, { query: { scope: 'person' } }).then(
      (env) => setMenus(env.data ?? []),
      (e: Error) => message.error(e.message),
    );
  }, [message]);
  useEffect(() => {
    let stale = false;
    call<RoleKeyMenus>('get', MENU_CALLS.roleKeyMenus.path, { query: { roleKey } }).then(
      (env) => !stale && setChecked(env.data?.menuIds ?? []),
      (e: Error) => message.error(e.message),
    );
    return () => {
      stale = true;
    };
  }, [roleKey, message]);

  const treeData = useMemo(() => toTree(menus), [menus]);
  const options = useMemo(() => PERSON_ROLE_KEYS.map((k) => ({ value: k, label: `${roleLabel(k)}（${k}）` })), []);
  const save = async () => {
    setSaving(true);
    try {
      const env = await call('put', MENU_CALLS.bindRoleKeyMenus.path, { body: { roleKey, menuIds: checked } });
      message.success(env.msg || '菜单权限已保存');
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card
      title="角色菜单"
      data-testid="role-key-menus-page"
      extra={
        canSave && (
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        )
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space>
          <Typography.Text>角色：</Typography.Text>
          <Select aria-label="角色" style={{ width: 260 }} value={roleKey} options={options} onChange={setRoleKey} showSearch optionFilterProp="label" />
        </Space>
        <Typography.Text type="secondary">勾选该角色登录后可见的个人菜单（目录和其下级菜单分别勾选）。</Typography.Text>
        {treeData.length === 0 ? (
          <Empty description="暂无个人菜单" />
        ) : (
          <Tree
            checkable
            checkStrictly
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked) as number[])}
          />
        )}
      </Space>
    </Card>
  );
}
