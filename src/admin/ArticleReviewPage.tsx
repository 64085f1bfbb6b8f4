import { useCallback } from 'react';
import { Card, Descriptions, Space, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { useParams } from 'react-router';
import { call } from '../providers/http';
import { ARTICLE_MANAGE_CALLS, ARTICLE_REVIEW_CALLS, ARTICLE_REVIEW_MSG, fullTextPreview } from '../resources/articles';
import { fillPath } from '../resources/define';
import { dictLabel } from '../shared/dict';
import { chinaDateTime } from '../shared/format';
import { ReviewDecision, ReviewFrame, StatusTrail, useReviewed } from './ReviewScreen';

/** GET /editArticles/{id}/history: one change of the review status. */
export interface ArticleStatusChange {
  id: number;
  fromStatus: number | null;
  toStatus: number;
  remark: string | null;
  byName: string;
  createTime: string;
}

interface ArticleUnderReview {
  id: number;
  title: string;
  authors: string;
  institution: string | null;
  journalName: string;
  issueLabel: string;
  columnName: string;
  abstract: string | null;
  keywords: string | null;
  fullText: string;
  articleStatus: number;
}

const statusText = (s: number | null) => (s === null ? '新建' : dictLabel('article_status', s));

/**
 * 文章管理 → 审核: the article (题名, 作者, 期刊与期次, 摘要, 全文的开头), its status history — each
 * change from → to, who, when — with the remark trail, and while 未审核: 通过 or 驳回 (the remark
 * required; the article stays 未审核 for the author to revise).
 */
export function ArticleReviewPage() {
  const { id } = useParams();
  const invalidate = useInvalidate();
  const load = useCallback(async () => {
    const [one, changes] = await Promise.all([
      call<ArticleUnderReview>('get', fillPath(ARTICLE_MANAGE_CALLS.one.path, { id: String(id) })),
      call<ArticleStatusChange[]>('get', fillPath(ARTICLE_REVIEW_CALLS.history.path, { id: String(id) })),
    ]);
    return one.data ? { article: one.data, history: changes.data ?? [] } : null;
  }, [id]);
  const { record, error, reload } = useReviewed(load);
  const decide = async (approve: boolean, remark: string) => {
    const res = await call('post', ARTICLE_REVIEW_CALLS.review.path, { body: { id: Number(id), articleStatus: approve ? 2 : 1, remark } });
    await invalidate({ resource: 'managedArticles', invalidates: ['list', 'detail'] });
    await reload();
    return res.msg;
  };
  const article = record?.article;
  const history = record?.history ?? [];
  return (
    <ReviewFrame title="文章审核" list="/admin/managedArticles" error={error} loaded={Boolean(article)}>
      {article && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="article-review">
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered title={article.title} styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="作者">{article.authors || '—'}</Descriptions.Item>
            <Descriptions.Item label="审核状态">{statusText(article.articleStatus)}</Descriptions.Item>
            <Descriptions.Item label="期刊">{article.journalName}</Descriptions.Item>
            <Descriptions.Item label="期次">{article.issueLabel || '—'}</Descriptions.Item>
            <Descriptions.Item label="栏目">{article.columnName || '—'}</Descriptions.Item>
            <Descriptions.Item label="作者单位">{article.institution || '—'}</Descriptions.Item>
            <Descriptions.Item label="关键词" span="filled">{article.keywords || '—'}</Descriptions.Item>
            <Descriptions.Item label="摘要" span="filled">{article.abstract || '—'}</Descriptions.Item>
            <Descriptions.Item label="全文" span="filled">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{article.fullText ? fullTextPreview(article.fullText) : '（尚无全文）'}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title="审核历史与意见">
            {history.length === 0 ? (
              <Typography.Text type="secondary">尚无审核记录</Typography.Text>
            ) : (
              <StatusTrail
                testId="article-history"
                entries={history.map((h) => ({
                  change: `${statusText(h.fromStatus)} → ${statusText(h.toStatus)}`,
                  meta: `${h.byName || '—'} · ${chinaDateTime(h.createTime)}`,
                  remark: h.remark && `审核意见：${h.remark}`,
                  color: h.toStatus === 2 ? 'green' : h.remark ? 'red' : 'blue',
                }))}
              />
            )}
          </Card>
          {article.articleStatus === 1 && (
            <ReviewDecision
              testId="article-decision"
              decide={decide}
              remarkRequired={ARTICLE_REVIEW_MSG.remarkRequired}
              placeholder="通过时可不填；驳回时请说明需要修改之处"
              confirm={{ reject: '确定驳回这篇文章吗？文章保持未审核', approve: '确定通过这篇文章吗？通过后读者即可阅读' }}
            />
          )}
        </Space>
      )}
    </ReviewFrame>
  );
}
