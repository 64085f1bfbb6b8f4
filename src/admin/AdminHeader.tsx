import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Dropdown, Layout, Space, Typography } from 'antd';
import { HomeOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useSession } from '../session/useSession';
import { logout, switchRole } from '../providers/auth';
import { activeRole } from '../access/roles';
import { roleLabel } from '../ui/labels';
import { AdminBreadcrumb } from './AdminBreadcrumb';

/**
 * The admin's top bar: where I am (breadcrumbs), who I am and in which role (with the switch when
 * I hold several), 返回门户 and 退出登录.
 */
export function AdminHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const info = session.userInfo;
  const roles = info?.user?.role ?? [];
  const active = activeRole(roles);
  const institution = info?.partyType === 2;
  const name = (institution ? info?.organization?.name : null) || session.userName || info?.user?.username || '';
  const others = institution ? [] : roles.filter((r) => !r.activated);

  const onSwitch = async (roleId: number, key: string) => {
    setBusy(true);
    try {
      await switchRole(roleId);
      message.success(`已切换为${roleLabel(key)}`);
      // Each role lands on its own first menu.
      navigate('/admin', { replace: true });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onLogout = async () => {
    try {
      await logout();
      navigate('/', { replace: true });
    } catch (e) {
      message.error((e as Error).message);
    }
  };

  return (
    <Layout.Header
      data-testid="admin-header"
      // Fixed above the page as it scrolls (the sider is too: src/admin/AdminSider.tsx).
      style={{ position: 'sticky', top: 0, zIndex: 20, background: '#fff', padding: '0 24px', height: 56, lineHeight: '56px', display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid #f0f0f0' }}
    >
      <AdminBreadcrumb />
      <Space size="middle">
        <Button type="link" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          返回门户
        </Button>
        <Space size={4} data-testid="admin-member">
          <UserOutlined />
          <Typography.Text>{name}</Typography.Text>
          {active && !institution && <Typography.Text type="secondary">（{roleLabel(active.partyRoleKey)}）</Typography.Text>}
          {institution && <Typography.Text type="secondary">（机构用户）</Typography.Text>}
        </Space>
        {others.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: others.map((r) => ({ key: String(r.partyRoleId), label: roleLabel(r.partyRoleKey) })),
              onClick: ({ key }) => {
                const role = others.find((r) => String(r.partyRoleId) === key);
                if (role) void onSwitch(role.partyRoleId, role.partyRoleKey);
              },
            }}
          >
            <Button icon={<SwapOutlined />} loading={busy}>
              切换角色
            </Button>
          </Dropdown>
        )}
        <Button icon={<LogoutOutlined />} onClick={onLogout}>
          退出登录
        </Button>
      </Space>
    </Layout.Header>
  );
}
