import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Input, Popconfirm, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { Link, useNavigate, useParams } from 'react-router';
import { call, downloadFile } from '../providers/http';
import { WORKS_CALLS, WORKS_STATUS, type WorksStatus } from '../resources/works';
import { chinaDateTime, formatFen } from '../shared/format';

/** GET …/works/review/detail: the whole work under review. */
export interface WorkUnderReview {
  id: number;
  uid: number;
  title: string;
  genre: string;
  summary: string;
  body: string;
  freeBlock: string;
  fileUrl: string;
  price: number;
  worksStatus: number;
  flaggedWords: string[];
  createTime: string;
  updateTime: string;
  writer: { uid: number; name: string; writerId: number | null };
  remarks: Array<{ fromStatus: number | null; status: number; remark: string | null; byPlatform?: string; createTime: string }>;
}

const statusText = (s: number | null) => (s === null ? '提交' : (WORKS_STATUS[s as WorksStatus] ?? '未知状态'));
const REMARK_REQUIRED = '驳回时请填写审核意见';

/**
 * 作品审核 → 审核 / 详情: the whole work — its text, free part, file (open and download), the
 * writer's name with a link to their history, the remark trail — and, while it awaits a human
 * (审核中), 通过 or 驳回 confirmed first (驳回 needs the remark).
 */
export function WorksReviewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [work, setWork] = useState<WorkUnderReview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setWork((await call<WorkUnderReview>('get', WORKS_CALLS.reviewDetail.path, { query: { id } })).data ?? null);
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
      const res = await call('post', WORKS_CALLS.review.path, { body: { id: Number(id), worksStatus: approve ? 2 : 3, remark: remark.trim() || undefined } });
      void message.success(res.msg);
      setRemark('');
      await invalidate({ resource: 'worksReview', invalidates: ['list'] });
      await load();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    work && downloadFile(WORKS_CALLS.downWorks.path, { id: work.id }, `${work.title}.pdf`).catch((e: Error) => void message.error(e.message));
  return (
    <Card title="作品审核" extra={<Button onClick={() => navigate('/admin/worksReview')}>返回列表</Button>}>
      {error && <Alert type="error" showIcon message={error} />}
      {!error && !work && <Spin />}
      {work && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="works-review">
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered title={`《${work.title}》`}>
            <Descriptions.Item label="作者">
              <Space wrap>
                <span data-testid="works-writer">{work.writer.name || '（未署名）'}</span>
                <Link to={`/admin/worksReview/writer/${work.uid}?exceptId=${work.id}`}>作者的历史作品与审核结果</Link>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="审核状态">
              <Tag color={work.worksStatus === 1 ? 'orange' : work.worksStatus === 2 ? 'green' : work.worksStatus === 3 ? 'red' : undefined}>{statusText(work.worksStatus)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="类别">{work.genre || '—'}</Descriptions.Item>
            <Descriptions.Item label="价格">{work.price ? formatFen(work.price) : '免费'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{chinaDateTime(work.createTime)}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{chinaDateTime(work.updateTime)}</Descriptions.Item>
            {work.flaggedWords.length > 0 && <Descriptions.Item label="敏感词" span="filled">{work.flaggedWords.join('、')}</Descriptions.Item>}
            <Descriptions.Item label="作品简介" span="filled">
              {work.summary || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="作品文件" span="filled">
              <Space wrap>
                {work.fileUrl ? (
                  <a href={work.fileUrl} target="_blank" rel="noopener noreferrer" data-testid="works-file">
                    打开作者提供的文件
                  </a>
                ) : (
                  <Typography.Text type="secondary">作者未提供文件</Typography.Text>
                )}
                {(work.body.trim() || work.freeBlock.trim()) && (
                  <Button size="small" onClick={() => void download()} data-testid="works-download">
                    下载全文PDF
                  </Button>
                )}
              </Space>
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title="免费试读部分">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{work.freeBlock || '（无）'}</Typography.Paragraph>
          </Card>
          <Card size="small" title="作品正文">
            <div style={{ maxHeight: 480, overflow: 'auto' }} data-testid="works-body">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{work.body || '（作者未填写正文）'}</Typography.Paragraph>
            </div>
          </Card>
          <Card size="small" title="审核记录">
            <Timeline
              data-testid="works-remarks"
              items={work.remarks.map((r) => ({
                children: (
                  <>
                    <Typography.Text strong>
                      {statusText(r.fromStatus)} → {statusText(r.status)}
                    </Typography.Text>
                    <Typography.Text type="secondary"> · {chinaDateTime(r.createTime)}{r.byPlatform ? ` · ${r.byPlatform}` : ''}</Typography.Text>
                    {r.remark && <div>{r.remark}</div>}
                  </>
                ),
              }))}
            />
          </Card>
          {work.worksStatus === 1 && (
            <div data-testid="works-decision">
              <Typography.Title level={5}>审核意见</Typography.Title>
              <Input.TextArea
                rows={3}
                maxLength={500}
                placeholder="通过时可不填；驳回时请说明原因"
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
                <Popconfirm title="确定驳回这部作品吗？" okText="驳回" cancelText="取消" onConfirm={() => decide(false)} disabled={!remark.trim()}>
                  <Button danger loading={busy} onClick={() => !remark.trim() && setRemarkError(REMARK_REQUIRED)}>
                    驳回
                  </Button>
                </Popconfirm>
                <Popconfirm title="确定通过这部作品吗？通过后读者即可阅读和购买" okText="通过" cancelText="取消" onConfirm={() => decide(true)}>
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
