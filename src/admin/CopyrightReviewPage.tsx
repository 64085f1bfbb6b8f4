import { useCallback } from 'react';
import { Space } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { useParams } from 'react-router';
import { call } from '../providers/http';
import { COPYRIGHT_CALLS, COPYRIGHT_MSG } from '../resources/copyright';
import { CopyrightApplyDetail, type CopyrightApplyVO } from '../ui/CopyrightApplyDetail';
import { ReviewDecision, ReviewFrame, useReviewed } from './ReviewScreen';

/**
 * 版权登记审核 → 详情: every step of one application, its samples and remark history, and — while it
 * awaits review (status 1) — 通过 (a registration number is given) or 驳回 (the remark is required).
 */
export function CopyrightReviewPage() {
  const { id } = useParams();
  const invalidate = useInvalidate();
  const load = useCallback(async () => (await call<CopyrightApplyVO>('get', COPYRIGHT_CALLS.getVO.path, { query: { id } })).data ?? null, [id]);
  const { record: apply, error, reload } = useReviewed(load);
  const decide = async (approve: boolean, remark: string) => {
    const res = await call('post', COPYRIGHT_CALLS.review.path, { body: { id: Number(id), status: approve ? 2 : 3, remark } });
    await invalidate({ resource: 'copyrightReview', invalidates: ['list'] });
    await reload();
    return res.msg;
  };
  return (
    <ReviewFrame title="版权登记审核" list="/admin/copyrightReview" error={error} loaded={Boolean(apply)}>
      {apply && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <CopyrightApplyDetail apply={apply} />
          {apply.status === 1 && <ReviewDecision testId="copyright-review" decide={decide} remarkRequired={COPYRIGHT_MSG.remarkRequired} placeholder="审核意见（驳回时必填）" maxLength={500} />}
        </Space>
      )}
    </ReviewFrame>
  );
}
