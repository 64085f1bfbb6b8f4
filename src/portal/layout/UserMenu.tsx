import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { logout } from '../../providers/auth';
import { isDesktop } from '../../shared/device';
import { setIpAutoLogin } from '../../providers/autoLogin';
import { useOpenLogin } from '../../session/useOpenLogin';
import { isInstitutionReaderLogin } from '../../session/types';
import { useSession } from '../../session/useSession';
import styles from './UserArea.module.css';

/** The signed-in avatar with its hover menu (a tap on phones, which cannot hover) (spec §2): 我的文库, 期刊管理 (member type 2), 退出登录. */
export function UserMenu() {
  const { userPhoto, userName, memberType, loginType, device } = useSession();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();

  const signOut = async () => {
    try {
      const result = await logout();
      void message.success({ content: result.msg || '退出成功', duration: 0.8 });
      navigate('/');
    } catch (e) {
      void message.error((e as Error).message || '退出失败，请稍后重试');
    }
  };

  // An IP-range session reads for its institution: it is offered a personal sign-in, not 我的文库.
  const items: MenuProps['items'] =
    isInstitutionReaderLogin(loginType)
      ? [
          { key: 'ipNotice', label: loginType === 'saml' ? '学校统一身份认证登录（阅读本机构订阅资源）' : '机构IP登录（阅读本机构订阅资源）', disabled: true },
          { key: 'personalLogin', label: '登录个人账号' },
          ...(loginType === 'ip' ? [{ key: 'ipOptOut', label: '不使用机构IP自动登录' }] : []),
          { type: 'divider' as const },
          { key: 'logout', label: '退出登录' },
        ]
      : [
          { key: 'usercenter', label: '我的文库' },
          ...(memberType === 2 ? [{ key: 'magazine', label: '期刊管理' }] : []),
          { type: 'divider' as const },
          { key: 'logout', label: '退出登录' },
        ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'usercenter') navigate('/usercenter');
    else if (key === 'personalLogin') openLogin('login');
    else if (key === 'magazine') navigate('/usercenter/magazine');
    else if (key === 'ipOptOut') void setIpAutoLogin(false);
    else if (key === 'logout') void signOut();
  };

  const name = userName || '用户';
  return (
    <Dropdown menu={{ items, onClick }} trigger={isDesktop(device) ? ['hover'] : ['click']} placement="bottomRight" arrow>
      <button type="button" className={styles.avatarButton} data-testid="user-avatar" title={`${name}的账户菜单`}>
        <Avatar size={24} src={userPhoto || undefined} style={{ background: '#a61b29', fontSize: 13 }} aria-hidden="true">
          {name.charAt(0)}
        </Avatar>
        <span className={styles.name}>{name}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
