import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { BATCH_LABELS, batchSummary, REVIEW_BATCH_LABELS, REVIEW_DECISIONS, REVIEW_REMARK_MAX, type BatchAction, type BatchOutcome, type ReviewDecision } from '../resources/batch';
import type { ResourceSpec, ReviewSpec, RowActionSpec } from '../resources/define';

type Row = Record<string, unknown>;

/** The batch actions a list offers, from its calls: 上架/下架 with `publish`, 删除 with `remove`, both only with `batch`. */
export function batchActionsOf(spec: Pick<ResourceSpec, 'calls'>): BatchAction[] {
  if (!spec.calls.batch) return [];
  return [...(spec.calls.publish ? (['publish', 'unpublish'] as const) : []), ...(spec.calls.remove ? (['remove'] as const) : [])];
}

/** The declared 审核 row action whose review has a batch call (批量通过/驳回), if the resource has one. */
export function batchReviewOf(spec: Pick<ResourceSpec, 'rowActions'>): (RowActionSpec & { kind: 'review' }) | undefined {
  return spec.rowActions?.find((a): a is RowActionSpec & { kind: 'review' } => a.kind === 'review' && Boolean(a.review.batch));
}

const nameOf = (row: Row | undefined, id: number) => String(row?.title ?? row?.name ?? row?.word ?? `编号 ${id}`);

/**
 * Above a list with selected rows: 已选 N 条, the allowed 批量 buttons (each asks first), and after
 * a batch its summary — 成功 N 条，失败 M 条 with each failed row's name and reason — until closed.
 * One call per batch (src/resources/batch.ts); the server authorises each row as its single call.
 */
export function BatchBar({ spec, actions, review, selected, onDone }: { spec: ResourceSpec; actions: BatchAction[]; review?: ReviewSpec; selected: Row[]; onDone: () => void }) {
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BatchOutcome>();
  const [outcome, setOutcome] = useState<{ summary: string; failed: string[] } | null>(null);
  const [deciding, setDeciding] = useState<ReviewDecision | null>(null);
  const batch = spec.calls.batch;
  if ((!batch && !review?.batch) || (!selected.length && !outcome)) return null;
  const send = async (call: { method: string; path: string }, values: Record<string, unknown>) => {
    const rows = new Map(selected.map((r) => [Number(r.id), r]));
    // A refused batch (403, 400) is told by Refine's error notification; nothing was changed.
    const res = await mutateAsync({
      url: call.path,
      method: call.method.toLowerCase() as 'post',
      values: { ...values, ids: [...rows.keys()] },
      successNotification: false,
    }).catch(() => null);
    if (!res) return false;
    const done = res.data;
    setOutcome({ summary: batchSummary(done), failed: done.failed.map((f) => `${nameOf(rows.get(f.id), f.id)}：${f.msg}`) });
    onDone();
    await invalidate({ resource: spec.name, invalidates: ['list', 'detail'] });
    return true;
  };
  const ask = (action: BatchAction) => {
    const { confirm, label, danger } = BATCH_LABELS[action];
    modal.confirm({ title: confirm(selected.length), okText: label.replace('批量', ''), cancelText: '取消', okButtonProps: { danger }, onOk: () => batch && send(batch, { action }) });
  };
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }} data-testid="batch-bar">
      {selected.length > 0 && (
        <Space wrap>
          <Typography.Text>已选 {selected.length} 条</Typography.Text>
          {actions.map((a) => (
            <Button key={a} size="small" danger={BATCH_LABELS[a].danger} loading={mutation.isPending} onClick={() => ask(a)} data-testid={`batch-${a}`}>
              {BATCH_LABELS[a].label}
            </Button>
          ))}
          {review?.batch &&
            REVIEW_DECISIONS.map((d) => (
              <Button key={d} size="small" danger={REVIEW_BATCH_LABELS[d].danger} loading={mutation.isPending} onClick={() => setDeciding(d)} data-testid={`batch-review-${d}`}>
                {REVIEW_BATCH_LABELS[d].label}
              </Button>
            ))}
        </Space>
      )}
      {review?.batch && deciding && (
        <BatchReviewDialog
          decision={deciding}
          count={selected.length}
          remarkRequired={review.remarkRequired}
          busy={mutation.isPending}
          onCancel={() => setDeciding(null)}
          onOk={async (remark) => {
            if (review.batch && (await send(review.batch, { decision: deciding, remark }))) setDeciding(null);
          }}
        />
      )}
      {outcome && (
        <Alert
          data-testid="batch-outcome"
          type={outcome.failed.length ? 'warning' : 'success'}
          showIcon
          closable
          onClose={() => setOutcome(null)}
          message={outcome.summary}
          description={outcome.failed.length ? outcome.failed.map((f) => <div key={f}>{f}</div>) : undefined}
        />
      )}
    </Space>
  );
}

/** 批量通过/驳回: one remark for the whole selection (驳回 needs it, as the single 审核 does). */
function BatchReviewDialog({ decision, count, remarkRequired, busy, onCancel, onOk }: { decision: ReviewDecision; count: number; remarkRequired: string; busy: boolean; onCancel: () => void; onOk: (remark: string) => Promise<void> }) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { label, confirm, danger } = REVIEW_BATCH_LABELS[decision];
  const ok = () => {
    if (decision === 'reject' && !remark.trim()) {
      setError(remarkRequired);
      return;
    }
    void onOk(remark.trim());
  };
  return (
    <Modal open title={confirm(count)} okText={label.replace('批量', '')} cancelText="取消" okButtonProps={{ danger, loading: busy }} onOk={ok} onCancel={onCancel} destroyOnHidden>
      <Typography.Text style={{ display: 'block', marginBottom: 8 }}>审核意见（{decision === 'reject' ? '必填，' : ''}每条记录都记下这条意见）</Typography.Text>
      <Input.TextArea
        aria-label="审核意见"
        rows={3}
        maxLength={REVIEW_REMARK_MAX}
        placeholder={decision === 'reject' ? '请说明驳回原因' : '通过时可不填'}
        value={remark}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setRemark(e.target.value);
          setError(null);
        }}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  );
}
