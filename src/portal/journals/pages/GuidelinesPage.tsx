import { Breadcrumb, Button } from 'antd';
import { Link, useParams } from 'react-router';
import { useGuidelines } from '../api';
import { GuidelinesText } from '../components/GuidelinesText';
import { JournalCover } from '../components/JournalCover';
import { DetailSkeleton, LoadFailed } from '../components/PageStatus';
import { useDocumentTitle } from '../useDocumentTitle';
import shared from '../journals.module.css';
import styles from './GuidelinesPage.module.css';

/** `/journalGuidelines/{id}` (spec "journal guidelines details"): a journal's 投稿指南. */
export default function GuidelinesPage() {
  const { id } = useParams();
  const { guidelines: g, loading, error } = useGuidelines(id);
  useDocumentTitle(g ? `${g.name} 投稿指南` : undefined);
  if (loading) return <DetailSkeleton />;
  if (error || !g) return <LoadFailed error={error ?? { code: 500, msg: '投稿指南加载失败，请稍后重试' }} />;
  return (
    <div className={`wk-container ${shared.page}`} data-testid="guidelines-page">
      <Breadcrumb
        className={shared.crumbs}
        items={[
          { title: <Link to="/">首页</Link> },
          { title: <Link to="/journal">期刊导航</Link> },
          { title: <Link to={`/journal/${g.id}`}>{g.name}</Link> },
          { title: '投稿指南' },
        ]}
      />
      <div className={shared.twoCols}>
        <section className={`${shared.panel} ${styles.main}`}>
          <h1 className={styles.title}>《{g.name}》投稿指南</h1>
          <GuidelinesText text={g.guidelines} />
        </section>
        <aside className={shared.side}>
          <section className={`${shared.panel} ${styles.card}`}>
            <JournalCover name={g.name} coverUrl={g.coverUrl} />
            <h2>{g.name}</h2>
            {g.nameEn && <div className={styles.en}>{g.nameEn}</div>}
            <dl>
              {[
                ['主办单位', g.sponsor],
                ['出版单位', g.publisher],
                ['出版周期', g.frequency],
                ['ISSN', g.issn],
                ['CN', g.cn],
              ]
                .filter(([, v]) => v)
                .map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
            </dl>
            <Link to={`/journal/${g.id}`}>
              <Button type="primary" block>
                进入期刊主页
              </Button>
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
