import { useState } from 'react';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { BATCH_LABELS, batchSummary, type BatchAction, type BatchOutcome } from '../resources/batch';
import type { ResourceSpec } from '../resources/define';

type Row = Record<string, unknown>;

/** The batch actions a list offers, from its calls: 上架/下架 with `publish`, 删除 with `remove`, both only with `batch`. */
export function batchActionsOf(spec: Pick<ResourceSpec, 'calls'>): BatchAction[] {
  if (!spec.calls.batch) return [];
  return [...(spec.calls.publish ? (['publish', 'unpublish'] as const) : []), ...(spec.calls.remove ? (['remove'] as const) : [])];
}

const nameOf = (row: Row | undefined, id: number) => String(row?.title ?? row?.name ?? row?.word ?? `编号 ${id}`);

/**
 * Above a list with selected rows: 已选 N 条, the allowed 批量 buttons (each asks first), and after
 * a batch its summary — 成功 N 条，失败 M 条 with each failed row's name and reason — until closed.
 * One call per batch (src/resources/batch.ts); the server authorises each row as its single call.
 */
export function BatchBar({ spec, actions, selected, onDone }: { spec: ResourceSpec; actions: BatchAction[]; selected: Row[]; onDone: () => void }) {
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<BatchOutcome>();
  const [outcome, setOutcome] = useState<{ summary: string; failed: string[] } | null>(null);
  const batch = spec.calls.batch;
  if (!batch || (!selected.length && !outcome)) return null;
  const run = async (action: BatchAction) => {
    const rows = new Map(selected.map((r) => [Number(r.id), r]));
    // A refused batch (403, 400) is told by Refine's error notification; nothing was changed.
    const res = await mutateAsync({
      url: batch.path,
      method: batch.method.toLowerCase() as 'post',
      values: { action, ids: [...rows.keys()] },
      successNotification: false,
    }).catch(() => null);
    if (!res) return;
    const done = res.data;
    setOutcome({ summary: batchSummary(done), failed: done.failed.map((f) => `${nameOf(rows.get(f.id), f.id)}：${f.msg}`) });
    onDone();
    await invalidate({ resource: spec.name, invalidates: ['list', 'detail'] });
  };
  const ask = (action: BatchAction) => {
    const { confirm, label, danger } = BATCH_LABELS[action];
    modal.confirm({ title: confirm(selected.length), okText: label.replace('批量', ''), cancelText: '取消', okButtonProps: { danger }, onOk: () => run(action) });
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
        </Space>
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
