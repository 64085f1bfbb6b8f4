import { useState } from 'react';
import { InputNumber } from 'antd';
import { useCan } from '@refinedev/core';
import type { ResourceSpec } from '../resources/define';
import { useRowCall } from './rowActions';

/** The 排序 cell of a list whose declaration has `calls.sort`: typed, saved when it loses focus, by those who may change the row. */
export function SortCell({ spec, record }: { spec: ResourceSpec; record: Record<string, unknown> }) {
  const rowCall = useRowCall(spec.name);
  const [busy, setBusy] = useState(false);
  const [value, setValue] = useState<number | null>(Number(record.sort ?? 0));
  const editable = useCan({ resource: spec.name, action: 'update', params: { record, scopedByServer: true } as never }).data?.can === true;
  const sort = spec.calls.sort;
  if (!sort || !editable) return <>{String(record.sort ?? 0)}</>;
  const save = () => {
    if (value === null || value === Number(record.sort ?? 0)) return;
    setBusy(true);
    void rowCall.call(sort, { id: record.id, sort: value }).finally(() => setBusy(false));
  };
  return <InputNumber size="small" min={0} max={9999} precision={0} value={value} disabled={busy} onChange={setValue} onBlur={save} onPressEnter={save} style={{ width: 72 }} aria-label="排序" />;
}
