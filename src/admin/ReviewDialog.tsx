import { useState } from 'react';
import { App, Button, Descriptions, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import type { ReviewSpec } from '../resources/define';
import { renderField } from './renderField';

/**
 * 审核 of one row as its resource declares it (`rowActions` of kind `review`): what is reviewed,
 * the reviewer's remark, and 通过 or 驳回 confirmed first (驳回 needs the remark).
 */
export function ReviewDialog({ resource, review, record, onClose }: { resource: string; review: ReviewSpec; record: Record<string, unknown>; onClose: () => void }) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    if (!approve && !remark.trim()) {
      setRemarkError(review.remarkRequired);
      return;
    }
    setBusy(true);
    try {
      const body = { id: record.id, [review.decisionField]: approve ? review.approve : review.reject, remark: remark.trim() || undefined };
      const res = await call(review.call.method, review.call.path, { body });
      void message.success(review.done ? (approve ? review.done.approve : review.done.reject) : res.msg);
      onClose();
      await invalidate({ resource, invalidates: ['list', 'detail'] });
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const details = review.details?.(record) ?? [];
  return (
    <Modal
      open
      title={review.title(record)}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Popconfirm title="确定驳回吗？" okText="驳回" cancelText="取消" onConfirm={() => decide(false)} disabled={!remark.trim()}>
            <Button danger loading={busy} onClick={() => !remark.trim() && setRemarkError(review.remarkRequired)}>
              驳回
            </Button>
          </Popconfirm>
          <Popconfirm title="确定通过吗？" okText="通过" cancelText="取消" onConfirm={() => decide(true)}>
            <Button type="primary" loading={busy}>
              通过
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {details.length > 0 && (
        <Descriptions column={1} size="small" bordered data-testid="review-application">
          {details.map((d, i) => (
            <Descriptions.Item key={i} label={d.label}>
              {d.field ? renderField(d.field, d.value) : d.value === null || d.value === undefined || d.value === '' ? '—' : String(d.value)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <Typography.Text style={{ display: 'block', margin: '16px 0 8px' }}>审核意见</Typography.Text>
      <Input.TextArea
        aria-label="审核意见"
        rows={3}
        maxLength={200}
        placeholder="通过时可不填；驳回时请说明原因"
        value={remark}
        status={remarkError ? 'error' : undefined}
        onChange={(e) => {
          setRemark(e.target.value);
          setRemarkError(null);
        }}
      />
      {remarkError && <Typography.Text type="danger">{remarkError}</Typography.Text>}
    </Modal>
  );
}
