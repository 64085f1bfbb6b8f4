import { Button, Empty, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import styles from '../journals.module.css';

/** The skeleton of a detail page while it loads. */
export function DetailSkeleton() {
  return (
    <div className={`wk-container ${styles.page}`} data-testid="page-loading">
      <div className={styles.panel}>
        <Skeleton active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 5 }} />
      </div>
      <div className={styles.panel}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    </div>
  );
}

/** A failed detail page: the server's Chinese message, and a way back. */
export function LoadFailed({ error, back = '/journal', backLabel = '返回期刊导航' }: { error: { code: number; msg: string }; back?: string; backLabel?: string }) {
  const missing = error.code === 404;
  return (
    <div className={`wk-container ${styles.page}`}>
      <div className={styles.panel} data-testid="load-failed">
        <Result
          status={missing ? '404' : 'warning'}
          title={missing ? '内容不存在' : '加载失败'}
          subTitle={error.msg}
          extra={
            <Link to={back}>
              <Button type="primary">{backLabel}</Button>
            </Link>
          }
        />
      </div>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
}
