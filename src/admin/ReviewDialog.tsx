import { Button, Descriptions, Modal } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import type { ReviewSpec } from '../resources/define';
import { renderField } from './renderField';
import { ReviewDecision } from './ReviewScreen';

/**
 * 审核 of one row as its resource declares it (`rowActions` of kind `review`): what is reviewed,
 * the reviewer's remark, and 通过 or 驳回 confirmed first (驳回 needs the remark).
 */
export function ReviewDialog({ resource, review, record, onClose }: { resource: string; review: ReviewSpec; record: Record<string, unknown>; onClose: () => void }) {
  const invalidate = useInvalidate();
  const decide = async (approve: boolean, remark: string) => {
    const body = { id: record.id, [review.decisionField]: approve ? review.approve : review.reject, remark: remark || undefined };
    const res = await call(review.call.method, review.call.path, { body });
    onClose();
    await invalidate({ resource, invalidates: ['list', 'detail'] });
    return review.done ? (approve ? review.done.approve : review.done.reject) : res.msg;
  };
  const details = review.details?.(record) ?? [];
  return (
    <Modal open title={review.title(record)} onCancel={onClose} destroyOnHidden footer={null}>
      {details.length > 0 && (
        <Descriptions column={1} size="small" bordered data-testid="review-application">
          {details.map((d, i) => (
            <Descriptions.Item key={i} label={d.label}>
              {d.field ? renderField(d.field, d.value) : d.value === null || d.value === undefined || d.value === '' ? '—' : String(d.value)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      <ReviewDecision
        decide={decide}
        remarkRequired={review.remarkRequired}
        heading="label"
        confirm={{ reject: '确定驳回吗？', approve: '确定通过吗？' }}
        before={<Button onClick={onClose}>取消</Button>}
      />
    </Modal>
  );
}
