import { useMemo, useState, type MouseEvent } from 'react';
import { Breadcrumb, Button, Tag } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { markerNumbers, READING_MSG, type ArticleReading } from '../../../resources/articleReading';
import { issueLabel } from '../../../resources/periods';
import { formatFen } from '../../../shared/format';
import { ORDER_TYPE } from '../../../shared/order';
import { useSession } from '../../../session/useSession';
import { useOpenLogin } from '../../../session/useOpenLogin';
import { CitationButton } from '../../area/CitationButton';
import { BuyButton } from '../../commerce/BuyButton';
import { ArticleDownloadButton } from '../../commerce/DownloadPdfButton';
import { useReading } from '../api';
import { citableArticle, splitList } from '../citableArticle';
import { DetailSkeleton, LoadFailed } from '../components/PageStatus';
import { ReadingOutline } from '../components/ReadingOutline';
import { ReferenceEntry } from '../components/ReferenceEntry';
import { ReferencePopup } from '../components/ReferencePopup';
import network from '../components/KnowledgeNetwork.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import shared from '../journals.module.css';
import styles from './ReadingPage.module.css';

/** What a reader who has only the free part is told, and offered: 购买, or 登录 (an institution account reads it too). */
function FreePartNote({ data }: { data: ArticleReading }) {
  const { auth } = useSession();
  const openLogin = useOpenLogin();
  const { article: a, reading } = data;
  return (
    <div className={styles.freeNote} data-testid="reading-free-note">
      <p>
        <strong>{READING_MSG.freePart}</strong>（已显示 {reading.shownChars} 字，全文共 {reading.totalChars} 字）。全文价格 <strong>{formatFen(a.priceFen)}</strong>，购买本文或整期后即可在线阅读全文并下载PDF；所在机构已订阅本刊的读者登录机构账号即可阅读。
      </p>
      <div className={styles.freeActions}>
        <BuyButton orderType={ORDER_TYPE.article} joinId={a.id} title={a.title} label="购买全文" />
        {!auth && (
          <Button onClick={() => openLogin()} data-testid="reading-login">
            登录
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * `/article/{id}/read`: HTML reading (issue 34 item 4) — the text with its sticky outline (the
 * section being read lit), figure and table anchors, reference markers that open the parsed entry
 * and its link into the library, the citation tools and 下载PDF. The server sends the whole text to
 * those who may read it in full, the free part to everyone else.
 */
export default function ReadingPage() {
  const { id } = useParams();
  const { data, loading, error } = useReading(id);
  const [popup, setPopup] = useState<number[] | null>(null);
  useDocumentTitle(data ? `${data.article.title}（HTML阅读）` : undefined);
  const work = useMemo(() => (data ? citableArticle(data.article) : undefined), [data]);
  if (loading) return <DetailSkeleton />;
  if (error || !data || !work) return <LoadFailed error={error ?? { code: 500, msg: '文章加载失败，请稍后重试' }} />;
  const { article: a, reading, references } = data;
  const articleUrl = `/article/${a.id}`;

  // A marker opens its pop-up; without the script it is a plain link to the entry in the list below.
  const onTextClick = (e: MouseEvent<HTMLDivElement>) => {
    const marker = (e.target as Element).closest?.('a[data-refs]');
    if (!marker) return;
    const numbers = markerNumbers(marker.getAttribute('data-refs') ?? '');
    if (numbers.some((n) => references.some((r) => r.seq === n))) {
      e.preventDefault();
      setPopup(numbers);
    }
  };

  return (
    <div className={`wk-container ${shared.page}`} data-testid="reading-page">
      <Breadcrumb
        className={shared.crumbs}
        items={[
          { title: <Link to="/">首页</Link> },
          { title: <Link to="/journal">期刊导航</Link> },
          { title: <Link to={`/journal/${a.journal.id}`}>{a.journal.name}</Link> },
          { title: <Link to={articleUrl}>{a.title}</Link> },
          { title: 'HTML阅读' },
        ]}
      />
      <div className={styles.layout}>
        <aside className={styles.side}>
          <ReadingOutline outline={reading.outline} figures={reading.figures} />
        </aside>
        <article className={`${shared.panel} ${styles.paper}`}>
          <div className={styles.source}>
            <Link to={`/journal/${a.journal.id}/period/${a.period.periodId}`}>
              《{a.journal.name}》{issueLabel(a.period)}
            </Link>
            {a.column && <Tag>{a.column.name}</Tag>}
            {reading.full ? <Tag color="green">全文</Tag> : <Tag color="orange">免费部分</Tag>}
          </div>
          <h1 className={styles.title}>{a.title}</h1>
          <div className={styles.authors}>{splitList(a.authors).join('　')}</div>
          {a.institution && <div className={styles.institution}>{splitList(a.institution).join('；')}</div>}
          <div className={styles.toolbar}>
            <CitationButton work={work} buttonProps={{ size: 'middle' }} />
            <ArticleDownloadButton articleId={a.id} title={a.title} free={a.priceFen === 0} />
            {a.subscribedBy && <Tag color="blue">{a.subscribedBy}已订阅</Tag>}
            <Link to={articleUrl} className={styles.back}>
              <ReadOutlined /> 文章页与知网节
            </Link>
          </div>
          {a.abstract && (
            <p className={styles.abstract}>
              <strong>摘要：</strong>
              {a.abstract}
            </p>
          )}
          {splitList(a.keywords).length > 0 && (
            <p className={styles.keywords}>
              <strong>关键词：</strong>
              {splitList(a.keywords).join('；')}
            </p>
          )}
          {reading.html ? (
            // Safe to insert: the server built this HTML through its reading allow-list (server/modules/journal/readingText.ts).
            <div className={styles.text} data-testid="reading-text" onClick={onTextClick} dangerouslySetInnerHTML={{ __html: reading.html }} />
          ) : (
            <p className={shared.muted}>{READING_MSG.noText}</p>
          )}
          {!reading.full && <FreePartNote data={data} />}
          {references.length > 0 && (
            <section className={styles.references} aria-label="参考文献">
              <h2>参考文献</h2>
              <ol className={network.references} data-testid="reading-references">
                {references.map((r) => (
                  <ReferenceEntry key={r.seq} r={r} id={`ref-${r.seq}`} />
                ))}
              </ol>
            </section>
          )}
        </article>
      </div>
      <ReferencePopup numbers={popup} references={references} onClose={() => setPopup(null)} />
    </div>
  );
}
