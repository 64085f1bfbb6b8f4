import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Empty, Select, Space, Typography } from 'antd';
import { useCan } from '@refinedev/core';
import { call } from '../providers/http';
import { MENU_CALLS, menuResource, PERSON_ROLE_KEYS, type RoleKeyMenus } from '../resources/menus';
import { roleLabel } from '../ui/labels';
import { MenuCheckTree, useMenuTree, useSave } from './MenuCheckTree';

const PERSON_SCOPE = { scope: 'person' };

/** 角色菜单: the platform admin picks a person role key and checks the person menus it opens (role_key_menu). */
export function RoleKeyMenusPage() {
  const { message } = App.useApp();
  const canSave = useCan({ resource: menuResource.name, action: 'update' }).data?.can === true;
  const [roleKey, setRoleKey] = useState<string>('foreMember');
  const menus = useMenuTree(MENU_CALLS.adminTree.path, PERSON_SCOPE);
  const [checked, setChecked] = useState<number[]>([]);
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

  const options = useMemo(() => PERSON_ROLE_KEYS.map((k) => ({ value: k, label: `${roleLabel(k)}（${k}）` })), []);
  const { saving, run: save } = useSave(async () => {
    const env = await call('put', MENU_CALLS.bindRoleKeyMenus.path, { body: { roleKey, menuIds: checked } });
    message.success(env.msg || '菜单权限已保存');
  });
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
        {menus.length === 0 ? (
          <Empty description="暂无个人菜单" />
        ) : (
          <MenuCheckTree menus={menus} checked={checked} onChange={setChecked} checkStrictly withType />
        )}
      </Space>
    </Card>
  );
}
