import { Skeleton, Tabs } from 'antd';
import { Link } from 'react-router';
import { ARTICLE_NETWORK_CALL, type ArticleNetwork, type NetworkArticle, type NetworkList } from '../../../resources/articles';
import { fillPath } from '../../../resources/define';
import { issueLabel } from '../../../resources/periods';
import { formatAuthors } from '../../../shared/format';
import { useCustom } from '../../data/hooks';
import { errorOf } from '../api';
import shared from '../journals.module.css';
import styles from './KnowledgeNetwork.module.css';
import { ReferenceEntry } from './ReferenceEntry';

function ArticleRows({ list, empty, sharedLabel }: { list: NetworkList; empty: string; sharedLabel?: string }) {
  if (list.rows.length === 0) return <p className={shared.muted}>{empty}</p>;
  return (
    <ol className={styles.articles}>
      {list.rows.map((a: NetworkArticle) => (
        <li key={a.id}>
          <Link to={`/article/${a.id}`}>{a.title}</Link>
          <small>
            {formatAuthors(a.authors, 3)}
            {a.journalName && ` ·《${a.journalName}》`}
            {a.year && a.issue ? ` ${issueLabel({ year: a.year, issue: a.issue })}` : ''}
            {a.citedCount > 0 && <span className={styles.cited}> · 被引 {a.citedCount}</span>}
            {sharedLabel && a.shared ? ` · ${sharedLabel} ${a.shared}` : ''}
          </small>
        </li>
      ))}
    </ol>
  );
}

/** A tab's name with its count beside it, compact enough for the seven tabs to share one row. */
const label = (name: string, n: number) => (
  <span>
    {name} <span className={styles.count}>{n}</span>
  </span>
);

/**
 * 知网节 (issue 34): the article as a node of the literature, CNKI's way — its 参考文献 linked to the
 * library, who cites it (引证文献), 共引 / 同被引, 相似文献, and the authors' and the institution's
 * other articles, each tab with its count. Fetched after the article has rendered.
 */
export default function KnowledgeNetwork({ articleId }: { articleId: number }) {
  const { result, query } = useCustom<ArticleNetwork>({
    url: fillPath(ARTICLE_NETWORK_CALL.path, { id: articleId }),
    method: 'get',
    errorNotification: false,
  });
  const error = errorOf(query.error);
  const net = query.isSuccess ? result.data : undefined;
  return (
    <section className={styles.network} data-testid="knowledge-network" aria-label="知网节">
      <div className={shared.panelHead}>
        <h2>知网节</h2>
        {net && <span>被引 {net.citing.total} 次</span>}
      </div>
      {!net ? (
        error ? <p className={shared.muted}>{error.msg}</p> : <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Tabs
          size="small"
          tabBarGutter={18}
          items={[
            {
              key: 'references',
              label: label('参考文献', net.references.length),
              children: net.references.length ? (
                <ol className={styles.references} data-testid="references">
                  {net.references.map((r) => <ReferenceEntry key={r.seq} r={r} />)}
                </ol>
              ) : (
                <p className={shared.muted}>本文暂无参考文献。</p>
              ),
            },
            { key: 'citing', label: label('引证文献', net.citing.total), children: <ArticleRows list={net.citing} empty="暂无本库文章引用本文。" /> },
            { key: 'coCiting', label: label('共引文献', net.coCiting.total), children: <ArticleRows list={net.coCiting} sharedLabel="共同参考文献" empty="暂无与本文有共同参考文献的文章。" /> },
            { key: 'coCited', label: label('同被引文献', net.coCited.total), children: <ArticleRows list={net.coCited} sharedLabel="同被引" empty="暂无与本文同时被引用的文章。" /> },
            { key: 'similar', label: label('相似文献', net.similar.total), children: <ArticleRows list={net.similar} sharedLabel="相同关键词" empty="暂无相似文献。" /> },
            { key: 'authors', label: label('作者的其他文献', net.authorArticles.total), children: <ArticleRows list={net.authorArticles} empty="暂无作者的其他文献。" /> },
            { key: 'institution', label: label('机构的其他文献', net.institutionArticles.total), children: <ArticleRows list={net.institutionArticles} empty="暂无机构的其他文献。" /> },
          ]}
        />
      )}
    </section>
  );
}
