import styles from '../../ui/StatusPage.module.css';

export interface ErrorPageProps {
  status?: number;
  message?: string;
}

/** Spec §2/§8: the error page shows the status (default 500) and the message; 404 has its own text. */
export function errorText(status: number, message?: string): string {
  if (status === 404) return 'This page could not be found';
  return message || '页面出错了，请稍后重试';
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  return (
    <section className={`wk-container ${styles.page}`} data-testid="error-page">
      <div className={styles.code}>{status}</div>
      <p className={styles.message}>{errorText(status, message)}</p>
      <a className={styles.primary} href="/">
        返回首页
      </a>
    </section>
  );
}
