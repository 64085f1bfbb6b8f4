import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Popconfirm, Space, Spin, Timeline, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { call } from '../providers/http';
import { ARTICLE_MANAGE_CALLS, ARTICLE_REVIEW_CALLS, ARTICLE_REVIEW_MSG, fullTextPreview } from '../resources/articles';
import { fillPath } from '../resources/define';
import { dictLabel } from '../shared/dict';
import { chinaDateTime } from '../shared/format';

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
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [article, setArticle] = useState<ArticleUnderReview | null>(null);
  const [history, setHistory] = useState<ArticleStatusChange[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      const [one, changes] = await Promise.all([
        call<ArticleUnderReview>('get', fillPath(ARTICLE_MANAGE_CALLS.one.path, { id: String(id) })),
        call<ArticleStatusChange[]>('get', fillPath(ARTICLE_REVIEW_CALLS.history.path, { id: String(id) })),
      ]);
      setArticle(one.data ?? null);
      setHistory(changes.data ?? []);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const decide = async (approve: boolean) => {
    setBusy(true);
    try {
      const res = await call('post', ARTICLE_REVIEW_CALLS.review.path, { body: { id: Number(id), articleStatus: approve ? 2 : 1, remark: remark.trim() } });
      void message.success(res.msg);
      setRemark('');
      await invalidate({ resource: 'managedArticles', invalidates: ['list', 'detail'] });
      await load();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="文章审核" extra={<Button onClick={() => navigate('/admin/managedArticles')}>返回列表</Button>}>
      {error && <Alert type="error" showIcon message={error} />}
      {!error && !article && <Spin />}
      {article && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="article-review">
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered title={article.title}>
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
              <Timeline
                data-testid="article-history"
                items={history.map((h) => ({
                  color: h.toStatus === 2 ? 'green' : h.remark ? 'red' : 'blue',
                  children: (
                    <>
                      <Typography.Text strong>
                        {statusText(h.fromStatus)} → {statusText(h.toStatus)}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {' '}
                        · {h.byName || '—'} · {chinaDateTime(h.createTime)}
                      </Typography.Text>
                      {h.remark && <div>审核意见：{h.remark}</div>}
                    </>
                  ),
                }))}
              />
            )}
          </Card>
          {article.articleStatus === 1 && (
            <div data-testid="article-decision">
              <Typography.Title level={5}>审核意见</Typography.Title>
              <Input.TextArea
                rows={3}
                maxLength={200}
                placeholder="通过时可不填；驳回时请说明需要修改之处"
                aria-label="审核意见"
                value={remark}
                status={remarkError ? 'error' : undefined}
                onChange={(e) => {
                  setRemark(e.target.value);
                  setRemarkError(null);
                }}
              />
              {remarkError && <Typography.Text type="danger">{remarkError}</Typography.Text>}
              <Space style={{ marginTop: 12 }}>
                <Popconfirm title="确定驳回这篇文章吗？文章保持未审核" okText="驳回" cancelText="取消" onConfirm={() => decide(false)} disabled={!remark.trim()}>
                  <Button danger loading={busy} onClick={() => !remark.trim() && setRemarkError(ARTICLE_REVIEW_MSG.remarkRequired)}>
                    驳回
                  </Button>
                </Popconfirm>
                <Popconfirm title="确定通过这篇文章吗？通过后读者即可阅读" okText="通过" cancelText="取消" onConfirm={() => decide(true)}>
                  <Button type="primary" loading={busy}>
                    通过
                  </Button>
                </Popconfirm>
              </Space>
            </div>
          )}
        </Space>
      )}
    </Card>
  );
}
