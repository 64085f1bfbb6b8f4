import { Button, Card, List, Result } from 'antd';
import { Link } from 'react-router';
import { useLiveAbility } from '../../../access/react';
import { useOpenLogin } from '../../session/useOpenLogin';
import { useSession } from '../../session/useSession';
import styles from './UserCenter.module.css';

const SCREENS = [
  { subject: 'Journal', title: '期刊管理', desc: '我管理的期刊', to: '/admin/journals' },
  { subject: 'Period', title: '期次管理', desc: '期刊的年份与期次', to: '/admin/periods' },
  { subject: 'Column', title: '栏目管理', desc: '期刊栏目', to: '/admin/columns' },
  { subject: 'Article', title: '文章管理', desc: '文章的编辑与上下架', to: '/admin/articles' },
] as const;

/** /usercenter/magazine 杂志管理: only memberType 2 (journal administrators); links into the admin screens the ability allows. */
export default function MagazinePage() {
  const { auth, memberType } = useSession();
  const openLogin = useOpenLogin();
  const ability = useLiveAbility();
  if (!auth) {
    return (
      <div className={`wk-container ${styles.page}`}>
        <Card>
          <Result status="403" title="请先登录" extra={<Button type="primary" onClick={() => openLogin()}>登录/注册</Button>} />
        </Card>
      </div>
    );
  }
  if (memberType !== 2) {
    return (
      <div className={`wk-container ${styles.page}`}>
        <Card>
          <Result status="403" title="暂无权限" subTitle="杂志管理仅对期刊管理员开放" data-testid="magazine-forbidden" />
        </Card>
      </div>
    );
  }
  const screens = SCREENS.filter((s) => ability.can('update', s.subject) || ability.can('manage', s.subject));
  return (
    <div className={`wk-container ${styles.page}`} data-testid="magazine-page">
      <h1 className={styles.heading}>杂志管理</h1>
      <Card>
        <List
          dataSource={screens}
          locale={{ emptyText: '暂无可管理的期刊' }}
          renderItem={(s) => (
            <List.Item actions={[<Link key="go" to={s.to}>进入</Link>]}>
              <List.Item.Meta title={s.title} description={s.desc} />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
