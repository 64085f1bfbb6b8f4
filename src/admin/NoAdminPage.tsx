import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { activeRole } from '../access/roles';
import { useSession } from '../session/useSession';
import { roleLabel } from '../ui/labels';

/**
 * /admin for a signed-in account whose role has no admin menus (a thesis author, a plain member):
 * what the admin is for, why they see nothing, and where to go instead — never a bare 403.
 */
export function NoAdminPage() {
  const navigate = useNavigate();
  const session = useSession();
  const role = activeRole(session.userInfo?.user?.role ?? []);
  const who = role ? `您当前的角色（${roleLabel(role.partyRoleKey)}）` : '您的账号';
  return (
    <div data-testid="no-admin">
      <Result
        status="info"
        title="您的账号没有需要管理的内容"
        subTitle={`管理后台供期刊编辑、机构管理员、工作室负责人、作家和名师等维护自己的内容。${who}没有后台菜单，在门户的个人中心即可投稿、查看作品和订单；如需管理权限，请在个人中心申请相应角色。`}
        extra={
          <Space>
            <Button type="primary" onClick={() => navigate('/usercenter')}>
              去个人中心
            </Button>
            <Button onClick={() => navigate('/')}>返回门户首页</Button>
          </Space>
        }
      />
    </div>
  );
}
