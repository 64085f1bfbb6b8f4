import { useState } from 'react';
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import { WORKS_CALLS } from '../resources/works';

/** 审核 of a work awaiting a human (status 1): 通过 (2) or 驳回 (3, the remark is required). */
export function WorksReviewButtons({ work }: { work: { id: number; title?: string; summary?: string } }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = async (worksStatus: 2 | 3) => {
    if (worksStatus === 3 && !remark.trim()) {
      setError('驳回时请填写审核意见');
      return;
    }
    setBusy(true);
    try {
      const res = await call('post', WORKS_CALLS.review.path, { body: { id: work.id, worksStatus, remark: remark.trim() || undefined } });
      message.success(res.msg);
      setOpen(false);
      await invalidate({ resource: 'worksReview', invalidates: ['list'] });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" type="primary" onClick={() => setOpen(true)}>
        审核
      </Button>
      <Modal
        open={open}
        title={`审核作品《${work.title ?? ''}》`}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Button danger loading={busy} onClick={() => void review(3)}>
              驳回
            </Button>
            <Button type="primary" loading={busy} onClick={() => void review(2)}>
              通过
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph>{work.summary}</Typography.Paragraph>
        <Input.TextArea rows={3} placeholder="审核意见（驳回时必填）" value={remark} onChange={(e) => { setRemark(e.target.value); setError(null); }} />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Modal>
    </>
  );
}
