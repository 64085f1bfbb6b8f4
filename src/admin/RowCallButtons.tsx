import { useState } from 'react';
import { App, Button, InputNumber, Popconfirm } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { call } from '../providers/http';
import type { CallSpec, ResourceSpec } from '../resources/define';
import { STUDIO_CALLS } from '../resources/studios';

/** Runs one row call, shows the server's answer, reloads the list. */
function useRowCall(resource: string) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const run = async (c: CallSpec, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const res = await call(c.method, c.path, { body });
      void message.success(res.msg);
      await invalidate({ resource, invalidates: ['list', 'detail'] });
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** 同意 / 拒绝 of a studio membership application (申请中). */
export function StudioApplyButtons({ record }: { record: Record<string, unknown> }) {
  const { busy, run } = useRowCall('studioMembers');
  const name = String(record.mname || record.username || '');
  return (
    <>
      <Popconfirm title={`同意${name}加入工作室？`} okText="同意" cancelText="取消" onConfirm={() => run(STUDIO_CALLS.memberAgree, { id: record.id })}>
        <Button size="small" type="primary" loading={busy} data-testid="agree-apply">
          同意
        </Button>
      </Popconfirm>
      <Popconfirm title={`拒绝${name}的申请？`} okText="拒绝" cancelText="取消" onConfirm={() => run(STUDIO_CALLS.memberClose, { id: record.id, remark: '' })}>
        <Button size="small" danger loading={busy} data-testid="close-apply">
          拒绝
        </Button>
      </Popconfirm>
    </>
  );
}

/** The 排序 cell of a list whose declaration has `calls.sort`: typed, saved when it loses focus. */
export function SortCell({ spec, record, editable }: { spec: ResourceSpec; record: Record<string, unknown>; editable: boolean }) {
  const { busy, run } = useRowCall(spec.name);
  const [value, setValue] = useState<number | null>(Number(record.sort ?? 0));
  const sort = spec.calls.sort;
  if (!sort || !editable) return <>{String(record.sort ?? 0)}</>;
  const save = () => {
    if (value === null || value === Number(record.sort ?? 0)) return;
    void run(sort, { id: record.id, sort: value });
  };
  return <InputNumber size="small" min={0} max={9999} precision={0} value={value} disabled={busy} onChange={setValue} onBlur={save} onPressEnter={save} style={{ width: 72 }} aria-label="排序" />;
}
