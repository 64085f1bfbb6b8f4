import { useNavigate } from 'react-router';
import styles from './StatusPage.module.css';

/** Spec §2: unknown path — red message and a primary button back to `/`. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className={`wk-container ${styles.page}`} data-testid="not-found">
      <div className={styles.code} aria-hidden="true">404</div>
      <p className={styles.notFound}>页面不存在，请返回首页...</p>
      <button type="button" className={`${styles.primary} ${styles.large}`} onClick={() => navigate('/')}>
        返回首页
      </button>
    </section>
  );
}
