import { useEffect } from 'react';
import { Breadcrumb, Button, Skeleton } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { issueLabel } from '../../../resources/periods';
import { formatFen } from '../../../shared/format';
import { useCatalogue, useJournalDetails } from '../api';
import { Catalogue } from '../components/Catalogue';
import { JournalCover } from '../components/JournalCover';
import { JournalEditBar } from '../components/JournalEditBar';
import { DetailSkeleton, LoadFailed } from '../components/PageStatus';
import { YearIssueNav } from '../components/YearIssueNav';
import { Panel } from '../components/Panel';
import { useDocumentTitle } from '../useDocumentTitle';
import { READER_ITEM_TYPES } from '../../../shared/readerItems';
import { LazyCommentSection } from '../../reader/LazyCommentSection';
import { ReaderActions } from '../../reader/ReaderActions';
import { BuyButton } from '../../commerce/BuyButton';
import { PeriodDownloadButton } from '../../commerce/DownloadPdfButton';
import { ORDER_TYPE } from '../../../shared/order';
import shared from '../journals.module.css';
import styles from './PeriodPage.module.css';

/** `/journal/{id}/period/{periodId}`: one issue's catalogue, with the journal's other issues beside it. */
export default function PeriodPage() {
  const { id, periodId } = useParams();
  const navigate = useNavigate();
  const { catalogue, loading, error } = useCatalogue(periodId);
  const { journal } = useJournalDetails(id);
  useDocumentTitle(catalogue ? `${catalogue.journal.name} ${issueLabel(catalogue.period)} 目录` : undefined);
  // An issue reached under another journal's id: show it at its own address.
  useEffect(() => {
    if (catalogue && String(catalogue.journal.id) !== id) navigate(`/journal/${catalogue.journal.id}/period/${catalogue.period.periodId}`, { replace: true });
  }, [catalogue, id, navigate]);

  if (loading) return <DetailSkeleton />;
  if (error || !catalogue) return <LoadFailed error={error ?? { code: 500, msg: '目录加载失败，请稍后重试' }} back={id ? `/journal/${id}` : '/journal'} backLabel="返回期刊" />;
  const { journal: j, period, prev, next } = catalogue;

  return (
    <div className={`wk-container ${shared.page}`} data-testid="period-page">
      <Breadcrumb
        className={shared.crumbs}
        items={[
          { title: <Link to="/">首页</Link> },
          { title: <Link to="/journal">期刊导航</Link> },
          { title: <Link to={`/journal/${j.id}`}>{j.name}</Link> },
          { title: issueLabel(period) },
        ]}
      />
      <JournalEditBar journalId={j.id} />
      <section className={`${shared.panel} ${styles.head}`}>
        <JournalCover name={j.name} coverUrl={period.coverUrl ?? j.coverUrl} size="sm" caption={`${period.year}·${period.issue}`} />
        <div className={styles.info}>
          <h1>
            <Link to={`/journal/${j.id}`}>{j.name}</Link>
            <span>{issueLabel(period)}</span>
          </h1>
          <div className={shared.muted}>
            {[j.issn && `ISSN ${j.issn}`, j.cn && `CN ${j.cn}`, j.frequency, period.publishDate && `出版日期 ${period.publishDate}`].filter(Boolean).join('　|　')}
          </div>
          <div className={shared.muted}>
            本期共 {period.articleCount} 篇{j.issuePriceFen ? `　整期价格 ${formatFen(j.issuePriceFen)}` : ''}
          </div>
          <div style={{ marginTop: 10 }}>
            <ReaderActions type={READER_ITEM_TYPES.period.type} itemId={period.periodId} title={`${j.name} ${issueLabel(period)}`} size="middle" />
            {j.issuePriceFen > 0 && (
              <span style={{ marginLeft: 12 }}>
                <BuyButton orderType={ORDER_TYPE.period} joinId={period.periodId} title={`${j.name} ${issueLabel(period)}`} label="整期购买" />
                <span style={{ marginLeft: 8 }}>
                  <PeriodDownloadButton periodId={period.periodId} title={`${j.name} ${issueLabel(period)}`} />
                </span>
              </span>
            )}
          </div>
        </div>
        <div className={styles.pager}>
          <Button icon={<LeftOutlined />} disabled={!prev} onClick={() => prev && navigate(`/journal/${j.id}/period/${prev.periodId}`)}>
            {prev ? `上一期 ${issueLabel(prev)}` : '已是第一期'}
          </Button>
          <Button disabled={!next} onClick={() => next && navigate(`/journal/${j.id}/period/${next.periodId}`)}>
            {next ? `下一期 ${issueLabel(next)}` : '已是最新一期'} <RightOutlined />
          </Button>
        </div>
      </section>
      <div className={styles.body}>
        <Panel title="刊期浏览" as="aside">
          {journal ? (
            <YearIssueNav years={journal.years} currentPeriodId={period.periodId} linkFor={(p) => `/journal/${j.id}/period/${p}`} />
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} title={false} />
          )}
        </Panel>
        <section className={shared.panel}>
          <Catalogue catalogue={catalogue} headingLevel={2} />
        </section>
      </div>
      <section className={shared.panel} style={{ marginTop: 16 }}>
        <LazyCommentSection type={READER_ITEM_TYPES.period.type} joinId={period.periodId} />
      </section>
    </div>
  );
}
