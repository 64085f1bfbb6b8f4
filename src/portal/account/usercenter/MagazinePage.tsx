import { useCustom } from '../../data/hooks';
import { Button, Card, List, Result, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { useLiveAbility } from '../../../providers/ability';
import { managedJournalResource, type JournalRow } from '../../../resources/journals';
import { manageLink } from '../../journals/components/JournalEditBar';
import { useOpenLogin } from '../../../session/useOpenLogin';
import { useSession } from '../../../session/useSession';
import styles from './UserCenter.module.css';

const SCREENS = [
  { subject: 'Journal', title: '期刊管理', desc: '我管理的期刊：刊名、ISSN、简介、投稿指南', to: '/admin/managedJournals' },
  { subject: 'Period', title: '期次管理', desc: '期刊的年份与期次：新增、修改、删除', to: '/admin/managedPeriods' },
  { subject: 'Column', title: '栏目管理', desc: '期刊栏目：名称与排序', to: '/admin/managedColumns' },
  { subject: 'Article', title: '文章管理', desc: '文章的编辑与审核（未审核 / 已审核）', to: '/admin/managedArticles' },
] as const;

/** The journals of journal_manager, each with its management shortcuts. */
function MyJournals() {
  const { result, query } = useCustom<{ rows: JournalRow[]; total: number }>({
    url: managedJournalResource.calls.list!.path,
    method: 'get',
    config: { query: { pageNum: 1, pageSize: 50 } },
    errorNotification: false,
  });
  const rows = query.isSuccess ? (result.data.rows ?? []) : [];
  return (
    <Card title="我管理的期刊" style={{ marginTop: 16 }}>
      <Table<JournalRow>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: '暂无分配给您的期刊' }}
        data-testid="my-journals"
        columns={[
          { key: 'id', title: '期刊编号', dataIndex: 'id', width: 90 },
          { key: 'name', title: '刊名', render: (_, j) => <Link to={`/journal/${j.id}`}>{j.name}</Link> },
          { key: 'issn', title: 'ISSN / CN', width: 200, render: (_, j) => [j.issn, j.cn].filter(Boolean).join(' / ') || '—' },
          { key: 'core', title: '类型', width: 110, render: (_, j) => (j.isCore ? <Tag color="red">核心期刊</Tag> : <Tag>普通期刊</Tag>) },
          {
            key: 'actions',
            title: '管理',
            width: 380,
            render: (_, j) => (
              <Space size="small" wrap>
                <Link to={`/admin/managedJournals/edit/${j.id}`}>
                  <Button size="small">编辑信息</Button>
                </Link>
                <Link to={manageLink('managedPeriods', j.id)}>
                  <Button size="small">期次管理</Button>
                </Link>
                <Link to={manageLink('managedColumns', j.id)}>
                  <Button size="small">栏目管理</Button>
                </Link>
                <Link to={manageLink('managedArticles', j.id)}>
                  <Button size="small">文章管理</Button>
                </Link>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

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
      <Card title="管理入口">
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
      {ability.can('update', 'Journal') && <MyJournals />}
    </div>
  );
}
