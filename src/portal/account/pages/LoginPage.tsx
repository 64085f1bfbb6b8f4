import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { site } from '../../../shared/site';
import { useSession } from '../../../session/useSession';
import { safeRedirect } from '../api';
import { IpAutoLoginSwitch, VersionLabel } from '../components/LoginExtras';
import { OrgLogin } from '../components/OrgLogin';
import { PersonalLogin } from '../components/PersonalLogin';
import { RegisterForm } from '../components/RegisterForm';
import { useAuthToast } from '../components/useAuthToast';
import styles from './LoginPage.module.css';

type TabKey = 'personal' | 'org' | 'register';

function tabOf(params: URLSearchParams): TabKey {
  if (params.get('isJg') === '1') return 'org';
  if (params.get('tab') === 'register') return 'register';
  return 'personal';
}

/** /login (spec §2): tabs 个人登录 / 机构登录 (?isJg=1) / 注册; signed-in visitors go back. */
export default function LoginPage() {
  const { auth } = useSession();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const toast = useAuthToast();
  const target = safeRedirect(search);

  useEffect(() => {
    document.title = `登录 - ${site.fullName}`;
  }, []);

  if (auth) return <Navigate to={target} replace />;

  const signedIn = (msg: string) => {
    toast.success(msg, '登录成功');
    navigate(target, { replace: true });
  };

  const selectTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.delete('isJg');
    next.delete('tab');
    if (key === 'org') next.set('isJg', '1');
    if (key === 'register') next.set('tab', 'register');
    setParams(next, { replace: true });
  };

  return (
    <div className={`wk-container ${styles.page}`} data-testid="login-page">
      <section className={styles.card}>
        <aside className={styles.aside}>
          <span className={styles.mark}>文</span>
          <h1>{site.fullName}</h1>
          <p>汇聚期刊、图书、报纸、古籍与学位论文</p>
          <ul>
            <li>个人用户：手机号或用户名登录，收藏、购买与充值</li>
            <li>机构用户：账号密码、机构 IP 或学校统一身份认证（CARSI）登录，访问机构已购资源</li>
          </ul>
        </aside>
        <div className={styles.box}>
          <Tabs
            activeKey={tabOf(params)}
            onChange={selectTab}
            items={[
              { key: 'personal', label: '个人登录', children: <PersonalLogin onSuccess={signedIn} /> },
              { key: 'org', label: '机构登录', children: <OrgLogin onSuccess={signedIn} returnTo={target} /> },
              { key: 'register', label: '注册', children: <RegisterForm onSuccess={signedIn} /> },
            ]}
          />
          <IpAutoLoginSwitch />
          <VersionLabel />
        </div>
      </section>
    </div>
  );
}
