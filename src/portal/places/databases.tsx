import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callPage } from '../../providers/http';
import { Breadcrumb, Button, Empty, Spin } from 'antd';
import { DATABASE_CATEGORIES, libraryDatabaseResource } from '../../resources/libraryDatabases';
import type { Row } from '../area/types';
import styles from './places.module.css';
import areaStyles from '../area/area.module.css';

/** 数据库导航: the library's databases by group, each with its live item count and a link into its area. */
export function DatabaseNavPage() {
  const { data, isLoading } = useAreaPage();
  const rows = data ?? [];
  const groups = Object.entries(DATABASE_CATEGORIES)
    .map(([code, label]) => ({ code: Number(code), label, rows: rows.filter((r) => r.category === Number(code)) }))
    .filter((g) => g.rows.length);
  const total = rows.reduce((n, r) => n + Number(r.itemCount ?? 0), 0);
  return (
    <div className={`wk-container ${styles.dbPage}`} data-testid="database-nav">
      <Breadcrumb className={areaStyles.breadcrumb} items={[{ title: <Link to="/">首页</Link> }, { title: '数据库导航' }]} />
      <h1 className={styles.dbHeading}>数据库导航</h1>
      <p className={styles.dbLead}>
        文库现有 {rows.length} 个数据库，共收录 {total.toLocaleString('zh-CN')} 条可公开访问的资源。数量为实时统计。
      </p>
      {isLoading && <Spin />}
      {!isLoading && !rows.length && <Empty description="暂无数据库" />}
      {groups.map((g) => (
        <section key={g.code} className={styles.dbGroup} aria-label={g.label}>
          <h2 className={styles.sectionTitle}>{g.label}</h2>
          <div className={styles.dbGrid}>
            {g.rows.map((r) => (
              <article key={r.id} className={styles.db} data-testid="database">
                <h3 className={styles.dbName}>{r.name}</h3>
                <div className={styles.dbCount}>
                  {Number(r.itemCount ?? 0).toLocaleString('zh-CN')} <small>条</small>
                </div>
                <p className={styles.dbDesc}>{r.description}</p>
                {r.coverage && <p className={styles.dbMeta}>收录范围：{r.coverage}</p>}
                {r.updateCycle && <p className={styles.dbMeta}>更新周期：{r.updateCycle}</p>}
                <Link to={r.linkPath} className={styles.dbEnter}>
                  <Button type="primary" size="small">
                    进入数据库
                  </Button>
                </Link>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** Every published database on one page (the navigation has tens, not thousands). */
function useAreaPage() {
  return useQuery({
    queryKey: ['area-call', 'databases'],
    queryFn: async () => (await callPage<Row>('get', libraryDatabaseResource.calls.list!.path, { query: { pageSize: 50 } })).rows,
    staleTime: 60_000,
  });
}
