import { useMemo } from 'react';
import { Breadcrumb, Button, Tag } from 'antd';
import { RichTextView } from '../../../ui/RichTextView';
import { richTextPlain } from '../../../shared/richText';
import { EyeOutlined, DownloadOutlined, ReadOutlined } from '@ant-design/icons';
import { readingPath } from '../../../resources/articleReading';
import { Link, useParams } from 'react-router';
import { pageRange, type ArticleDetails } from '../../../resources/articles';
import { issueLabel } from '../../../resources/periods';
import { citableArticle, splitList } from '../citableArticle';
import { formatCount, formatFen } from '../../../shared/format';
import { useArticle } from '../api';
import { CitationButton } from '../../area/CitationButton';
import { JournalCover } from '../components/JournalCover';
import { JournalEditBar } from '../components/JournalEditBar';
import { DetailSkeleton, LoadFailed } from '../components/PageStatus';
import { Panel } from '../components/Panel';
import { useDocumentTitle } from '../useDocumentTitle';
import { READER_ITEM_TYPES } from '../../../shared/readerItems';
import { LazyCommentSection } from '../../reader/LazyCommentSection';
import { LazyKnowledgeNetwork } from '../components/LazyKnowledgeNetwork';
import { ReaderActions } from '../../reader/ReaderActions';
import { BuyButton } from '../../commerce/BuyButton';
import { ArticleDownloadButton } from '../../commerce/DownloadPdfButton';
import { ORDER_TYPE } from '../../../shared/order';
import shared from '../journals.module.css';
import styles from './ArticlePage.module.css';

const split = splitList;

function FullText({ a }: { a: ArticleDetails }) {
  if (!a.fullText) return <p className={shared.muted}>本文暂无全文。</p>;
  return (
    <>
      <RichTextView value={a.fullText} className={a.fullTextPreview ? `${styles.fullText} ${styles.fade}` : styles.fullText} testId="full-text" />
      {a.fullTextPreview && (
        <div className={styles.previewNote}>
          以上为全文前 {richTextPlain(a.fullText).length} 字预览（全文共 {a.fullTextLength} 字）。全文价格 <strong>{formatFen(a.priceFen)}</strong>。
        </div>
      )}
    </>
  );
}

/** `/article/{id}`: a reviewed article with its source, abstract, full-text preview, citation, its 知网节 and its issue. */
export default function ArticlePage() {
  const { id } = useParams();
  const { article: a, loading, error } = useArticle(id);
  useDocumentTitle(a?.title);
  const work = useMemo(() => (a ? citableArticle(a) : undefined), [a]);
  if (loading) return <DetailSkeleton />;
  if (error || !a || !work) return <LoadFailed error={error ?? { code: 500, msg: '文章加载失败，请稍后重试' }} />;
  const catalogueUrl = `/journal/${a.journal.id}/period/${a.period.periodId}`;
  const pages = pageRange(a);

  return (
    <div className={`wk-container ${shared.page}`} data-testid="article-page">
      <Breadcrumb
        className={shared.crumbs}
        items={[
          { title: <Link to="/">首页</Link> },
          { title: <Link to="/journal">期刊导航</Link> },
          { title: <Link to={`/journal/${a.journal.id}`}>{a.journal.name}</Link> },
          { title: <Link to={catalogueUrl}>{issueLabel(a.period)}</Link> },
          { title: '正文' },
        ]}
      />
      <JournalEditBar journalId={a.journal.id} />
      <div className={shared.twoCols}>
        <article className={`${shared.panel} ${styles.article}`}>
          <div className={styles.source}>
            <Link to={catalogueUrl} data-testid="article-source">
              《{a.journal.name}》{issueLabel(a.period)}
              {pages ? ` 第${pages}页` : ''}
            </Link>
            {a.column && <Tag>{a.column.name}</Tag>}
          </div>
          <h1 className={styles.title}>{a.title}</h1>
          {a.titleEn && <div className={styles.titleEn}>{a.titleEn}</div>}
          <div className={styles.authors} aria-label="作者">
            {split(a.authors).map((name) => (
              <span key={name}>{name}</span>
            ))}
          </div>
          {a.institution && <div className={styles.institution}>{split(a.institution).join('；')}</div>}

          <dl className={styles.fields}>
            <dt>摘要：</dt>
            <dd className={styles.abstract}>{a.abstract || '暂无摘要'}</dd>
            {split(a.keywords).length > 0 && (
              <>
                <dt>关键词：</dt>
                <dd>
                  {split(a.keywords).map((k) => (
                    <Tag key={k} color="red" bordered={false}>
                      {k}
                    </Tag>
                  ))}
                </dd>
              </>
            )}
            {a.doi && (
              <>
                <dt>DOI：</dt>
                <dd className={styles.doi}>{a.doi}</dd>
              </>
            )}
            {a.publishDate && (
              <>
                <dt>发表日期：</dt>
                <dd>{a.publishDate}</dd>
              </>
            )}
          </dl>

          <div className={styles.toolbar}>
            <CitationButton work={work} buttonProps={{ size: 'middle' }} />
            <ReaderActions type={READER_ITEM_TYPES.article.type} itemId={a.id} title={a.title} size="middle" />
            <span className={styles.price}>
              全文价格：<strong>{a.priceFen ? formatFen(a.priceFen) : '免费'}</strong>
            </span>
            {a.subscribedBy ? (
              <Tag color="blue" data-testid="subscribed-by">{a.subscribedBy}已订阅</Tag>
            ) : (
              a.priceFen > 0 && <BuyButton orderType={ORDER_TYPE.article} joinId={a.id} title={a.title} />
            )}
            <Link to={readingPath(a.id)} data-testid="html-reading">
              <Button icon={<ReadOutlined />}>HTML阅读</Button>
            </Link>
            <ArticleDownloadButton articleId={a.id} title={a.title} free={a.priceFen === 0} />
            <span className={styles.stats}>
              <EyeOutlined /> 浏览 {formatCount(a.views)}
              <DownloadOutlined /> 下载 {formatCount(a.downloads)}
            </span>
          </div>

          <h2 className={styles.section}>{a.fullTextPreview ? '全文预览' : '全文'}</h2>
          <FullText a={a} />

          <nav className={styles.prevNext} aria-label="本期上一篇与下一篇">
            {a.prev ? (
              <Link to={`/article/${a.prev.id}`}>上一篇：{a.prev.title}</Link>
            ) : (
              <span className={shared.muted}>上一篇：已是本期第一篇</span>
            )}
            {a.next ? (
              <Link to={`/article/${a.next.id}`}>下一篇：{a.next.title}</Link>
            ) : (
              <span className={shared.muted}>下一篇：已是本期最后一篇</span>
            )}
          </nav>
          <LazyKnowledgeNetwork articleId={a.id} />
          <LazyCommentSection type={READER_ITEM_TYPES.article.type} joinId={a.id} />
        </article>

        <aside className={shared.side}>
          <section className={`${shared.panel} ${styles.journalCard}`}>
            <Link to={`/journal/${a.journal.id}`}>
              <JournalCover name={a.journal.name} coverUrl={a.journal.coverUrl} size="sm" />
            </Link>
            <div>
              <Link to={`/journal/${a.journal.id}`} className={styles.journalName}>
                {a.journal.name}
              </Link>
              {a.journal.issn && <div className={shared.muted}>ISSN {a.journal.issn}</div>}
              {a.journal.cn && <div className={shared.muted}>CN {a.journal.cn}</div>}
              <Link to={catalogueUrl} className={styles.more}>
                {issueLabel(a.period)}目录 &gt;
              </Link>
            </div>
          </section>
          <Panel title="本期文章" testId="issue-articles" note={<span>{a.issueArticles.length}篇</span>}>
            <ol className={shared.smallList}>
              {a.issueArticles.map((s) => (
                <li key={s.id} className={s.id === a.id ? styles.currentItem : undefined}>
                  {s.id === a.id ? <strong aria-current="page">{s.title}</strong> : <Link to={`/article/${s.id}`}>{s.title}</Link>}
                  <small>
                    {split(s.authors).slice(0, 2).join('；')}
                    {pageRange(s) ? ` · 第${pageRange(s)}页` : ''}
                  </small>
                </li>
              ))}
            </ol>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
