import { Breadcrumb, Button, Skeleton, Tabs, Tag } from 'antd';
import { FileTextOutlined, ReadOutlined } from '@ant-design/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { issueLabel } from '../../../resources/periods';
import type { JournalDetails } from '../../../resources/journals';
import { useCatalogue, useGuidelines, useJournalDetails } from '../api';
import { Catalogue } from '../components/Catalogue';
import { GuidelinesText } from '../components/GuidelinesText';
import { JournalCover } from '../components/JournalCover';
import { JournalEditBar } from '../components/JournalEditBar';
import { JournalFacts } from '../components/JournalFacts';
import { DetailSkeleton, EmptyState, LoadFailed } from '../components/PageStatus';
import { YearIssueNav } from '../components/YearIssueNav';
import { useDocumentTitle } from '../useDocumentTitle';
import { READER_ITEM_TYPES } from '../../../shared/readerItems';
import { LazyCommentSection } from '../../reader/LazyCommentSection';
import { ReaderActions } from '../../reader/ReaderActions';
import shared from '../journals.module.css';
import styles from './JournalDetailPage.module.css';

const TABS = ['browse', 'guidelines', 'intro'] as const;
type TabKey = (typeof TABS)[number];

function BrowseTab({ journal, periodId }: { journal: JournalDetails; periodId?: number }) {
  const { catalogue, loading, error } = useCatalogue(periodId);
  return (
    <div className={styles.browse}>
      <YearIssueNav years={journal.years} currentPeriodId={periodId} linkFor={(p) => `/journal/${journal.id}?period=${p}`} replace />
      <div className={styles.browseMain}>
        {!periodId ? (
          <EmptyState text="本刊暂无已出版的期次" />
        ) : loading ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : error || !catalogue ? (
          <EmptyState text={error?.msg ?? '目录加载失败，请稍后重试'} />
        ) : (
          <>
            <Catalogue catalogue={catalogue} />
            <div className={styles.catalogueLink}>
              <Link to={`/journal/${journal.id}/period/${periodId}`}>在单独页面查看本期目录 &gt;</Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function GuidelinesTab({ journalId }: { journalId: number }) {
  const { guidelines, loading, error } = useGuidelines(journalId);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error || !guidelines) return <EmptyState text={error?.msg ?? '投稿指南加载失败，请稍后重试'} />;
  return (
    <>
      <GuidelinesText text={guidelines.guidelines} />
      <div className={styles.catalogueLink}>
        <Link to={`/journalGuidelines/${journalId}`}>查看投稿指南详情 &gt;</Link>
      </div>
    </>
  );
}

function IntroTab({ journal }: { journal: JournalDetails }) {
  return (
    <div className={styles.intro}>
      <p className={styles.description}>{journal.description || '本刊暂无简介。'}</p>
      {journal.columns.length > 0 && (
        <>
          <h3>常设栏目</h3>
          <div className={styles.columns}>
            {journal.columns.map((c) => (
              <Tag key={c.id}>{c.name}</Tag>
            ))}
          </div>
        </>
      )}
      <h3>本站收录</h3>
      {journal.years.length === 0 ? (
        <p className={shared.muted}>本站暂未收录本刊的期次。</p>
      ) : (
        <ul className={styles.holdings}>
          {journal.years.map((y) => (
            <li key={y.year}>
              <strong>{y.year}年</strong>
              <span>
                {y.issues.length}期 · {y.issues.reduce((n, i) => n + i.articleCount, 0)}篇
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `/journal/{id}`: a journal's masthead, then 期刊浏览 (years → issues → catalogue), 投稿指南 and 期刊简介. */
export default function JournalDetailPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const { journal, loading, error } = useJournalDetails(id);
  useDocumentTitle(journal?.name);
  if (loading) return <DetailSkeleton />;
  if (error || !journal) return <LoadFailed error={error ?? { code: 500, msg: '期刊加载失败，请稍后重试' }} />;

  const tab: TabKey = TABS.includes(params.get('tab') as TabKey) ? (params.get('tab') as TabKey) : 'browse';
  const asked = Number(params.get('period'));
  const periodId = journal.years.some((y) => y.issues.some((i) => i.periodId === asked)) ? asked : journal.latestPeriod?.periodId;
  const setTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'browse') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <div className={`wk-container ${shared.page}`} data-testid="journal-detail-page">
      <Breadcrumb
        className={shared.crumbs}
        items={[{ title: <Link to="/">首页</Link> }, { title: <Link to="/journal">期刊导航</Link> }, { title: journal.name }]}
      />
      <JournalEditBar journalId={journal.id} />
      <section className={`${shared.panel} ${styles.masthead}`}>
        <JournalCover name={journal.name} coverUrl={journal.coverUrl} size="lg" />
        <div className={styles.info}>
          <h1 className={styles.name}>
            {journal.name}
            {journal.isCore && <Tag color="red">核心期刊</Tag>}
            {journal.journalTypeName && <Tag>{journal.journalTypeName}</Tag>}
          </h1>
          {journal.nameEn && <div className={styles.nameEn}>{journal.nameEn}</div>}
          <JournalFacts journal={journal} />
          <div className={styles.actions}>
            {journal.latestPeriod ? (
              <Link to={`/journal/${journal.id}/period/${journal.latestPeriod.periodId}`}>
                <Button type="primary" icon={<ReadOutlined />} data-testid="latest-issue">
                  最新一期：{issueLabel(journal.latestPeriod)}
                </Button>
              </Link>
            ) : (
              <Button disabled>暂无期次</Button>
            )}
            <Link to={`/journalGuidelines/${journal.id}`}>
              <Button icon={<FileTextOutlined />}>投稿指南</Button>
            </Link>
            <ReaderActions type={READER_ITEM_TYPES.journal.type} itemId={journal.id} title={journal.name} size="middle" />
          </div>
        </div>
      </section>
      <section className={shared.panel}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'browse', label: '期刊浏览', children: <BrowseTab journal={journal} periodId={periodId} /> },
            { key: 'guidelines', label: '投稿指南', children: <GuidelinesTab journalId={journal.id} /> },
            { key: 'intro', label: '期刊简介', children: <IntroTab journal={journal} /> },
          ]}
        />
      </section>
      <section className={shared.panel}>
        <LazyCommentSection type={READER_ITEM_TYPES.journal.type} joinId={journal.id} />
      </section>
    </div>
  );
}
