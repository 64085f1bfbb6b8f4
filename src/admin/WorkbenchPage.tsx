import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Col, Empty, List, Row, Space, Spin, Statistic, Typography } from 'antd';
import { call } from '../providers/http';
import { chinaDateTime } from '../shared/format';
import { WORKBENCH_CALL, type Workbench, type WorkbenchCount } from '../shared/workbench';
import type { SiderItem } from '../ui/menuItems';
import { PageTitle } from './PageTitle';

/** How many of the account's first menus the 快捷入口 card offers. */
const QUICK_LINKS = 8;

/** The account's screens in sider order, with their labels (directories left out). */
function screensOf(items: readonly SiderItem[]): Array<{ to: string; label: string }> {
  return items.flatMap((i) => [...(i.to?.startsWith('/admin/') ? [{ to: i.to, label: i.label }] : []), ...screensOf(i.children ?? [])]);
}

/** One count as a card that opens the list showing exactly its rows. */
function CountCard({ item, highlight }: { item: WorkbenchCount; highlight?: boolean }) {
  return (
    <Col xs={24} sm={12} lg={8} xl={6}>
      <Link to={item.path} data-testid={`workbench-${item.key}`} aria-label={`${item.label} ${item.count}`}>
        <Card hoverable size="small">
          <Statistic title={item.label} value={item.count} valueStyle={highlight && item.count > 0 ? { color: '#cf1322' } : undefined} />
        </Card>
      </Link>
    </Col>
  );
}

/**
 * 工作台 (issue 35): the landing of /admin for an account with admin menus — what waits for it (each
 * count opens its filtered list), totals of what it keeps, its recent changes and its first menus.
 * The server decides which counts the account sees (GET /manage/workbench); this page only shows them.
 */
export function WorkbenchPage({ items }: { items: readonly SiderItem[] }) {
  const [data, setData] = useState<Workbench | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call<Workbench>(WORKBENCH_CALL.method, WORKBENCH_CALL.path).then(
      (r) => live && setData(r.data ?? { queues: [], totals: [], recent: [] }),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);
  const screens = screensOf(items).slice(0, QUICK_LINKS);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="workbench">
      <PageTitle>工作台</PageTitle>
      {error && <Alert type="error" showIcon message={`工作台数据加载失败：${error}`} />}
      {!data && !error && <Spin style={{ display: 'block', margin: 48 }} />}
      {data && (
        <>
          <Card title="待办事项" size="small">
            {data.queues.length ? (
              <Row gutter={[16, 16]}>
                {data.queues.map((q) => (
                  <CountCard key={q.key} item={q} highlight />
                ))}
              </Row>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无需要您处理的事项" />
            )}
          </Card>
          {data.totals.length > 0 && (
            <Card title="我的内容" size="small">
              <Row gutter={[16, 16]}>
                {data.totals.map((t) => (
                  <CountCard key={t.key} item={t} />
                ))}
              </Row>
            </Card>
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={14}>
              <Card title="最近变更" size="small">
                <List
                  data-testid="workbench-recent"
                  size="small"
                  dataSource={data.recent}
                  locale={{ emptyText: '暂无变更记录' }}
                  renderItem={(r) => (
                    <List.Item>
                      <Typography.Text ellipsis style={{ maxWidth: '60%' }}>
                        {r.actionLabel}
                        {r.entityLabel}《{r.title || '无标题'}》
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {r.memberName} · {chinaDateTime(r.createTime)}
                      </Typography.Text>
                    </List.Item>
                  )}
                />
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card title="快捷入口" size="small">
                <Space wrap data-testid="workbench-links">
                  {screens.map((s) => (
                    <Link key={s.to} to={s.to}>
                      {s.label}
                    </Link>
                  ))}
                </Space>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
