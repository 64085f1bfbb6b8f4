import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Input, Space, Spin, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { useNavigate, useParams } from 'react-router';
import { call } from '../providers/http';
import { COPYRIGHT_CALLS, COPYRIGHT_MSG } from '../resources/copyright';
import { CopyrightApplyDetail, type CopyrightApplyVO } from '../ui/CopyrightApplyDetail';

/**
 * 版权登记审核 → 详情: every step of one application, its samples and remark history, and — while it
 * awaits review (status 1) — 通过 (a registration number is given) or 驳回 (the remark is required).
 */
export function CopyrightReviewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [apply, setApply] = useState<CopyrightApplyVO | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(async () => {
    try {
      setApply((await call<CopyrightApplyVO>('get', COPYRIGHT_CALLS.getVO.path, { query: { id } })).data ?? null);
    } catch (e) {
      setError((e as Error).message);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);
  const review = async (status: 2 | 3) => {
    if (status === 3 && !remark.trim()) {
      setRemarkError(COPYRIGHT_MSG.remarkRequired);
      return;
    }
    setBusy(true);
    try {
      const res = await call('post', COPYRIGHT_CALLS.review.path, { body: { id: Number(id), status, remark: remark.trim() } });
      message.success(res.msg);
      setRemark('');
      await invalidate({ resource: 'copyrightReview', invalidates: ['list'] });
      await load();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="版权登记审核" extra={<Button onClick={() => navigate('/admin/copyrightReview')}>返回列表</Button>}>
      {error && <Alert type="error" showIcon message={error} />}
      {!error && !apply && <Spin />}
      {apply && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <CopyrightApplyDetail apply={apply} />
          {apply.status === 1 && (
            <div data-testid="copyright-review">
              <Typography.Title level={5}>审核意见</Typography.Title>
              <Input.TextArea
                rows={3}
                maxLength={500}
                placeholder="审核意见（驳回时必填）"
                aria-label="审核意见"
                value={remark}
                onChange={(e) => {
                  setRemark(e.target.value);
                  setRemarkError(null);
                }}
              />
              {remarkError && <Typography.Text type="danger">{remarkError}</Typography.Text>}
              <Space style={{ marginTop: 12 }}>
                <Button danger loading={busy} onClick={() => void review(3)}>
                  驳回
                </Button>
                <Button type="primary" loading={busy} onClick={() => void review(2)}>
                  通过
                </Button>
              </Space>
            </div>
          )}
        </Space>
      )}
    </Card>
  );
}
