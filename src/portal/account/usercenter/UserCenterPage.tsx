import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Result, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { loadMemberProfile } from '../../../providers/auth';
import { site } from '../../../shared/site';
import { useOpenLogin } from '../../../session/useOpenLogin';
import { useSession } from '../../../session/useSession';
import { isInstitutionReaderLogin, type MemberProfile } from '../../../session/types';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';
import { MyRoles } from './MyRoles';
import { MyCollections } from './MyCollections';
import { MyOrders } from '../../commerce/MyOrders';
import { MyBills, MyScores } from '../../commerce/MyBills';
import { MyBought } from '../../commerce/MyBought';
import { ReadingLog } from './ReadingLog';
import { MyIssues } from './MyIssues';
import styles from './UserCenter.module.css';

// 版权登记 (its own chunk): owners, applications, certificates.
const CopyrightTab = lazy(() => import('../../copyright/CopyrightTab'));

/** /usercenter 我的文库: profile, avatar, name/email, password, phone and roles. */
export default function UserCenterPage() {
  const { auth, memberInfo, loginType } = useSession();
  // An IP-range session reads the institution's subscription; 我的文库 is a personal account's.
  const personal = !!auth && !isInstitutionReaderLogin(loginType);
  const openLogin = useOpenLogin();
  const [profile, setProfile] = useState<MemberProfile | null>(memberInfo);
  const [error, setError] = useState<string | null>(null);
  const [search] = useSearchParams();

  const reload = useCallback(async () => {
    try {
      setProfile(await loadMemberProfile());
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, []);

  useEffect(() => {
    document.title = `我的文库 - ${site.fullName}`;
    if (personal) void reload();
  }, [personal, reload]);

  if (!personal) {
    return (
      <div className={`wk-container ${styles.page}`}>
        <Card>
          <Result
            status="403"
            title={auth ? '请登录个人账号' : '请先登录'}
            subTitle={
              auth
                ? '您正通过机构IP阅读本机构订阅的资源；登录个人账号后即可使用我的文库、收藏和订单。'
                : '登录后即可查看我的文库、修改个人资料和密码。'
            }
            extra={
              <Button type="primary" onClick={() => openLogin()}>
                登录/注册
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  return (
    <div className={`wk-container ${styles.page}`} data-testid="usercenter-page">
      <h1 className={styles.heading}>我的文库</h1>
      {error && <Alert type="error" showIcon message={error} className={styles.alert} />}
      <Row gutter={20} wrap={false}>
        <Col flex="320px">
          <ProfileCard profile={profile} onChanged={reload} />
        </Col>
        <Col flex="auto">
          <Card className={styles.tabsCard}>
            <Tabs
              defaultActiveKey={search.get('tab') ?? 'profile'}
              // Twelve sections: a column of tabs, as CNKI's 个人中心 has, so none hides in an overflow menu.
              tabPosition="left"
              items={[
                { key: 'profile', label: '基本资料', children: <ProfileForm profile={profile} onChanged={reload} /> },
                { key: 'password', label: '修改密码', children: <PasswordForm /> },
                { key: 'phone', label: '更换手机号', children: <PhoneForm onChanged={reload} /> },
                { key: 'roles', label: '我的角色', children: <MyRoles /> },
                { key: 'collections', label: '我的收藏', children: <MyCollections /> },
                { key: 'orders', label: '我的订单', children: <MyOrders /> },
                { key: 'bought', label: '已购', children: <MyBought /> },
                { key: 'bills', label: '账单', children: <MyBills /> },
                { key: 'scores', label: '积分', children: <MyScores /> },
                { key: 'reading', label: '阅读记录', children: <ReadingLog /> },
                { key: 'issues', label: '问题反馈', children: <MyIssues /> },
                { key: 'copyright', label: '版权登记', children: <Suspense fallback={null}><CopyrightTab /></Suspense> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
