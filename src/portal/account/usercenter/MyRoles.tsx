import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Empty, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { switchRole } from '../../../providers/auth';
import { accessStore } from '../../../providers/access';
import { useLiveAbility } from '../../../providers/ability';
import { menusToSiderItems, siderRoutes, type SiderItem } from '../../../ui/menuItems';
import type { MemberRole } from '../../../session/types';
import { accountApi } from '../api';
import { memberTypeLabel, roleLabel } from '../../../ui/labels';
import { RoleApplications } from './RoleApplications';

function MenuTags({ items }: { items: SiderItem[] }) {
  const navigate = useNavigate();
  const flat = (list: SiderItem[]): SiderItem[] => list.flatMap((i) => [i, ...flat(i.children ?? [])]);
  const all = flat(items).filter((i) => i.to);
  if (all.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当前角色暂无菜单" />;
  return (
    <div data-testid="my-menus">
      {all.map((i) => (
        <Tag key={i.key} color="blue" style={{ cursor: 'pointer', marginBottom: 8 }} onClick={() => i.to && navigate(i.to)}>
          {i.label}
        </Tag>
      ))}
    </div>
  );
}

/**
 * 我的角色: my roles with the active one marked and a switch button (switchRole: the session,
 * the ability and the menus change without a reload), my current menus, and role applications.
 */
export function MyRoles() {
  const { message } = App.useApp();
  const ability = useLiveAbility();
  const [roles, setRoles] = useState<MemberRole[] | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const load = useCallback(() => accountApi.roleList().then(setRoles, (e: Error) => message.error(e.message)), [message]);
  useEffect(() => {
    void load();
  }, [load]);
  const doSwitch = async (role: MemberRole) => {
    setSwitching(role.partyRoleId);
    try {
      await switchRole(role.partyRoleId);
      await accessStore.ready();
      message.success(`已切换为${roleLabel(role.partyRoleKey)}`);
      await load();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSwitching(null);
    }
  };
  const { personMenus, orgMenus } = accessStore.menus;
  const items = [...menusToSiderItems(personMenus, ability), ...menusToSiderItems(orgMenus, ability)];
  const hasAdmin = siderRoutes(items).some((r) => r.startsWith('/admin'));
  return (
    <div data-testid="my-roles">
      <Table<MemberRole>
        data-testid="roles-list"
        rowKey="partyRoleId"
        size="middle"
        pagination={false}
        loading={roles === null}
        dataSource={roles ?? []}
        locale={{ emptyText: '暂无角色' }}
        columns={[
          { title: '角色', dataIndex: 'partyRoleKey', render: (k: string) => roleLabel(k) },
          { title: '会员类型', dataIndex: 'memberType', render: (t: number) => memberTypeLabel(t) },
          { title: '状态', dataIndex: 'activated', render: (on: boolean) => (on ? <Tag color="red">当前角色</Tag> : <Tag>未启用</Tag>) },
          {
            title: '操作',
            key: 'op',
            render: (_: unknown, r: MemberRole) =>
              r.activated ? null : (
                <Button size="small" type="link" loading={switching === r.partyRoleId} onClick={() => doSwitch(r)}>
                  切换为此角色
                </Button>
              ),
          },
        ]}
      />
      <Card size="small" title="我的菜单" style={{ marginTop: 16 }} extra={hasAdmin ? <a href="/admin">进入管理后台</a> : null}>
        <MenuTags items={items} />
      </Card>
      <RoleApplications />
    </div>
  );
}
