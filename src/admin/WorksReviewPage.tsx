import { useCallback } from 'react';
import { App, Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { Link, useParams } from 'react-router';
import { call, downloadFile } from '../providers/http';
import { WORKS_CALLS, WORKS_STATUS, type WorksStatus } from '../resources/works';
import { chinaDateTime, formatFen } from '../shared/format';
import { ReviewDecision, ReviewFrame, StatusTrail, useReviewed } from './ReviewScreen';

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
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const load = useCallback(async () => (await call<WorkUnderReview>('get', WORKS_CALLS.reviewDetail.path, { query: { id } })).data ?? null, [id]);
  const { record: work, error, reload } = useReviewed(load);
  const decide = async (approve: boolean, remark: string) => {
    const res = await call('post', WORKS_CALLS.review.path, { body: { id: Number(id), worksStatus: approve ? 2 : 3, remark: remark || undefined } });
    await invalidate({ resource: 'worksReview', invalidates: ['list'] });
    await reload();
    return res.msg;
  };
  const download = () =>
    work && downloadFile(WORKS_CALLS.downWorks.path, { id: work.id }, `${work.title}.pdf`).catch((e: Error) => void message.error(e.message));
  return (
    <ReviewFrame title="作品审核" list="/admin/worksReview" error={error} loaded={Boolean(work)}>
      {work && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="works-review">
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered title={`《${work.title}》`} styles={{ label: { whiteSpace: 'nowrap' } }}>
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
            <StatusTrail
              testId="works-remarks"
              entries={work.remarks.map((r) => ({
                change: `${statusText(r.fromStatus)} → ${statusText(r.status)}`,
                meta: `${chinaDateTime(r.createTime)}${r.byPlatform ? ` · ${r.byPlatform}` : ''}`,
                remark: r.remark,
              }))}
            />
          </Card>
          {work.worksStatus === 1 && (
            <ReviewDecision
              testId="works-decision"
              decide={decide}
              remarkRequired={REMARK_REQUIRED}
              maxLength={500}
              confirm={{ reject: '确定驳回这部作品吗？', approve: '确定通过这部作品吗？通过后读者即可阅读和购买' }}
            />
          )}
        </Space>
      )}
    </ReviewFrame>
  );
}
