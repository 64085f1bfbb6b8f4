import { useState } from 'react';
import { App, Button, Card, Space } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router';
import { call } from '../providers/http';
import { ORG_ROLE_CALLS } from '../resources/orgRoles';
import { MenuCheckTree, useMenuTree, useSave } from './MenuCheckTree';

/** 分配菜单: the institution's menus as a checkbox tree; saving binds the checked ones to the role. */
export function RoleMenusPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const record = (useLocation().state as { record?: { name?: string; menuIds?: number[] } } | null)?.record;
  const menus = useMenuTree(ORG_ROLE_CALLS.menuTree.path);
  const [checked, setChecked] = useState<number[]>(record?.menuIds ?? []);
  const { saving, run: save } = useSave(async () => {
    await call('put', ORG_ROLE_CALLS.bindMenu.path, { body: { id: Number(id), menuIds: checked } });
    message.success('菜单分配成功');
    navigate('/admin/orgRoles');
  });
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
      <MenuCheckTree menus={menus} checked={checked} onChange={setChecked} />
    </Card>
  );
}
